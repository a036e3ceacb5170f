// Stub of the Key App analytics package (the app's own, not measured): the manager and its event
// type, no effect.
import Foundation

public protocol AnalyticsEvent {}
public protocol AnalyticsManager: AnyObject {
  func log(event: AnalyticsEvent)
}
public final class NoAnalytics: AnalyticsManager {
  public init() {}
  public func log(event: AnalyticsEvent) {}
}
