// Stub of the SwiftDate library (a dependency, not measured): the one call the app makes.
import Foundation

extension Date {
  /// SwiftDate's difference between two dates in one calendar component.
  public func getInterval(toDate: Date?, component: Calendar.Component) -> Int64 {
    guard let toDate else { return 0 }
    let value = Calendar(identifier: .gregorian).dateComponents([component], from: self, to: toDate).value(for: component)
    return Int64(value ?? 0)
  }
}
