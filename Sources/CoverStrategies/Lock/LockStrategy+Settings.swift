import ShieldModel

/// `settings=`: the lock setting the user changes in the app (``LockSettingCall``), kept in
/// `UserDefaults` as the app keeps it, so a new process reads the last choice. The user's choice is
/// the promise: "N seconds away" (``LockTimerPromise/away``), or no lock at all once turned off
/// (an interval away that never passes). The code decides with the stored choice (`settings=live`)
/// or with the copy it read at launch (`settings=launch`), so it may ask after the user turned the
/// lock off (`needless-lock`) or not ask after the user shortened the timeout (`lock-bypass`).
extension LockStrategy {
  static let settingKey = "lockFamily.setting"

  /// The calls the generator makes: ``LockSettingCall/generated`` with `settings=`, and
  /// `readSecret` with `secret=` (a sensitive action that reads the Keychain secret).
  public var appCalls: [String] {
    (configuration.settings == nil ? [] : LockSettingCall.generated)
      + (configuration.secret == nil ? [] : [Self.readSecretCall])
  }

  /// The generated calls, and with `settings=` every ``LockSettingCall`` (`lockAfterN`, N from 0
  /// to 86400), which ``handleAppCall(_:)`` answers as well.
  public func answersAppCall(_ name: String) -> Bool {
    appCalls.contains(name) || (configuration.settings != nil && LockSettingCall(name) != nil)
  }

  /// The user changes the lock setting in the app's settings screen (only while the lock's code
  /// does not show its lock: the screen is behind it).
  public func handleAppCall(_ name: String) {
    if name == Self.readSecretCall { return readSecretForAction() }
    guard configuration.settings != nil, let call = LockSettingCall(name), !isLockDue else { return }
    let value: Double =
      switch call {
      case .off: -1
      case .on: configuration.grace
      case .after(let n): Double(n)
      }
    if configuration.guardsSettings, Self.weakens(value, from: userTimeout) {
      return askBeforeSetting(value, call: name)
    }
    if configuration.promises.contains(.guardedSettings), Self.weakens(value, from: userTimeout) {
      Device.current?.noteUnauthenticatedSettingChange(
        UnauthenticatedSettingChange(
          call: name, at: Self.now, fact: nil,
          byConstruction: "the settings screen applies \(name) without asking (no guardSettings)"))
    }
    apply(setting: value)
  }

  /// Stores the user's choice `value` (seconds, -1 for off) as the app keeps it.
  private func apply(setting value: Double) {
    UserDefaults.standard.set(value, forKey: Self.settingKey)
    if configuration.settings == .live { codeSetting = value }
  }

  /// Whether `value` (seconds away, -1 for off) asks less of the user than `current` (`nil`: off).
  static func weakens(_ value: Double, from current: Double?) -> Bool {
    guard let current else { return false }
    return value < 0 || value > current
  }

  /// `guardSettings`: the settings screen evaluates the lock's policy and applies `value` on success
  /// only. A success LocalAuthentication gave with no prompt (a context that succeeded before, a recent
  /// device unlock) is the platform's, and breaks `promise=guardedSettings`.
  private func askBeforeSetting(_ value: Double, call: String) {
    let context = configuration.keepsContext ? (keptContext ?? LAContext()) : LAContext()
    if configuration.keepsContext { keptContext = context }
    if let reuse = configuration.reuseDuration { context.touchIDAuthenticationAllowableReuseDuration = reuse }
    Device.current?.log("lock's settings screen asks for Face ID before \(call)")
    context.evaluatePolicy(configuration.policy.laPolicy, localizedReason: "Change the lock") {
      [weak self] success, _ in
      DispatchQueue.main.async {
        guard let self, success else { return }
        let fact: String? =
          if context.lastSuccessDeviceUnlockAt != nil {
            "the device unlock by biometry within touchIDAuthenticationAllowableReuseDuration answered with no prompt"
          } else if context.lastSuccessWasReused {
            "the context's earlier success answered again with no prompt (evaluatedContextAnswersAgain)"
          } else { nil }
        if let fact, self.configuration.promises.contains(.guardedSettings) {
          Device.current?.noteUnauthenticatedSettingChange(
            UnauthenticatedSettingChange(call: call, at: Self.now, fact: fact, byConstruction: nil))
        }
        self.apply(setting: value)
      }
    }
  }

  /// The user's stored choice: the timeout in seconds, or `nil` once turned off; the member's
  /// `grace=` before any change.
  var userTimeout: Double? {
    guard configuration.settings != nil, let v = UserDefaults.standard.object(forKey: Self.settingKey) as? Double
    else { return configuration.grace }
    return v < 0 ? nil : v
  }

  /// The timeout the code decides with, or `nil` when it believes the lock is off: the stored
  /// choice (`settings=live`), or the copy it read at launch (`settings=launch`).
  var codeTimeout: Double? {
    guard configuration.settings != nil else { return configuration.grace }
    guard let v = codeSetting else { return configuration.grace }
    // `biometryKept`: the lock off leaves the code's Face ID switch on, and it asks as before.
    return v < 0 ? (configuration.keepsBiometry ? configuration.grace : nil) : v
  }

  /// The code reads the stored choice (at launch; `settings=live` also at each change).
  func readSetting() {
    guard configuration.settings != nil else { return }
    codeSetting = UserDefaults.standard.object(forKey: Self.settingKey) as? Double
  }

  /// The promise once the user has changed the setting: "N s away", or an interval that never
  /// passes once turned off; `nil` before any change.
  var settingPromise: LockTimerPromise? {
    guard configuration.settings != nil, UserDefaults.standard.object(forKey: Self.settingKey) != nil else {
      return nil
    }
    guard let timeout = userTimeout else { return LockTimerPromise(away: .infinity) }
    return LockTimerPromise(idle: configuration.idle, away: timeout)
  }

  /// With `settings=`: a setting the user turns (beside a disable call).
  public var hasUserSettings: Bool { configuration.settings != nil || disableCall != nil }

  /// `settings=`: the lock timeout the user's setting holds, by value (`off`, or seconds away; before any choice,
  /// the member's own `grace=`), which the shrinker keeps (`Device.userSettingsState`); `nil` without `settings=`.
  /// By value, so a call that sets the timeout it already had (`lockOn` or `lockAfter0` on a member whose grace is
  /// 0) changes nothing the shrinker keeps, and is dropped from a counterexample that breaks without it (a breaker's
  /// F5, thirty-sixth session: such calls stayed in shrunk traces while the text said `unchanged`).
  public var userSettingText: String? {
    guard configuration.settings != nil else { return nil }
    guard let v = userTimeout else { return "lock timeout off" }
    return "lock timeout \(v == v.rounded() ? "\(Int(v))" : "\(v)") s"
  }
}
