/// The app's own settings the user toggles: its screen-security setting (``AndroidEvent/screenSecurity(_:)``).
extension AndroidDevice {
  func appSettingRefusal(for event: AndroidEvent) -> String? {
    guard case .screenSecurity(let isOn) = event else { preconditionFailure("\(event) is not an app setting event") }
    guard strategy.screenSecurityReach != nil else {
      return "the app has no screen-security setting (its strategy declares no screenSecurityReach)"
    }
    // The setting is a switch in the app's own settings screen: a touch on the app in front.
    guard appIsInFront else {
      return "the user can touch the app only while its activity is resumed on screen (input goes to the focused "
        + "window)"
    }
    if otherAppsWindowTakesTouches { return overlayReason }
    return isOn == isScreenSecuritySettingOn ? "the screen-security setting is already \(isOn ? "on" : "off")" : nil
  }

  /// Stores the setting (the app's `SharedPreferences`), notes when it went off, and runs the app's listener in the
  /// activity in front on the main thread; the flags it changes apply at the windows' next relayout, before any
  /// capture the user can take (``ScreenSecurityReach``).
  func performAppSetting(_ event: AndroidEvent) {
    guard case .screenSecurity(let isOn) = event else { preconditionFailure("\(event) is not an app setting event") }
    isScreenSecuritySettingOn = isOn
    screenSecurityOffSince = isOn ? nil : eventSerial
    lifecycleLog.append("screenSecurity(\(isOn ? "on" : "off"))")
    if let activity { strategy.onScreenSecuritySettingChanged(isOn, activity) }
    looper.drain()
  }

  /// Whether the app has turned its protection off at the user's request and not back on: the claims its strategy
  /// makes are released, and what the system takes of the app must show it (`cannot-disable`).
  public var isProtectionTurnedOff: Bool {
    screenSecurityOffSince != nil && (strategy.screenSecurityReach != nil || strategy.disableCall != nil)
  }

  /// What turned the protection off, as `cannot-disable` names it: `screenSecurity(off)`, or the strategy's
  /// ``AndroidPrivacyStrategy/disableCall`` as `appCall(NAME)`.
  public var protectionTurnedOffBy: String {
    guard strategy.screenSecurityReach == nil, let call = strategy.disableCall else { return "screenSecurity(off)" }
    return "appCall(\(call))"
  }

  /// The user's app call `name` for a strategy that names a ``AndroidPrivacyStrategy/disableCall``: the disable call
  /// turns the protection off (noted at its first call, so a snapshot taken in between stays judged), its
  /// ``AndroidPrivacyStrategy/enableCall`` turns it back on, or, with none, any other of the app's calls (iOS's
  /// `isTurnedOff(lastAppCall:)`). Kept on the device, so it outlives the process, as the user's choice in the app's
  /// settings does.
  func noteDisableCall(_ name: String) {
    if strategy.releasesClaimsPerCall {
      // The per-claim form: the call's claims are off until another of the app's calls (or `enable:`'s).
      if let released = strategy.claimsReleased(byAppCall: name) {
        if released != claimsReleasedByAppCall { claimsReleasedSince = eventSerial }
        claimsReleasedByAppCall = released
        claimsReleasedBy = name
      } else if strategy.enableCall == nil || strategy.enableCall == name {
        claimsReleasedByAppCall = []
        claimsReleasedSince = nil
        claimsReleasedBy = nil
      }
    }
    guard let call = strategy.disableCall else { return }
    if name != call {
      if let enable = strategy.enableCall, name != enable { return }
      screenSecurityOffSince = nil
    } else if screenSecurityOffSince == nil {
      screenSecurityOffSince = eventSerial
    }
  }

  /// What the strategy claims now: nothing once the app has turned its protection off
  /// (``isProtectionTurnedOff``), its ``AndroidPrivacyStrategy/claims`` and the app's ``promisedClaims`` otherwise,
  /// less the claims a per-claim disable call turned off (``claimsReleasedByAppCall``).
  public var claimsNow: AndroidProtectionClaims {
    isProtectionTurnedOff ? [] : strategy.claims.union(promisedClaims).subtracting(claimsReleasedByAppCall)
  }

  /// The app's own settings as the user left them, as one line: the screen-security switch (a strategy with a
  /// ``AndroidPrivacyStrategy/screenSecurityReach``), whether the user's calls turned the protection off or released
  /// claims (a ``AndroidPrivacyStrategy/disableCall`` or the per-claim form), and the settings the strategy keeps
  /// itself (``AndroidPrivacyStrategy/userSettingText``); `nil` for a strategy with none of them. A violation carries
  /// it, and the shrinker keeps it: a leak found with the protection switched on stays one with it on.
  public var userSettingsState: String? {
    var parts: [String] = []
    if strategy.screenSecurityReach != nil {
      parts.append("screenSecurity \(isScreenSecuritySettingOn ? "on" : "off")")
    }
    if strategy.disableCall != nil || strategy.releasesClaimsPerCall {
      parts.append("protection \(isProtectionTurnedOff ? "off" : "on")")
      if !claimsReleasedByAppCall.isEmpty { parts.append("released \(claimsReleasedByAppCall)") }
    }
    if let text = strategy.userSettingText { parts.append(text) }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
