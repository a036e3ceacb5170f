/// Records a modeled runtime trap (a force-unwrap of nil, an UIKit exception) instead of crashing.
///
/// Swift cannot unwind out of a real trap, so modeled code writes `window.orTrap()` where UIKit
/// code writes `window!`: on nil the device records a crash with `message`, stops delivering
/// callbacks, and the call returns `nil` so the caller can return at once.
///
/// - Returns: the wrapped value, or `nil` after recording the crash.
extension Optional {
  public func orTrap(
    _ message: @autoclosure () -> String = "Unexpectedly found nil while unwrapping an Optional value"
  ) -> Wrapped? {
    if let value = self { return value }
    Device.current?.recordCrash(message())
    return nil
  }
}

/// Records a modeled UIKit exception or trap on the current device (see ``Optional/orTrap(_:)``).
public func modeledTrap(_ message: String) {
  Device.current?.recordCrash(message)
}
