// Stub of the AppsFlyer SDK (analytics, not measured): its Objective-C tracker (`+shared` is
// imported as an implicitly unwrapped optional), no effect.
import Foundation

public final class AppsFlyerTracker {
  nonisolated(unsafe) private static let tracker = AppsFlyerTracker()
  public static func shared() -> AppsFlyerTracker! { tracker }
  public var isDebug = false
  public func trackAppLaunch() {}
}
