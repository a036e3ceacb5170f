import ShieldModel

/// The iOS 17 route to capture detection: the app registers each scene for changes of its capture trait
/// (`windowScene.registerForTraitChanges([UITraitSceneCaptureState.self]) { scene, _ in ... }`) and reads
/// `scene.traitCollection.sceneCaptureState` (Apple, "UITraitSceneCaptureState",
/// https://developer.apple.com/documentation/uikit/uitraitscenecapturestate ; "registerForTraitChanges(_:handler:)",
/// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:) ;
/// iOS 17+; high). The code sits behind `if #available(iOS 17, *)`, so before iOS 17 nothing registers, the event never
/// comes and `sceneCaptured` reads false (the trait's `.unspecified`). When the handler runs is the model's trait
/// delivery (``UITraitChangeObservable``): with the screen's `capturedDidChangeNotification`, under the same gate.
extension AppLogicStrategy {
  /// The event the registration's handler fires.
  static let sceneCaptureEvent = "sceneCaptureStateDidChange"

  /// Registers `scene` for its capture trait's changes, once, when the script answers them and the OS has the trait.
  func observeSceneCaptureState(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene,
      script.handlers.contains(where: { $0.event.name == Self.sceneCaptureEvent }),
      let device = Device.current, device.profile.osVersion >= OSVersion(17),
      !captureStateScenes.contains(where: { $0.scene === windowScene })
    else { return }
    captureStateScenes.append(WeakWindowScene(scene: windowScene))
    windowScene.registerForTraitChanges([UITraitSceneCaptureState.self]) {
      [weak self] (changed: UIWindowScene, _: UITraitCollection) in
      self?.fire(Self.sceneCaptureEvent, in: changed)
    }
  }

  /// `sceneCaptured`: the handler's scene's `traitCollection.sceneCaptureState` is `.active`; in a callback with no
  /// scene, any connected scene's. `.unspecified` before iOS 17 (the model's ``UIWindowScene/traitCollection``).
  var isSceneCaptured: Bool {
    if let eventScene { return eventScene.traitCollection.sceneCaptureState == .active }
    return (Device.current?.windowScenes ?? []).contains { $0.traitCollection.sceneCaptureState == .active }
  }
}

/// A scene the script's code registered, held weakly (a disconnected scene goes with its registration).
struct WeakWindowScene {
  weak var scene: UIWindowScene?
}
