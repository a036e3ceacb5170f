import AndroidModel

/// Where the lock's state lives across processes and when the device arms it (`enabledIn=`, `lastActive=`,
/// `receiver=screenOff`; ``AndroidLockConfiguration/EnabledIn``, ``AndroidLockConfiguration/LastActive``).
extension AndroidAppLock {
  /// `SharedPreferences` key of the last-active time (`lastActive=`, seconds of `elapsedRealtime` as text).
  static let lastActivePreference = "appLock.lastActiveMillis"
  /// The model's record, beside the stamp, of whether the user's lock stood when it was stamped (the promise a new
  /// process inherits); no app code reads it.
  static let lastActivePromisePreference = "appLock.lastActive.promiseStood"

  /// The first activity of a process is created: `enabledIn=activity` leaves every later process's lock off, and
  /// `lastActive=` reads the stamp the last process left.
  func noteProcessStart(_ activity: Activity) {
    if configuration.enabledIn == .activity, activity.earlierProcesses > 0 {
      lockOffInProcess = true
      isLockDue = false
      processFact =
        "enabledIn=activity: the code turns its lock on in a static field, set from the activity where the user "
        + "turned it on, in the first process; the system killed that process (\(activity.earlierProcesses) since), "
        + "every static starting over in the next, so this process's code never locks while the user's lock stands"
      return
    }
    guard configuration.lastActive != nil else { return }
    let stamp = activity.textPreference(Self.lastActivePreference).flatMap(Double.init)
    let stood = activity.preference(Self.lastActivePromisePreference) ?? true
    let since = stamp.map { activity.mainLooper.now - $0 }
    let codeLocks = since.map { $0 >= configuration.grace - 1e-9 } ?? true
    promiseStands = stood || codeLocks
    isLockDue = codeLocks
    guard promiseStands, !codeLocks, let since else { return }
    processFact =
      "lastActive=\(configuration.lastActive?.rawValue ?? ""): the code stamps its last-active time in "
      + "SharedPreferences at each watched activity's onPause"
      + (configuration.lastActive == .everyActivity ? ", its lock activity's own included, " : " ")
      + "and locks only when grace=\(Self.wholeSeconds(configuration.grace)) s passed since; the last process was "
      + "paused with its lock up and then killed with no further callback, so this new process read a stamp "
      + "\(Self.wholeSeconds(since)) s old and starts no lock"
  }

  /// `lastActive=`: stamps the time (and the promise) at the `onPause` of a watched activity.
  func stampLastActive(_ activity: Activity) {
    guard let watched = configuration.lastActive else { return }
    if isLockActivity(activity) {
      guard watched == .everyActivity else { return }
    } else {
      guard runs(in: activity) else { return }
    }
    writeLastActive(activity, promiseStands: isAppLocked)
  }

  /// `lastActive=`: writes the stamp (the unlock writes it too, as the PIN's success does).
  func writeLastActive(_ activity: Activity, promiseStands stood: Bool) {
    activity.setTextPreference(Self.lastActivePreference, String(activity.mainLooper.now))
    activity.setPreference(Self.lastActivePromisePreference, stood)
  }

  /// `lastActive=`: whether `grace=N` seconds passed since the stamp (or none was stamped): the resume's decision.
  func lastActiveTimeoutPassed(_ activity: Activity) -> Bool {
    guard let stamp = activity.textPreference(Self.lastActivePreference).flatMap(Double.init) else { return true }
    return activity.mainLooper.now - stamp >= configuration.grace - 1e-9
  }

  /// `receiver=screenOff`: `activity` registers its `ACTION_SCREEN_OFF` receiver (dropped at its `onDestroy`), whose
  /// `onReceive` locks it.
  func registerScreenOffReceiver(_ activity: Activity) {
    guard configuration.rearmsOnScreenOff else { return }
    let receiver = BroadcastReceiver { [weak self, weak activity] _ in
      guard let self, let activity, activity.lifecycleState != .DESTROYED, self.runs(in: activity) else { return }
      self.lock(activity)
    }
    activity.registerReceiver(receiver, IntentFilter(Intent.ACTION_SCREEN_OFF))
  }

  private static func wholeSeconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
  }
}
