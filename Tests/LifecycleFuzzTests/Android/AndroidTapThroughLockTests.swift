import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A tap through the lock (a breaker's ac2/ac3, s37): the user's tap on a control of the app's screen reaches it under
/// a lock view that is not clickable (`ViewGroup.dispatchTouchEvent` passes it on; `View.onTouchEvent` consumes it
/// only on a clickable view), and while the lock's promise stands that is `lock-bypass`; a clickable lock view takes
/// the touch, so the step is refused.
@Suite("Android app-logic scripts: a tap through the lock")
@MainActor
struct AndroidTapThroughLockTests {
  static func script(_ words: String) -> String {
    """
    lock: locked
    on onCreate: set(locked); addView(lock\(words))
    on onResume if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    on appCall(transfer, screen=main): set(sent)
    """
  }

  func outcome(_ text: String, _ events: [AndroidEvent]) throws -> String {
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text))
    switch TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, _): return "invalid at \(step)"
    }
  }

  @Test("a plain lock view passes the tap to the control beneath: lock-bypass, naming the control")
  func plainViewPassesTheTap() throws {
    let events: [AndroidEvent] = [.launch, .biometricError(.hwUnavailable), .appCall("transfer")]
    try expectEqual(
      outcome(Self.script(""), events),
      "lock-bypass at 2: appCall(transfer): locked, yet the user's tap reached transfer on main "
        + "(appCall(transfer)): no window or clickable view above main takes the touch, and a view that is not "
        + "clickable passes it on (ViewGroup.dispatchTouchEvent, View.onTouchEvent)")
  }

  @Test("a clickable lock view takes the tap (refused); unlocked, the tap is the user's own")
  func clickableOrUnlocked() throws {
    let locked: [AndroidEvent] = [.launch, .biometricError(.hwUnavailable), .appCall("transfer")]
    try expectEqual(outcome(Self.script(", clickable"), locked), "invalid at 2")
    try expectEqual(outcome(Self.script(""), [.launch, .biometricMatch, .appCall("transfer")]), "holds")
  }

  /// The breaker's T7 (s38): a neutral main screen under a plain lock view, a sensitive card screen.
  static let neutralMain = """
    lock: locked
    screens: main(neutral), card(sensitive)
    on onCreate(activity=main): set(locked); addView(lock)
    on appCall(unlock): clear(locked); removeView(lock)
    on appCall(transfer, screen=main): set(sent)
    """

  /// Touch dispatch is one subsystem: whatever the user's tap starts in the app through the lock is the bypass, the
  /// control that opens a dialog or popup and the way to another screen as an app call's control (they held before:
  /// the dialog and popup showed nothing sensitive, and a screen the app navigates to is not the lock's promise).
  @Test("the controls that open a window or another screen take the tap through the lock too: lock-bypass")
  func everyControlTakesTheTap() throws {
    let opened = try outcome(Self.neutralMain, [.launch, .showWindow(.dialog)])
    expectEqual(
      opened,
      "lock-bypass at 1: showWindow(dialog): locked, yet the user's tap reached the control that opens the dialog "
        + "on main (showWindow(dialog)): no window or clickable view above main takes the touch, and a view that is "
        + "not clickable passes it on (ViewGroup.dispatchTouchEvent, View.onTouchEvent)")
    #expect(
      try outcome(Self.neutralMain, [.launch, .showWindow(.popup)]).hasPrefix("lock-bypass at 1: showWindow(popup)"))
    #expect(
      try outcome(Self.neutralMain, [.launch, .navigate("card")]).hasPrefix(
        "lock-bypass at 1: navigate(card): locked, yet the user's tap reached the control to card on main"))
    // Unlocked, the taps are the user's own; the keyboard may be the lock's own field's.
    try expectEqual(outcome(Self.neutralMain, [.launch, .appCall("unlock"), .showWindow(.popup)]), "holds")
    try expectEqual(outcome(Self.neutralMain, [.launch, .showWindow(.ime)]), "holds")
    // A clickable lock view takes those taps: refused, as before.
    let clickable = Self.neutralMain.replacingOccurrences(of: "addView(lock)", with: "addView(lock, clickable)")
    try expectEqual(outcome(clickable, [.launch, .showWindow(.dialog)]), "invalid at 1")
    try expectEqual(outcome(clickable, [.launch, .navigate("card")]), "invalid at 1")
  }

  /// A control on the lock's own screen (an activity the app starts beside `set` of its lock) is the lock's: no bypass
  /// (the tap-through rule said lock-bypass for any screen's control while locked).
  @Test("a tap on the lock's own screen is not through the lock")
  func theLocksOwnScreen() throws {
    let pin = """
      lock: locked
      screens: main(sensitive), pin(neutral, activity, leadsTo=none)
      on onCreate(activity=main): set(locked); startActivity(pin)
      on appCall(help, screen=pin): set(helped)
      on appCall(pinOk, screen=pin): clear(locked); finish
      """
    try expectEqual(outcome(pin, [.launch, .appCall("help")]), "holds")
    try expectEqual(outcome(pin, [.launch, .appCall("pinOk")]), "holds")
  }
}
