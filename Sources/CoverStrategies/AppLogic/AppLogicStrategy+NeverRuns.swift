import AppLogic
import ShieldModel

/// Which handlers of a script can never run, known before any trace: a longer run would not reach them, so a report
/// says why instead of "a longer run may reach it" (a new user waited for a `scenePhase` handler on a UIKit app).
nonisolated extension AppLogicStrategy {
  /// Why the handler at `line` of `script` can never run on `profile` with the event classes `turnedOff` weighted 0,
  /// or `nil` when a trace may reach it: its event is one the profile's app structure never delivers
  /// (``undeliveredPhaseEvents(in:isSwiftUI:)``, ``undeliveredEvents(in:usesScenes:)``), a reply to a call no handler
  /// makes (`evaluatePolicy`), a passcode entry or an Unlock button the lock screen of its `release:` does not show
  /// (``LockViewController/showsPasscodeEntry(_:)``, ``LockViewController/showsUnlockButton(_:hidesRetry:)``), a reply
  /// the policies the script asks never give (``replyNeverGiven(_:in:)``), or an app call whose class is weighted 0.
  public static func reasonNeverRuns(
    line: Int, in script: AppLogicScript, on profile: Profile, turnedOff: [String]
  ) -> String? {
    reasonNeverRuns(line: line, in: script, on: profile, turnedOff: turnedOff, asking: [])
  }

  /// Why the script point of `kind` at `line` (a handler's way: ``AppLogicBranch/Kind``) can never be reached on
  /// `profile`: its handler never runs (``reasonNeverRuns(line:in:on:turnedOff:)``), or its way needs `prompting`
  /// to be one way at a tap that only comes while it is the other (``promptingWayNeverComes(_:of:)``); `nil` when a
  /// trace may reach it.
  public static func reasonNeverReached(
    _ kind: AppLogicBranch.Kind, line: Int, in script: AppLogicScript, on profile: Profile, turnedOff: [String]
  ) -> String? {
    if let reason = reasonNeverRuns(line: line, in: script, on: profile, turnedOff: turnedOff) { return reason }
    guard let handler = script.handlers.first(where: { $0.line == line }) else { return nil }
    return promptingWayNeverComes(kind, of: handler)
  }

  /// Why `handler`'s way `kind` never comes because of `prompting`, or `nil`. Its event is the user's touch on the
  /// lock screen (`unlockTapped`, `passcodeEntered`), and a touch reaches only an active scene with nothing over it
  /// (`Device.inputRefusal(for:)`: "touches reach only an active scene with nothing over it"; UIKit's hit-testing,
  /// docs/model-behaviours.md K9), while a request of the script's in flight (`prompting`) has the system's
  /// authentication prompt over the app, every scene inactive (``ShieldModel/LAContext``: the prompt comes at the
  /// end of the turn that asked, and a request that shows none, a held context's answer, a refusal or a keychain
  /// item without access control, replies at once, its hop to the main queue run before the user's next event).
  /// So `prompting` is false at every such callback: the handler is never skipped when `not(prompting)` is all it
  /// asks, and never runs when it asks `prompting`. The s40 new user's README script (`on unlockTapped if
  /// not(prompting)`) read "a longer run may reach it" for the skipped way, and `--require-reached` always exited 3.
  static func promptingWayNeverComes(_ kind: AppLogicBranch.Kind, of handler: AppLogicScript.Handler) -> String? {
    guard ["unlockTapped", "passcodeEntered"].contains(handler.event.name), !handler.conditions.isEmpty else {
      return nil
    }
    let isPrompting = { (c: AppLogicScript.Condition) in c.call.name == "prompting" && c.call.arguments.isEmpty }
    let tap = handler.event.name == "unlockTapped" ? "the Unlock button's tap" : "the lock's passcode entry"
    let why =
      "\(handler.event.name) is \(tap), and a touch reaches the app only while it is active with nothing over it,"
      + " never under the system prompt of a request in flight (prompting)"
    switch kind {
    case .skipped where handler.conditions.allSatisfy({ $0.negated && isPrompting($0) }):
      return why + ", so not(prompting) always holds there"
    case .ran where handler.conditions.contains(where: { !$0.negated && isPrompting($0) }):
      return why + ", so prompting never holds there"
    default: return nil
    }
  }

  /// ``reasonNeverRuns(line:in:on:turnedOff:)``, with the lines whose answer is being worked out (`asking`): a reply
  /// handler asks of the handlers that make its request, which may ask of it in turn.
  private static func reasonNeverRuns(
    line: Int, in script: AppLogicScript, on profile: Profile, turnedOff: [String], asking: Set<Int>
  ) -> String? {
    guard let handler = script.handlers.first(where: { $0.line == line }) else { return nil }
    let event = handler.event.name
    let alone = AppLogicScript(settings: [], handlers: [handler])
    if !undeliveredPhaseEvents(in: alone, isSwiftUI: profile.appStructure == .swiftUI).isEmpty {
      return "\(event) reaches a SwiftUI App only (--profile iphone-ios17-swiftui)"
    }
    if !undeliveredEvents(in: alone, usesScenes: profile.appStructure.usesScenes).isEmpty {
      return profile.appStructure.usesScenes
        ? "its app has scenes, and UIKit calls their scene delegates instead"
        : "its app has no scenes, and UIKit calls the application... events instead"
    }
    // The reply comes only to the script's own request (`AppLogicStrategy.evaluatePolicy`, `keychainRead`), so
    // never when every handler that makes it can never run (the s39 breaker's reply to a request behind an Unlock
    // button the lock screen does not show).
    for (reply, request) in [("evaluatePolicyReply", "evaluatePolicy"), ("keychainReadReply", "keychainRead")]
    where event == reply {
      let callers = script.handlers.filter { $0.actions.flatMap(flattened).contains { $0.name == request } }
      if callers.isEmpty { return "no handler calls \(request), so no reply comes" }
      let asked = asking.union([line])
      let reasons = callers.map { caller -> String? in
        asked.contains(caller.line)
          ? "" : reasonNeverRuns(line: caller.line, in: script, on: profile, turnedOff: turnedOff, asking: asked)
      }
      // A caller being worked out (a cycle of replies) runs only if another caller does.
      if reasons.allSatisfy({ $0 != nil }), reasons.contains(where: { $0?.isEmpty == false }) {
        let lines = callers.map { String($0.line) }.joined(separator: ", ")
        return "every handler that calls \(request) (line\(callers.count == 1 ? "" : "s") \(lines)) cannot run, so no "
          + "reply comes"
      }
    }
    // A reply the policies the script asks never give (`userFallback` to `deviceOwnerAuthentication`, whose fallback
    // is the device passcode): the s42 new user's fallback handler read "a longer run may reach it".
    if event == "evaluatePolicyReply", let reply = handler.event.positional.first,
      let why = replyNeverGiven(reply, in: script)
    {
      return why
    }
    // What the lock screen shows, by its own rule (`LockViewController(release:)`): a passcode is entered in its
    // field or keypad, the Unlock button is there only for a release that asks for Face ID.
    let release = script.setting("release").flatMap { LockConfiguration.Release(rawValue: $0.value) } ?? .biometry
    if event == "passcodeEntered", !LockViewController.showsPasscodeEntry(release) {
      return "release: \(release.rawValue) shows no passcode entry"
    }
    if event == "unlockTapped", !LockViewController.showsUnlockButton(release) {
      return "release: \(release.rawValue) shows no Unlock button (a release with biometry does)"
    }
    if event == "appCall", turnedOff.contains("appCall") { return "--weight appCall=0 draws no app call" }
    return nil
  }
}
