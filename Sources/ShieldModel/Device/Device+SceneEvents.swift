/// The geometry and number of the app's scenes: rotation, Split View and Stage Manager sizes, and
/// windows (scenes) the user opens, closes, sends to the background and brings back (iPad).
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let sceneEvents: [HandledKind] = [
    // The orientation is in the key: the generator's two orientations answer for themselves.
    .byKey(eachOf: [.rotate(.portrait), .rotate(.landscapeLeft)]),
    .byRules(.resizeScene), .byRules(.connectScene), .byRules(.disconnectScene), .byRules(.backgroundScene),
    .byRules(.foregroundScene),
  ]

  func sceneRefusal(for event: SystemEvent) -> Refusal? {
    if case .rotate(let o) = event { return rotationRefusal(to: o) }
    if let reason = runningAppRefusal() { return reason }
    switch event {
    case .resizeScene(let id, let width): return resizeRefusal(id, to: width)
    case .connectScene(let id):
      guard profile.device.supportsMultipleScenes, usesScenes else {
        return "this profile has only one scene"
      }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      if scene(named: id) != nil { return .scene("is already connected") }
      if id == "external" { return "'external' names the mirrored display's scene, which mirroring connects" }
      return windowScenes.count < 8 ? nil : "at most 8 scenes"
    case .disconnectScene(let id):
      guard let s = scene(named: id) else { return .noScene }
      if !s.isInteractive { return "the external display's scene closes only when mirroring stops" }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      return windowScenes.filter(\.isInteractive).count > 1 ? nil : "the last scene cannot be closed"
    case .backgroundScene(let id): return backgroundSceneRefusal(id)
    case .foregroundScene(let id):
      guard let s = scene(named: id), s.isInteractive else { return .noScene }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      return s.activationState == .background ? nil : .scene("is not in the background")
    default: EventSubsystem.scenes.unhandled(event)
    }
  }

  private func rotationRefusal(to o: UIInterfaceOrientation) -> Refusal? {
    if o == .unknown { return "unknown orientation" }
    if process.isLocked { return "the device is locked" }
    if process.isAppInForeground {
      // Under a system prompt the app's interface turns with the device: the prompt is an
      // alert over it, and rotation reaches every foreground scene, active or not
      // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilltransition(to:with:) ;
      // high). Panels and the switcher are the model's limit: it does not rotate them.
      if case .systemAlert = systemUI.overlay {
      } else if !isAppActiveWithNoOverlay {
        return "the app is not active with nothing over it"
      }
    } else if systemUI.overlay != nil {
      return "system UI is shown over the Home Screen"
    }
    return systemUI.interfaceOrientation == o ? "already in that orientation" : nil
  }

  private func resizeRefusal(_ id: String, to width: SceneWidth) -> Refusal? {
    // Only Split View's divider and Stage Manager's window corner resize a scene; an iPhone's
    // and a Mac-hosted window's size follows the screen (Apple Support, "Use Split View on iPad").
    guard profile.device == .iPadSplitView || profile.device == .iPadStageManager else {
      return "only ipad-split and ipad-stage resize a scene"
    }
    guard let s = scene(named: id), s.isInteractive else { return .noScene }
    // The user drags the app's own divider or window: nothing may be over it.
    guard isAppActiveWithNoOverlay, !systemUI.isCallBannerShown else {
      return "the app is not active with nothing over it"
    }
    if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is covered") }
    guard s.activationState == .foregroundActive else { return .scene("is not active") }
    // Dragging the divider to the edge closes the other pane: for the app's own scene that is
    // backgroundScene.
    if width == .full, profile.device == .iPadSplitView, appSceneCount > 1 {
      return .scene("shares Split View with another scene of the app (closing that pane is backgroundScene)")
    }
    return sceneBounds(width: width, forCount: appSceneCount, onScreen: screen.bounds) == s.bounds
      ? .scene("already has that width") : nil
  }

  private func backgroundSceneRefusal(_ id: String) -> Refusal? {
    guard profile.device.supportsMultipleScenes, usesScenes else { return "this profile has only one scene" }
    guard let s = scene(named: id), s.isInteractive else { return .noScene }
    guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
    if systemUI.coveredSceneIdentifiers.contains(id) { return .scene("is covered") }
    guard s.activationState == .foregroundActive else { return .scene("is not active") }
    // The last foreground scene going away is the app going home.
    let others = windowScenes.filter {
      $0 !== s && $0.isInteractive && $0.activationState != .background && $0.activationState != .unattached
    }
    return others.isEmpty ? "no other scene of the app stays in the foreground (that is goHome)" : nil
  }

  func performScene(_ event: SystemEvent) {
    switch event {
    case .rotate(let o):
      if process.isAppInForeground { rotate(to: o) } else { rotateHomeScreen(to: o) }
    case .connectScene(let id): connectScene(identifier: id, activate: true)
    case .resizeScene(let id, let width):
      guard let s = scene(named: id) else { break }
      if profile.flags.resizeResigns, profile.device == .iPadSplitView {
        // The iOS 9 divider: the app resigns for the drag, takes its new width when the divider
        // snaps, then becomes active again with did-become-active only.
        let scenes = foregroundScenes.filter(\.isInteractive)
        resign(scenes)
        runTransition(seconds: profile.timings.dividerDrag)
        resize(s, to: width)
        activate(scenes)
      } else {
        resize(s, to: width)
      }
    case .backgroundScene(let id):
      if let s = scene(named: id) {
        resign([s])
        enterBackground([s])
        keyFocusDidLeave(s)
      }
    case .foregroundScene(let id):
      if let s = scene(named: id) {
        enterForeground([s])
        activate([s])
      }
    case .disconnectScene(let id): if let s = scene(named: id) { disconnectScene(s) }
    default: EventSubsystem.scenes.unhandled(event)
    }
  }

  private func rotate(to orientation: UIInterfaceOrientation) {
    let size = profile.device.screenSize
    screen.bounds =
      orientation.isLandscape
      ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
      : CGRect(origin: .zero, size: size)
    systemUI.interfaceOrientation = orientation
    for s in windowScenes { s.interfaceOrientation = orientation }
    log("rotate(\(orientation))")
    relayoutScenesForced()
    relayoutDetentSheets()
    guard !isCrashed else { return }
    notificationCenter.post(name: UIApplication.didChangeStatusBarOrientationNotification, object: application)
    notificationCenter.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
  }

  /// The device turns while the Home Screen is shown: only the screen turns; the app's scenes
  /// catch up when it comes back, and the switcher picks the card of the new orientation.
  private func rotateHomeScreen(to orientation: UIInterfaceOrientation) {
    let size = profile.device.screenSize
    screen.bounds =
      orientation.isLandscape
      ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
      : CGRect(origin: .zero, size: size)
    systemUI.interfaceOrientation = orientation
    log("rotate(\(orientation)) on the Home Screen")
  }

  /// The user drags the divider (Split View: the app's other panes take the rest of the width)
  /// or the window's corner (Stage Manager); windows follow as in a rotation.
  private func resize(_ scene: UIWindowScene, to width: SceneWidth) {
    scene.width = width
    if profile.device == .iPadSplitView, let rest = width.complement {
      for other in appScenes where other !== scene { other.width = rest }
    }
    log("resizeScene(\(scene.identifier), \(width.rawValue))")
    relayoutScenes()
  }

  /// Lays out again each presented sheet that opens at its medium detent (the share sheet,
  /// ``PlatformFlags/shareSheetOpensAtMediumDetent``) for the window's new size: compact height has
  /// no medium detent, so it covers the window in landscape and goes back to half in portrait
  /// (autoresizing alone would keep the half it had; an s47 breaker's false alarm and missed leak).
  func relayoutDetentSheets() {
    for scene in windowScenes {
      for window in scene.windows {
        var presenter = window.rootViewController
        while let presented = presenter?.presentedViewController {
          if presented.opensAtMediumDetent, let bounds = presented.presentationContainer?.bounds {
            presented.view.frame = presented.presentationLayout(
              in: bounds, device: profile.device, osVersion: profile.osVersion
            ).frame(in: bounds)
          }
          presenter = presented
        }
      }
    }
  }

  func relayoutScenesForced() {
    let count = windowScenes.count
    for scene in windowScenes {
      let bounds = bounds(of: scene, forCount: count, onScreen: screen.bounds)
      scene.bounds = bounds
      for window in scene.windows { window.frame = bounds }
    }
    trapOnViewLayerCycles()
  }
}
