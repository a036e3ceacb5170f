import LifecycleFuzz  // Trace
import LifecycleFuzzTesting  // fuzz, expectHolds, replay, verdict
import MyCoverFuzzing  // myCover: the cover as the command line finds it
import ShieldModel
import Testing

// Fuzz the cover on a scene-based iPhone app: every minimal counterexample is an issue.
@Test @MainActor func privacyCoverHolds() throws {
  expectHolds(try fuzz("my-cover", profiles: [.iPhoneScenes], traces: 200, make: myCover.make))
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
