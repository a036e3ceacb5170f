import TestExpectations
import Testing

@testable import ShieldModel

/// Reads the scene's state where a strategy would: inside the resign callback and notification.
private final class StateReader: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  var inCallback: [UIScene.ActivationState] = []
  var inNotification: [UIScene.ActivationState] = []
  var appStateInCallback: [UIApplication.State] = []
  private var observer: (any NSObjectProtocol)?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observer = NotificationCenter.default.addObserver(
      forName: UIScene.willDeactivateNotification, object: nil, queue: .main
    ) { [weak self] note in
      if let scene = note.object as? UIScene { self?.inNotification.append(scene.activationState) }
    }
  }

  func sceneWillResignActive(_ scene: UIScene) {
    inCallback.append(scene.activationState)
    appStateInCallback.append(UIApplication.shared.applicationState)
  }
}

@Suite("activationState inside will-resign-active (flag activationStateChangesBeforeWillResign)")
struct ResignStateTests {
  @Test(
    "Before iOS 18 the scene still reads foregroundActive in the callback and its notification; from 18 inactive",
    arguments: [
      ("iphone-ios17-scenes", UIScene.ActivationState.foregroundActive),
      ("iphone-ios18-scenes", .foregroundInactive),
      ("iphone-ios17-scenes+activationStateChangesBeforeWillResign=true", .foregroundInactive),
      ("iphone-ios18-scenes+activationStateChangesBeforeWillResign=false", .foregroundActive),
    ])
  func stateInsideResign(profile: String, expected: UIScene.ActivationState) throws {
    let reader = StateReader()
    let device = try launched(profile, strategy: reader)
    try device.apply(.openAppSwitcher)
    expectEqual(reader.inCallback, [expected])
    expectEqual(reader.inNotification, [expected])
    // Either way the state has changed once the callbacks have returned.
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
  }

}
