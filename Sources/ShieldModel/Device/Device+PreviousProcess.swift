/// State that outlives its simulated process.
///
/// On iOS every launch is a new process: nothing an app made survives it, so a `static let
/// shared` manager is made again by each launch. In the fuzzer every simulated device (and each
/// relaunch after ``SystemEvent/terminateApp``) runs in one test process, where statics live on:
/// a singleton's cached cover window belongs to a device that is gone, and showing it covers
/// nothing here, a leak iOS would never show. The model tags each view with the process it was
/// made in and notes the first time app code shows or adds a view of another process, so the
/// engine reports the singleton itself instead of the false leak.
extension Device {
  private static var lastProcessToken: UInt32 = 0

  /// A token no device of this test process has used.
  package static func nextProcessToken() -> UInt32 {
    lastProcessToken &+= 1
    return lastProcessToken
  }

  /// Notes `view` (and `other`) when made in another simulated process; a view made outside
  /// any device (a strategy's stored property, made before its device) joins this process.
  /// Two parameters rather than variadic ones: `addSubview` calls it, and an array per call shows.
  package func checkSameProcess(_ view: UIView, _ other: UIView? = nil) {
    check(view)
    if let other { check(other) }
  }

  private func check(_ view: UIView) {
    if view.processToken == 0 { view.processToken = processToken }
    guard view.processToken != processToken, previousProcessState == nil else { return }
    var name = String(describing: type(of: view))
    if let id = view.accessibilityIdentifier { name += " '\(id)'" }
    previousProcessState = "\(name) made in an earlier process is used again"
    log("previous-process state: \(name)")
  }
}
