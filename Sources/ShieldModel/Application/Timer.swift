/// Foundation's `Timer` on the device's virtual clock: it shadows Foundation's for code that
/// imports the model, so a cover removed after a delay or an idle lock that ticks runs in the
/// trace's time, not the host's (Apple, "Timer",
/// https://developer.apple.com/documentation/foundation/timer ; iOS 2+; high for every behaviour
/// below unless it says otherwise).
///
/// - A scheduled timer fires on the main run loop once virtual time reaches its fire date, as
///   `DispatchQueue.main.asyncAfter` does; while the app is suspended it does not fire, and one
///   that fell due meanwhile fires after the return (``PlatformFlags`` and
///   `Device+Lifecycle.swift` hold that rule for every run-loop timer).
/// - A repeating timer is rescheduled from its scheduled fire date, not from when it fired; when
///   it was delayed past one or more fire dates it fires once for them and is rescheduled for the
///   next fire date in the future ("Comparing Repeating and Nonrepeating Timers").
/// - An interval of 0 or less is taken as 0.0001 seconds (the `scheduledTimer` methods' doc).
/// - `invalidate()` stops it for good and releases its target and block; a nonrepeating timer
///   invalidates itself once it fired; `fire()` runs it now without moving a repeating timer's
///   schedule ("fire()", "invalidate()").
/// - `tolerance` is kept and not used: the model fires on the fire date (within the tolerance
///   Apple allows).
///
/// Nonisolated, as Foundation's is; the block is `@Sendable`, as swift-corelibs-foundation and
/// the iOS 18 SDK declare it (medium for the SDK: from the Swift 6 diagnostics apps report for
/// main-actor state mutated in the block). Outside a simulated device a timer never fires.
nonisolated public final class Timer {
  /// The seconds between firings of a repeating timer (a nonrepeating timer's delay).
  public let timeInterval: TimeInterval
  /// The seconds the system may fire late (kept; the model fires on time).
  public var tolerance: TimeInterval = 0
  /// What the timer was made with for its action's use.
  public let userInfo: Any?
  /// Whether the timer can still fire: `false` once it was invalidated, or once a nonrepeating
  /// timer fired.
  public private(set) var isValid = true
  private let repeats: Bool
  private var action: ((Timer) -> Void)?
  /// Virtual seconds of the next fire date.
  private var dueTime: Double
  /// Whether a run loop holds the timer (`add(_:forMode:)` or a `scheduledTimer` method).
  private var isScheduled = false

  /// A timer that calls `block` with itself, first `interval` seconds from now; not scheduled
  /// until it is added to a run loop (`RunLoop.main.add(_:forMode:)`).
  ///
  /// `@preconcurrency`, as the SDK's Foundation is imported into an app (an Objective-C API whose
  /// block is `NS_SWIFT_SENDABLE`): a Swift 5 app whose block touches main-actor state (a SwiftUI
  /// view's `@State`) gets the Sendable diagnostic as a warning, as with the iOS SDK, and Swift 6
  /// code an error (Apple, "init(timeInterval:repeats:block:)",
  /// https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:) ;
  /// Swift, "Importing Objective-C APIs", SE-0337's `@preconcurrency`; high).
  @preconcurrency
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, userInfo: nil, action: block)
  }

  /// A timer that sends `aSelector` to `target` (with the timer as its argument, if the method
  /// takes one), first `ti` seconds from now. The timer holds `target` strongly until it is
  /// invalidated. Not scheduled until it is added to a run loop.
  public convenience init(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats yesOrNo: Bool
  ) {
    let target = aTarget as AnyObject
    self.init(interval: ti, repeats: yesOrNo, userInfo: userInfo) { aSelector.send(to: target, with: $0) }
  }

  private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: @escaping (Timer) -> Void) {
    timeInterval = interval > 0 ? interval : 0.0001
    self.repeats = repeats
    self.userInfo = userInfo
    self.action = action
    dueTime = MainActor.assumeIsolated { Device.current?.runLoop.now ?? 0 } + timeInterval
  }

  /// A timer scheduled on the main run loop that calls `block` (see the initializer;
  /// `@preconcurrency` as it is).
  @preconcurrency @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    timer.schedule()
    return timer
  }

  /// A timer scheduled on the main run loop that sends `aSelector` to `target` (see the
  /// initializer).
  @discardableResult
  public class func scheduledTimer(
    timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
    repeats yesOrNo: Bool
  ) -> Timer {
    let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    timer.schedule()
    return timer
  }

  /// Runs the timer's action now; a nonrepeating timer is then invalidated, a repeating one
  /// keeps its schedule. Does nothing once invalidated.
  public func fire() {
    guard isValid, let action else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and releases its action (and the target it holds).
  public func invalidate() {
    isValid = false
    action = nil
  }

  /// Puts the timer on the current device's main run loop, once.
  package func schedule() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    enqueue(at: dueTime)
  }

  private func enqueue(at time: Double) {
    nonisolated(unsafe) let timer = self
    MainActor.assumeIsolated {
      Device.current?.enqueueMain(after: time) { timer.runLoopFired(at: time) }
    }
  }

  /// The run loop reached the fire date `time`.
  private func runLoopFired(at time: Double) {
    guard isValid, time == dueTime, let action else { return }
    action(self)
    guard repeats else { return invalidate() }
    guard isValid else { return }
    let now = MainActor.assumeIsolated { Device.current?.runLoop.now ?? time }
    // The next fire date after now on the original schedule (missed ones fire once, above).
    let missed = ((now - time) / timeInterval).rounded(.down)
    dueTime = time + (missed + 1) * timeInterval
    enqueue(at: dueTime)
  }
}

nonisolated extension RunLoop {
  /// Schedules the model's `timer` on the device's main run loop (any run loop and mode: the
  /// model has one thread and one run loop, whose turns run every mode's timers).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.schedule()
  }
}
