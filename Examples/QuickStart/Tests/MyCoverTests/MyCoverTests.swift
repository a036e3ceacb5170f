import LifecycleFuzz  // Trace
import LifecycleFuzzTesting  // fuzz, verdict
import MyCoverFuzzing  // myCover: the cover as the command line finds it
import ShieldModel
import Testing

// Fuzz the cover on a scene-based iPhone app: every minimal counterexample is an issue, but for the cover's one
// known fault (state-cover's): it gives the field back the focus it took at resign even when the app's own navigation
// dropped it meanwhile (a push and a pop while the app is inactive), so focus-lost.
@Test @MainActor func privacyCoverHolds() throws {
  let results = try fuzz("my-cover", profiles: [.iPhoneScenes], traces: 200, make: myCover.make)
  for result in results {
    #expect(result.counterexamples.allSatisfy { $0.invariant == .focusLost }, "\(result)")
    #expect(
      result.counterexamples.allSatisfy { $0.events.contains { if case .pushScreen = $0 { true } else { false } } },
      "\(result)")
  }
}

// A direct check that the hooks run: a misspelled method name would leave the card uncovered.
@Test @MainActor func privacyCoverHidesTheSwitcherCard() throws {
  let trace = try Trace(
    parsing: """
      lifecycle-fuzz trace 2
      strategy: my-cover
      profile: iphone-ios17-scenes
      expect: holds
      launch
      keyboardShow
      openAppSwitcher
      """, file: "inline")
  #expect(verdict(of: trace, strategy: myCover.make) == .holds)
}
