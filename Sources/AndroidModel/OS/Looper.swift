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
    var run: () -> Void
  }

  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  @exclusivity(unchecked) private var messages: [Message] = []
  @exclusivity(unchecked) private var nextSequence = 0
  /// The device's virtual time, in seconds.
  @exclusivity(unchecked) public private(set) var now: Double = 0
  /// Whether the messages are held: nothing runs until ``release()`` (``AndroidEvent/holdPostedWork``).
  @exclusivity(unchecked) public private(set) var isHeld = false

  init() {}

  /// Whether no message is waiting, due or not.
  public var isIdle: Bool { messages.isEmpty }
  /// How many messages are waiting.
  public var pendingCount: Int { messages.count }

  func enqueue(at when: Double, _ run: @escaping () -> Void) {
    messages.append(Message(when: when, sequence: nextSequence, run: run))
    nextSequence += 1
  }

  /// Runs every message due at or before the current time, including ones they post for now; stops after 10,000
  /// messages (an app that reposts forever would be an ANR on a device).
  func drain() {
    guard !isHeld else { return }
    var budget = 10_000
    while budget > 0, let index = nextDueIndex() {
      let message = messages.remove(at: index)
      message.run()
      budget -= 1
    }
  }

  /// Holds every message until ``release()``.
  func hold() { isHeld = true }

  /// Stops holding and runs what is due.
  func release() {
    isHeld = false
    drain()
  }

  /// Moves time forward by `seconds`, running messages as they fall due.
  func advance(by seconds: Double) {
    let end = now + seconds
    while !isHeld, let index = nextIndex(), messages[index].when <= end {
      now = max(now, messages[index].when)
      drain()
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

  /// Runs `runnable` after `delayMillis` milliseconds of virtual time.
  /// - Returns: `true`, as Android does when the message was queued.
  @discardableResult public func postDelayed(_ runnable: @escaping () -> Void, delayMillis: Int) -> Bool {
    looper.enqueue(at: looper.now + Double(max(0, delayMillis)) / 1000, runnable)
    return true
  }
}
