import AndroidModel
import AppLogic

/// `lockSetting:` on Android (docs/app-logic.md, "The user's lock setting", iOS's word with the same meaning and
/// wording, read and judged by the one ``AppLogic/AppLogicLockSetting``): the app keeps the user's lock switch in
/// `SharedPreferences` (`store`); the user's `on` and `off` app calls are the user's choice, recorded before the
/// script's handlers run and kept for the whole trace (the user's intent outlives the process, as the preference
/// does), whatever the app's code then stores. While the choice is on, the lock is owed from each launch (a new
/// process) and, with `at=leave`, from each leave: each the platform tells the activity of (`onUserLeaveHint`: Home,
/// Recents, a quick switch) and the screen turning off with an activity of the app started, which the platform
/// delivers no `onUserLeaveHint` for (`performUserLeaving` only when the pause is the user's navigation) but stops as
/// the device sleeps (``AndroidModel/Activity/isInteractive`` `false` in that `onStop`), the leave apps observe
/// there: the activity's `onStop` (https://developer.android.com/guide/components/activities/activity-lifecycle#onstop :
/// "no longer visible to the user"), `ProcessLifecycleOwner`'s `ON_STOP`, "dispatched with a delay after a last activity passed through
/// them" (https://developer.android.com/reference/androidx/lifecycle/ProcessLifecycleOwner ), `ACTION_SCREEN_OFF`; iOS's
/// `at=leave` counts the device lock the same way (`applicationDidEnterBackground`). Before the forty-third session a
/// screen-off was no leave here (a model choice that could only miss). The lock stays owed until the script's own
/// `clear` of its `lock:` variable. An `off` made while the app's
/// code holds no lock turns the lock off until `on`: `cannot-disable` breaks as soon as the lock comes back
/// (``lockBackAfterUserOff``), whatever else the script claims.
///
/// iOS also reads a script whose lock is all it promises as turned off whole (its `residue` and its image comparison
/// with the app without the script). Android's `cannot-disable` judges what stays of `FLAG_SECURE` and of
/// `setRecentsScreenshotEnabled(false)` after a turn-off, and a script that puts up nothing but its lock sets
/// neither, so the lock coming back is all there is to judge on Android (docs/app-logic.md says so).
extension AndroidAppLogic {
  /// `lockSetting:`'s `after=SECONDS` as the promise `needless-lock` judges (iOS's reading,
  /// `AppLogicStrategy.lockTimerPromise`): a trip out shorter than it is no leave, so the code locking at a quicker
  /// return asks needlessly. Without `after=` the app promises no interval.
  public var lockTimerPromise: AndroidLockTimerPromise? {
    lockSetting?.awayBeforeLock.map { AndroidLockTimerPromise(away: $0) }
  }

  /// Whether the app's code holds its lock: the `lock:` variable set (the process's, or the front activity's field).
  var codeHoldsLock: Bool {
    guard let lock = lockVariable else { return false }
    if isActivityField(lock) { return frontActivity.map { fieldValue(lock, in: $0) } ?? false }
    return variables[lock] ?? false
  }

  /// The user's app call `name` through the lock setting's control, before the script's handlers run
  /// (``AppLogic/AppLogicLockSetting/choice(madeBy:codeHoldsLock:)``).
  func noteUserLockChoice(_ name: String, _ activity: Activity) {
    guard let lockSetting, let choice = lockSetting.choice(madeBy: name, codeHoldsLock: codeHoldsLock) else { return }
    defer { keepUserLockChoice(activity) }
    switch choice {
    case .on:
      userLockChoice = true
      userTurnedLockOff = false
    case .off(let turnsLockOff):
      userLockChoice = false
      if turnsLockOff { userTurnedLockOff = true }
      owedByUserSetting = false
    }
  }

  /// The device's record of the user's choice, under keys of the model's own beside the app's preferences (the
  /// script's `store` cannot reach them): each process makes its strategy afresh, and the user's intent outlives it,
  /// as iOS keeps it on its device (`Device.userLockSettingChoice`).
  static let userChoiceKey = "appLogic.userLockSetting.choice"
  /// The device's record that the user turned the lock off (``userTurnedLockOff``).
  static let userTurnedOffKey = "appLogic.userLockSetting.turnedOff"

