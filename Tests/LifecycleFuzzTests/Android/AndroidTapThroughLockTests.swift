import AndroidModel
import AndroidStrategies
import AppLogic
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
    #expect(
      try outcome(Self.script(""), events)
        == "lock-bypass at 2: appCall(transfer): locked, yet the user's tap reached transfer on main "
        + "(appCall(transfer)): no window or clickable view above main takes the touch, and a view that is not "
        + "clickable passes it on (ViewGroup.dispatchTouchEvent, View.onTouchEvent)")
  }

  @Test("a clickable lock view takes the tap (refused); unlocked, the tap is the user's own")
  func clickableOrUnlocked() throws {
    let locked: [AndroidEvent] = [.launch, .biometricError(.hwUnavailable), .appCall("transfer")]
    #expect(try outcome(Self.script(", clickable"), locked) == "invalid at 2")
    #expect(try outcome(Self.script(""), [.launch, .biometricMatch, .appCall("transfer")]) == "holds")
  }
}
