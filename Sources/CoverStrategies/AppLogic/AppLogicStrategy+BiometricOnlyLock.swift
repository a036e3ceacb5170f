import AppLogic
import ShieldModel

/// What an app-logic script's code asks LocalAuthentication for: the policies of its `evaluatePolicy`
/// actions and the callbacks that ask, read once from the script. A `keychainRead` asks too (an item with
/// access control brings up the same system UI, ``ShieldModel/SecItemCopyMatching(_:reply:)``): it is a
/// route to a prompt when its item was added with access control, though it adds no policy of its own to judge.
struct LocalAuthenticationAsks: Sendable, Equatable {
  /// The policies the script evaluates, in the order they first appear.
  var policies: [LAPolicy] = []
  /// Whether the lock screen's Unlock button asks (`on unlockTapped: ... evaluatePolicy(...)` or `keychainRead(...)`).
  var buttonAsks = false
  /// The other callbacks that ask, in file order, each once (for `unlock-blocked`'s detail).
  var askingEvents: [String] = []

  /// The asks of `script`.
  init(_ script: AppLogicScript) {
    // The items added with access control: a read of one of them asks.
    let guarded = Set(
      script.handlers.flatMap(\.actions).filter { $0.name == "keychainAdd" && $0.value(for: "access") != nil }
        .compactMap(\.positional.first))
    for handler in script.handlers {
      for action in handler.actions {
        let reads = action.name == "keychainRead" && action.positional.first.map(guarded.contains) == true
        guard action.name == "evaluatePolicy" || reads else { continue }
        if action.name == "evaluatePolicy" {
          let policy: LAPolicy =
            action.positional.first == "deviceOwnerAuthentication"
            ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics
          if !policies.contains(policy) { policies.append(policy) }
        }
        if handler.event.name == "unlockTapped" {
          buttonAsks = true
        } else if !askingEvents.contains(handler.event.name) {
          askingEvents.append(handler.event.name)
        }
      }
    }
  }
}

extension AppLogicStrategy {
  /// The script's lock screen while its only way in is LocalAuthentication: `release: biometry` (the
  /// lock screen shows an Unlock button and no passcode entry of its own), placed and on screen
  /// while the promise stands, in a script that evaluates a policy. `unlock-blocked` judges it on
  /// whether any request the code makes can still succeed (``Device/lockWithNoWayIn()``): every
  /// policy of the script's `evaluatePolicy` actions (``BiometricOnlyLock/alsoEvaluates``), a lockout
  /// answered when the script evaluates `.deviceOwnerAuthentication` too. The Unlock button is a
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
    lock.isAsking = requestsInFlight > 0
    lock.askMoments =
      authenticationAsks.askingEvents.isEmpty
      ? "nowhere" : authenticationAsks.askingEvents.map { "at \($0)" }.joined(separator: " and ")
    return lock
  }
}
