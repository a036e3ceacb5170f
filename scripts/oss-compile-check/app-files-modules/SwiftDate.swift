// Stub of the SwiftDate library (a dependency, not measured): the calls the apps make.
import Foundation

extension Date {
  /// SwiftDate's difference between two dates in one calendar component.
  public func getInterval(toDate: Date?, component: Calendar.Component) -> Int64 {
    guard let toDate else { return 0 }
    let value = Calendar(identifier: .gregorian).dateComponents([component], from: self, to: toDate).value(for: component)
    return Int64(value ?? 0)
  }
}

/// SwiftDate's region (calendar, time zone and locale); the library's default is set by apps at launch.
public struct Region {
  public let calendar: Calendar
  public let zone: TimeZone
  public let locale: Locale
  public init(calendar: Calendar, zone: TimeZone, locale: Locale) {
    self.calendar = calendar
    self.zone = zone
    self.locale = locale
  }
}
public enum Locales {
  public static var autoUpdating: Locale { Locale.autoupdatingCurrent }
}
public enum SwiftDate {
  nonisolated(unsafe) public static var defaultRegion = Region(
    calendar: Calendar(identifier: .gregorian), zone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX"))
}
