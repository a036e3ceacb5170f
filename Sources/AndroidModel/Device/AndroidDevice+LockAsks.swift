/// The lock's promise against the user's leaving (`needless-lock`, iOS's invariant of the same name): once the user
/// has passed the app's lock, its promise (``AndroidPrivacyStrategy/isAppLocked``) stands again only after the app
/// left the screen: Home, Recents, another app (a quick switch, picture-in-picture), the screen turning off, or its
/// process's end.
///
/// The platform mechanism: the app's own navigation pauses and stops its activities although the app never leaves.
/// Starting another activity of the app pauses the current one (`onPause`), creates the new one (`onCreate`,
/// `onStart`, `onResume`) and, once it covers the first, stops it (`onStop`); Back finishes the new one and the first
/// gets `onRestart`, `onStart` and `onResume` ("Coordinating activities",
/// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; all API
/// levels; high). A dialog-themed or translucent activity above (a biometric prompt's host activity, a permission
/// dialog) pauses the one below without stopping it, which stays visible and resumes when it goes (the same page,
/// "onPause"; AOSP, "Never resume activities that are partially occluded",
/// https://android.googlesource.com/platform/frameworks/base/+/d9e778ba4f39ab18390cb2716aed05c17869943a%5E%21/ ;
/// high). Another app's activity the app starts for a result (the share sheet, the permission dialog, the camera)
/// starts in the app's task and never takes the app off the screen (``OtherActivityTheme``,
/// `AndroidDevice+OtherActivity.swift`). A configuration change (rotation, a fold, a resize) destroys the activity
/// and creates a new one (https://developer.android.com/guide/topics/resources/runtime-changes ; high). So a lock
/// re-armed in `onPause`, `onStop`, `onStart` or `onResume`, or in every activity's `onCreate` (a base activity),
/// asks the user again on in-app navigation although the user never left; which callbacks the navigation gives is
/// the platform's answer, so the verdict is the platform's.
///
/// A lock that promises an interval away, or the user's own lock timeout (``AndroidLockSetting``), keeps the stay
/// through a trip out that does not call for it: shorter than the interval, with the phone never locked (the screen
/// turning off locks it, ``deviceLocks``), or with no restart (``processKills``, ``appCloses``); an ask the code made at the
/// leave (a rearm in `onStop`) is judged with the trip at the return.
extension AndroidDevice {
  /// What `needless-lock` reads: when the user last passed the app's lock while the app has stayed on screen since,
  /// what happened after, and a re-arm with no leave between.
  struct LockAskState {
    /// When the user last passed the lock (its promise released) while the app has stayed on screen since; `nil`
    /// once it leaves or its process ends.
    var passedAt: Double?
    /// The events since that pass, as a trace writes them, at most ``keptEvents`` of the latest.
    var eventsSincePass: [String] = []
    /// Whether the current event took the app off the screen (``leave(_:finishing:snapshotAt:displayOff:)``), even if
    /// it came back within the same event.
    var leftDuringEvent = false
    /// The re-arm with no leave since the pass, during the last event.
    var needless: AndroidNeedlessLock?
    /// When the app left the screen during a stay kept by a lock's promised interval away, until it is back.
    var leftAt: Double?
    /// When the user last interacted with the app (``AndroidLockTimerPromise/idle`` counts from it).
    var lastInteractionAt: Double?
    /// ``AndroidDevice/deviceLocks``, ``AndroidDevice/processKills`` and ``AndroidDevice/appCloses`` at the pass: a
    /// user's setting
    /// (``AndroidLockSetting``) judges a trip by the device locks and restarts since.
    var locksAtPass = 0
    var killsAtPass = 0
    var closesAtPass = 0
    /// Whether the promise stood before the event that took the app off the screen: an ask the code made as the app
    /// left (a rearm in `onPause` or `onStop`) is judged at the return, with the trip.
    var lockedAtLeave = false
    /// When the app raised a biometric prompt during the current event while its lock's promise did not stand
    /// (``notePromptForLockStay()``), and whether it came right after a success with no user action between; judged
    /// against the stay at the event's end.
    var promptWhileReleased: (time: Double, afterSuccess: Bool)?
    /// The promise as last sampled during the current event (``sampleLockPromise()``), `nil` before the first sample.
    var sampledLocked: Bool?
    /// When the promise was released during the current event with the app on screen, and how long
    /// ``AndroidDevice/lifecycleLog`` was then: a re-arm before the event ends is judged against it
    /// (``judgePassInOneEvent(locked:event:)``).
    var releasedInEvent: (time: Double, logIndex: Int)?
    /// The activity in front when the user passed the lock (the sample that saw the release, else the event's end):
    /// a lock activity of the code's in front later, another than this one, was revealed or started after the pass
    /// (``judgeCodeLockShown(_:)``).
    var frontAtPass: Activity?

