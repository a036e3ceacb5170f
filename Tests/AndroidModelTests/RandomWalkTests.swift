import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// A seeded random walk over the event vocabulary, standing in for the engine until it is generic over platforms:
/// the recommended strategy must hold every invariant on every profile.
@Suite struct RandomWalkTests {
  /// Every event the walk may draw, in a fixed order (a Compose dialog with `SecureOff` is the app's explicit
  /// choice to show a window unprotected, so the walk leaves it out).
  static let vocabulary: [AndroidEvent] = [
    .launch, .pressHome, .openRecents, .closeRecents, .returnToApp, .screenshot, .recordingStart, .recordingStop,
    .showWindow(.dialog), .showWindow(.reactNativeModal), .showWindow(.composeDialog(.Inherit)),
    .showWindow(.composeDialog(.SecureOn)), .showWindow(.popup), .showWindow(.toast), .showWindow(.ime),
    .dismissWindow, .advance(0.5), .advance(3), .rotate, .back, .recentsTiming(.beforePause),
    .recentsTiming(.afterPause), .recentsTiming(.afterStop), .enterSplitScreen, .focusOtherApp, .focusApp,
    .exitSplitScreen, .enterPictureInPicture, .exitPictureInPicture, .fold, .unfold, .screenOff, .screenOn,
  ]

  /// Walks `steps` accepted events from `seed`; returns the trace and the violations.
  static func walk(_ profile: AndroidProfile, _ strategy: any AndroidPrivacyStrategy, seed: UInt64, steps: Int)
    -> (trace: [AndroidEvent], violations: [AndroidViolation])
  {
    var generator = SplitMix64(seed: seed)
    let device = AndroidDevice(profile: profile, strategy: strategy)
    var trace: [AndroidEvent] = []
    var violations: [AndroidViolation] = []
    for _ in 0..<steps {
      let allowed = vocabulary.filter { device.refusal(for: $0) == nil }
      let event = allowed[Int(generator.next() % UInt64(allowed.count))]
      trace.append(event)
      violations += (try? checkedStep(device, event)) ?? []
    }
    return (trace, violations)
  }

  @Test(arguments: AndroidProfile.all)
  func theRecommendedStrategyHoldsOnEveryProfile(profile: AndroidProfile) {
    for seed in UInt64(1)...4 {
      let (trace, violations) = Self.walk(profile, RecommendedAndroidProtection(), seed: seed, steps: 40)
      #expect(violations == [], "seed \(seed): \(trace.map(\.description).joined(separator: " · "))")
    }
  }

  @Test func theWalkReachesTheMultiWindowAndFoldEvents() {
    let reached = Set(
      (UInt64(1)...32).flatMap { Self.walk(foldable(34), RecommendedAndroidProtection(), seed: $0, steps: 60).trace })
    let new: [AndroidEvent] = [
      .enterSplitScreen, .focusOtherApp, .focusApp, .exitSplitScreen, .enterPictureInPicture, .exitPictureInPicture,
      .fold, .unfold,
    ]
    #expect(new.filter { !reached.contains($0) } == [])
  }

  @Test func theWalkIsDeterministicAndFindsTheSeedStrategiesLeaks() {
    let first = Self.walk(phone(34, .reactNative), SecureFlagOnCreate(), seed: 7, steps: 60)
    let again = Self.walk(phone(34, .reactNative), SecureFlagOnCreate(), seed: 7, steps: 60)
    #expect(first.trace == again.trace)
    #expect(first.violations == again.violations)
    let found = (UInt64(1)...8).contains { seed in
      !Self.walk(phone(31), SecureFlagOnPause(), seed: seed, steps: 60).violations.isEmpty
    }
    #expect(found)
  }
}
