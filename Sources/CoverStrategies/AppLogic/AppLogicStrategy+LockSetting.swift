import AppLogic
import ShieldModel

/// `lockSetting:` (a lock promise that follows the user's stored setting) and the Keychain words (`keychainAdd`,
/// `keychainDelete`, `inKeychain`): docs/app-logic.md, "The user's lock setting".
extension AppLogicStrategy {
  /// `lockSetting: STORED, on=CALL[, off=CALL][, at=launch|leave]`: the app keeps the user's lock setting as
  /// STORED (`store` in `UserDefaults` or `keychainAdd` in the Keychain); the user turns it on with the app call
  /// `on` and off with `off`. While the user's choice is on, the lock is owed from each launch (and, `at=leave`,
  /// from each leave) until the script's own `clear` of its lock variable.
  nonisolated struct LockSetting: Sendable, Equatable {
    /// The stored value's name.
    var stored: String
    /// The app call that turns the setting on.
    var onCall: String
    /// The app call that turns it off, or `nil`.
    var offCall: String?
    /// Whether the lock is owed again at each leave (`at=leave`), not only at each launch.
    var rearmsAtLeave: Bool
  }

  /// Reads `lockSetting:`.
  ///
  /// - Throws: ``AppLogicError`` at its line for a value that is not `STORED, on=CALL[, off=CALL][, at=launch|leave]`.
  nonisolated static func parsedLockSetting(_ setting: AppLogicScript.Setting) throws(AppLogicError) -> LockSetting {
    let form = "lockSetting: takes STORED, on=CALL[, off=CALL][, at=launch|leave]"
    let call: AppLogicScript.Call
    do { call = try AppLogicScript.call(parsing: "lockSetting(\(setting.value))", line: setting.line) } catch {
      throw AppLogicError(line: setting.line, message: form)
    }
    let labels = call.arguments.compactMap(\.label)
    guard call.positional.count == 1, AppLogicScript.isName(call.positional[0]), let on = call.value(for: "on"),
      AppLogicScript.isName(on), labels.allSatisfy({ ["on", "off", "at"].contains($0) })
    else { throw AppLogicError(line: setting.line, message: form) }
    let off = call.value(for: "off")
    if let off, !AppLogicScript.isName(off) || off == on { throw AppLogicError(line: setting.line, message: form) }
    let at = call.value(for: "at") ?? "launch"
    guard at == "launch" || at == "leave" else {
      throw AppLogicError(line: setting.line, message: "lockSetting: at= takes launch or leave, not '\(at)'")
    }
    return LockSetting(stored: call.positional[0], onCall: on, offCall: off, rearmsAtLeave: at == "leave")
  }

  /// The user's choice through the setting's control, recorded before the script's handlers run: the user's
  /// intent, kept by the device across processes whatever the app's code then stores.
  ///
  /// The `off` call, made while the app's code holds no lock (its lock variable unset, so the settings screen behind
  /// the lock was reachable), turns the lock off: the device notes it (``Device/userTurnedLockOff``) until the `on`
  /// call, and `cannot-disable` judges that the lock stays off (``lockBackAfterUserOff``: no lock variable set, no
  /// lock screen shown), whatever else the script claims or puts up: what the user turned off is the lock, and the
  /// script's other claims stay as they were. When the lock is all the script promises (``lockSettingTurnsAppOff``),
  /// the lock is the whole app's protection (``Device/userLockOffTurnsAppOff``), so `cannot-disable` and `residue`
  /// also judge that nothing of it stays in any capture or window. An `off` call while the lock is up is no user's
  /// reach of the setting: it ends the setting's debt as before and turns nothing off.
  func noteUserLockChoice(_ call: String) {
    guard let lockSetting, let device = Device.current else { return }
    if call == lockSetting.onCall {
      device.userLockSettingChoice = true
      device.userTurnedLockOff = false
    } else if call == lockSetting.offCall {
      let codeHoldsLock = lockVariable.map { variables.contains($0) } ?? false
      device.userLockSettingChoice = false
      if !codeHoldsLock {
        device.userTurnedLockOff = true
        device.userLockOffTurnsAppOff = lockSettingTurnsAppOff
      }
      owedByUserSetting = false
    }
  }

