import ShieldModel

/// What the lock's code does with a passcode it does not accept (`wrong=`): app code, named only.
/// The entry refusing a wrong code is the lock's own check (the model's user types one with
/// ``SystemEvent/enterWrongPasscode``); what follows is the code's choice, and each choice has apps
/// that ship it:
/// - the field or keypad is cleared and the user may try again (the default, every member without
///   the part: https://github.com/Automattic/simplenote-ios/issues/132 , "x Failed Passcode Attempts"
///   and no limit);
/// - after ``attemptLimit`` wrong entries in a row the entry is disabled for ``lockoutSeconds`` by an
///   app timer, then enabled again (https://github.com/nextcloud/ios/pull/2665 , a counter of 30 s and
///   more; https://github.com/raivo-otp/ios-application/issues/232 , a wait after 6 attempts);
/// - the same lockout whose end never comes: the state is kept and never cleared, so the entry stays
///   disabled, past a relaunch (https://github.com/TelegramMessenger/Telegram-iOS/issues/1766 , "Try again
///   in 1 minute" for hours, after a restart and a reinstall; https://github.com/nicegram/Nicegram-iOS/issues/111 ;
///   https://github.com/mozilla-mobile/firefox-ios/pull/1756 , the lockout state never reset;
///   https://github.com/aporat/KKPasscodeLock/issues/3 , the view frozen at the limit until the app is
///   terminated);
/// - a wrong entry takes the lock down (https://github.com/celo-org/celo-monorepo/issues/3223 , iOS 13.3:
///   "App gets unlocked while entering incorrect pin").
/// A wipe at the limit (https://github.com/nextcloud/ios/issues/3198 ) is not modeled: the model's app
/// has no data to erase, so the lock coming down would show what a wipe removes.
nonisolated extension LockConfiguration {
  /// The code's reply to a wrong passcode.
  public enum WrongEntryReply: String, CaseIterable, Sendable {
    /// The entry is cleared; no limit (the default).
    case clear
    /// The entry is cleared; at the limit it is disabled for ``LockConfiguration/lockoutSeconds``.
    case lockout
    /// As `lockout`, but the lockout is kept (in `UserDefaults`) and never ends.
    case lockoutKept
    /// A wrong entry takes the lock down although the user did not pass it.
    case accepts
  }

  /// Wrong entries in a row before a lockout (Apple's own device passcode disables entry after 5
  /// or 6 failures; the apps above use 3 to 10: model choice).
  public static let attemptLimit = 5
  /// Seconds a `wrong=lockout` entry stays disabled (nextcloud's first wait is 30 s: model choice).
  public static let lockoutSeconds = 30.0

  /// Refuses `wrong=` on a lock with no passcode entry of its own.
  func validateWrongEntry(_ text: String) throws(LockConfigurationError) {
    guard wrongEntry != .clear, !release.usesField, !release.usesKeypad else { return }
    throw LockConfigurationError(
      text: text, reason: "'wrong=': only with a release that has a passcode entry (release=field|keypad...)")
  }
}