    /// How many of the latest events a finding names.
    static let keptEvents = 6
  }

  /// Records the promise's change over the event just run: a release while the app is on screen starts a stay, a
  /// leave or the process's end ends it, and a re-arm during a stay is ``needlessLock``.
  func noteLockPromise(lockedBefore: Bool, event: AndroidEvent) {
    let locked = strategy.isAppLocked
    let stays = screen == .app && activity != nil && !lockAsks.leftDuringEvent
    leftDuringLastEvent = lockAsks.leftDuringEvent
    let leftDuringEvent = lockAsks.leftDuringEvent
    lockAsks.leftDuringEvent = false
    // A section's lock asks at each opening by its promise: no stay after a pass to judge.
    if strategy.locksEachOpening { return }
    guard stays else {
      lockAsks.promptWhileReleased = nil
      guard lockAsks.passedAt != nil else { return }
      // A lock promising an interval away, or a user's setting, keeps the stay through a trip out that does not
      // call for it.
      if hasTask, strategy.lockTimerPromise?.judgesTrips == true {
        if lockAsks.leftAt == nil {
          lockAsks.leftAt = now
          lockAsks.lockedAtLeave = lockedBefore
        }
        appendLockAskEvent(event)
        // Left and back within this event: judged as a return now.
        if screen == .app, activity != nil, leftDuringEvent {
          judgeLockStay(locked: locked, lockedBefore: lockedBefore)
        }
        return
      }
      lockAsks.passedAt = nil
      lockAsks.leftAt = nil
      lockAsks.eventsSincePass.removeAll()
      return
    }
    defer { judgePromptWhileReleased(event) }
    if lockAsks.passedAt == nil, lockedBefore, locked, judgePassInOneEvent(event: event) { return }
    if lockAsks.passedAt != nil {
      appendLockAskEvent(event)
      judgeLockStay(locked: locked, lockedBefore: lockedBefore)
    } else if lockedBefore, !locked {
      startLockStay()
    }
    if !locked { judgeCodeLockShown(event) }
  }

  /// The promise released and the app on screen since the pass, yet a lock activity the app's own code started is in
  /// front, another than the one the user passed: the user is asked again with no leave (``needlessLock``, with
  /// ``AndroidNeedlessLock/codeLock``).
  ///
  /// The platform mechanism: a `standard` lock activity started twice (two callbacks of one launch or return, each
  /// `startActivity` while locked, with no check for one up) is two instances, one on top of the other ("Tasks and the
  /// back stack": "the system always creates a new instance of the activity in the target task",
  /// https://developer.android.com/guide/components/activities/tasks-and-back-stack ; high); the pass finishes the top
  /// one and the one below resumes within the same dispatch ("Coordinating activities",
  /// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; high). The
  /// same holds for one a later callback starts after the pass (the activity below resuming as the lock finishes).
  /// A prompt asked again right after its success is `reauth-loop`'s, checked first.
  private func judgeCodeLockShown(_ event: AndroidEvent) {
    guard let passedAt = lockAsks.passedAt, lockAsks.needless == nil, promptHistory.repromptedAfterSuccessAt == nil,
      let front = activity, front !== lockAsks.frontAtPass, front.lifecycleState == .RESUMED,
      let start = strategy.codeLockStart(shownBy: front)
    else { return }
    var needless = AndroidNeedlessLock(passedAt: passedAt, armedAt: now, events: lockAsks.eventsSincePass)
    needless.codeLock = start
    lockAsks.needless = needless
    lockAsks.passedAt = nil
    lockAsks.eventsSincePass.removeAll()
  }

  /// Samples the promise between two of the app's callbacks during an event (``log(_:)`` calls it before each one):
  /// a release seen with the app on screen, before any leave in the event, is a pass the same event may undo.
  ///
  /// The platform mechanism: one user action can set off several activities' callbacks in turn. The right passcode
  /// finishes the lock activity, and the activity below it resumes within the same dispatch: `finish()` pauses the
  /// top activity, then the one below gets `onRestart`, `onStart` and `onResume` before the finished one stops
  /// ("Coordinating activities",
  /// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; all API
  /// levels; high). What is below is the platform's answer too: a second `startActivity` of the same activity class,
  /// without `FLAG_ACTIVITY_SINGLE_TOP`, `FLAG_ACTIVITY_CLEAR_TOP` or a `singleTop`/`singleTask` launch mode, puts a
  /// second instance on top of the first ("Tasks and the back stack": with the `standard` mode "the system always
  /// creates a new instance of the activity in the target task"; "an activity can be instantiated multiple times",
  /// https://developer.android.com/guide/components/activities/tasks-and-back-stack ; high;
  /// ``AndroidDevice/startActivity(showing:)``). So a lock activity started at every return with no check for one
  /// already up stacks, and the pass of the top one resumes the next, which stands the promise again.
  func sampleLockPromise() {
    guard strategy.isAppLock else { return }
    let locked = strategy.isAppLocked
    defer { lockAsks.sampledLocked = locked }
    guard screen == .app, activity != nil, !lockAsks.leftDuringEvent else {
      lockAsks.releasedInEvent = nil
      return
    }
    if lockAsks.sampledLocked == true, !locked, lockAsks.releasedInEvent == nil {
      lockAsks.releasedInEvent = (now, lifecycleLog.count)
      lockAsks.frontAtPass = activity
    }
  }

