import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Covers the scene on resign with a stack view whose one opaque arranged view is 100 points long.
final class StackBarCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .all
  func sceneWillResignActive(_ scene: UIScene) {
    guard let w = (scene.delegate as? any UIWindowSceneDelegate)?.window else { return }
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
    bar.backgroundColor = .white
    let stack = UIStackView(arrangedSubviews: [bar])
    stack.axis = .vertical
    stack.frame = w.bounds
    w.addSubview(stack)
  }
}

/// A verdict that rests on a layout estimate names its flag in `depends on:`; one that does not, does not.
@Suite("Layout flags in a verdict's depends on")
struct LayoutFlagDependenceTests {
  @Test("a stack cover's snapshot leak depends on stackViewLeavesUnusedLength; a plain trace's verdict does not")
  @MainActor func stackCoverDependsOnTheFlag() throws {
    let stack = StrategyDescriptor(
      name: "stack-bar", summary: "a stack cover", source: "a test", claims: .all, defaultProfile: .iPhoneScenes,
      make: { StackBarCover() })
    let leak = Trace<IOSPlatform>(
      strategy: "stack-bar", profile: .iPhoneScenes, expected: .broken(.snapshotLeak), events: [.launch, .goHome])
    expectEqual(
      FlagDependence.headline(FlagDependence.dependences(leak, strategy: stack)),
      "depends on: stackViewLeavesUnusedLength=true (unverified, no confirming source)")
    let plain = try #require(StrategyCatalog.descriptor(named: "background-cover-window"))
    let holds = Trace<IOSPlatform>(
      strategy: plain.name, profile: .iPhoneScenes, expected: .holds, events: [.launch, .goHome])
    #expect(
      !FlagDependence.dependences(holds, strategy: plain).contains {
        $0.name == "stackViewLeavesUnusedLength" || $0.name == "labelTextMeasuresWide"
      })
  }
}