  /// Writes the user's choice to the device's record (``userChoiceKey``).
  func keepUserLockChoice(_ activity: Activity) {
    activity.setTextPreference(Self.userChoiceKey, userLockChoice.map { $0 ? "on" : "off" } ?? "")
    activity.setTextPreference(Self.userTurnedOffKey, userTurnedLockOff ? "true" : "false")
  }

  /// Reads the user's choice from the device's record, in a new process. At the first launch of an app that ships
  /// its setting on (`initial=on`, no record yet) the choice is on, recorded, and the app's `SharedPreferences` hold
  /// the setting on before the first callback, as the app's first-launch code (or its preference's default) would
  /// (``AppLogic/AppLogicLockSetting/startingChoice(recorded:)``).
  func restoreUserLockChoice(_ activity: Activity) {
    guard let lockSetting else { return }
    let recorded: Bool? =
      switch activity.textPreference(Self.userChoiceKey) {
      case "on": true
      case "off": false
      default: nil
      }
    userLockChoice = lockSetting.startingChoice(recorded: recorded)
    userTurnedLockOff = activity.textPreference(Self.userTurnedOffKey) == "true"
    if recorded == nil, userLockChoice == true {
      activity.setPreference(Self.preferenceKey(lockSetting.stored), true)
      keepUserLockChoice(activity)
    }
  }

  /// At a launch (a new process) and, `at=leave`, at a leave: the lock is owed while the user's choice is on.
  /// At a leave the activity is told of (`onUserLeaveHint`, or `onStop` with the screen off): `at=leave` owes the
  /// lock now; with `after=` the leave's time is noted for the return.
  func noteLeaveForLockSetting(_ activity: Activity) {
    switch lockSetting?.leaveEffect {
    case .owe?: armLockOwedBySetting()
    case .noteTime?: lockDebt.leftAt = activity.mainLooper.now
    case .none?, nil: break
    }
  }

  /// At a return (`onStart`, the activity visible again): with `after=`, the lock is owed when the user was away at
  /// least that long (the main looper's clock counts the time the screen was off, as `elapsed` does).
  func noteReturnForLockSetting(_ activity: Activity) {
    guard let lockSetting, let left = lockDebt.leftAt else { return }
    lockDebt.leftAt = nil
    if lockSetting.returnOwesLock(leftAt: left, now: activity.mainLooper.now) { armLockOwedBySetting() }
  }

  func armLockOwedBySetting() {
    guard lockSetting != nil, userLockChoice == true else { return }
    owedByUserSetting = true
  }

  /// The names of the script's lock screens: a view, dialog, activity (`startActivity`) or destination (`navigate`) a
  /// handler shows beside `set` of the lock variable or under its condition, or a view or dialog it takes down beside
  /// its `clear` (`addView(lock, clickable)` in `on onStop: set(locked); addView(lock, clickable)`, `startActivity(pin)`
  /// in `on onCreate: set(locked); startActivity(pin)`, `removeView(lock)` in `on onAuthenticationSucceeded:
  /// removeView(lock); clear(locked)`). Every kind of lock the vocabulary draws is one (a breaker's L4b, s38: a lock
  /// activity that came back after the user's off was not judged, where a view or dialog was).
  nonisolated static func lockScreenNames(of script: AppLogicScript, lock: String?) -> [String] {
    guard let lock else { return [] }
    var names: [String] = []
    for handler in script.handlers {
      let actions = handler.actions
      let locks =
        actions.contains { $0.name == "set" && $0.positional.first == lock }
        || handler.conditions.contains { !$0.negated && $0.call.name == lock }
      let unlocks = actions.contains { $0.name == "clear" && $0.positional.first == lock }
      for action in actions {
        let shows = ["addView", "showDialog", "startActivity", "navigate"].contains(action.name) && locks
        let hides = ["removeView", "dismissDialog"].contains(action.name) && unlocks
        if shows || hides, let name = action.positional.first, !names.contains(name) { names.append(name) }
      }
    }
    return names
  }

