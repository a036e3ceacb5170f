import AndroidModel

/// needless-lock: once the user has passed the app's lock, the lock asks again only after the app has left the screen
/// (Home, Recents, another app, the screen off, its process's end): iOS's invariant of the same name, judged the same
/// way (checked for strategies that are locks).
///
/// The platform mechanism: the app's own navigation pauses and stops its activities without the app leaving.
/// Starting another activity of the app pauses the current one and, once covered, stops it; Back resumes it
/// ("Coordinating activities",
/// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; high). A
/// dialog-themed or translucent activity (a biometric prompt's host activity, a permission dialog) pauses the one
/// below without stopping it (AOSP,
/// https://android.googlesource.com/platform/frameworks/base/+/d9e778ba4f39ab18390cb2716aed05c17869943a%5E%21/ ;
/// high), and a configuration change recreates it
/// (https://developer.android.com/guide/topics/resources/runtime-changes ; high). Another app's activity the app
/// starts for a result (the share sheet, the permission dialog, the camera: ``AndroidEvent/startOtherActivity(_:)``)
/// runs in the app's task, so its round trip is in-app too, the camera's full-screen one included
/// (``OtherActivityTheme``). A lock re-armed in `onPause`,
/// `onStop`, `onStart` or `onResume`, or in every activity's `onCreate` (`in=baseActivity`), asks again on in-app
/// navigation although the user never left. Which callbacks the navigation gives is the platform's answer, so the
/// verdict is the platform's (``AndroidDevice/needlessLock``); a re-arm by the app's own prompt followed by another
/// prompt with no user action between is `reauth-loop`, checked first. A pass and a re-arm within one event count
/// too: the right passcode finishes the lock activity and a second instance stacked below it (started again at a
/// return with no check for one up) resumes and stands the promise again (``AndroidDevice/sampleLockPromise()``). A
/// lock activity the app's own code started, in front after the pass while the promise is released (revealed by the
/// pass, or started after it by a later callback), asks again too (``AndroidNeedlessLock/codeLock``; s42).
struct AndroidNeedlessLockCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.needlessLock

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    guard let needless = context.device.needlessLock else { return nil }
    if let lock = needless.codeLock {
      // A lock activity of the code's in front after the pass, the promise released.
      let when =
        lock.startedWhileLocked
        ? "started before the pass (while the lock stood) by \(lock.startedBy), a second instance stacked below the "
          + "one passed, which the pass revealed"
        : "started after the pass by \(lock.startedBy)"
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the app's lock activity \(lock.screen) was in front again at "
          + "t=\(formatTime(needless.armedAt)) s although the user passed the lock at t=\(formatTime(needless.passedAt)) s "
          + "and the app has not left the screen since (" + needlessLockEventsSince(needless.events)
          + "; an instance of \(lock.screen) the app's code \(when): the user is asked again)")
    }
    if let prompt = needless.prompt {
      // The app's own prompt raised while the lock's promise did not stand.
      let cause =
        prompt.afterSuccess
        ? "right after the success, with no user action between: the callback that asked came from the prompt's own "
          + "end (a prompt hosted by an activity pauses the app's and resumes it after the outcome), so it asks after "
          + "every success"
        : "in-app navigation, a dialog-themed activity or a configuration change came between, and the app asked again"
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the app asked for the biometric prompt again at t=\(formatTime(needless.armedAt)) s "
          + "although the user passed its lock at t=\(formatTime(needless.passedAt)) s and the app has not left the "
          + "screen since (" + needlessLockEventsSince(needless.events) + "; " + cause + ")")
    }
    if let callbacks = needless.callbacksSincePass {
      // The pass and the re-arm in one event: the callbacks the pass set off stood the promise again.
      return Violation(
        invariant: invariant, step: context.step,
        detail:
          "\(context.eventText): the app's lock stood again at t=\(formatTime(needless.armedAt)) s in the same event "
          + "in which the user passed it, with the app on screen throughout (callbacks after the pass: "
          + callbacks.joined(separator: ", ")
          + "; what the pass uncovered stood the lock again: an instance of the lock activity started earlier and "
          + "stacked below the one passed, or a callback that re-arms it)")
    }
    if let promise = needless.promise {
      // A lock promising intervals: asked before the interval it promises had passed.
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): "
          + needlessLockIntervalDetail(
            armedAt: needless.armedAt, idleFor: needless.idleFor, awayFor: needless.awayFor, promise: promise,
            passedAt: needless.passedAt, events: needless.events, input: "interaction"))
    }
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): "
        + needlessLockStoodAgainDetail(
          lock: "lock", armedAt: needless.armedAt, place: "screen", passedAt: needless.passedAt,
          events: needless.events,
          cause: "in-app navigation, a dialog-themed activity or a configuration change re-armed it"))
  }
}
