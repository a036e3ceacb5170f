import AndroidModel

/// The lock family's words for where the lock's state lives across the app's processes and when it is armed by the
/// device (issue 27, twenty-first session): `enabledIn=`, `lastActive=`, `receiver=`.
nonisolated extension AndroidLockConfiguration {
  /// Where the code turns the lock on in a process. A process's statics (a singleton, an `Application` field) start
  /// over in each new process, while `SharedPreferences` are kept on disk
  /// (https://developer.android.com/guide/components/activities/process-lifecycle : the system kills a process to
  /// reclaim memory and the next one starts fresh; https://developer.android.com/topic/libraries/architecture/saving-states :
  /// in-memory state does not survive a system-initiated process death, persistent storage does; high). First-hand,
  /// the kind: LolliPin's `LockManager.enableAppLock` kept only in its singleton, turned on from a settings activity,
  /// "the PIN doesn't show up after wiping from recent apps", fixed by calling it in `Application.onCreate`
  /// (https://github.com/omadahealth/LolliPin/issues/145 , /130 , /101).
  public enum EnabledIn: String, Hashable, Sendable, CaseIterable {
    /// From the activity where the user turned the lock on, into a static field only: the user did so in the trace's
    /// first process, and every later process (after a process death, a force stop, a card swiped away, a crash)
    /// starts with the field unset, so its code never locks while the user's lock stands.
    case activity
    /// In `Application.onCreate`, from what the app stored: every process turns it on before its first activity (the
    /// family's first members' behaviour, named).
    case application
  }

  /// Where the code stamps the last-active time its timeout (`grace=N`) is read from: in `SharedPreferences` at the
  /// `onPause` of activities it watches (an `ActivityLifecycleCallbacks` of the app), read by every `onResume`, a new
  /// process's first included, which starts the lock activity only when N seconds passed since the stamp (or none
  /// was stamped); `onCreate` locks nothing by itself. The lock activity's own `onPause` runs as the user leaves it
  /// (Home, Recents), and a process the system kills gets no later callback, so what the last pause stamped is what the
  /// next process reads. First-hand, the kind: LolliPin 1.9.x stamps `setLastActiveMillis` in every
  /// `onActivityPaused`, its PIN activity's too, so "killing the app while the lockscreen is visible will reset the
  /// timer" (https://github.com/omadahealth/LolliPin/issues/99 , /78 ; the maintainer's advice: ignore the PIN
  /// activity; https://github.com/omadahealth/LolliPin/pull/157).
  public enum LastActive: String, Hashable, Sendable, CaseIterable {
    /// Every activity's `onPause`, the lock activity's own included.
    case everyActivity
    /// Every activity's but the lock activity's (`addIgnoredActivity` of the PIN activity).
    case notLockActivity
  }

  /// What the lock's `Activity.onBackPressed()` override does with Back while locked, besides consuming it (text
  /// `back=finish|moveTaskToBack`): the app's choice on its PIN screen. Being the override, it is not called on API
  /// 33+ once the app opts in to `OnBackInvokedCallback` (``AndroidPlatformFlags/enableOnBackInvokedCallback``); the
  /// navigator and the system's default then get Back. A handler that pops the lock is the navigator's own default
  /// (`as=route` without `back=`).
  public enum BackReply: String, Hashable, Sendable, CaseIterable {
    /// `finish()` of the activity Back reached: the lock activity (the one below resumes and starts it again) or the
    /// activity showing the lock (the app closes, the activity destroyed on every level, unlike the system's Back on
    /// a root launcher activity from API 31).
    case finish
    /// `moveTaskToBack(true)`: the app goes to the background as with Home, nothing finished.
    case moveTaskToBack
  }

  /// Parses `enabledIn=`, `lastActive=` and `receiver=` into `self`.
  ///
  /// - Throws: ``AndroidFamilyNameError`` naming the part: a value the key does not take, `lastActive=` without
  ///   `as=activity`, `rearm=onResume` and a grace, or with `graceFrom=`, `closeLock=`, `state=` or `userSetting=`
  ///   (each decides the same stamp or a new process's start otherwise).
  mutating func parseProcessParts(_ values: [String: String], _ text: String) throws(AndroidFamilyNameError) {
    func fail(_ key: String, _ reason: String) -> AndroidFamilyNameError {
      AndroidFamilyNameError(text: text, reason: "'\(key)=\(values[key] ?? "")': \(reason)")
    }
    if values["enabledIn"] != nil {
      enabledIn = try AndroidFamilyNameError.value("enabledIn", in: values, of: text) as EnabledIn
    }
    if values["lastActive"] != nil {
      guard surface == .activity, rearm == .onResume, grace > 0 else {
        throw fail("lastActive", "only with as=activity, rearm=onResume and grace=N")
      }
      for key in ["graceFrom", "closeLock", "state", "userSetting"] where values[key] != nil {
        throw fail("lastActive", "not with \(key)= (the stamp decides where the timeout counts from)")
      }
      lastActive = try AndroidFamilyNameError.value("lastActive", in: values, of: text) as LastActive
    }
    if let receiver = values["receiver"] {
      guard receiver == "screenOff" else { throw fail("receiver", "expected receiver=screenOff") }
      rearmsOnScreenOff = true
    }
  }
}
