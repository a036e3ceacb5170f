import AppLogic
import ShieldModel

/// A re-arm of the lock that the user's setting owes (`lockSetting:`), skipped by the app's own code, and the write that
/// made its guard false (issue 25, the app's lock on LocalAuthentication's failure, cancel and error paths; the
/// fifty-second fresh set's F52-I06: after a failed Face ID, its Cancel and a password login, auto-lock "Immediately"
/// no longer relocked, as a flag the cancel's reply set guarded the re-arm). Before, such a verdict said only that the
/// setting was "not applied"; what decides is the app's own variable, so the verdict names the handler skipped, its
/// false condition, and the line and callback that last wrote what it reads: a reply of LocalAuthentication or the
/// Keychain (with who can give it, ``unprovenReplyCause(event:argument:code:invalidatedItem:deniedAtAlert:addedFace:in:faceIDSettingsAskPasscode:)``)
/// or any other callback of the app's. The rule is the model's only in what it reads: which reply the platform gave
/// (LAError's codes, the Keychain's result codes) is the platform's; the guard and the flag are the script's, so the
/// verdict stays labelled by construction.
extension AppLogicStrategy {
  /// A re-arm skipped while the setting owed the lock.
  struct SkippedRearm: Sendable, Equatable {
    /// The handler's script line.
    let line: Int
    /// The handler's event as the script writes it (`applicationDidEnterBackground`).
    let event: String
    /// Its first condition that did not hold, and why (`not(passwordMode) is false: passwordMode was set at ...`).
    let reason: String
  }

  /// The name under which a write of a stored value is kept beside it (`store`: `UserDefaults`, across launches).
  static func writtenKey(_ variable: String) -> String { storedKey(variable) + " written" }

  /// Notes a write of `name` (a variable of the process, or with `stored` a value the app keeps: `store`, the Keychain
  /// mark of `keychainAdd`) by the handler on `line` (0: the app's first-launch code, `initial=on`): where, in which
  /// callback, and for a reply that proves nobody who can give it.
  func noteWriteRecord(of name: String, on: Bool, stored: Bool, line: Int) {
    let verb = on ? (stored ? "stored" : "set") : (stored ? "removed" : "cleared")
    var text: String
    if line == 0 {
      text = "\(verb) by the app's first-launch code (initial=on)"
    } else {
      let event = script.handlers.first { $0.line == line }?.event.canonicalText ?? "?"
      text = "\(verb) at \(script.place(ofLine: line)) on \(event)"
      if let context = unprovenContext {
        text += context.reply == event ? ", \(context.cause)" : " (\(context.reply), \(context.cause))"
      }
    }
    if stored {
      UserDefaults.standard.set(text, forKey: Self.writtenKey(name))
    } else {
      lastWrites.removeAll { $0.name == name }
      lastWrites.append((name, text))
    }
  }

  /// The last write of the variable or stored value a condition reads, in words, or `nil` when none is known.
  private func lastWrite(read call: AppLogicScript.Call) -> String? {
    switch call.name {
    case "stored": return call.positional.first.flatMap { UserDefaults.standard.string(forKey: Self.writtenKey($0)) }
    case "inKeychain":
      return call.positional.first.flatMap {
        UserDefaults.standard.string(forKey: Self.writtenKey(Self.keychainMark($0)))
      }
    default: return lastWrites.last { $0.name == call.name }?.text
    }
  }

  /// Whether `handler` re-arms the script's lock: its actions (the work it schedules, an `everyScene`, included) set
  /// the `lock:` variable.
  private func rearms(_ handler: AppLogicScript.Handler) -> Bool {
    guard let lockVariable else { return false }
    let sets = { (call: AppLogicScript.Call) in call.name == "set" && call.positional.first == lockVariable }
    return handler.actions.flatMap(Self.flattened).contains { action in
      sets(action)
        || (action.name == "everyScene" && action.arguments.first?.asCall(line: action.line).map(sets) == true)
    }
  }

  /// At a handler skipped for a condition that does not hold: when it would have re-armed the lock the user's setting
  /// owes now (the `lock:` variable unset), notes it with its false condition and the write that made it false. The
  /// setting's own stored value read false is the setting lost or refused, as before (``promiseNote(kept:)``): the
  /// note names a flag of the app's code, not the setting.
  func noteSkippedRearm(_ handler: AppLogicScript.Handler) {
    guard skippedRearm == nil, let lockSetting, let lockVariable, owedByUserSetting,
      !isLockVariableSet(lockVariable), rearms(handler),
      let failed = handler.conditions.first(where: { !holds($0) })
    else { return }
    let call = failed.call
    let readsSetting = ["stored", "inKeychain"].contains(call.name) && call.positional.first == lockSetting.stored
    let isFlag =
      ["stored", "inKeychain"].contains(call.name)
      || script.handlers.contains { h in
        h.actions.flatMap(Self.flattened).contains {
          ["set", "clear"].contains($0.name) && $0.positional.first == call.name
        }
      }
    guard !readsSetting, isFlag else { return }
    let written = lastWrite(read: call).map { ": \($0)" } ?? ": no code of the app's has written it"
    let reason = "\(failed.canonicalText) is false" + written
    skippedRearm = SkippedRearm(line: handler.line, event: handler.event.canonicalText, reason: reason)
  }

  /// The note of a lock owed by the user's setting whose re-arm the app's code skipped (``noteSkippedRearm(_:)``).
  var skippedRearmNote: String? {
    guard let skipped = skippedRearm, let lockSetting, let lockVariable else { return nil }
    return lockSetting.skippedRearmNote(
      rearm: "\(script.place(ofLine: skipped.line))'s set(\(lockVariable)) on \(skipped.event)", reason: skipped.reason)
  }
}