  /// The promise stood before and after the event, but the event released it in between with the app on screen and
  /// no leave: the user passed the lock and the callbacks the pass set off stood it again (``sampleLockPromise()``).
  /// Records the needless ask and returns `true`; `false` when there was no such pass.
  /// A re-arm that asked for the prompt again right after its success is `reauth-loop`'s, judged there (checked
  /// first), not a second finding here.
  private func judgePassInOneEvent(event: AndroidEvent) -> Bool {
    guard let release = lockAsks.releasedInEvent, promptHistory.repromptedAfterSuccessAt == nil else { return false }
    let callbacks = lifecycleLog[min(release.logIndex, lifecycleLog.count)...].filter { !$0.hasPrefix("app-logic") }
    var needless = AndroidNeedlessLock(passedAt: release.time, armedAt: now, events: [event.description])
    needless.callbacksSincePass = Array(callbacks.prefix(LockAskState.keptEvents))
    lockAsks.needless = needless
    return true
  }

  /// A stay goes on (the app on screen since the pass, or back within the promised interval away): a re-arm is
  /// needless unless the promised idle interval has passed.
  private func judgeLockStay(locked: Bool, lockedBefore: Bool) {
    guard let passedAt = lockAsks.passedAt else { return }
    let promise = strategy.lockTimerPromise
    var away: Double?
    var lockedBefore = lockedBefore
    if let leftAt = lockAsks.leftAt {
      lockedBefore = lockAsks.lockedAtLeave
      lockAsks.leftAt = nil
      away = now - leftAt
      let restarts = processKills - lockAsks.killsAtPass + appCloses - lockAsks.closesAtPass
      // A new process owes the lock whatever the time away: the promise stands from the process's start (the lock
      // family's `isAppLocked`; `lockSetting:` "owed from each launch"), as the user's setting already read it (a
      // new user's 5-minute lock asked again after a process death was a false needless-lock, s47).
      let callsForLock =
        promise?.setting.map {
          $0.callsForLock(awayFor: now - leftAt, deviceLocks: deviceLocks - lockAsks.locksAtPass, restarts: restarts)
        } ?? promise?.away.map { now - leftAt >= $0 - 1e-9 || restarts > 0 } ?? false
      if callsForLock {
        // A trip that calls for the lock (away as long as promised, the phone locked, a restart): the stay ended,
        // and an ask on the return is the one promised.
        lockAsks.eventsSincePass.removeAll()
        lockAsks.promptWhileReleased = nil
        if locked { lockAsks.passedAt = nil } else { startLockStay() }
        return
      }
    }
    guard locked, !lockedBefore else { return }
    let armedAt = max(passedAt, min(promise?.lastArmedAt ?? now, now))
    let idleSince = max(passedAt, lockAsks.lastInteractionAt ?? passedAt)
    if let idle = promise?.idle, armedAt - idleSince >= idle - 1e-9 {
      lockAsks.passedAt = nil
      lockAsks.eventsSincePass.removeAll()
      return
    }
    var needless = AndroidNeedlessLock(
      passedAt: passedAt, armedAt: promise == nil ? now : armedAt, events: lockAsks.eventsSincePass)
    if let promise {
      needless.promise = promise.text
      needless.idleFor = armedAt - idleSince
      needless.awayFor = away
    }
    lockAsks.needless = needless
    lockAsks.passedAt = nil
    lockAsks.eventsSincePass.removeAll()
  }

  /// The app's biometric prompt came up now: while the app is a lock whose promise does not stand, it is judged at the
  /// event's end against the stay (``judgePromptWhileReleased(_:)``).
  func notePromptForLockStay() {
    guard strategy.isAppLock, !strategy.isAppLocked, lockAsks.promptWhileReleased == nil else { return }
    lockAsks.promptWhileReleased = (now, promptHistory.repromptedAfterSuccessAt != nil)
  }

