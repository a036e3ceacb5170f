/// The main thread's message queue, deterministic and on virtual time (seconds since the device started).
///
/// Messages run in order of due time, then of posting, as `MessageQueue` orders them by `when` and keeps posting
/// order for equal times (https://developer.android.com/reference/android/os/Handler#post(java.lang.Runnable) ;
/// high). A lifecycle callback runs as one message, so a runnable posted from `onPause` runs after `onPause` returns
/// and after the callbacks the same transaction delivers (`onStop` comes later, in its own message; medium).
public final class Looper {
  private struct Message {
    var when: Double
    var sequence: Int
    /// Posted from another thread or process (``Handler/postFromOtherThread(_:)``): no order against the main
    /// thread's own traversal barrier.
    var isFromOtherThread = false
    var run: () -> Void
  }

  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  @exclusivity(unchecked) private var messages: [Message] = []
  @exclusivity(unchecked) private var nextSequence = 0
  /// The device's virtual time, in seconds.
  @exclusivity(unchecked) public private(set) var now: Double = 0
  /// Whether the messages are held: nothing runs until ``release()`` (``AndroidEvent/holdPostedWork``).
  @exclusivity(unchecked) public private(set) var isHeld = false
  /// Whether the device is in deep sleep (``sleep()``): the CPU is off, nothing runs and `uptimeMillis` stands still.
  @exclusivity(unchecked) public private(set) var isAsleep = false
  /// Seconds of deep sleep since the device started: ``now`` (`SystemClock.elapsedRealtime`) counts them,
  /// ``uptime`` does not.
  @exclusivity(unchecked) public private(set) var sleptSeconds: Double = 0
  /// When the current deep sleep began (``now``), while ``isAsleep``.
  @exclusivity(unchecked) private var asleepSince: Double = 0

  /// `SystemClock.uptimeMillis()`, in seconds: the device's time less its deep sleep. "This clock stops when the system
  /// enters deep sleep (CPU off, display dark, device waiting for external input)"; `elapsedRealtime()` (``now``)
  /// includes deep sleep (https://developer.android.com/reference/android/os/SystemClock ; all API levels; high).
  public var uptime: Double { now - sleptSeconds - (isAsleep ? now - asleepSince : 0) }

  /// Asked while ``advance(by:)`` runs messages (every 64 runs of its loop): `true` ends the wait there, and
  /// ``wasCutShort`` says so. A timer that re-posts itself every millisecond through an `advance` of minutes runs
  /// hundreds of thousands of messages in one step, and a run's stop (a signal, its time budget) used to wait for the
  /// step's end. `nil` (the default): never asked, and every step runs whole.
  public var shouldStop: (() -> Bool)?
  /// Whether ``shouldStop`` ended a wait early: the step is not the platform's and its state means nothing (the
  /// engine drops the trace).
  @exclusivity(unchecked) public private(set) var wasCutShort = false

  init() {}

  /// Whether no message is due: nothing waits, or only messages due later (a `postDelayed` timer), as AOSP's
  /// `MessageQueue.isIdle()` answers ("no pending messages which are due to be processed",
  /// https://developer.android.com/reference/android/os/MessageQueue#isIdle() ; API 23+; high).
  public var isIdle: Bool {
    for m in messages where m.when <= now { return false }
    return true
  }
  /// How many messages are waiting.
  public var pendingCount: Int { messages.count }
  /// How many runs of messages are under way, one inside another: a message whose work (a `startActivity`, whose new
  /// activity resumes and runs what is due) runs messages before it returns. The app's code reads it to stop a loop
  /// of its own (`AndroidAppLogic.maximumReentries`).
  @exclusivity(unchecked) public private(set) var drainDepth = 0

  func enqueue(at when: Double, fromOtherThread: Bool = false, _ run: @escaping () -> Void) {
    messages.append(Message(when: when, sequence: nextSequence, isFromOtherThread: fromOtherThread, run: run))
    nextSequence += 1
  }

  /// How many messages the main thread may run without its queue going idle before the app's own posted work is
  /// taken as never letting it idle. Messages take no virtual time here, so no count is the input dispatch timeout
  /// itself (AOSP's `InputDispatcher` reports an ANR when an input event waits 5 s,
  /// https://developer.android.com/topic/performance/vitals/anr ; high): the bound stands for it. A legitimate step
  /// runs a few dozen messages; work that posts what posts it (`post(navigate(b))` in `onDestinationChanged(b)`) runs
  /// on without end. The app's code reads it (`AndroidAppLogic`); a reply of the system's (a biometric error) waits on
  /// another process, so the looper itself only ends a drain at its budget. Whether reaching it is an ANR is the flag
  /// ``AndroidPlatformFlags/endlessPostedWorkIsANR`` (``Activity/reportEndlessPostedWork(_:)``).
  public static let maximumMessagesWithoutIdle = 1_000

  /// Messages run since the outermost run of messages began (it ends with the queue idle, or at its budget).
  @exclusivity(unchecked) public private(set) var messagesSinceIdle = 0

