import CoverStrategies
import LifecycleFuzz
import ShieldModel
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

  @Test("a lock declares itself through its unlock call")
  func capability() {
    #expect(AppLockScreen(surface: .pageSheet).capabilities == .isLock)
    #expect(AppLockScreen(surface: .window).unlockCall == "unlock")
    #expect(SubviewTagCover().capabilities.isEmpty)
  }

  @Test("a lock presented as a default (page sheet) modal is swiped away: the content shows while locked")
  func sheetLockSwipedAway() throws {
    let outcome = try Self.outcome("sheet-app-lock", [.launch, .dismissSheet])
    #expect(
      Self.detail(outcome)
        == "lock-bypass at 1: sensitive content visible at 96 of 160 points of scene A while the app is locked")
  }

  @Test("the app's own sheet and alert presented from the top-most controller go above a presented lock")
  func appUIAboveThePresentedLock() throws {
    #expect(
      Self.detail(try Self.outcome("sheet-app-lock", [.launch, .presentSheet(.sheet)]))
        == "lock-bypass at 1: sensitive content visible at 40 of 160 points of scene A while the app is locked")
    #expect(
      Self.detail(try Self.outcome("sheet-app-lock", [.launch, .presentSheet(.alert)]))
        == "lock-bypass at 1: sensitive content visible at 12 of 160 points of scene A while the app is locked")
  }

  @Test("the control: a lock in its own window at .alert + 1 holds; nothing is swiped away, touches stop at it")
  func windowLockHolds() throws {
    let events: [SystemEvent] = [
      .launch, .presentSheet(.sheet), .touch(scene: nil, x: 0.5, y: 0.5), .presentSheet(.alert), .goHome, .returnToApp,
      .touch(scene: nil, x: 0.5, y: 0.5), .appCall("unlock"), .answerAlert, .dismissSheet,
      .touch(scene: nil, x: 0.5, y: 0.5),
    ]
    #expect(Self.detail(try Self.outcome("window-app-lock", events)) == "holds")
    // Swiping needs something on top to swipe: the lock window hides the app's sheet.
    #expect(
      Self.detail(try Self.outcome("window-app-lock", [.launch, .presentSheet(.sheet), .dismissSheet]))
        == "invalid at 2: nothing the user can dismiss is on top of the first scene")
  }

  @Test("before unlock a lock is never a stranded cover; after unlock it goes, and comes back in the background")
  func lockIsNotStranded() throws {
    let events: [SystemEvent] = [
      .launch, .advance(1), .appCall("unlock"), .touch(scene: nil, x: 0.5, y: 0.5), .goHome, .returnToApp,
      .advance(1), .appCall("unlock"),
    ]
    #expect(Self.detail(try Self.outcome("window-app-lock", events)) == "holds")
    #expect(Self.detail(try Self.outcome("sheet-app-lock", events)) == "holds")
  }
}
