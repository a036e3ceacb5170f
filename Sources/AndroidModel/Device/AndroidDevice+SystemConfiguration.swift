/// A configuration change the user makes in the system's settings (``AndroidEvent/configurationChange(_:)``): the dark
/// theme, the language or the font size, as ``AndroidEvent/rotate`` changes the orientation.
///
/// With the app in front the user reaches the setting from Quick Settings (the dark theme's tile) or a system screen
/// over it; the model takes the change at once, as the activity stays resumed under the shade. With the app away (its
/// activity stopped, the home screen or Recents in front: the user went to Settings) the system does not relaunch a
/// stopped activity but when it is made visible again (``relaunchIfConfigurationChanged(_:)``; AOSP
/// `ActivityRecord.ensureActivityConfiguration`, "Skipping config check stopped or stopping"; high).
extension AndroidDevice {
  func systemConfigurationRefusal(for event: AndroidEvent) -> String? {
    guard case .configurationChange(let change) = event else {
      preconditionFailure("\(event) is not a system configuration change")
    }
    if profile.apiLevel < change.minimumAPILevel {
      return "Android has a system-wide \(change) setting from API \(change.minimumAPILevel) only"
    }
    if appIsInFront { return nil }
    if screen == .home || screen == .recents, activity?.lifecycleState == .CREATED, windowingMode == .fullscreen {
      return nil
    }
    return "a configuration change is modeled with the app in front, or away with its activity stopped (the home "
      + "screen or Recents in front)"
  }

  func performSystemConfiguration(_ event: AndroidEvent) {
    guard case .configurationChange(let change) = event else {
      preconditionFailure("\(event) is not a system configuration change")
    }
    // As rotate: only a stopped activity waits for its return.
    if let activity, activity.lifecycleState != .CREATED {
      configurationChanged(activity, change.changes)
    } else {
      pendingConfigChanges.formUnion(change.changes)
    }
  }
}
