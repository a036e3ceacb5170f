import CoverStrategies
import LifecycleFuzz
import SampleApp
import ShieldModel
import TestExpectations
import Testing

/// A scene delegate's privacy screen as apps write it: its own `coverWindow`, shown while the
/// scene is not active. Correct when UIKit makes one per scene.
final class SceneDelegateCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  var coverWindow: UIWindow?

  func sceneWillResignActive(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let cover = UIWindow(windowScene: windowScene)
    cover.windowLevel = .alert + 1
    cover.backgroundColor = .white
    cover.isHidden = false
    coverWindow = cover
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    coverWindow?.isHidden = true
    coverWindow = nil
  }
}

@Suite("A strategy made once per connected scene, as UIKit makes scene delegates")
struct PerSceneStrategyTests {
  static let events: [SystemEvent] = [.launch, .connectScene("B"), .openAppSwitcher]
  static let profile = try! Profile(named: "ipad-split-ios17-scenes")

  @Test("One instance per scene holds on the iPad two-scene trace; one shared instance leaks scene A")
  func perSceneHolds() {
    let perScene = StrategyDescriptor.perScene(
      name: "scene-delegate-cover", summary: "a test", source: "a test", claims: .appSwitcher,
      defaultProfile: Self.profile, makeForScene: { SceneDelegateCover() })
    let shared = StrategyDescriptor(
      name: "scene-delegate-cover", summary: "a test", source: "a test", claims: .appSwitcher,
      defaultProfile: Self.profile, make: { SceneDelegateCover() })
    expectEqual(TraceRunner(strategy: perScene, profile: Self.profile).run(Self.events).verdict, .holds)
    let leak = TraceRunner(strategy: shared, profile: Self.profile).run(Self.events)
    expectEqual(leak.verdict, .broken(.snapshotLeak))
    guard case .violated(let v) = leak else { return }
    #expect(v.detail.contains("of scene A"))
  }

  @Test("Each connected scene gets its own instance; a disconnected scene's instance goes")
  func instancesFollowScenes() throws {
    let adapter = PerSceneStrategy(claims: .appSwitcher) { SceneDelegateCover() }
    let device = Device(profile: Self.profile, strategy: adapter, app: .sample)
    try device.apply(.launch)
    expectEqual(adapter.instanceCount, 1)
    try device.apply(.connectScene("B"))
    expectEqual(adapter.instanceCount, 2)
    try device.apply(.disconnectScene("B"))
    expectEqual(adapter.instanceCount, 1)
  }
}