  /// Whether one of the script's lock screens (``lockScreens``) that the app's code put up shows: a view of one
  /// attached and visible in a started activity, a dialog of one shown (only the app's code makes either), or an
  /// activity or destination of the app's that the script's own `startActivity` or `navigate` brought up
  /// (``codeShownLocks``), on top of a started activity's back stack. A lock activity or destination the user opened
  /// (a shortcut, a notification, a link, a tap on a control, Back) is the app's screen on display, not its code
  /// locking again: the lock's state is the app's (the s39 breaker's cdok-entry.trace, where the user's own shortcut
  /// to the lock activity was judged `cannot-disable` with no lock set).
  var isLockScreenShown: Bool {
    views.contains { entry in
      lockScreens.contains(entry.name) && entry.view.parent != nil && entry.view.visibility == View.VISIBLE
        && entry.view.context?.isStarted == true
    } || dialogs.contains { lockScreens.contains($0.name) && $0.dialog.isShowing }
      || codeShownLocks.contains { entry in
        guard let activity = entry.activity.value, activity.isStarted, let shown = activity.currentScreen?.name else {
          return false
        }
        return shown == entry.name
      }
  }

  /// Notes that the script's own code shows `name`, when it is one of its lock screens: a destination it navigated to
  /// in `activity`, or (`activity` `nil`) an activity it asked to start, bound to the activity that shows it as that
  /// one first runs the script's code (``bindCodeLockStart(_:)``).
  /// `caller`: the activity whose code asked for the start, named in how it was asked for (``codeLockStart(shownBy:)``).
  func noteCodeShowsLockScreen(_ name: String, _ activity: Activity?, startedFrom caller: Activity? = nil) {
    guard lockScreens.contains(name) else { return }
    if let activity {
      codeShownLocks.append((WeakActivity(activity), name))
    } else {
      codeLockStarts.append(name)
      let callback = runningEvent ?? "a posted message"
      let from = (caller?.startScreen ?? caller?.backStack.first)?.name
      codeLockStartOrigins.append(
        AndroidCodeLockStart(
          screen: name, startedBy: from.map { "\(callback) of \($0)" } ?? callback, startedWhileLocked: isAppLocked))
    }
  }

  /// How the script's own `startActivity` asked for the lock activity `activity` shows, when it made it and
  /// `activity` still shows it at the root of its back stack; `nil` otherwise (`needless-lock` judges one in front
  /// after the user's pass, ``AndroidDevice/needlessLock``). A sensitive screen is the app's content, never its lock
  /// screen, though a handler starts it beside `set` of the lock (`set(locked); startActivity(card);
  /// startActivity(lockscreen)`).
  public func codeLockStart(shownBy activity: Activity) -> AndroidCodeLockStart? {
    guard let entry = codeLockOrigins.first(where: { $0.activity === activity }),
      activity.currentScreen?.name == entry.start.screen, app.screen(named: entry.start.screen)?.isSensitive == false
    else { return nil }
    return entry.start
  }

  /// Forgets the code's lock screens no longer on their activity's back stack (or whose activity is gone), and binds
  /// a lock activity the code asked for to `activity` when `activity` was started for it.
  func bindCodeLockStart(_ activity: Activity) {
    codeShownLocks.removeAll { entry in
      guard let shown = entry.activity.value, shown.lifecycleState != .DESTROYED else { return true }
      return !shown.backStack.contains { $0.name == entry.name }
    }
    guard activity.lifecycleState != .DESTROYED, let root = activity.startScreen?.name,
      let index = codeLockStarts.firstIndex(of: root),
      !codeShownLocks.contains(where: { $0.activity === activity && $0.name == root })
    else { return }
    codeLockStarts.remove(at: index)
    codeShownLocks.append((WeakActivity(activity), root))
    codeLockOrigins.removeAll { $0.activity.value == nil || $0.activity.value?.lifecycleState == .DESTROYED }
    codeLockOrigins.append((WeakActivity(activity), codeLockStartOrigins.remove(at: index)))
  }

