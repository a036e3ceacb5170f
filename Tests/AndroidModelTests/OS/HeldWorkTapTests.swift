import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import Testing

/// A user's tap on a control goes to the window on screen when it is dispatched: an activity that work held from the
/// step before starts is not on screen before its own resume, so the control's handler runs in the activity the tap
/// reached, and a dialog it shows is that activity's, under the one started next (a new user's messenger, forty-eighth
/// session: the dialog was drawn above the PIN activity, a false lock-bypass).
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
    let logic = try AndroidAppLogic(try AppLogicScript(parsing: script))
    let events: [AndroidEvent] = [
      .launch, .appCall("pinEntered"), .navigate("settings"), .pressHome, .holdPostedWork, .returnToApp,
      .appCall("showRecovery"),
    ]
    let (device, violations) = run(phone(34), logic, events)
    #expect(kinds(violations).isEmpty, "\(violations)")
    // The lock activity is in front, over the settings activity whose dialog the tap opened (before: the dialog was
    // the lock activity's, drawn above it, and lock-bypass).
    #expect(device.activity?.currentScreen?.name == "lock")
  }
}
