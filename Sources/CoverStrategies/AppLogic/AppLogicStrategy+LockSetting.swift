import AppLogic
import ShieldModel

/// `lockSetting:` (a lock promise that follows the user's stored setting) and the Keychain words (`keychainAdd`,
/// `keychainDelete`, `inKeychain`): docs/app-logic.md, "The user's lock setting".
extension AppLogicStrategy {
  /// `lockSetting:`: the one reading both platforms share (``AppLogic/AppLogicLockSetting``).
  typealias LockSetting = AppLogicLockSetting

  /// The user's choice through the setting's control, recorded before the script's handlers run: the user's
  /// intent, kept by the device across processes whatever the app's code then stores.
  ///
  /// The `off` call, made while the app's code holds no lock (its lock variable unset, so the settings screen behind
  /// the lock was reachable), turns the lock off: the device notes it (``Device/userTurnedLockOff``) until the `on`
  /// call, and `cannot-disable` judges that the lock stays off (``lockBackAfterUserOff``: no lock variable set, no
  /// lock screen shown), whatever else the script claims or puts up: what the user turned off is the lock, and the
  /// script's other claims stay as they were. When the lock is all the script promises (``lockSettingTurnsAppOff``),
  /// the lock is the whole app's protection (``Device/userLockOffTurnsAppOff``), so `cannot-disable` and `residue`
  /// also judge that nothing of it stays in any capture or window. While the lock is up the user cannot reach the
  /// switch: its calls are refused (``refusalOfAppCall(_:)``) unless a `screen=` leaves them to hit-testing, where an
  /// `off` that lands ends the setting's debt as before and turns nothing off.
  func noteUserLockChoice(_ call: String) {
    guard let lockSetting, let device = Device.current else { return }
    let codeHoldsLock = lockVariable.map { variables.contains($0) } ?? false
    switch lockSetting.choice(madeBy: call, codeHoldsLock: codeHoldsLock) {
    case .on?:
      device.userLockSettingChoice = true
      device.userTurnedLockOff = false
    case .off(let turnsLockOff)?:
      device.userLockSettingChoice = false
      if turnsLockOff {
        device.userTurnedLockOff = true
        device.userLockOffTurnsAppOff = lockSettingTurnsAppOff
      }
      owedByUserSetting = false
    case nil: break
    }
  }

  /// `lockSetting:`'s `after=SECONDS` as the promise `needless-lock` judges (``LockTimerPromise/away``): the user was
  /// told the lock comes after that long away, so a trip out shorter than it is no leave, and the app's code locking at
  /// a quicker return asks needlessly (the s45 breaker: code measuring 30 s under a 60 s setting held). Without
  /// `after=` the app promises no interval.
  public var lockTimerPromise: LockTimerPromise? {
    lockSetting?.awayBeforeLock.map { LockTimerPromise(away: $0) }
  }

