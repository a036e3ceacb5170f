import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The expectations that only a longer run than the default reaches (`run --platform ios --traces 3000`, seed
/// 20261129, session 36): each minimized counterexample replays on the strategy's own profile to the verdict and
/// detail the run printed, and the catalog expects that invariant of that strategy
/// (``StrategyCatalog/expectedFailures``), so a 3,000-trace run exits 0 for the reason its comment gives.
@Suite("Expectations beyond the default run's 400 traces")
struct BeyondDefaultRunExpectationTests {
  /// The first violation of `events` (the run's ` · ` form) for `strategy` on its own profile, or nil if it holds.
  static func violation(_ strategy: String, _ events: String) throws -> Violation<IOSPlatform>? {
    let descriptor = try #require(StrategyCatalog.descriptor(named: strategy))
    let text =
      "lifecycle-fuzz trace 2\nstrategy: \(strategy)\nprofile: \(descriptor.defaultProfile.name)\nexpect: holds\n"
      + events.components(separatedBy: " · ").joined(separator: "\n") + "\n"
    let trace = try Trace<IOSPlatform>(parsing: text, file: "inline.trace")
    guard case .violated(let v) = TraceRunner(strategy: descriptor, profile: trace.profile).run(trace.events) else {
      return nil
    }
    return v
  }

  /// Whether the catalog expects `invariant` of `strategy`.
  static func expected(_ strategy: String, _ invariant: String) -> Bool {
    StrategyCatalog.expectedFailures.contains { $0.strategy == strategy && $0.invariant == invariant }
  }

  @Test("async-presented-cover: the app's dismiss of its Safari view during the cover's dismissal is ignored")
  func asyncPresentedCoverBlankWindow() throws {
    let strategy = "async-presented-cover"
    let v = try #require(
      try Self.violation(
        strategy, "launch · presentSheet(safari) · openNotificationCenter · closeNotificationCenter · appDismiss(own)"))
    expectEqual(v.invariant, .blankWindow)
    expectEqual(v.step, 5)
    expectEqual(
      v.detail,
      "active scene A shows the app's content at only 8 points (160 of 160 points without the strategy) after settling"
    )
    // The control: the same trace without the app's dismiss holds.
    #expect(
      try Self.violation(strategy, "launch · presentSheet(safari) · openNotificationCenter · closeNotificationCenter")
        == nil)
    #expect(Self.expected(strategy, "blank-window"))
  }

  @Test("guarded-async-presented-cover: an alert presented from the cover on its way out is not shown")
  func guardedAsyncPresentedCoverFocusLost() throws {
    let strategy = "guarded-async-presented-cover"
    // The app's own code presents from the top (the 3,000-trace run reached it by the user's tap, presentSheet,
    // which the cover on its way out now takes: s36-touch-gate).
    let events =
      "launch · openAppSwitcher · closeAppSwitcher · appPresent(alert, top) · openNotificationCenter · "
      + "closeNotificationCenter · touch(0.5, 0.7)"
    let v = try #require(try Self.violation(strategy, events))
    expectEqual(v.invariant, .focusLost)
    expectEqual(v.step, 6)
    expectEqual(v.detail, "scene A has first responder note-field instead of none")
    // The control: the alert presented once the cover is gone takes the touch.
    #expect(
      try Self.violation(
        strategy,
        "launch · openAppSwitcher · closeAppSwitcher · openNotificationCenter · closeNotificationCenter · "
          + "appPresent(alert, top) · touch(0.5, 0.7)") == nil)
    #expect(Self.expected(strategy, "focus-lost"))
  }

  @Test("top-presented-privacy-screen: the app's alert from its root while the screen is presented only warns")
  func topPresentedPrivacyScreenFocusLost() throws {
    let strategy = "top-presented-privacy-screen"
    let v = try #require(
      try Self.violation(
        strategy, "launch · openControlCenter · appPresent(alert, key) · closeControlCenter · touch(0.5, 0.7)"))
    expectEqual(v.invariant, .focusLost)
    expectEqual(v.step, 4)
    expectEqual(v.detail, "scene A has first responder note-field instead of none")
    // The control: the alert presented while active, with no screen up, takes the touch.
    #expect(
      try Self.violation(
        strategy, "launch · openControlCenter · closeControlCenter · appPresent(alert, key) · touch(0.5, 0.7)") == nil)
    #expect(Self.expected(strategy, "focus-lost"))
  }

  /// A lock window made key at level 2000, shown at did-enter-background.
  static let backgroundKeyLock =
    "lock[shield=background,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,rearm=background]"

  @Test("a key lock window: what the app presents from the key window goes with the lock window at the unlock")
  func keyLockWindowTakesTheAppsPresentation() throws {
    let strategy = Self.backgroundKeyLock
    let touch = try #require(
      try Self.violation(
        strategy, "launch · appPresent(camera, key) · faceIDMatch · dismissSystemAlert · touch(0.5, 0.5)"))
    expectEqual(touch.invariant, .touchBlocked)
    expectEqual(touch.step, 4)
    expectEqual(touch.detail, "touch on scene A reached content instead of camera-viewfinder")
    let focus = try #require(
      try Self.violation(
        strategy,
        "openEntry(notification, present(safari, key)) · faceIDMatch · dismissSystemAlert · touch(0.5, 0.7)"))
    expectEqual(focus.invariant, .focusLost)
    expectEqual(focus.step, 3)
    expectEqual(focus.detail, "scene A has first responder note-field instead of none")
    let blank = try #require(
      try Self.violation(strategy, "launch · appPresent(camera, key) · faceIDMatch · appPresent(safari, root)"))
    expectEqual(blank.invariant, .blankWindow)
    expectEqual(blank.step, 4)
    expectEqual(
      blank.detail,
      "active scene A shows the app's content at only 8 points (160 of 160 points without the strategy) after settling"
    )
    // The control: presented from the root (not the key window), the camera outlives the unlock and takes the tap.
    #expect(
      try Self.violation(
        strategy, "launch · appPresent(camera, root) · faceIDMatch · dismissSystemAlert · touch(0.5, 0.5)") == nil)
    for invariant in ["touch-blocked", "focus-lost", "blank-window"] {
      #expect(Self.expected(strategy, invariant), "\(invariant)")
    }
  }

  @Test(
    "a lock presented from the top at launch: the app's sheet is refused, and a later Safari view covers the content")
  func presentedLockBlankWindow() throws {
    let strategy =
      "lock[shield=none,when=launch+background,as=present,from=top,style=automatic,release=biometry,rearm=background]"
    let v = try #require(
      try Self.violation(
        strategy,
        "launch · appPresent(formSheet, root) · faceIDMatch · dismissSystemAlert · "
          + "openEntry(notification, present(safari, key))"))
    expectEqual(v.invariant, .blankWindow)
    expectEqual(v.step, 4)
    expectEqual(
      v.detail, "active scene A shows the app's content at only 8 points (160 of 160 points without the strategy)")
    #expect(Self.expected(strategy, "blank-window"))
  }

  /// The minimized trace of the level-0 and level-1002 lock windows' blank-window.
  static let lockWindowBlankEvents =
    "launch · appPresent(safari, key) · faceIDMatch · rotate(landscapeLeft) · appPresent(share, key)"

  @Test("a level-0 lock window: the app's Safari view goes with it, and its share sheet covers the content")
  func levelZeroLockWindowBlankWindow() throws {
    let strategy =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=0,hideMain,release=biometry+keypad,"
      + "rearm=background,endEditing]"
    let v = try #require(try Self.violation(strategy, Self.lockWindowBlankEvents))
    expectEqual(v.invariant, .blankWindow)
    expectEqual(v.step, 5)
    expectEqual(
      v.detail,
      "active scene A shows none of the app's content (24 of 160 points without the strategy) after settling")
    #expect(Self.expected(strategy, "blank-window"))
  }

  @Test("a level-1002 key lock window: the app's presentations from the key window go with it at the unlock")
  func level1002KeyLockWindow() throws {
    let strategy =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,hideMain,release=biometry,rearm=background]"
    let touch = try #require(
      try Self.violation(
        strategy, "launch · appPresent(fullScreen, key) · faceIDMatch · dismissSystemAlert · touch(0.5, 0.5)"))
    expectEqual(touch.invariant, .touchBlocked)
    expectEqual(touch.step, 4)
    expectEqual(touch.detail, "touch on scene A reached content instead of sheet")
    let blank = try #require(try Self.violation(strategy, Self.lockWindowBlankEvents))
    expectEqual(blank.invariant, .blankWindow)
    expectEqual(blank.step, 5)
    expectEqual(
      blank.detail,
      "active scene A shows none of the app's content (24 of 160 points without the strategy) after settling")
    #expect(Self.expected(strategy, "touch-blocked"))
    #expect(Self.expected(strategy, "blank-window"))
  }
}
