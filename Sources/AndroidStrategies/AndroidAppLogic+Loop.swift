import AndroidModel
import AppLogic

/// A script whose handler sets off its own callback again (`on onResume(activity=card): startActivity(card)`,
/// `on onDestinationChanged(settings): navigate(settings)`, a `post` that posts what posts it) loops without end on a
/// device; the model stops it at a bound and reports the app killed, naming the line.
extension AndroidAppLogic {
  /// How deep the app's callbacks may run inside one another within one step, counting both a handler run inside
  /// another handler's action (a synchronous re-entry: `navigate` calls the destination listener at once) and a run
  /// of the main looper's messages inside another (a posted re-entry: a started activity resumes inside the message
  /// that started it). A script that goes deeper loops: a synchronous loop overflows the main thread's stack
  /// (`java.lang.StackOverflowError`, uncaught: the process dies,
  /// https://docs.oracle.com/javase/8/docs/api/java/lang/StackOverflowError.html ; high), a posted one never lets the
  /// main thread idle (`ANR`, ``AndroidModel/Activity/reportNotResponding(_:)``). Legitimate scripts nest a few levels
  /// (an activity that starts the next from its `onResume`, a chain of screens); 16 keeps the model's own stack small
  /// on every worker thread.
  public static let maximumReentries = 16

  /// Actions that cannot set a callback off: they change the script's variables or the app's storage only.
  static let actionsSettingNothingOff: Set<String> = ["set", "clear", "stamp", "store", "unstore"]

  /// The handler a loop is blamed on, `about` being the one about to run too deep: of the handlers that ran since the
  /// outermost callback began, the one that ran most among those whose actions can set a callback off (a `set` only
  /// rides along with the loop), the first in the file on a tie; `about` when none can.
  func loopCulprit(about: Int) -> Int {
    var runs = runsInThisEntry
    runs[about] += 1
    var best: Int?
    for (index, handler) in script.handlers.enumerated() where runs[index] > 0 {
      guard handler.actions.contains(where: { !Self.actionsSettingNothingOff.contains($0.name) }) else { continue }
      if best.map({ runs[index] > runs[$0] }) ?? true { best = index }
    }
    return best ?? about
  }

  /// Stops the loop as handler `about` was to run again: the app runs no more code in this process, and the device
  /// records the crash, which kills the process at the end of the step (the crash invariant reports it). The line
  /// named is the loop's (``loopCulprit(about:)``).
  func stopLoop(_ about: Int, _ activity: Activity) {
    isLooping = true
    let handler = script.handlers[loopCulprit(about: about)]
    let event = handler.event.name
    let place = "app-logic \(script.place(ofLine: handler.line))"
    let actions = handler.actions.map(Self.text).joined(separator: "; ")
    // Beyond the first run of this event in the step, more of the depth is on the stack than in the looper's runs.
    let synchronous = runDepth > activity.mainLooper.drainDepth
    let message =
      "\(place): \(actions) set off its own \(event) again, \(Self.maximumReentries) levels deep in one step "
      + (synchronous
        ? "(each inside the last, on the main thread's stack)"
        : "(each from work the last one started or posted: the main thread never idles)")
      + "; on a device it loops until the app is killed"
    note("\(place): loops (\(event) set off again by its own work); the app stops responding", activity)
    if synchronous {
      activity.throwUncaughtException("java.lang.StackOverflowError", message)
    } else {
      activity.reportNotResponding(message)
    }
  }

  /// Whether the posted work of the handler on `line` runs among the main thread's last messages before it is taken
  /// as never idling (``AndroidModel/Looper/maximumMessagesWithoutIdle``; the last ``maximumReentries``, so that a
  /// loop through the system's own messages, such as a posted `startActivity`, is still blamed on the script): work
  /// that posts what posts it, through any action (`navigate`, `startActivity`, `set`, another `post`). The loop is
  /// stopped there and blamed on that handler: the app runs no more code in this process, and the device records an
  /// ANR; or, when the profile answers that such a loop is no ANR (`endlessPostedWorkIsANR`), the model only cuts it
  /// (the work is not run) and the app runs on.
  func stopsPostedLoop(line: Int, _ activity: Activity) -> Bool {
    let last = Looper.maximumMessagesWithoutIdle - Self.maximumReentries
    guard activity.mainLooper.messagesSinceIdle >= last else { return false }
    let index = script.handlers.firstIndex { $0.line == line }
    let handler = index.map { script.handlers[$0] }
    let place = "app-logic \(script.place(ofLine: line))"
    let actions = handler.map { $0.actions.map(Self.text).joined(separator: "; ") } ?? "its posted work"
    let event = handler?.event.name ?? runningEvent ?? "callback"
    let isANR = activity.reportEndlessPostedWork(
      "\(place): \(actions) in \(event) posts work that posts it again: the main looper ran "
        + "\(Looper.maximumMessagesWithoutIdle) messages without idling, so input dispatching times out (5 s on a "
        + "device); on a device it loops until the app is killed")
    guard isANR else {
      note("\(place): loops (its posted work posts it again); the model cuts the loop, the app answers input", activity)
      return true
    }
    isLooping = true
    note("\(place): loops (its posted work posts it again); the app stops responding", activity)
    return true
  }
}