  /// The app's lock asked the user again, with the biometric prompt, although its promise did not stand: the user had
  /// passed it during the stay and the app had not left the screen (``needlessLock``, with
  /// ``AndroidNeedlessLock/prompt``). The prompt is the ask the user sees, whether or not the app also stands its promise
  /// again; the platform decides when the callback that asks comes: a prompt hosted by an activity (a plugin's
  /// translucent activity, androidx.biometric's device-credential handler up to API 28, Settings'
  /// `ConfirmDeviceCredentialActivity`: ``BiometricPrompt/Host``) pauses the app's activity and resumes it when it
  /// finishes, after the outcome ran, so an app that asks in every `onResume` with no guard asks again right after each
  /// success (an app's lock activity started from `onResume`, "causes an infinite loop",
  /// https://github.com/aidin36/simpletextcrypt/issues/1 ; a device-credential screen coming back after the PIN,
  /// https://github.com/mozilla-lockwise/lockwise-android/issues/327 ; medium-high), while SystemUI's own window pauses
  /// nothing. A prompt asked by the user's own call in the app (`appCall`) is the user's request, not the lock's ask.
  private func judgePromptWhileReleased(_ event: AndroidEvent) {
    guard let prompt = lockAsks.promptWhileReleased else { return }
    lockAsks.promptWhileReleased = nil
    if case .appCall = event { return }
    guard lockAsks.needless == nil, let passedAt = lockAsks.passedAt, passedAt <= prompt.time else { return }
    var needless = AndroidNeedlessLock(passedAt: passedAt, armedAt: prompt.time, events: lockAsks.eventsSincePass)
    needless.prompt = AndroidNeedlessLock.PromptAsk(afterSuccess: prompt.afterSuccess)
    lockAsks.needless = needless
  }

  /// The user passed the lock with the app on screen: a stay begins.
  private func startLockStay() {
    if lockAsks.releasedInEvent == nil { lockAsks.frontAtPass = activity }
    lockAsks.passedAt = now
    lockAsks.leftAt = nil
    lockAsks.locksAtPass = deviceLocks
    lockAsks.killsAtPass = processKills
    lockAsks.closesAtPass = appCloses
  }

  private func appendLockAskEvent(_ event: AndroidEvent) {
    lockAsks.eventsSincePass.append(event.description)
    if lockAsks.eventsSincePass.count > LockAskState.keptEvents { lockAsks.eventsSincePass.removeFirst() }
  }

  /// The re-arm of the app's lock promise during the last event although the app had not left the screen since the
  /// user passed it, or `nil` (see `needless-lock`).
  public var needlessLock: AndroidNeedlessLock? { lockAsks.needless }
}

/// The app's lock promise re-armed although the app had not left the screen since the user passed it
/// (``AndroidDevice/needlessLock``).
public struct AndroidNeedlessLock: Sendable, Equatable {
  /// When the user passed the lock, in virtual seconds.
  public let passedAt: Double
  /// When the promise stood again, in virtual seconds.
  public let armedAt: Double
  /// The events between, as a trace writes them, oldest first (at most six, the latest).
  public let events: [String]
  /// The intervals the lock promises, in words, when it promises any (``AndroidLockTimerPromise/text``).
  public var promise: String? = nil
  /// With a promise: seconds since the user's last interaction or the unlock when it stood again.
  public var idleFor: Double? = nil
  /// With a promise: seconds the app had been away on the return that re-armed it, if any.
  public var awayFor: Double? = nil
  /// The ask was the app's biometric prompt raised while the lock's promise did not stand (the app asked although the
  /// user had passed the lock and not left), rather than the promise standing again: ``PromptAsk/afterSuccess`` when it
  /// came right after a success with no user action between (the prompt's own host gave the callback that asked: a
  /// loop).
  public var prompt: PromptAsk? = nil
  /// The pass and the re-arm came in one event: the platform's callbacks after the pass, in order (at most six), the
  /// one that stood the promise again among them (``AndroidDevice/sampleLockPromise()``); `nil` otherwise.
  public var callbacksSincePass: [String]? = nil
  /// The ask was a lock activity the app's own code started, in front after the pass (revealed by it, or started by a
  /// later callback), while the promise did not stand (``AndroidDevice/judgeCodeLockShown(_:)``); `nil` otherwise.
  public var codeLock: AndroidCodeLockStart? = nil

  /// A biometric prompt the app raised while its lock's promise did not stand.
  public struct PromptAsk: Sendable, Equatable {
    /// Whether the previous prompt had succeeded and the user had done nothing since but wait.
    public let afterSuccess: Bool
  }
}
