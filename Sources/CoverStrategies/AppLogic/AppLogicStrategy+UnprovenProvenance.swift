import AppLogic
import ShieldModel

/// Where an unproven reply's effect goes (the s44 breaker's other roads to the same bypass): the lock is no more passed
/// when the reply's handler writes a variable and another handler, reading it, clears the lock, than when the reply's
/// own handler clears it. So a value written in code an unproven reply set off is unproven, and so is the code a guard
/// reading it lets run: the app's variables (plain and per-scene) for this process, its stored ones (`store`,
/// `UserDefaults`, which the device keeps) across launches, so a kept "skip the lock" flag read by the next launch's
/// code carries the reply. A `canEvaluatePolicy` guard that lets code run because the check answers no is the reply's
/// Settings fact reached without asking (`biometryNotEnrolled`, `passcodeNotSet`, `biometryNotAvailable`; and
/// `biometryLockout`, anyone's): Apple, "canEvaluatePolicy(_:error:)" fails with the same `LAError` codes
/// (https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:) ; iOS 8+;
/// high). A success or the right passcode proves the user: its code is proven whatever it reads, and so is code whose
/// guard asks for a value it wrote.
extension AppLogicStrategy {
  /// An unproven reply and the road from it to the code running now (``AppLogic/AppLogicProvenance/Context``, the
  /// mechanism Android shares): `evaluatePolicyReply(userCancel) through skipLock`.
  typealias UnprovenContext = AppLogicProvenance.Context

  /// The key beside `store(V)`'s under which the reply that wrote it is kept (no script variable has a space).
  static func unprovenKey(_ variable: String) -> String { storedKey(variable) + " unproven" }

  /// The name under which a `keychainAdd(V)` or `keychainDelete(V)` is noted as a stored write (the Keychain outlives
  /// the process as `UserDefaults` does): an `inKeychain(V)` guard reads the reply that added or deleted the item.
  static func keychainMark(_ variable: String) -> String { "keychain " + variable }

  /// The context of a reply event's handlers: the reply's own (none for one that proves someone).
  func replyContext(_ event: String, _ argument: String) -> UnprovenContext? {
    // A success that asked the user (a prompt, a Keychain read with access control) after a face was added.
    let asked = event == "evaluatePolicyReply" || (event == "keychainReadReply" && lastReadAskedTheUser)
    let addedFace = argument == "success" && asked && faceAddedSinceOwner
    let cause = causeNow(
      event: event, argument: argument, code: event == "evaluatePolicyReply" ? lastReplyCode : nil,
      invalidatedItem: event == "keychainReadReply" && lastReadFoundInvalidatedItem, addedFace: addedFace)
    // Named as the profile's biometry names it (Touch ID below iOS 11 and on a Mac: a finger; s47 breaker).
    let enrolled = Device.current?.biometryType == .touchID ? "a finger" : "a face"
    let reply = "\(event)(\(argument))" + (addedFace ? " after \(enrolled) was added in Settings" : "")
    return cause.map { UnprovenContext(reply: reply, cause: $0) }
  }

  /// ``unprovenReplyCause(event:argument:code:invalidatedItem:deniedAtAlert:in:faceIDSettingsAskPasscode:)`` with
  /// the device's state now: who refused Face ID to the app, and the profile's answer to the Settings question.
  private func causeNow(
    event: String, argument: String, code: LAError.Code?, invalidatedItem: Bool, addedFace: Bool = false
  ) -> String? {
    let settings = Device.current?.systemUI.authenticationSettings
    return Self.unprovenReplyCause(
      event: event, argument: argument, code: code, invalidatedItem: invalidatedItem,
      deniedAtAlert: settings?.appFaceIDDeniedAtAlert == true && settings?.appFaceIDPermission == .denied,
      addedFace: addedFace, in: script,
      faceIDSettingsAskPasscode: { Device.current?.profile.flags.settingsAsksPasscodeForFaceIDChanges ?? true })
  }

  /// Notes a write of `variable` in the code running now: unproven in an unproven context, proven otherwise. The
  /// lock's own variable is what the rule judges, not a road.
  func noteWrite(of variable: String, stored: Bool) {
    guard variable != lockVariable else { return }
    if stored {
      UserDefaults.standard.set(unprovenContext?.kept, forKey: Self.unprovenKey(variable))
      return
    }
    provenance.noteWrite(of: variable, in: unprovenContext, replyProves: replyProves)
  }

  /// The unproven context `handler`'s guard gives the code it lets run, or `nil`: the first condition that reads an
  /// unproven variable, or a `canEvaluatePolicy` whose check answers no with a code that proves nobody.
  func unprovenGuard(of handler: AppLogicScript.Handler) -> UnprovenContext? {
    // iOS's own roads: a value `store` or the Keychain kept beside the reply that wrote it, a stamp's time, and the
    // capability check.
    provenance.context(ofGuard: handler.conditions) { call in
      let kept = { (mark: String) in UserDefaults.standard.string(forKey: Self.unprovenKey(mark)) }
      switch call.name {
      case "stored", "inKeychain":
        guard let variable = call.positional.first,
          let reply = kept(call.name == "stored" ? variable : Self.keychainMark(variable))
        else { return nil }
        return UnprovenContext(kept: reply)?.through("\(call.name)(\(variable))")
      case "elapsed": return provenance.elapsedContext(call)
      case "canEvaluatePolicy": return checkContext(call)
      default: return nil
      }
    }
  }

  /// The context of code a `canEvaluatePolicy(POLICY)` check lets run: the check's `LAError` code read as the
  /// evaluation's reply would be, or `nil` when the check answers yes or its code proves nothing.
  private func checkContext(_ call: AppLogicScript.Call) -> UnprovenContext? {
    let policy: LAPolicy =
      call.positional.first == "deviceOwnerAuthentication"
      ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics
    var error: NSError?
    guard !LAContext().canEvaluatePolicy(policy, error: &error), let raw = error?.code,
      let code = LAError.Code(rawValue: raw)
    else { return nil }
    let word: String =
      switch code {
      case .passcodeNotSet: "passcodeNotSet"
      case .biometryNotEnrolled: "biometryNotEnrolled"
      case .biometryLockout: "biometryLockout"
      default: "failure"
      }
    guard let cause = causeNow(event: "evaluatePolicyReply", argument: word, code: code, invalidatedItem: false)
    else { return nil }
    let asked = call.positional.first ?? "biometrics"
    return UnprovenContext(reply: "canEvaluatePolicy(\(asked)) answering \(code)", cause: cause)
  }
}
