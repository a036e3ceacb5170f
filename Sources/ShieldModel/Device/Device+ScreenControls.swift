/// A tap on a control of the app's own UI, which UIKit delivers by hit-testing as any touch: an app call that is a
/// control on one of the app's screens (a demo-mode switch on its settings screen,
/// ``PrivacyScreenStrategy/screen(ofAppCall:)``), and the sample app's control that opens its own UI
/// (``SystemEvent/presentSheet(_:)``). One rule for both (``controlTapRefusal(_:in:)``).
///
/// A touch goes to the view `hitTest(_:with:)` returns in the front-most window that takes it, so a window above
/// the screen (an app's lock window) or a controller presented over it takes the tap instead, and a screen not on
/// screen (popped, or never pushed) takes none (Apple, "Using responders and the responder chain to handle
/// events", https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
/// "hitTest(_:with:)", https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) : hidden views, views
/// with user interaction disabled and views of alpha below 0.01 take none, so a lock faded out or made untouchable lets
/// the tap through; iOS 2+; high). A controller presented over the screen takes it whatever its style: a full-screen
/// presentation takes the presenter's view off the window once it finishes
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen ), the over-full-screen
/// style covers it, and a sheet puts a noninteractive dimming view over the presenter unless the sheet declares an
/// undimmed detent ("the system adds a noninteractive dimming view underneath the sheet at all detents",
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier ;
/// iOS 15+, sheets over a dimmed presenter from iOS 13; high; the model's presentation container over the window,
/// ``UITransitionView``, is that view). Where the control lies on its screen is the app's layout: the model taps the
/// screen's centre (model choice).
extension Device {
  /// Why the user cannot tap a control of the app's screen `screen` now, or `nil`: a touch reaches only an active
  /// scene with nothing over it (the touch rule), the screen must be in a window of it, and the hit test at the
  /// screen's centre must reach the screen's view or a view inside it.
  func screenControlRefusal(_ screen: String) -> Refusal? {
    for scene in windowScenes {
      guard let shown = shownAppScreen(screen, in: scene) else { continue }
      guard isAppActiveWithNoOverlay, scene.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(scene.identifier)
      else {
        return "the call is a tap on its screen's control: touches reach only an active scene with nothing over it"
      }
      switch controlTapRefusal(shown.view, in: scene) {
      case nil: return nil
      case .inSecureCanvas:
        // Nothing is above the screen: hit-testing passes its own view by (SC17, ``UIView/isInSecureCanvasPassedBy``).
        return
          "the call is a tap on its screen's control, and that screen's own view lies in a secure text field's canvas (the secure-canvas trick applied to a view), which hit-testing passes by, so the tap reaches what lies under it (secureCanvasHostedViewTakesNoTaps=true, SC17)"
      case .noWindow, .takenAbove:
        return "the call is a tap on its screen's control, and a window or controller above that screen takes the touch"
      }
    }
    return "the call is a tap on its screen's control, and that screen is in no window now"
  }

  /// Whether the user can tap the control app call `name` is now: always for a call that is no screen's control.
  /// The generator draws among the calls this answers `true` for (the validity key answers for calls of no screen).
  package func canDeliverAppCall(_ name: String) -> Bool {
    if strategy?.refusalOfAppCall(name) != nil { return false }
    guard let screen = strategy?.screen(ofAppCall: name) else { return true }
    return screenControlRefusal(screen) == nil
  }

  /// Why the user's tap on the sample app's control that opens its own UI (``SystemEvent/presentSheet(_:)``) cannot
  /// reach it now, or `nil`: the control is on the app's own screen in the first scene, the top-most controller of
  /// its window that is the app's (its root, or what the app itself presented, ``AppPresenter/own``; not a
  /// strategy's lock or cover), and the hit test at that screen's centre must reach it.
  func sampleAppControlRefusal(in scene: UIWindowScene) -> Refusal? {
    guard appWindow(of: scene)?.rootViewController != nil else { return "the app has no window to present from" }
    guard let screen = appController(.own)?.viewIfLoaded, let reason = controlTapRefusal(screen, in: scene) else {
      return nil
    }
    switch reason {
    case .noWindow:
      return
        "the app presents at the user's tap on its screen, and that screen is in no window now (a full-screen presentation above it took it off)"
    case .takenAbove:
      return
        "the app presents at the user's tap on its screen, and a window, view or controller above that screen takes the touch (hit-testing gives a touch to the front-most view under it)"
    case .inSecureCanvas:
      return
        "the app presents at the user's tap on its screen, and that screen's own view lies in a secure text field's canvas (the secure-canvas trick applied to a view), which hit-testing passes by, so the tap reaches what lies under it (secureCanvasHostedViewTakesNoTaps=true, SC17)"
    }
  }

  /// Why a tap on a control of `view` (a view of the app's UI in `scene`) does not reach it.
  enum ControlTapRefusal {
    /// `view` is in no shown window.
    case noWindow
    /// The hit test at `view`'s centre finds a view that is neither `view` nor inside it.
    case takenAbove
    /// As ``takenAbove``, because `view` or a view it lies in has its own layer in a secure text field's canvas and
    /// hit-testing passes it by (``UIView/isInSecureCanvasPassedBy``): nothing need be above it.
    case inSecureCanvas
  }

  /// Why a tap at the centre of `view` in `scene` does not reach `view` or a view inside it, or `nil` when it does:
  /// the hit test of every touch (``hitView(in:at:)``: windows front to back, the keyboard's window in its frame).
  func controlTapRefusal(_ view: UIView, in scene: UIWindowScene) -> ControlTapRefusal? {
    guard let window = view.window, !window.isHidden, window.windowScene === scene else { return .noWindow }
    let hit = hitView(in: scene, at: centreInScene(of: view))
    guard let hit, hit === view || hit.isDescendant(of: view) else {
      return view.isInSecureCanvasPassedBy ? .inSecureCanvas : .takenAbove
    }
    return nil
  }

  /// The view of the app's screen `screen` in a shown window of `scene`, with that window, or `nil`: the view a
  /// controller that is that ``AppScreen`` owns.
  private func shownAppScreen(_ screen: String, in scene: UIWindowScene) -> (view: UIView, window: UIWindow)? {
    func find(_ view: UIView) -> UIView? {
      if let owner = view.owningController as? any AppScreen, owner.screenIdentifier == screen { return view }
      for sub in view.subviews { if let found = find(sub) { return found } }
      return nil
    }
    for window in scene.windows.reversed() where !window.isHidden {
      if let view = find(window) { return (view: view, window: window) }
    }
    return nil
  }
}
