/// Dispatch's timer sources on the device's virtual time (shadows Dispatch's `DispatchSource` and
/// `DispatchSourceTimer`, as ``DispatchQueue`` shadows Dispatch's queue; Apple,
/// "makeTimerSource(flags:queue:)",
/// https://developer.apple.com/documentation/dispatch/dispatchsource/maketimersource(flags:queue:) ;
/// "DispatchSourceTimer", https://developer.apple.com/documentation/dispatch/dispatchsourcetimer ;
/// iOS 10+ in Swift; high for the declarations). A source is made inactive: the app installs its
/// handler, schedules it and calls `resume()` (or `activate()`); it then submits the handler to its
/// queue at the deadline and, when it repeats, at every interval after, until it is cancelled
/// (Apple's `dispatch_source_set_timer`: the next fire is at the start, then every interval; a new
/// schedule replaces the old one). `suspend()` holds events until a matching `resume()`.
///
/// The model: the handler runs when virtual time reaches the deadline, on the main run loop for every
/// queue (the model has one thread, as ``DispatchQueue/asyncAfter(deadline:execute:)``), while the app
/// runs; leeway is ignored (a fire is on time). Model reductions: the model keeps no reference of its
/// own to a source (an app that drops its only reference sees no further events), and wall-clock
/// deadlines (`schedule(wallDeadline:...)`) are not declared.
nonisolated public enum DispatchSource {
  /// A timer source's flags (Apple, "DispatchSource.TimerFlags"): `.strict` asks the system to keep to
  /// the leeway, which the model always does.
  public struct TimerFlags: OptionSet, Sendable {
    public let rawValue: UInt
    /// Makes flags of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep to the leeway.
    public static let strict = TimerFlags(rawValue: 1)
  }

  /// A new, inactive timer source whose handler runs on `queue` (a private queue of Dispatch's when
  /// `nil`).
  public static func makeTimerSource(flags: TimerFlags = [], queue: DispatchQueue? = nil) -> any DispatchSourceTimer {
    ModelTimerSource(queue: queue ?? DispatchQueue(label: "com.apple.root.default-qos", isMain: false))
  }
}

/// A timer source (Apple, "DispatchSourceTimer"; see ``DispatchSource``). Apps do not adopt it; they get
/// one from ``DispatchSource/makeTimerSource(flags:queue:)``.
nonisolated public protocol DispatchSourceTimer: AnyObject, Sendable {
  /// Fires first at `deadline`, then every `interval` (`.never`: once); replaces any earlier schedule.
  func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval, leeway: DispatchTimeInterval)
  /// Fires first at `deadline`, then every `interval` seconds.
  func schedule(deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval)
  /// The block submitted to the source's queue at each fire (`nil`: none); a plain block, not
  /// `@Sendable`, as Dispatch's `DispatchSourceHandler` is.
  func setEventHandler(handler: (() -> Void)?)
  /// The block submitted once when the source is cancelled.
  func setCancelHandler(handler: (() -> Void)?)
  /// Activates an inactive source, or undoes one `suspend()`.
  func resume()
  /// Activates an inactive source.
  func activate()
  /// Holds events until a matching `resume()`.
  func suspend()
  /// Stops the source for good; its cancel handler runs.
  func cancel()
  /// Whether the source was cancelled.
  var isCancelled: Bool { get }
}

extension DispatchSourceTimer {
  /// Fires once at `deadline` (Dispatch's default: no repeat, no leeway).
  public func schedule(deadline: DispatchTime) {
    schedule(deadline: deadline, repeating: .never, leeway: .nanoseconds(0))
  }
  /// Fires at `deadline`, then every `interval`.
  public func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval) {
    schedule(deadline: deadline, repeating: interval, leeway: .nanoseconds(0))
  }
  /// Fires at `deadline`, then every `interval` seconds.
  public func schedule(deadline: DispatchTime, repeating interval: Double) {
    schedule(deadline: deadline, repeating: interval, leeway: .nanoseconds(0))
  }
}

/// The model's timer source: its state is read and changed on the main thread only (the model's one
/// thread; `@unchecked Sendable` as Dispatch's sources are `Sendable`).
nonisolated final class ModelTimerSource: DispatchSourceTimer, @unchecked Sendable {
  private let queue: DispatchQueue
  private var deadline: DispatchTime?
  private var interval: Double?
  private var handler: (() -> Void)?
  private var cancelHandler: (() -> Void)?
  private var activated = false
  private var suspensions = 0
  private(set) var isCancelled = false
  /// Bumped by every schedule, suspension and cancel: a fire armed before it is stale.
  private var generation = 0

  init(queue: DispatchQueue) { self.queue = queue }

  func schedule(deadline: DispatchTime, repeating interval: DispatchTimeInterval, leeway: DispatchTimeInterval) {
    reschedule(deadline, interval.nanoseconds.map { Double($0) / 1e9 })
  }

  func schedule(deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval) {
    reschedule(deadline, interval.isFinite && interval > 0 ? interval : nil)
  }

  func setEventHandler(handler: (() -> Void)?) { self.handler = handler }
  func setCancelHandler(handler: (() -> Void)?) { cancelHandler = handler }

  func resume() {
    if !activated {
      activated = true
    } else if suspensions > 0 {
      suspensions -= 1
    }
    arm()
  }

  func activate() {
    guard !activated else { return }
    activated = true
    arm()
  }

  func suspend() {
    suspensions += 1
    generation += 1
  }

  func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    generation += 1
    if let cancelHandler { submit(cancelHandler, later: true) }
  }

  /// Runs `block` as the source's queue runs it: on the main queue in this turn (a fire) or on a
  /// later turn (`later`: a cancel, submitted as `async` is), at once on the model's one thread for a
  /// private queue (see `runPrivate`).
  private func submit(_ block: @escaping () -> Void, later: Bool = false) {
    nonisolated(unsafe) let block = block
    if !queue.isMain {
      queue.runPrivate { block() }
    } else if later {
      queue.async { block() }
    } else {
      block()
    }
  }

  private func reschedule(_ deadline: DispatchTime, _ interval: Double?) {
    self.deadline = deadline
    self.interval = interval
    generation += 1
    arm()
  }

  /// Arms the next fire at the deadline when the source is active, not suspended and not cancelled.
  private func arm() {
    guard activated, suspensions == 0, !isCancelled, let deadline,
      deadline.uptimeNanoseconds != .max
    else { return }
    let armed = generation
    MainActor.assumeIsolated {
      Device.current?.enqueueMain(after: Double(deadline.uptimeNanoseconds) / 1e9) { [weak self] in
        self?.fire(armed)
      }
    }
  }

  private func fire(_ armed: Int) {
    guard armed == generation, activated, suspensions == 0, !isCancelled else { return }
    if let handler { submit(handler) }
    guard armed == generation, let interval, let deadline else { return }
    self.deadline = deadline + interval
    arm()
  }
}
