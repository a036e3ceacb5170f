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

  /// A section lock: the lock guards one activity of the wallet app (its screen `name`: `card` or `settings`), asked
  /// each time that activity opens and passed for that opening only (an item's re-prompt, a vault section's own
  /// lock), while the rest of the app is open. Where the code asks is `ask`; which routes reach the activity is the
  /// platform's: the app's own navigation (`navigate(card)`, a `startActivity` the app makes) or an entry whose
  /// intent starts it directly (a notification, widget, tile, shortcut, share or link, ``AndroidEvent/openEntry(_:)``;
  /// https://developer.android.com/guide/components/intents-filters ; https://developer.android.com/training/app-links/deep-linking ;
  /// high). First-hand, the kind: Bitwarden's item re-prompt asked when the item is picked from inline autofill's
  /// list and not when the same item is picked from its search (https://github.com/bitwarden/android/issues/2387);
  /// Delta Chat's share path unaware of its screen lock (https://github.com/deltachat/deltachat-android/issues/464).
  public struct Section: Hashable, Sendable {
    /// The guarded activity's screen.
    public var name: String
    /// Where the code asks.
    public var ask: SectionAsk
    /// The section whose activity shows `name`, asked where `ask` says.
    public init(name: String, ask: SectionAsk) {
      self.name = name
      self.ask = ask
    }
  }

  /// Where a section lock's code asks.
  public enum SectionAsk: String, Hashable, Sendable, CaseIterable {
    /// In the app's own navigation to the section (the list's click handler, before it starts the activity): an
    /// entry that starts the activity directly never asks.
    case navigation
    /// In the section activity's own `onCreate`: every route asks.
    case onCreate
  }

  /// Parses `enabledIn=`, `lastActive=`, `receiver=` and `section=` into `self`.
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
    if let name = values["section"] {
      guard AndroidAppDescription.wallet.screens.contains(where: { $0.name == name && $0.isActivity }) else {
        throw fail("section", "expected section=card|settings (an activity of the wallet app)")
      }
      guard surface == .view, rearm == .onCreate, values.count == 4, values["sectionAsk"] != nil else {
        throw fail("section", "only as android-lock[as=view,rearm=onCreate,section=S,sectionAsk=navigation|onCreate]")
      }
      let ask = try AndroidFamilyNameError.value("sectionAsk", in: values, of: text) as SectionAsk
      section = Section(name: name, ask: ask)
    } else if values["sectionAsk"] != nil {
      throw fail("sectionAsk", "only with section=")
    }
    if let receiver = values["receiver"] {
      guard receiver == "screenOff" else { throw fail("receiver", "expected receiver=screenOff") }
      rearmsOnScreenOff = true
    }
  }
}
