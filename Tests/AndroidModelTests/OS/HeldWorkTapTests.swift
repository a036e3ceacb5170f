import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A user's tap on a control goes to the window on screen when it is dispatched: an activity that work held from the
/// step before starts is not on screen before its own resume, so the control's handler runs in the activity the tap
/// reached, and a dialog it shows is that activity's, under the one started next (a new user's messenger, forty-eighth
/// session: the dialog was drawn above the PIN activity).
@Suite struct HeldWorkTapTests {
  private let script = """
    claims: recents
    screens: chats(sensitive, leadsTo=settings), settings(neutral, activity, leadsTo=chats), lock(neutral, activity, leadsTo=none)
    lock: locked
    on onCreate if not(started): set(locked)
    on onCreate: set(started)
    on onStop(activity=settings): set(locked)
    on onStart(activity=chats) if locked: startActivity(lock)
    on onStart(activity=settings) if locked: startActivity(lock)
    on appCall(pinEntered, screen=lock): clear(locked); finish
    on appCall(showRecovery, screen=settings): showDialog(recovery, style=alert)
    """

  @Test func aTapBeforeTheHeldStartOfTheLockRunsInTheScreenTapped() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("pinEntered"), .navigate("settings"), .pressHome, .holdPostedWork, .returnToApp,
      .appCall("showRecovery"),
    ]
    let (device, violations) = try runScript(phone(34), script: script, events)
    // The tap reached settings while the lock was owed and its activity not yet started: that is the bypass (a
    // window the app's own start of its lock leaves), not a dialog drawn above the lock (before: the dialog was the
    // lock activity's, above it, and the verdict named it).
    let found = violations.flatMap { $0 }
    #expect(found.map(\.invariant) == [.lockBypass], "\(found)")
    #expect(found.first?.detail.contains("the user's tap reached showRecovery on settings") == true, "\(found)")
    expectEqual(device.activity?.currentScreen?.name, "lock")
  }
}
