/// Fixtures: the s41 new user's bank apps (/work/t-s41/newuser, copied as they were), the correct ones and each with
/// the planted bug: the 30-second relock at the return ignores the user's "off" switch (`cannot-disable`), which
/// `run` did not find in 1,500 generated traces before the script's probes (``Campaign/probes(of:)``).
enum NewUserBankScripts {
  /// iOS, the correct app (bank.logic).
  static let iOS = iOSText(relockCondition: "stored(lockOn) and elapsed(left, 30)")
  /// iOS with the planted bug (bank-bug.logic).
  static let iOSBug = iOSText(relockCondition: "elapsed(left, 30)")
  /// Android, the correct app (bank-android.logic).
  static let android = androidText(relockCondition: "away and stored(lockOn) and elapsed(left, 30)")
  /// Android with the same bug planted.
  static let androidBug = androidText(relockCondition: "away and elapsed(left, 30)")

  /// The iOS app with `relockCondition` guarding the relock at the return.
  static func iOSText(relockCondition: String) -> String {
    """
    # My bank app (iOS): lock ON by default from first install (user can switch it off in Settings),
    # Face ID lock on return after >= 30 s in background, auth token in the Keychain behind biometry,
    # content hidden in the app switcher.
    claims: app-switcher
    lock: locked
    release: biometry+field
    lockSetting: lockOn, on=enableLock, off=disableLock, initial=on
    on appCall(enableLock, screen=settings): store(lockOn)
    on appCall(disableLock, screen=settings): unstore(lockOn)
    on didFinishLaunching if not(inKeychain(token)): keychainAdd(token, access=biometryCurrentSet)
    on sceneWillConnect if stored(lockOn): set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneWillResignActive: showWindow(shield, level=alert+2)
    on sceneDidBecomeActive: hideWindow(shield)
    on sceneDidEnterBackground: stamp(left); clear(asked)
    on sceneWillEnterForeground if \(relockCondition): set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneDidBecomeActive if locked and not(prompting) and not(asked): set(asked); keychainRead(token)
    on unlockTapped: keychainRead(token)
    on keychainReadReply(success): hideWindow(lockwin); clear(locked)
    # fallback: the user's online-banking password (re-login) takes the lock down
    on passcodeEntered(right): hideWindow(lockwin); clear(locked)
    """
  }

  /// The Android twin (its comment lines left out) with `relockCondition` guarding the relock at `onStart`.
  static func androidText(relockCondition: String) -> String {
    """
    claims: all
    lock: locked
    screens: home(neutral, leadsTo=account|statement|settings), account(sensitive, activity, leadsTo=none), statement(sensitive, activity, leadsTo=none), settings(neutral, activity, leadsTo=none), lock(activity, leadsTo=none)
    entries: notification
    lockSetting: lockOn, on=enableLock, off=disableLock, initial=on
    on appCall(enableLock, screen=settings): store(lockOn)
    on appCall(disableLock, screen=settings): unstore(lockOn)
    on onCreate if stored(lockOn) and not(started): set(started); set(locked)
    on onCreate(activity=account): addFlags(secure)
    on onUserLeaveHint: stamp(left); set(away)
    on onReceive(screenOff): stamp(left); set(away)
    on onStart if \(relockCondition): set(locked)
    on onResume: clear(away)
    on onResume(activity=home) if locked: startActivity(lock)
    on onResume(activity=account) if locked: startActivity(lock)
    on onResume(activity=statement) if locked: startActivity(lock)
    on onResume(activity=settings) if locked: startActivity(lock)
    on onResume(activity=lock) if locked and not(isPrompting): authenticate(androidx)
    on onAuthenticationSucceeded: clear(locked); finish
    on onBackPressed(activity=lock): moveTaskToBack
    """
  }
}
