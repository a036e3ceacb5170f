import AppLogic
import ShieldModel

/// What an app-logic script's code asks LocalAuthentication for: the policies of its `evaluatePolicy`
/// actions and of its `keychainRead`s, and the callbacks that ask, read once from the script. A `keychainRead` of an
/// item added with access control asks through the same machinery (``ShieldModel/SecItemCopyMatching(_:reply:)``:
/// keychain services rely on LocalAuthentication "to present the appropriate interface", Apple, "Accessing Keychain
/// Items with Face ID or Touch ID"), under the policy its constraint evaluates (``ShieldModel/SecAccessControl/policy``:
/// `.biometryAny` and `.biometryCurrentSet` biometry only, `.userPresence` biometry or the passcode, `.devicePasscode`
/// the passcode; Apple, "SecAccessControlCreateFlags"; iOS 9+ (the biometry ones 11.3+); high): so a lock whose only
/// way in is such a read is blocked when that policy cannot be evaluated, as an `evaluatePolicy` of it is.
struct LocalAuthenticationAsks: Sendable, Equatable {
  /// The policies the script evaluates or reads under, in the order they first appear.
  var policies: [LAPolicy] = []
  /// Whether the lock screen's Unlock button asks (`on unlockTapped: ... evaluatePolicy(...)` or `keychainRead(...)`).
  var buttonAsks = false
  /// The other callbacks that ask, in file order, each once (for `unlock-blocked`'s detail).
  var askingEvents: [String] = []
  /// Whether every ask is a `keychainRead` (no `evaluatePolicy`): the verdict names the read.
  var onlyKeychainReads = false
  /// The access controls of the items the script reads (`keychainAdd(V, access=NAME)`), each once, in the order read.
  var readAccess: [String] = []
  /// The items with access control the script reads, each once, in the order read, each with whether a launch
  /// handler adds it (a relaunch brings it back after a delete).
  var readItems: [KeychainReadItem] = []

  /// The handlers that run at every launch of a new process (and a new scene's connection).
  static let launchEvents = ["didFinishLaunching", "didFinishLaunchingAfterUpdate", "sceneWillConnect"]

  /// The asks of `script`.
  init(_ script: AppLogicScript) {
    // The items added with access control, with each constraint they are added with: a read of one of them asks.
    var accessByItem: [(item: String, access: String)] = []
    for add in script.handlers.flatMap(\.actions).flatMap(AppLogicStrategy.flattened) where add.name == "keychainAdd" {
      guard let item = add.positional.first, let access = add.value(for: "access"),
        !accessByItem.contains(where: { $0.item == item && $0.access == access })
      else { continue }
      accessByItem.append((item, access))
    }
    var evaluates = false
    for handler in script.handlers {
      // An ask an `after` (or a fade's completion) runs is the handler's ask too: `after(0.5, evaluatePolicy(...))`
      // from didFinishLaunching is a one-shot ask at launch (before session 43 it was not seen, so such a lock whose
      // fallback the app ignores held).
      for action in handler.actions.flatMap(AppLogicStrategy.flattened) {
        let read = action.name == "keychainRead" ? action.positional.first : nil
        let readAccesses = accessByItem.filter { $0.item == read }.map(\.access)
        guard action.name == "evaluatePolicy" || !readAccesses.isEmpty else { continue }
        var asked: [LAPolicy] = []
        if action.name == "evaluatePolicy" {
          evaluates = true
          asked.append(
            action.positional.first == "deviceOwnerAuthentication"
              ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics)
        }
        if let read, !readAccesses.isEmpty, !readItems.contains(where: { $0.name == read }) {
          let atLaunch = script.handlers.contains { handler in
            Self.launchEvents.contains(handler.event.name)
              && handler.actions.contains { $0.name == "keychainAdd" && $0.positional.first == read }
          }
          readItems.append(
            KeychainReadItem(name: read, service: AppLogicStrategy.storedKey(read), addedAtLaunch: atLaunch))
        }
        for access in readAccesses {
          if !readAccess.contains(access) { readAccess.append(access) }
          let control = SecAccessControlCreateWithFlags(
            nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, AppLogicStrategy.accessFlags(access), nil)
          if let policy = control?.policy { asked.append(policy) }
        }
        for policy in asked where !policies.contains(policy) { policies.append(policy) }
        if handler.event.name == "unlockTapped" {
          buttonAsks = true
        } else if !askingEvents.contains(handler.event.name) {
          askingEvents.append(handler.event.name)
        }
      }
    }
    onlyKeychainReads = !evaluates && !readAccess.isEmpty
  }
}

extension AppLogicStrategy {
  /// The script's lock screen while its only way in is LocalAuthentication: `release: biometry` (the
  /// lock screen shows an Unlock button and no passcode entry of its own), placed and on screen
  /// while the promise stands, in a script that evaluates a policy. `unlock-blocked` judges it on
  /// whether any request the code makes can still succeed (``Device/lockWithNoWayIn()``): every
  /// policy of the script's `evaluatePolicy` actions and of its reads of items with access control
  /// (``BiometricOnlyLock/alsoEvaluates``), a lockout answered when the script evaluates or reads under
  /// `.deviceOwnerAuthentication` too (a `.userPresence` item's read offers the passcode after a lockout). The Unlock button is a
  /// route to a prompt only when the script's `unlockTapped` asks; else the code's other asks are.
  /// The platform's answer decides the verdict (no "by construction" note).
  public var biometricOnlyLock: BiometricOnlyLock? {
    guard release == .biometry, let first = authenticationAsks.policies.first, isAppLocked,
      lockScreens.contains(where: { LockStrategy.isOnScreen($0.controller) })
    else { return nil }
    var lock = BiometricOnlyLock(
      policy: first, answersLockoutWithPasscode: authenticationAsks.policies.contains(.deviceOwnerAuthentication))
    lock.alsoEvaluates = Array(authenticationAsks.policies.dropFirst())
    lock.hasRetry = authenticationAsks.buttonAsks
    if authenticationAsks.onlyKeychainReads {
      let access = authenticationAsks.readAccess.map { ".\($0)" }.joined(separator: ", ")
      lock.request = "Keychain read (an item with access control \(access), asked through LocalAuthentication)"
      lock.readItems = authenticationAsks.readItems
    }
    lock.isAsking = requestsInFlight > 0
    lock.askMoments =
      authenticationAsks.askingEvents.isEmpty
      ? "nowhere" : authenticationAsks.askingEvents.map { "at \($0)" }.joined(separator: " and ")
    return lock
  }
}
