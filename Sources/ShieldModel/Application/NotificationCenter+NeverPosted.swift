/// The notification names the model declares (so that an app's file compiles) but never posts,
/// each with why. An observer of one of them is the app's code that never runs here: the run says
/// so as a hosting problem (``HostingCheck``), so a cover keyed on it is not silently judged as no
/// cover at all. Every other declared name is posted at its moment: the life-cycle notices of
/// ``UIApplication`` and ``UIScene`` (``Device/appLevel``), `didFinishLaunchingNotification` after
/// the delegate's launch method, `userDidTakeScreenshotNotification`,
/// `capturedDidChangeNotification`, `willTerminateNotification`, the orientation notices,
/// `UIScene.willConnectNotification`/`didDisconnectNotification` and, since session 39, the key
/// window's `UIWindow.didBecomeKeyNotification`/`didResignKeyNotification` (`Device+SceneKeyWindow.swift`).
extension NotificationCenter {
  /// Each name the model never posts, with why.
  nonisolated package static let neverPosted: [Notification.Name: String] = [
    UIWindow.didBecomeVisibleNotification: "the model shows windows without this notice",
    UIWindow.didBecomeHiddenNotification: "the model hides windows without this notice",
    AVAudioSession.routeChangeNotification: "the model has no audio routes",
    UIAccessibility.voiceOverStatusDidChangeNotification: "the model's accessibility settings never change",
    UIAccessibility.reduceTransparencyStatusDidChangeNotification:
      "the model's accessibility settings never change",
    UIAccessibility.reduceMotionStatusDidChangeNotification: "the model's accessibility settings never change",
    UIScreen.didConnectNotification: "the model's screens connect without this notice",
    UIScreen.didDisconnectNotification: "the model's screens disconnect without this notice",
    UIScreen.brightnessDidChangeNotification: "the model's screen brightness never changes",
    UIScreen.modeDidChangeNotification: "the model's screen mode never changes",
    UIApplication.protectedDataWillBecomeUnavailableNotification: "the model has no Data Protection classes",
    UIApplication.protectedDataDidBecomeAvailableNotification: "the model has no Data Protection classes",
    UIApplication.significantTimeChangeNotification: "the model's clock has no calendar",
    UIApplication.didReceiveMemoryWarningNotification: "the model has no memory pressure",
  ]

  /// Notes, as a hosting problem, an observer of `name` if the model never posts it.
  nonisolated static func noteNeverPosted(_ name: Notification.Name?) {
    guard let name, let why = neverPosted[name] else { return }
    MainActor.assumeIsolated {
      HostingCheck.note(
        "an observer of \(name.rawValue) never runs: the model never posts it (\(why)); a cover shown "
          + "or removed on it is not fuzzed")
    }
  }
}
