import ExampleStrategy
import LifecycleFuzzTesting
import ShieldModel
import Testing

@Suite("Example strategy")
struct LogoCoverTests {
  @Test("LogoCover holds on iPhone and iPad scene-based apps, but for the focus it gives back")
  func holdsWithScenes() throws {
    let profiles = try ["iphone-ios17-scenes", "ipad-split-ios18-scenes", "ipad-stage-ios26-swiftui"]
      .map { try Profile(named: $0) }
    for result in try fuzz("logo-cover", profiles: profiles, traces: 200, make: { LogoCover() }) {
      // Its one fault, state-cover's: it gives the field back the focus it took at resign even when the app's own
      // navigation dropped it meanwhile (a push and a pop under Notification Center), so focus-lost.
      #expect(result.counterexamples.allSatisfy { $0.invariant == .focusLost }, "\(result)")
      #expect(
        result.counterexamples.allSatisfy { $0.events.contains { if case .pushScreen = $0 { true } else { false } } },
        "\(result)")
    }
  }

  @Test("in an app-delegate-only app no scene callback comes, and the switcher shows the content")
  func failsWithoutScenes() throws {
    let results = try fuzz("logo-cover", profiles: [Profile(named: "iphone-ios17-appdelegate")], traces: 200) {
      LogoCover()
    }
    let result = try #require(results.first)
    #expect(result.brokenInvariants == [.snapshotLeak])
    // Each signature once, in the order found: the live card, the snapshot after a lock, the
    // snapshot after goHome, and the snapshot of a launch straight into the background.
    #expect(
      result.counterexamples.map(\.events) == [
        [.launch, .openAppSwitcher], [.launch, .lockDevice], [.launch, .goHome], [.backgroundLaunch],
      ])
  }
}