  /// Once the user turned the lock off (``Device/userTurnedLockOff``): what of the lock is up again, the script's
  /// `lock:` variable set or one of its lock screens in a shown window (where the platform placed it), or `nil`.
  public var lockBackAfterUserOff: String? {
    guard let offCall = lockSetting?.offCall else { return nil }
    var back: [String] = []
    if let lockVariable, variables.contains(lockVariable) { back.append("lock: \(lockVariable) set") }
    if lockScreens.contains(where: { LockStrategy.isOnScreen($0.controller) }) {
      back.append("its lock screen in a shown window")
    }
    guard !back.isEmpty else { return nil }
    return "the user turned the lock off (appCall(\(offCall))), and the app's code locked again: "
      + back.joined(separator: ", ")
  }

  /// A per-claim `disable:` (``claimDisables``), or the lock setting's `off` beside claims or covers of the script's
  /// own (the lock is then a part of its protection): `cannot-disable` judges the part, `residue` does not.
  public var turnsPartsOff: Bool {
    !claimDisables.isEmpty || (lockSetting?.offCall != nil && !lockSettingTurnsAppOff)
  }

  /// Whether the user's `off` call of `lockSetting:` turns the whole app's protection off: the script claims nothing,
  /// has no `disable:` and puts up nothing but its lock screen (its lock is all it protects with), so `cannot-disable`
  /// and `residue`, which compare the app with the app without the strategy, judge the turn-off. A script with claims
  /// keeps them judged after the lock is off (their covers differ from the app without the strategy by design), as
  /// `disable:`'s per-claim form does, and so does a script with a cover of its own (``showsMoreThanLock(_:)``): the
  /// two comparisons do not judge it, and `cannot-disable` judges the lock alone (``lockBackAfterUserOff``).
  nonisolated static func lockSettingTurnsAppOff(
    _ lockSetting: LockSetting?, claims: ProtectionClaims, script: AppLogicScript
  ) -> Bool {
    lockSetting?.offCall != nil && claims.isEmpty && script.setting("disable") == nil && !showsMoreThanLock(script)
  }

  /// Whether a handler puts up something other than the lock screen: a cover view or fade, a window whose root is not
  /// the lock, a presented or pushed controller other than the lock, a secure field or a redaction. The user's lock
  /// switch does not turn that off, so comparing the app after `off` with the app without the strategy would read a
  /// resign blur as the lock staying (a false `cannot-disable` a breaker found, thirty-sixth session).
  nonisolated static func showsMoreThanLock(_ script: AppLogicScript) -> Bool {
    script.handlers.flatMap { $0.actions.flatMap(flattened) }.contains { action in
      switch action.name {
      case "addCover", "fade", "secure", "redact": true
      case "present", "push": action.positional.first != "lock"
      case "showWindow": action.value(for: "root") != "lock" && action.positional.first != appWindowName
      default: false
      }
    }
  }

  /// At a launch (and a leave, `at=leave`): the lock is owed while the user's choice is on.
  func armLockOwedBySetting() {
    guard lockSetting != nil, Device.current?.userLockSettingChoice == true else { return }
    owedByUserSetting = true
  }

  /// While the promise stands only because the user's setting owes it (the script's lock variable unset): the
  /// user's lock setting lost or refused (the app's storage holds it off) or not applied (the storage still holds it
  /// on: the app's code did not read it, or an image from before shows).
  public var lockPromiseNote: String? {
    guard owedByUserSetting, let lockSetting, let lockVariable, !variables.contains(lockVariable) else { return nil }
    let since = "the app's code has not locked since the \(lockSetting.rearmsAtLeave ? "launch or leave" : "launch")"
    let call = "appCall(\(lockSetting.onCall))"
    guard isKept(lockSetting.stored) else {
      return "the user's lock setting lost or refused: the user turned it on (\(call)) and \(since) "
        + "(lockSetting: \(lockSetting.stored), now off in the app's storage)"
    }
    return "the user's lock setting not applied: the user turned it on (\(call)), the app's storage still holds it "
      + "(lockSetting: \(lockSetting.stored), on), and \(since)"
  }

  /// Whether the app's storage holds `name` on: `UserDefaults` (`store`) or the Keychain (`keychainAdd`).
  func isKept(_ name: String) -> Bool {
    UserDefaults.standard.bool(forKey: Self.storedKey(name)) || isInKeychain(name)
  }

  /// `inKeychain(V)`: a `SecItemCopyMatching` of the item `keychainAdd(V)` added (no access control: the answer
  /// comes at once).
  func isInKeychain(_ name: String) -> Bool {
    final class Found: @unchecked Sendable { var value = false }
    let found = Found()
    SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: Self.storedKey(name)]) { status, _ in
      found.value = status == errSecSuccess
    }
    return found.value
  }
}
