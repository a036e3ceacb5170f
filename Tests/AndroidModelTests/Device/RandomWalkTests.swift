import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Seeded walks with the engine's generator over the Android model: the recommended strategy holds every invariant
/// on every profile (but the power button's Recents leak of Android 5 and 6), every multi-window and fold event is reached, and the seed strategies' leaks are found.
@Suite struct RandomWalkTests {
  /// The trace drawn from `seed` for the strategy named `strategy` (at most `steps` events) and its first violation.
  static func walk(_ profile: AndroidProfile, _ strategy: String, seed: UInt64, steps: Int)
    -> (events: [AndroidEvent], violation: Violation<AndroidPlatform>?)
  {
    let descriptor = AndroidPlatform.builtIn.strategy(named: strategy)!
    var configuration = RunConfiguration<AndroidPlatform>(strategies: [descriptor])
    configuration.maxLength = steps
    configuration.profile = profile
    let (events, outcome) = Campaign(configuration: configuration)
      .generateTrace(seed: seed, runner: configuration.runner(for: descriptor))
    guard case .violated(let v) = outcome else { return (events, nil) }
    return (events, v)
  }

  @Test(arguments: AndroidProfile.all)
  func theRecommendedStrategyHoldsOnEveryProfile(profile: AndroidProfile) {
    for seed in UInt64(1)...6 {
      let draw = Self.walk(profile, "recommended", seed: seed, steps: 40)
      let text = "seed \(seed): \(draw.events.map(\.description).joined(separator: " · "))"
      guard let violation = draw.violation, profile.flags.sleepThumbnailIgnoresSecureFlag else {
        #expect(draw.violation == nil, "\(text)")
        continue
      }
      // Android 5 and 6: the thumbnail taken as the screen turns off shows the secure window (A07); no app code
      // runs before it, so only that leak is allowed there.
      #expect(violation.invariant == .recentsLeak && draw.events.contains(.screenOff), "\(text)")
    }
  }

  @Test func theWalkReachesTheMultiWindowFoldAndScreenEvents() {
    let reached = Set(
      (UInt64(1)...48).flatMap { Self.walk(foldable(34), "recommended", seed: $0, steps: 60).events })
    let new: [AndroidEvent] = [
      .enterSplitScreen, .focusOtherApp, .focusApp, .exitSplitScreen, .enterPictureInPicture, .exitPictureInPicture,
      .fold, .unfold, .screenOff, .screenOn,
    ]
    expectEqual(new.filter { !reached.contains($0) }, [])
  }

  @Test func theWalkIsDeterministicAndFindsTheSeedStrategiesLeaks() {
    let first = Self.walk(phone(34, .reactNative), "secure-flag-on-create", seed: 7, steps: 60)
    let again = Self.walk(phone(34, .reactNative), "secure-flag-on-create", seed: 7, steps: 60)
    expectEqual(first.events, again.events)
    expectEqual(first.violation, again.violation)
    let found = (UInt64(1)...16).contains { seed in
      Self.walk(phone(31), "secure-flag-on-pause", seed: seed, steps: 60).violation?.invariant == .recentsLeak
    }
    #expect(found)
  }
}
