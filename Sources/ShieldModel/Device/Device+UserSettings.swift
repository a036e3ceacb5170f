/// The app's own settings as the user left them (issue 25): what a counterexample was found in, which the shrinker
/// keeps, so a leak found with the user's lock on is never reported as one with the lock off.
extension Device {
  /// One line: whether the user turned the strategy off (``isStrategyDisabled``), the claims the app's calls
  /// released (``releasedClaims``), whether the user's lock setting is on (`lockSetting:`,
  /// ``userLockSettingChoice``), and the settings the strategy keeps itself
  /// (``PrivacyScreenStrategy/userSettingText``: a lock family member's timeout); `nil` for a strategy without such settings
  /// (``PrivacyScreenStrategy/hasUserSettings``), so the built-in strategies that have none shrink as before.
  package var userSettingsState: String? {
    guard let strategy, strategy.hasUserSettings else { return nil }
    var parts = ["protection \(isStrategyDisabled ? "off" : "on")"]
    let released = releasedClaims
    if !released.isEmpty { parts.append("released \(released)") }
    // Off and never chosen are one state: the lock is off in both.
    if userLockSettingChoice == true { parts.append("lock setting on") }
    if let text = withCurrent({ strategy.userSettingText }) { parts.append(text) }
    return parts.joined(separator: ", ")
  }
}
