/// An app call that is a control on one of the app's screens (a demo-mode switch on its settings screen,
/// ``PrivacyScreenStrategy/screen(ofAppCall:)``): the user's tap, which UIKit delivers by hit-testing as any touch.
///
/// A touch goes to the view `hitTest(_:with:)` returns in the front-most window that takes it, so a window above
/// the screen (an app's lock window) or a controller presented over it takes the tap instead, and a screen not on
/// screen (popped, or never pushed) takes none (Apple, "Using responders and the responder chain to handle
/// events", https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
/// "hitTest(_:with:)", https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; iOS 2+; high).
/// Where the control lies on its screen is the app's layout: the model taps the screen's centre (model choice).
extension Device {
  /// Why the user cannot tap a control of the app's screen `screen` now, or `nil`: a touch reaches only an active
  /// scene with nothing over it (the touch rule), the screen must be in a window of it, and the hit test at the
  /// screen's centre must reach the screen's view or a view inside it.
  func screenControlRefusal(_ screen: String) -> Refusal? {
    for scene in windowScenes {
      guard let shown = shownAppScreen(screen, in: scene) else { continue }
      let (view, _) = shown
      guard isAppActiveWithNoOverlay, scene.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(scene.identifier)
      else {
        return "the call is a tap on its screen's control: touches reach only an active scene with nothing over it"
      }
      let hit = hitView(in: scene, at: centreInScene(of: view))
      guard let hit, hit === view || hit.isDescendant(of: view) else {
        return "the call is a tap on its screen's control, and a window or controller above that screen takes the touch"
      }
      return nil
    }
    return "the call is a tap on its screen's control, and that screen is in no window now"
  }

  /// Whether the user can tap the control app call `name` is now: always for a call that is no screen's control.
  /// The generator draws among the calls this answers `true` for (the validity key answers for calls of no screen).
  package func canDeliverAppCall(_ name: String) -> Bool {
    guard let screen = strategy?.screen(ofAppCall: name) else { return true }
    return screenControlRefusal(screen) == nil
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
