/// What an app's code (a strategy) can do to its task and navigator: start an activity of its own, finish one, push or
/// pop a destination of its navigator.
extension Activity {
  /// `startActivity(intent)` for an activity of the app showing `screen` (``AndroidAppScreen/isActivity``), as a lock
  /// screen that is an activity of its own, or for the launcher activity (``AndroidAppDescription/startScreen``): with
  /// `clearTop` the usual "back to home", which finishes every activity above the task's root. Asynchronous: the
  /// system pauses the caller through a message to its main thread, so the start takes effect after the calling callback returns, as posted work on the main looper
  /// (https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ;
  /// `ActivityTaskManager` is a binder call; high). It is dropped unless this activity is still the resumed one in
  /// front then (a start from the background is deferred or blocked: background activity launch restrictions, API
  /// 29+, https://developer.android.com/guide/components/activities/background-starts ; high).
  ///
  /// With `flags` (or a `singleTop`/`singleTask` launch mode) the window manager may reuse an instance already in the
  /// task instead (`onNewIntent`), finishing those above it (`AndroidDevice+TaskStack.swift`).
  ///
  /// Starts this activity asks for before its start runs (two in one handler, or in two handlers of one event) all
  /// go through, in call order: each is a synchronous call that puts a new record on top of the task while the
  /// caller is still resumed, and only the top one is made (``AndroidDevice/stacksStarts(_:)``). `dropped` runs when
  /// the platform drops the start (the caller no longer the resumed activity in front).
  public func startActivity(
    _ screen: AndroidAppScreen, flags: AndroidEntry.Flags = [], dropped: (() -> Void)? = nil
  ) {
    precondition(
      screen.isActivity || screen == device.app.startScreen,
      "startActivity starts an activity of its own or the launcher")
    pendingStarts.append((screen, flags, dropped))
    guard pendingStarts.count == 1 else { return }
    // The message holds the activity, as Java's posted `Runnable` does: it may outlive the activity's destruction.
    device.looper.enqueue(at: device.now, fromOtherThread: true) { [self] in
      let starts = pendingStarts
      pendingStarts = []
      if starts.count > 1, isResumedInFront, device.stacksStarts(starts.map { ($0.screen, $0.flags) }) {
        device.startActivity(showing: [starts[starts.count - 1].screen], recordsBelow: starts.dropLast().map(\.screen))
        return
      }
      for start in starts {
        guard isResumedInFront else {
          start.dropped?()
          continue
        }
        if start.flags.isEmpty, start.screen.launchMode == .standard {
          device.startActivity(showing: [start.screen])
        } else {
          device.startActivity(start.screen, flags: start.flags)
        }
      }
    }
  }

  /// Whether this is the resumed activity in front, the only one whose start the platform lets through.
  private var isResumedInFront: Bool {
    device.activity === self && lifecycleState == .RESUMED && device.screen == .app
  }

  /// `finish()`: the activity is finished after the calling code returns (posted), when it is the task's top one:
  /// it pauses, the one below resumes, then it stops and is destroyed; one already stopped (a `finish()` from its own
  /// `onStop`, or from `onPause` as the app leaves) is only destroyed (``AndroidDevice``'s `finishTopActivity`). A
  /// model limit: finishing an activity below the top is not modeled.
  public func finish() {
    device.looper.enqueue(at: device.now, fromOtherThread: true) { [self] in
      guard device.activity === self else { return }
      device.finishTopActivity()
    }
  }

  /// `moveTaskToBack(true)`: the task containing this activity goes to the back, its activities kept in order
  /// (https://developer.android.com/reference/android/app/Activity#moveTaskToBack(boolean) ; all levels; high): the
  /// activity pauses and stops as with Home, and nothing is finished, so a return restarts it as it was. Posted, as
  /// the other task calls are; only while this activity is the one in front of the app's own task (a model limit:
  /// the sender's task is not moved). A task already leaving (the call from `onPause` or `onStop` as the user goes
  /// Home) is in the back when the message runs: nothing more happens (the activity is paused and stopped once).
  public func moveTaskToBack() {
    device.looper.enqueue(at: device.now, fromOtherThread: true) { [self] in
      guard device.activity === self, lifecycleState == .RESUMED, device.screen == .app,
        !device.finishesIntoSender(self)
      else { return }
      device.leave(self, finishing: false)
      device.screen = .home
    }
  }

  /// `NavController.navigate(route)`: pushes `screen` on this activity's navigator (drawn now, the one below stays on
  /// the back stack). The app's own destination, such as a lock route, need not be one the user can navigate to.
  public func navigate(to screen: AndroidAppScreen) {
    guard lifecycleState != .DESTROYED, currentScreen != screen else { return }
    device.pushScreen(screen, in: self)
  }

  /// `NavController.navigate(route) { popUpTo(...) { inclusive = ... }; launchSingleTop = ... }` from the app's code:
  /// the navigator's back stack changes as Jetpack Navigation's `NavOptions` say (``AndroidDevice``'s
  /// `navigate(to:popUpTo:inclusive:singleTop:in:)`), at once, and Back then pops what the stack holds.
  public func navigate(to screen: AndroidAppScreen, popUpTo: AndroidAppScreen?, inclusive: Bool, singleTop: Bool) {
    guard lifecycleState != .DESTROYED, !screen.isActivity else { return }
    device.navigate(to: screen, popUpTo: popUpTo, inclusive: inclusive, singleTop: singleTop, in: self)
  }

  /// `NavController.popBackStack()` from the app's code: pops the top destination and shows the one below. A model
  /// limit: on the start destination alone it does nothing (Navigation would leave an empty host).
  public func popBackStack() {
    guard lifecycleState != .DESTROYED else { return }
    device.popScreen(in: self)
  }

  /// `NavController.popBackStack()`: pops the top destination when it is `screen`.
  public func popBackStack(_ screen: AndroidAppScreen) {
    guard lifecycleState != .DESTROYED, currentScreen == screen else { return }
    device.popScreen(in: self)
  }
}