  /// The script's pending start of a lock activity that the window manager gave to `activity`, an instance already in
  /// the task (`onNewIntent`: a `singleTop` one on top, a `singleTask` or `FLAG_ACTIVITY_CLEAR_TOP` one brought up),
  /// made no new activity: the start is this instance's, bound to it if it was not yet, and pending no more. Left
  /// pending, it bound the next instance of that activity, even one the user opened after turning the lock off, as
  /// the code's lock (a false `cannot-disable`; s41, `lock(activity, singleTop)` started again while on top).
  func resolveCodeLockStart(at activity: Activity) {
    guard let root = activity.startScreen?.name, let index = codeLockStarts.firstIndex(of: root) else { return }
    codeLockStarts.remove(at: index)
    codeLockStartOrigins.remove(at: index)
    if !codeShownLocks.contains(where: { $0.activity === activity && $0.name == root }) {
      codeShownLocks.append((WeakActivity(activity), root))
    }
  }

  /// The script's start of lock activity `name` that the platform dropped (its caller no longer the resumed activity
  /// in front when the posted start ran): no activity shows it, so it is pending no more. Left pending, it bound the
  /// next instance of that activity, even one the user opened after turning the lock off, as the code's lock.
  func dropCodeLockStart(_ name: String) {
    guard let index = codeLockStarts.lastIndex(of: name) else { return }
    codeLockStarts.remove(at: index)
    codeLockStartOrigins.remove(at: index)
  }

  /// Whether `screen`, one of the app's screens, is a lock screen of the script's (``lockScreens``).
  public func isLockScreen(_ screen: String) -> Bool {
    lockScreens.contains(screen) && app.screen(named: screen) != nil
  }

  /// Whether app call `name` is the lock setting's `on` or `off` switch and declares no screen (`screen=`) of its own:
  /// a control of the app's settings screen, which is not the lock's (docs/app-logic.md, "The user's lock setting").
  public func isSettingsControl(_ name: String) -> Bool {
    guard let lockSetting, screen(ofAppCall: name) == nil else { return false }
    return name == lockSetting.onCall || name == lockSetting.offCall
  }

  /// Once the user turned the lock off (its `off` call while the code held no lock) and not on again: what of the
  /// lock is up again, the `lock:` variable set or one of its lock screens shown, in the sentence `cannot-disable`
  /// prints, or `nil`.
  public var lockBackAfterUserOff: String? {
    guard userTurnedLockOff, let lockSetting else { return nil }
    var back: [String] = []
    if codeHoldsLock, let lock = lockVariable { back.append("lock: \(lock) set") }
    if isLockScreenShown { back.append("its lock screen in a shown window") }
    return back.isEmpty ? nil : lockSetting.lockBackSentence(back)
  }

  /// The `off` call of `lockSetting:`, or `nil`: `cannot-disable` then judges the lock staying off.
  public var userLockOffCall: String? { lockSetting?.offCall }

  /// While the promise stands only because the user's setting owes it (the lock variable unset): the setting lost or
  /// refused, or not applied (``AppLogic/AppLogicLockSetting/promiseNote(kept:)``), read from `SharedPreferences`.
  public var lockPromiseNote: String? {
    guard owedByUserSetting, let lockSetting, !codeHoldsLock, let activity = frontActivity else { return nil }
    return lockSetting.promiseNote(kept: activity.preference(Self.preferenceKey(lockSetting.stored)) ?? false)
  }

  /// The user's lock setting as the shrinker keeps it: `lock setting on` once the user turned it on, `lock setting
  /// off` once the user turned the lock off; `nil` without `lockSetting:` or before any choice.
  public var userSettingText: String? {
    guard lockSetting != nil, let choice = userLockChoice else { return nil }
    return choice ? "lock setting on" : userTurnedLockOff ? "lock setting off" : nil
  }
}
