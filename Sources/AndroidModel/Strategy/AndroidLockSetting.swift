/// The lock timeout the user chose in an Android app's own settings screen: the promise an app lock makes its user,
/// kept apart from what the lock's code does (its rearm hook, grace and clock). Password managers, wallets and
/// messengers offer these choices (Bitwarden's vault timeout: immediately, after N minutes, on app restart, on
/// screen lock / "when the phone locks", never; Signal's and KeePassDX's screen lock with a timeout; cited from the
/// apps' settings screens, app behaviour, not a platform fact: it decides what the member promises, never what
/// Android does). `lock-bypass` judges the app shown while the user's choice says it is locked, `needless-lock` an
/// ask the user's choice does not call for (``AndroidLockTimerPromise/setting``).
///
/// What ends a stay is the platform's answer to the trip the user made: time away counts on the device's real clock
/// (`SystemClock.elapsedRealtime`, "milliseconds since boot, including time spent in sleep",
/// https://developer.android.com/reference/android/os/SystemClock ; high); the screen turning off locks the device
/// (the power button locks at once by default, AOSP `LockPatternUtils.getPowerButtonInstantlyLocks`, default true;
/// the keyguard's sleep token stops the app, `Task.goToSleepIfPossible`; high), which ``AndroidDevice/deviceLocks``
/// counts; a restart is a new process (``AndroidDevice/processKills``: a kill, a crash, a force stop) or the app
/// closed by the user (``AndroidDevice/appCloses``: Back finishing its root up to API 30, its card swiped away).
nonisolated public enum AndroidLockSetting: Hashable, Sendable, CustomStringConvertible {
  /// "Immediately": every time the app leaves the screen (Home, Recents, another app, the screen off).
  case immediately
  /// "After N minutes": once the app has been away N seconds (whole seconds, 1 to 86400).
  case after(Int)
  /// "On app restart": only a new process asks; no leave does.
  case onRestart
  /// "On screen lock" ("when the phone locks"): once the device locked (the screen turned off) since the app was last
  /// passed, and a new process; a trip home of any length does not.
  case onScreenLock
  /// "Never": the user turned the lock off; no ask after the user's first pass is called for.
  case never

  /// The text form (`immediately`, `after300`, `onRestart`, `onScreenLock`, `never`).
  public var description: String {
    switch self {
    case .immediately: "immediately"
    case .after(let n): "after\(n)"
    case .onRestart: "onRestart"
    case .onScreenLock: "onScreenLock"
    case .never: "never"
    }
  }

  /// The setting its text form names, or `nil`.
  public init?(_ text: String) {
    switch text {
    case "immediately": self = .immediately
    case "onRestart": self = .onRestart
    case "onScreenLock": self = .onScreenLock
    case "never": self = .never
    default:
      guard text.hasPrefix("after"), let n = Int(text.dropFirst("after".count)),
        String(n) == text.dropFirst("after".count), (1...86_400).contains(n)
      else {
        return nil
      }
      self = .after(n)
    }
  }

  /// The syntax, for messages and listings.
  public static let syntax = "immediately|afterN|onRestart|onScreenLock|never"

  /// Seconds away after which a return is called for, or `nil` when no time away alone calls for one.
  public var away: Double? {
    switch self {
    case .immediately: 0
    case .after(let n): Double(n)
    case .onRestart, .onScreenLock, .never: nil
    }
  }

  /// Whether a trip out of the app that lasted `awayFor` seconds, during which the device locked `locks` times and
  /// the app restarted `kills` times (its process killed, or the user closed it: its task's root finished, its card
  /// swiped away), calls for the lock at the return.
  public func callsForLock(awayFor: Double, deviceLocks locks: Int, restarts kills: Int) -> Bool {
    switch self {
    case .immediately, .after: awayFor >= (away ?? 0) - 1e-9 || kills > 0
    case .onRestart: kills > 0
    case .onScreenLock: locks > 0 || kills > 0
    case .never: false
    }
  }

  /// How many times the device running `activity` has locked (``AndroidDevice/deviceLocks``): the promise's
  /// bookkeeping, which the model keeps for the user's setting; no app code reads it (an app learns of the screen
  /// turning off from `ACTION_SCREEN_OFF` or `KeyguardManager`).
  @MainActor public static func deviceLocks(seenFrom activity: Activity) -> Int { activity.device.deviceLocks }

  /// The setting in the user's words, for a verdict's detail.
  public var text: String {
    switch self {
    case .immediately: "the user's setting: lock immediately on leaving"
    case .after(let n): "the user's setting: lock after \(n) s away"
    case .onRestart: "the user's setting: lock on app restart"
    case .onScreenLock: "the user's setting: lock when the phone locks"
    case .never: "the user's setting: never lock"
    }
  }
}

/// A change the user makes to the lock timeout in the app's own settings screen, written in traces as an app call
/// (`appCall(lockOff)`, `appCall(lockOn)`, `appCall(lockAfter60)`; iOS's `LockSettingCall`); made only for a lock
/// member that reads the setting (`settings=live|launch`). The settings screen is behind the lock, so a call while
/// the lock's code shows its lock changes nothing.
nonisolated public enum AndroidLockSettingCall: Hashable, Sendable {
  /// "Never": the lock turned off.
  case off
  /// The lock turned on again with the member's own setting (`userSetting=`).
  case on
  /// The timeout set to N whole seconds away (0: immediately).
  case after(Int)

  /// The calls the generator makes: off, on, immediately, one minute.
  public static let generated = ["lockOff", "lockOn", "lockAfter0", "lockAfter60"]

  /// The call an app-call name spells, or `nil` (`lockAfterN`, N from 0 to 86400).
  public init?(_ name: String) {
    switch name {
    case "lockOff": self = .off
    case "lockOn": self = .on
    default:
      // Decimal as written (`lockAfter030`, `lockAfter+5` name no call).
      let digits = name.dropFirst("lockAfter".count)
      guard name.hasPrefix("lockAfter"), let n = Int(digits), String(n) == digits, (0...86_400).contains(n)
      else { return nil }
      self = .after(n)
    }
  }

  /// The setting the call chooses; `on` goes back to `member`'s own.
  public func setting(default member: AndroidLockSetting) -> AndroidLockSetting {
    switch self {
    case .off: .never
    case .on: member
    case .after(let n): n == 0 ? .immediately : .after(n)
    }
  }
}
