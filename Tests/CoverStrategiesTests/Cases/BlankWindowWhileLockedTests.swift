import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `blank-window` does not judge an app whose lock promise stands (``PrivacyScreenStrategy/isAppLocked``), as
/// `touch-blocked`, `focus-lost`, `stranded-cover` and `invisible-presentation` do not: a locked app shows none of its
/// content on purpose, also under what it presents over its lock; `lock-bypass` judges what shows.
@Suite("blank-window leaves a locked app to lock-bypass")
struct BlankWindowWhileLockedTests {
  /// The outcome of `events` (the run's ` · ` form) of `strategy` on its own profile, and the device after them.
  static func replay(_ strategy: String, _ events: String, profileSuffix: String = "") throws -> (
    TraceOutcome<IOSPlatform>, Device
  ) {
    let descriptor = try #require(StrategyCatalog.descriptor(named: strategy))
    let text =
      "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: \(descriptor.defaultProfile.name)\(profileSuffix)\n"
      + "expect: holds\n"
      + events.components(separatedBy: " · ").joined(separator: "\n") + "\n"
    let trace = try Trace<IOSPlatform>(parsing: text, file: "inline.trace")
    let device = Device(profile: trace.profile, strategy: descriptor.make())
    for event in trace.events { try device.apply(event) }
    return (TraceRunner(strategy: descriptor, profile: trace.profile).run(trace.events), device)
  }

  @Test("a share sheet an entry presents over a standing lock is no blank window (3,000-trace finding, session 36)")
  func shareSheetOverStandingLock() throws {
    // The lock is the window's root from will-enter-foreground; the entry's handler presents its share sheet from
    // the key window's root, the lock, which the sheet then covers. Before: blank-window, 8 of 160 points.
    // Session 47: under the share sheet's medium detent (the default) its upper half shows the full-screen sheet the
    // old root still presents above the lock: lock-bypass, not blank-window; a full-height share sheet hides it.
    let lock = "lock[shield=resign,when=foreground,as=root,release=field,rearm=background]"
    let events =
      "launch · enterPasscode · presentSheet(fullScreen) · goHome · openEntry(notification, present(share, key))"
    let (outcome, device) = try Self.replay(lock, events, profileSuffix: "+shareSheetOpensAtMediumDetent=false")
    #expect(device.isAppLocked)
    expectEqual(outcome.verdict, .holds)
    let (half, halfDevice) = try Self.replay(lock, events)
    #expect(halfDevice.isAppLocked)
    expectEqual(half.verdict, .broken(.lockBypass))
  }

  @Test("once the lock is passed, a window showing none of the app's content is judged as before")
  func unlockedAppStillJudged() throws {
    let (outcome, device) = try Self.replay(
      "lock[shield=background,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,"
        + "rearm=background]",
      "launch · appPresent(camera, key) · faceIDMatch · appPresent(safari, root)")
    #expect(!device.isAppLocked)
    guard case .violated(let v) = outcome else {
      Issue.record("expected blank-window, got \(outcome.verdict)")
      return
    }
    expectEqual(v.invariant, .blankWindow)
    #expect(v.detail.hasPrefix("active scene A shows the app's content at only 8 points"))
  }
}
