import AppLogic
import ShieldModel

/// Which handlers of a script can never run, known before any trace: a longer run would not reach them, so a report
/// says why instead of "a longer run may reach it" (a new user waited for a `scenePhase` handler on a UIKit app).
nonisolated extension AppLogicStrategy {
  /// Why the handler at `line` of `script` can never run on `profile` with the event classes `turnedOff` weighted 0,
  /// or `nil` when a trace may reach it: its event is one the profile's app structure never delivers
  /// (``undeliveredPhaseEvents(in:isSwiftUI:)``, ``undeliveredEvents(in:usesScenes:)``), a reply to a call no handler
  /// makes (`evaluatePolicy`), a passcode entry or an Unlock button the lock screen of its `release:` does not show
  /// (``LockViewController/showsPasscodeEntry(_:)``, ``LockViewController/showsUnlockButton(_:hidesRetry:)``), or an
  /// app call whose class is weighted 0.
  public static func reasonNeverRuns(
    line: Int, in script: AppLogicScript, on profile: Profile, turnedOff: [String]
  ) -> String? {
    reasonNeverRuns(line: line, in: script, on: profile, turnedOff: turnedOff, asking: [])
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
