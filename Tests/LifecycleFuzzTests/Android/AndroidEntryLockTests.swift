import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The s39 breaker's Android lock findings (/work/t-breaker/s39: cdok.logic, cdok-entry.trace, e2.logic): a lock
/// activity the user opens is no lock of the app's code, the lock activity has no back arrow of the model's making, and
/// the back swipe in split screen goes to the focused half.
@Suite("Android: the user's entries to a lock activity, its Up arrow, the back swipe in split screen (s40)")
@MainActor
struct AndroidEntryLockTests {
  /// The breaker's cdok.logic: a lock activity started at the launcher activity's creation while the user's setting is
  /// on; Back in it moves the task back.
  static let cdok = """
    screens: main(sensitive), settings(sensitive), lockscreen(activity, leadsTo=none)
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn)
    on appCall(disableLock): unstore(lockOn)
    on onCreate(activity=main) if stored(lockOn) and not(locked): set(locked); startActivity(lockscreen)
    on appCall(unlock): clear(locked); finish
    on onBackPressed(activity=lockscreen): moveTaskToBack
    """

  func outcome(_ text: String, _ events: [AndroidEvent], profile: AndroidProfile = AndroidProfile(apiLevel: 30))
    throws -> String
  {
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
    switch TraceRunner<AndroidPlatform>(strategy: descriptor, profile: profile).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, let reason): return "invalid at \(step): \(reason)"
    }
  }

  /// cdok-entry.trace: the user's own shortcut (or tap) to the lock activity after the off sets no lock; before, the
  /// activity on screen was judged "the app's code locked again".
  @Test("a lock activity the user opens after the off is not the app's code locking again")
  func userOpenedLockActivity() throws {
    let shortcut = AndroidEvent.openEntry(AndroidEntry(.shortcut, "lockscreen"))
    try expectEqual(outcome(Self.cdok, [.launch, .appCall("disableLock"), .openRecents, shortcut]), "holds")
    let notification = AndroidEvent.openEntry(AndroidEntry(.notification, "settings"))
    try expectEqual(outcome(Self.cdok, [notification, .appCall("disableLock"), .navigate("lockscreen")]), "holds")
    // The control: the app's code that starts the lock activity after the off is still judged.
    let restarts = Self.cdok.replacingOccurrences(
      of: "on appCall(unlock)",
      with: "on onStop(activity=main): set(away)\non onResume(activity=main) if away: clear(away); "
        + "startActivity(lockscreen)\non appCall(unlock)")
    try expectEqual(
      outcome(restarts, [.launch, .appCall("disableLock"), .pressHome, .returnToApp]),
      "cannot-disable at 3: returnToApp: after the user turned the lock off (appCall(disableLock)), and the app's "
        + "code locked again: its lock screen in a shown window")
  }

  /// cdok.logic `launch · appCall(enableLock) · rotate · navigateBack`: the lock activity has no parent and no arrow
  /// of the app's, so there is no back arrow to tap (it was a lock-bypass through the model's own arrow). With a
  /// manifest parent, Up makes the launcher activity again over the lock: the bypass is the app's.
  @Test("a lock activity without parent= or backArrow has no back arrow")
  func lockActivityHasNoUpArrow() throws {
    let events: [AndroidEvent] = [.launch, .appCall("enableLock"), .rotate, .navigateBack]
    try expectEqual(
      outcome(Self.cdok, events),
      "invalid at 3: lockscreen shows no back arrow: an activity's Up arrow comes with its manifest parent "
        + "(parent=) or a toolbar arrow of the app's own (backArrow); the user's way out is Back (back)")
    let withParent = Self.cdok.replacingOccurrences(of: "leadsTo=none)", with: "leadsTo=none, parent=main)")
    #expect(try outcome(withParent, events).hasPrefix("lock-bypass at 3: navigateBack"))
  }

  /// e2.logic: after focusApp the back swipe reaches the app's half in split screen, as the refusal's hint says.
  @Test("in split screen the back swipe goes to the app once focusApp gives it the focus")
  func backSwipeInSplitScreen() throws {
    let script = """
      screens: main(sensitive, enableOnBackInvokedCallback=true), other(sensitive)
      claims: recordings
      on onCreate: addFlags(secure)
      """
    var profile = AndroidProfile(apiLevel: 34, formFactor: .tablet, structure: .views)
    profile.flags.gestureNavigation = true
    profile.flags.predictiveBackAnimations = true
    try expectEqual(
      outcome(script, [.launch, .enterSplitScreen, .backGesture(.start)], profile: profile),
      "invalid at 2: the back swipe goes to the focused window, the other app's in split screen (focusApp moves "
        + "the focus)")
    try expectEqual(
      outcome(
        script, [.launch, .enterSplitScreen, .focusApp, .backGesture(.start), .backGesture(.commit)], profile: profile),
      "holds")
  }
}

extension AndroidEntryLockTests {
  /// `exported` and `backArrow` are an activity's own words: on a destination they are refused at the line.
  @Test("exported and backArrow only with activity")
  func activityWordsOnDestinations() throws {
    for word in ["exported", "backArrow"] {
      do {
        _ = try AndroidStrategyCatalog.descriptor(
          forAppLogic: try AppLogicScript(
            parsing: "screens: main, card(sensitive, \(word))\non onCreate: addFlags(secure)"))
        Issue.record("\(word) on a destination was accepted")
      } catch {
        #expect("\(error)".contains("'\(word)' is an activity's own (expected it only with 'activity')"), "\(error)")
      }
    }
  }
}
