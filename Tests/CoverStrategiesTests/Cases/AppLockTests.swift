import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("App locks and lock-bypass")
struct AppLockTests {
  /// The outcome of `events` for the built-in strategy `name` on iOS 17 with scenes.
  static func outcome(_ name: String, _ events: [SystemEvent]) throws -> TraceOutcome<IOSPlatform> {
    let strategy = try #require(StrategyCatalog.descriptor(named: name))
    let runner = TraceRunner(strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes"))
    return runner.run(events)
  }

  static func detail(_ outcome: TraceOutcome<IOSPlatform>) -> String {
    switch outcome {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  @Test("the named locks are lock-family members: app locks that promise nothing until launched")
  func capability() throws {
    for name in ["sheet-app-lock", "window-app-lock"] {
      let lock = try #require(StrategyCatalog.descriptor(named: name)).make()
      expectEqual(lock.capabilities, .isLock)
      expectEqual(lock.isAppLocked, false)
      #expect(lock is LockStrategy)
    }
    #expect(SubviewTagCover().capabilities.isEmpty)
    expectEqual(SubviewTagCover().isAppLocked, false)
  }

  @Test("a lock presented as a default (page sheet) modal is swiped away: the content shows while locked")
  func sheetLockSwipedAway() throws {
    let outcome = try Self.outcome("sheet-app-lock", [.launch, .dismissSheet])
    expectEqual(
      Self.detail(outcome),
      "lock-bypass at 1: sensitive content visible at 96 of 160 points of scene A while the app is locked")
  }

  /// The app's own code presents them (`appPresent`): the user's tap (`presentSheet`) cannot reach the screen under
  /// the sheet lock, whose dimming view takes it (UISheetPresentationController, largestUndimmedDetentIdentifier).
  @Test("the app's own sheet and alert presented from the top-most controller go above a presented lock")
  func appUIAboveThePresentedLock() throws {
    expectEqual(
      Self.detail(try Self.outcome("sheet-app-lock", [.launch, .appPresent(.sheet, .top)])),
      "lock-bypass at 1: sensitive content visible at 40 of 160 points of scene A while the app is locked")
    expectEqual(
      Self.detail(try Self.outcome("sheet-app-lock", [.launch, .appPresent(.alert, .top)])),
      "lock-bypass at 1: sensitive content visible at 12 of 160 points of scene A while the app is locked")
    expectEqual(
      Self.detail(try Self.outcome("sheet-app-lock", [.launch, .presentSheet(.sheet)])),
      "invalid at 1: the app presents at the user's tap on its screen, and a window, view or controller above"
        + " that screen takes the touch (hit-testing gives a touch to the front-most view under it)")
  }

  @Test("the control: a lock in its own window at .alert + 1 holds; nothing is swiped away, touches stop at it")
  func windowLockHolds() throws {
    let events: [SystemEvent] = [
      .launch, .appPresent(.sheet, .root), .touch(scene: nil, x: 0.5, y: 0.5), .appPresent(.alert, .top), .goHome,
      .returnToApp, .touch(scene: nil, x: 0.5, y: 0.5), .enterPasscode, .answerAlert, .dismissSheet,
      .touch(scene: nil, x: 0.5, y: 0.5),
    ]
    expectEqual(Self.detail(try Self.outcome("window-app-lock", events)), "holds")
    // Swiping needs something on top to swipe: the lock window hides the app's sheet. The user's own tap that opens
    // a sheet does not reach the screen under the lock window either (the sheets above are the app's code).
    expectEqual(
      Self.detail(try Self.outcome("window-app-lock", [.launch, .appPresent(.sheet, .root), .dismissSheet])),
      "invalid at 2: nothing the user can dismiss is on top of the first scene")
    expectEqual(
      Self.detail(try Self.outcome("window-app-lock", [.launch, .presentSheet(.sheet)])),
      "invalid at 1: the app presents at the user's tap on its screen, and a window, view or controller above"
        + " that screen takes the touch (hit-testing gives a touch to the front-most view under it)")
  }

  @Test("before unlock a lock is never a stranded cover; after unlock it goes, and comes back in the background")
  func lockIsNotStranded() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .enterPasscode, .touch(scene: nil, x: 0.5, y: 0.5), .goHome, .returnToApp,
      .advance(1), .enterPasscode,
    ]
    expectEqual(Self.detail(try Self.outcome("window-app-lock", events)), "holds")
    expectEqual(Self.detail(try Self.outcome("sheet-app-lock", events)), "holds")
  }
}
