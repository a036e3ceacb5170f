import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The generator draws `navigate` to a lock screen of the script's (an activity its code starts beside `set` of the
/// lock) only from a screen whose `leadsTo=` names it: "a screen without `leadsTo=` leads to any" stands for the
/// ordinary screens' controls, not for a control to the lock (s43: the new user's health app was reported
/// `navigate(lock): locked, yet the user's tap reached the control to lock`, a control the script never said the app
/// has).
@Suite("Android: navigate to the script's lock screen is drawn only along a leadsTo= that names it (s43)")
@MainActor
struct AndroidLockNavigationTests {
  static func script(list: String) -> String {
    """
    lock: locked
    screens: \(list), record(sensitive, activity), lock(neutral, activity, leadsTo=none)
    on onCreate(activity=list): set(locked); startActivity(lock)
    on appCall(unlock, screen=lock): clear(locked); finish
    """
  }

  func screensToNavigateTo(list: String) throws -> [String] {
    let descriptor = try AndroidStrategyCatalog.descriptor(
      forAppLogic: try AppLogicScript(parsing: Self.script(list: list)))
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: AndroidProfile(apiLevel: 34))
    let session = AndroidSession(runner: runner)
    for (i, event) in [AndroidEvent.launch, .appCall("unlock")].enumerated() {
      _ = session.step(i, event, observe: nil)
    }
    return session.screensToNavigateTo
  }

  @Test("from a screen without leadsTo= the lock is not drawn; a leadsTo= that names it draws it")
  func theLockIsDrawnOnlyWhereTheGraphSaysSo() throws {
    try expectEqual(screensToNavigateTo(list: "list(neutral)"), ["record"])
    try expectEqual(screensToNavigateTo(list: "list(neutral, leadsTo=record|lock)"), ["record", "lock"])
  }

  @Test("a trace that navigates to the lock still replays: not drawing it is the generator's choice")
  func aWrittenStepStillReplays() throws {
    let outcome = try androidScriptOutcome(
      Self.script(list: "list(neutral)"), [.launch, .appCall("unlock"), .navigate("lock")],
      profile: AndroidProfile(apiLevel: 34))
    #expect(!outcome.hasPrefix("invalid"))
  }
}
