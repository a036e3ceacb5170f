/// Scheduler choices and time: the main queue drains now, the next transition's length, and
/// virtual time passing.
extension Device {
  /// The events this file handles.
  nonisolated static let schedulerEvents: [SystemEvent.Kind] = [.runMainQueue, .transitionFrames, .advance]

  func schedulerRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .runMainQueue: return runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true)
    case .advance(let s): return s > 0 && s <= 3600 ? nil : "advance takes 0 < seconds <= 3600"
    case .transitionFrames(let n):
      return (1...SystemEvent.maximumTransitionFrames).contains(n) ? nil : "transitionFrames takes 1 to 120 frames"
    default: EventSubsystem.scheduler.unhandled(event)
    }
  }

  func performScheduler(_ event: SystemEvent) {
    switch event {
    case .runMainQueue: break  // perform(_:) ran the queue before any pending snapshot; endTurn drains it
    case .transitionFrames(let frames): runLoop.nextTransitionFrames = frames
    case .advance(let seconds): advanceClock(to: runLoop.now + seconds)
    default: EventSubsystem.scheduler.unhandled(event)
    }
  }
}
