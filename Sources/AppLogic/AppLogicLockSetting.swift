/// `lockSetting: STORED, on=CALL[, off=CALL][, at=launch|leave]`, one reading and one judgement for both platforms
/// (docs/app-logic.md, "The user's lock setting"): the app keeps the user's lock setting as STORED (iOS: `store` in
/// `UserDefaults` or `keychainAdd`; Android: `store` in `SharedPreferences`); the user turns it on with the app call
/// `on` and off with `off`. While the user's choice is on, the lock is owed from each launch (and, `at=leave`, from
/// each leave) until the script's own `clear` of its lock variable. Each platform's interpreter keeps the user's
/// choice where the device keeps it and asks this type what a call means (``choice(madeBy:codeHoldsLock:)``) and how
/// a verdict says it (``lockBackSentence(_:)``, ``promiseNote(kept:)``).
nonisolated public struct AppLogicLockSetting: Sendable, Equatable {
  /// The stored value's name.
  public var stored: String
  /// The app call that turns the setting on.
  public var onCall: String
  /// The app call that turns it off, or `nil`.
  public var offCall: String?
  /// Whether the lock is owed again at each leave (`at=leave`), not only at each launch.
  public var rearmsAtLeave: Bool

  /// The setting's form, as an error names it.
  public static let form = "lockSetting: takes STORED, on=CALL[, off=CALL][, at=launch|leave]"

  /// Reads `lockSetting:`.
  ///
  /// - Throws: ``AppLogicError`` at its line for a value that is not `STORED, on=CALL[, off=CALL][, at=launch|leave]`.
  public init(parsing setting: AppLogicScript.Setting) throws(AppLogicError) {
    let call: AppLogicScript.Call
    do { call = try AppLogicScript.call(parsing: "lockSetting(\(setting.value))", line: setting.line) } catch {
      throw AppLogicError(line: setting.line, message: Self.form)
    }
    let labels = call.arguments.compactMap(\.label)
    guard call.positional.count == 1, AppLogicScript.isName(call.positional[0]), let on = call.value(for: "on"),
      AppLogicScript.isName(on), labels.allSatisfy({ ["on", "off", "at"].contains($0) })
    else { throw AppLogicError(line: setting.line, message: Self.form) }
    let off = call.value(for: "off")
    if let off, !AppLogicScript.isName(off) || off == on { throw AppLogicError(line: setting.line, message: Self.form) }
    let at = call.value(for: "at") ?? "launch"
    guard at == "launch" || at == "leave" else {
      throw AppLogicError(line: setting.line, message: "lockSetting: at= takes launch or leave, not '\(at)'")
    }
    self.init(stored: call.positional[0], onCall: on, offCall: off, rearmsAtLeave: at == "leave")
  }

  /// A setting with these parts.
  public init(stored: String, onCall: String, offCall: String?, rearmsAtLeave: Bool) {
    self.stored = stored
    self.onCall = onCall
    self.offCall = offCall
    self.rearmsAtLeave = rearmsAtLeave
  }

  /// `script`'s `lockSetting:`, checked against the rest of the script, or `nil` when it gives none.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line: a malformed value (``init(parsing:)``), no `lock:` beside it,
  ///   or a stored value no handler writes (`stored` answers for the values the platform's handlers store; `storeWords`
  ///   names the platform's actions that store one).
  public static func checked(
    in script: AppLogicScript, storedBy stored: (String) -> Bool, storeWords: String = "store, keychainAdd"
  ) throws(AppLogicError) -> AppLogicLockSetting? {
    guard let setting = script.setting("lockSetting") else { return nil }
    let parsed = try AppLogicLockSetting(parsing: setting)
    guard script.setting("lock") != nil else {
      throw AppLogicError(line: setting.line, message: "lockSetting: needs lock: (the variable the app's lock sets)")
    }
    guard stored(parsed.stored) else {
      throw AppLogicError(
        line: setting.line, message: "lockSetting: '\(parsed.stored)' is a value no handler stores (\(storeWords))")
    }
    return parsed
  }

  /// What the user's app call means for the setting, recorded before the script's handlers run (the user's intent).
  public enum Choice: Sendable, Equatable {
    /// The `on` call: the user's choice is on, and any turn-off before is over.
    case on
    /// The `off` call: the user's choice is off; `turnsLockOff` when the app's code held no lock as it came (the
    /// settings screen behind the lock was reachable), so the lock is turned off until `on`. An `off` while the lock
    /// is up is no user's reach of the setting: it ends the setting's debt and turns nothing off.
    case off(turnsLockOff: Bool)
  }

  /// What the app call `call` means, the app's code holding its lock (`codeHoldsLock`) or not; `nil` for any other
  /// call.
  public func choice(madeBy call: String, codeHoldsLock: Bool) -> Choice? {
    if call == onCall { return .on }
    if call == offCall { return .off(turnsLockOff: !codeHoldsLock) }
    return nil
  }

  /// The `cannot-disable` sentence once the user turned the lock off and the app's code locked again: `back` lists
  /// what of the lock is up (`lock: locked set`, `its lock screen in a shown window`).
  public func lockBackSentence(_ back: [String]) -> String {
    "the user turned the lock off (appCall(\(offCall ?? onCall))), and the app's code locked again: "
      + back.joined(separator: ", ")
  }

  /// The note of a lock promise that stands only because the user's setting owes it (the script's lock variable
  /// unset): the setting lost or refused (`kept` false: the app's storage holds it off) or not applied (the storage
  /// still holds it on: the app's code did not read it, or an image from before shows).
  public func promiseNote(kept: Bool) -> String {
    let since = "the app's code has not locked since the \(rearmsAtLeave ? "launch or leave" : "launch")"
    let call = "appCall(\(onCall))"
    guard kept else {
      return "the user's lock setting lost or refused: the user turned it on (\(call)) and \(since) "
        + "(lockSetting: \(stored), now off in the app's storage)"
    }
    return "the user's lock setting not applied: the user turned it on (\(call)), the app's storage still holds it "
      + "(lockSetting: \(stored), on), and \(since)"
  }
}
