import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// iOS `enable:` and the user's switch across processes (the forty-third session's new user: a messenger's
/// "Screen Security" switch turned off came back on at the next call of any kind, opening a chat, so every later
/// screenshot was a false `capture-leak`; `enable:` was Android's only). With `enable:`, only the disable call and
/// that call move the switch; the user's choice outlives the process, as the app keeps it in its own storage.
@MainActor @Suite struct AppLogicEnableCallTests: AppLogicScriptChecks {
  /// The invariant and step `events` give `text` on iphone-ios17-scenes (`INVARIANT at STEP`), or `holds`.
  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    let full = try scriptOutcome(text, events, profile: "iphone-ios17-scenes")
    return full.components(separatedBy: ": ")[0]
  }

  /// A switch kept in `UserDefaults` (on by default), the secure field over the window while it is on, and a call that
  /// opens a chat.
  static func script(enable: Bool) -> String {
    """
    claims: screenshots
    disable: all=securityOff
    \(enable ? "enable: securityOn" : "")
    on sceneWillConnect if not(stored(off)): secure(on, of=window)
    on appCall(securityOff): store(off); secure(off)
    on appCall(securityOn): unstore(off); secure(on, of=window)
    on appCall(openChat): set(chatOpen)
    """
  }

  @Test("with enable:, another of the app's calls leaves the switch off; its on call turns it back on")
  func onlyTheEnableCallTurnsItOn() throws {
    let off: [SystemEvent] = [.launch, .appCall("securityOff"), .appCall("openChat"), .screenshot]
    try expectEqual(Self.outcome(Self.script(enable: true), off), "holds")
    // Without enable:, the documented rule: any other call turns the protection back on, so the shot is owed.
    try expectEqual(Self.outcome(Self.script(enable: false), off), "capture-leak at 3")
    let backOn: [SystemEvent] = [.launch, .appCall("securityOff"), .appCall("securityOn"), .screenshot]
    try expectEqual(Self.outcome(Self.script(enable: true), backOn), "holds")
  }

  @Test("the user's off outlives the process: a relaunch that reads the stored switch holds")
  func offOutlivesTheProcess() throws {
    let relaunch: [SystemEvent] = [
      .launch, .appCall("securityOff"), .goHome, .terminateApp, .launch, .appCall("openChat"), .screenshot,
    ]
    // Before: capture-leak at 6, the new process claimed screenshots again although the user's choice was off.
    try expectEqual(Self.outcome(Self.script(enable: true), relaunch), "holds")
    // An app that forgets the stored choice and protects again at launch cannot be turned off.
    let forgets = Self.script(enable: true).replacingOccurrences(
      of: "on sceneWillConnect if not(stored(off)): secure(on, of=window)",
      with: "on sceneWillConnect: secure(on, of=window)")
    try expectEqual(Self.outcome(forgets, relaunch), "cannot-disable at 6")
  }

  @Test("enable: is checked as on Android: with disable:, not the same call, no near-miss of an answered call")
  func enableIsChecked() throws {
    expectEqual(Self.error("claims: screenshots\nenable: on\non appCall(on): secure(on)")?.contains("give both"), true)
    #expect(
      Self.error("claims: screenshots\ndisable: off\nenable: off\non appCall(off): secure(off)")?
        .contains("name the same call 'off'") == true)
    #expect(
      Self.error("claims: screenshots\ndisable: off\nenable: securityOm\non appCall(securityOn): secure(on)")?
        .contains("did you mean 'securityOn'") == true)
    // The per-claim form's own call (the breaker: accepted on both platforms).
    #expect(
      Self.error("claims: screenshots\ndisable: screenshots=allow\nenable: allow\non appCall(allow): secure(off)")?
        .contains("name the same call 'allow'") == true)
  }

  @Test("a bad enable: is one error at its line in run, replay and explain, not a trap (the breaker's crash)")
  func badEnableIsAnErrorBeforeTheRun() throws {
    for text in [
      "claims: screenshots\nenable: protect\non appCall(protect): secure(on)",
      "claims: screenshots\ndisable: allow\nenable: protect, other\non appCall(protect): secure(on)",
    ] {
      #expect(throws: AppLogicError.self) { try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text)) }
    }
  }
}