  /// Runs every message due at or before the current time, including ones they post for now; stops after 10,000
  /// messages (an app that reposts forever would be an ANR on a device).
  ///
  /// - Returns: `false` when it stopped on that budget with a message still due.
  @discardableResult
  func drain() -> Bool {
    guard !isHeld, !isAsleep else { return true }
    drainDepth += 1
    defer {
      drainDepth -= 1
      if drainDepth == 0 { messagesSinceIdle = 0 }
    }
    var budget = 10_000
    while budget > 0, let index = nextDueIndex() {
      let message = messages.remove(at: index)
      messagesSinceIdle += 1
      message.run()
      budget -= 1
    }
    return nextDueIndex() == nil
  }

  /// Holds every message until ``release()``.
  func hold() { isHeld = true }

  /// Runs, even while held, the messages the main thread queued that are due now, in order; what they post waits
  /// behind them (held). A new window's first traversal posts a sync barrier (`ViewRootImpl.scheduleTraversals` →
  /// `MessageQueue.postSyncBarrier`, placed after every message due by then), so the messages queued before it run
  /// before the window's first frame, and those posted after it only once the traversal has run. A message from
  /// another thread or process has no order against it: it stays held.
  func runQueuedBeforeTraversalBarrier() {
    guard isHeld, !isAsleep else { return }
    drainDepth += 1
    defer { drainDepth -= 1 }
    let barrier = nextSequence
    var budget = 10_000
    while budget > 0,
      let index = messages.indices.filter({
        messages[$0].sequence < barrier && !messages[$0].isFromOtherThread && messages[$0].when <= now
      }).min(by: { (messages[$0].when, messages[$0].sequence) < (messages[$1].when, messages[$1].sequence) })
    {
      let message = messages.remove(at: index)
      messagesSinceIdle += 1
      message.run()
      budget -= 1
    }
    // The barrier holds the rest: the queue has nothing to run until the traversal.
    if drainDepth == 1 { messagesSinceIdle = 0 }
  }

  /// Stops holding and runs what is due.
  func release() {
    isHeld = false
    drain()
  }

  /// The device enters deep sleep: nothing runs until ``wake()``.
  func sleep() {
    guard !isAsleep else { return }
    isAsleep = true
    asleepSince = now
  }

  /// The device wakes: every waiting message is due that much later, because `MessageQueue` orders messages by
  /// `uptimeMillis`, which did not advance (`Handler.postDelayed`: "The time-base is uptimeMillis. Time spent in deep
  /// sleep will add an additional delay to execution",
  /// https://developer.android.com/reference/android/os/Handler#postDelayed(java.lang.Runnable,%20long) ; high).
  func wake() {
    guard isAsleep else { return }
    isAsleep = false
    let slept = now - asleepSince
    sleptSeconds += slept
    for i in messages.indices where messages[i].when > asleepSince { messages[i].when += slept }
  }

  /// Moves time forward by `seconds`, running messages as they fall due (none in deep sleep).
  func advance(by seconds: Double) {
    if isAsleep {
      now += seconds
      return
    }
    let end = now + seconds
    var turns = 0
    while !isHeld, let index = nextIndex(), messages[index].when <= end {
      turns += 1
      if turns & 63 == 0, let shouldStop, shouldStop() {
        wasCutShort = true
        return
      }
      now = max(now, messages[index].when)
      // Work that reposts itself for the same instant never lets time pass (the app's main thread never idles):
      // the wait ends there rather than looping forever.
      guard drain() else { break }
    }
    now = end
    drain()
  }

  // A loop, not `min(by:)`: the closure would check its executor on every comparison.
  private func nextIndex() -> Int? {
    guard !messages.isEmpty else { return nil }
    var best = 0
    for i in messages.indices.dropFirst()
    where (messages[i].when, messages[i].sequence) < (messages[best].when, messages[best].sequence) {
      best = i
    }
    return best
  }

  private func nextDueIndex() -> Int? {
    guard let index = nextIndex(), messages[index].when <= now else { return nil }
    return index
  }
}

/// Posts work to a `Looper`, as `android.os.Handler` does.
public final class Handler {
  /// The looper this handler posts to.
  public let looper: Looper

  /// A handler on `looper` (`Handler(Looper.getMainLooper())`).
  public init(_ looper: Looper) { self.looper = looper }

  /// Runs `runnable` after the current message and any already due.
  /// - Returns: `true`, as Android does when the message was queued.
  @discardableResult public func post(_ runnable: @escaping () -> Void) -> Bool {
    looper.enqueue(at: looper.now, runnable)
    return true
  }

  /// `post` called on another thread (the JavaScript thread, a plugin's or a binder thread, `runOnUiThread` from
  /// there): the runnable joins the main queue when that thread gets to it, so it has no order against the main
  /// thread's own work such as a new window's first traversal (``AndroidEvent/holdPostedWork`` explores it).
  /// - Returns: `true`, as Android does when the message was queued.
  @discardableResult public func postFromOtherThread(_ runnable: @escaping () -> Void) -> Bool {
    looper.enqueue(at: looper.now, fromOtherThread: true, runnable)
    return true
  }

  /// Runs `runnable` after `delayMillis` milliseconds of virtual time.
  /// - Returns: `true`, as Android does when the message was queued.
  @discardableResult public func postDelayed(_ runnable: @escaping () -> Void, delayMillis: Int) -> Bool {
    looper.enqueue(at: looper.now + Double(max(0, delayMillis)) / 1000, runnable)
    return true
  }
}