  /// Once the user turned the lock off (``Device/userTurnedLockOff``): what of the lock is up again, the script's
  /// `lock:` variable set or one of its lock screens in a shown window (where the platform placed it), or `nil`.
  public var lockBackAfterUserOff: String? {
    guard let lockSetting, lockSetting.offCall != nil else { return nil }
    var back: [String] = []
    if let lockVariable, variables.contains(lockVariable) { back.append("lock: \(lockVariable) set") }
    if lockScreens.contains(where: { LockStrategy.isOnScreen($0.controller) }) {
      back.append("its lock screen in a shown window")
    }
    return back.isEmpty ? nil : lockSetting.lockBackSentence(back)
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
  nonisolated package static func lockSettingTurnsAppOff(
    _ lockSetting: AppLogicLockSetting?, claims: ProtectionClaims, script: AppLogicScript
  ) -> Bool {
    lockSetting?.offCall != nil && claims.isEmpty && script.setting("disable") == nil && !showsMoreThanLock(script)
  }

  /// Whether a handler puts up something other than the lock screen: a cover view or fade, a window whose root is not
  /// the lock, a presented or pushed cover controller (not the app's own screens), a secure field or a redaction. The user's lock
  /// switch does not turn that off, so comparing the app after `off` with the app without the strategy would read a
  /// resign blur as the lock staying (a false `cannot-disable` a breaker found, thirty-sixth session).
  nonisolated static func showsMoreThanLock(_ script: AppLogicScript) -> Bool {
    script.handlers.flatMap { $0.actions.flatMap(flattened) }.contains { action in
      switch action.name {
      case "addCover", "fade", "secure", "redact": true
      // The app's own screens it presents or pushes are its content, which the app without the script shows too
      // (``CodeNavigation``): only a cover controller is more than the lock (s46: a script presenting its transfer
      // screen lost its turn-off's judgement).
      case "present", "push": action.positional.first == "cover"
      case "showWindow": action.value(for: "root") != "lock" && action.positional.first != appWindowName
      default: false
      }
    }
  }

  /// At the first launch of an app that ships its lock setting on (`initial=on`, no choice recorded yet): the user's
  /// choice is on, and the app's storage holds the setting on before the first handler runs, in every store the `on`
  /// call's handlers write (`UserDefaults` for `store`, the Keychain item its `keychainAdd` makes): the app's
  /// first-launch code writes what its `on` call writes (or `register(defaults:)` would). An `on` handler that writes
  /// neither leaves it to the stores the other handlers write. A later launch reads the record: a setting the app's
  /// own code dropped since is its code's, and judged so. (s42: with `keychainAdd(lockOn); store(lockOn)` in the `on`
  /// handler only `UserDefaults` was filled, and a lock reading `inKeychain(lockOn)` opened unlocked: the s41
  /// breaker's false `lock-bypass`.)
  func applyStartingLockChoice() {
    guard let lockSetting, let device = Device.current, device.userLockSettingChoice == nil,
      let choice = lockSetting.startingChoice(recorded: nil)
    else { return }
    device.userLockSettingChoice = choice
    let writesSetting = { (action: AppLogicScript.Call) in
      ["store", "keychainAdd"].contains(action.name) && action.positional.first == lockSetting.stored
    }
    let onCall = script.handlers.filter {
      $0.event.name == "appCall" && $0.event.positional.first == lockSetting.onCall
    }
    var writes = onCall.flatMap { $0.actions.flatMap(Self.flattened) }.filter(writesSetting)
    if writes.isEmpty { writes = script.handlers.flatMap { $0.actions.flatMap(Self.flattened) }.filter(writesSetting) }
    if writes.contains(where: { $0.name == "store" }) {
      UserDefaults.standard.set(true, forKey: Self.storedKey(lockSetting.stored))
    }
    if let add = writes.first(where: { $0.name == "keychainAdd" }) { perform(add, line: 0) }
  }

  /// At a leave (`applicationDidEnterBackground`, `sceneDidEnterBackground`: Home, the switcher, another app, the
  /// device locking): `at=leave` owes the lock now; with `after=` the leave's time is noted for the return. A scene
  /// that goes to the background while another stays in the foreground is no leave of the app (an iPad's second
  /// window closed or sent away while the user works in the first): the setting's lock is the app's, and UIKit
  /// sends the app's own did-enter-background only once every scene left (the s45 breaker's F1: the window the user
  /// never left was judged locked).
  func noteLeaveForLockSetting() {
    let stillInFront = UIApplication.shared.connectedScenes.contains {
      $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
    }
    if stillInFront { return }
    switch lockSetting?.leaveEffect {
    case .owe?: armLockOwedBySetting()
    case .noteTime?: lockDebt.leftAt = Device.current?.now
    case .none?, nil: break
    }
  }

  /// At a return (`applicationWillEnterForeground`, `sceneWillEnterForeground`: before the app's first frame, as the
  /// platform sends it): with `after=`, the lock is owed when the user was away at least that long.
  func noteReturnForLockSetting() {
    guard let lockSetting, let left = lockDebt.leftAt else { return }
    lockDebt.leftAt = nil
    if lockSetting.returnOwesLock(leftAt: left, now: Device.current?.now ?? left) { armLockOwedBySetting() }
  }

  /// At a launch (and a leave, `at=leave`): the lock is owed while the user's choice is on.
  func armLockOwedBySetting() {
    guard lockSetting != nil, Device.current?.userLockSettingChoice == true else { return }
    owedByUserSetting = true
    skippedRearm = nil
  }

  /// While the promise stands only because the user's setting owes it (the script's lock variable unset): the
  /// user's lock setting skipped by the app's code (a re-arm a flag of its own kept from running, with the write that
  /// set the flag: ``skippedRearmNote``), lost or refused (the app's storage holds it off) or not applied (the storage
  /// still holds it on: the app's code did not read it, or an image from before shows).
  public var lockPromiseNote: String? {
    guard owedByUserSetting, let lockSetting, let lockVariable, !variables.contains(lockVariable) else { return nil }
    if let skipped = skippedRearmNote { return skipped }
    return lockSetting.promiseNote(kept: isKept(lockSetting.stored))
  }

  /// Whether the app's storage holds `name` on: `UserDefaults` (`store`) or the Keychain (`keychainAdd`).
  func isKept(_ name: String) -> Bool {
    UserDefaults.standard.bool(forKey: Self.storedKey(name)) || isInKeychain(name)
  }

  /// `inKeychain(V)`: whether the item `keychainAdd(V)` added exists, asked as apps ask it of an item that may carry
  /// access control: a `SecItemCopyMatching` with an `LAContext` whose `interactionNotAllowed` is set, so the
  /// answer comes at once and no authentication UI shows; `errSecInteractionNotAllowed` ("returned if an item needs
  /// to authenticate with UI", Apple, `kSecUseAuthenticationUIFail`, the context's documented successor) means the
  /// item is there. Without the context an item with access control raised the Face ID prompt at a mere existence
  /// check, and a judge reading the setting (``isKept(_:)``) raised it too (the s39 new user's false needless-lock).
  func isInKeychain(_ name: String) -> Bool {
    let status = silentReadStatus(name)
    return status == errSecSuccess || status == errSecInteractionNotAllowed
  }

  /// Whether a read of the item `keychainAdd(V)` added asks the user (it carries access control): a successful read
  /// of one that does not is no authentication, so it passes no lock (the s44 breaker: a token read after a cancel
  /// took the owed lock as passed, ``noteReply(success:reused:wasLocked:)``).
  func keychainReadAsksTheUser(_ name: String) -> Bool { silentReadStatus(name) == errSecInteractionNotAllowed }

  /// The status of a read of the item `keychainAdd(V)` added, asked with no UI (``isInKeychain(_:)``).
  private func silentReadStatus(_ name: String) -> OSStatus {
    final class Found: @unchecked Sendable { var status: OSStatus = errSecItemNotFound }
    let found = Found()
    let silent = LAContext()
    silent.interactionNotAllowed = true
    SecItemCopyMatching([
      kSecClass: kSecClassGenericPassword, kSecAttrService: Self.storedKey(name), kSecUseAuthenticationContext: silent,
    ]) { status, _ in found.status = status }
    return found.status
  }
}
