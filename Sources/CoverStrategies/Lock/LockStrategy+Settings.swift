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
    UserDefaults.standard.set(value, forKey: Self.settingKey)
    if configuration.settings == .live { codeSetting = value }
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
}
