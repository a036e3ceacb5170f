/// Scheduler choices and time: the main queue drains now, the next transition's length, and
/// virtual time passing.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let schedulerEvents: [HandledKind] = [
    .byKey(.runMainQueue), .byKey(.transitionFrames(1)), .byKey(.advance(1)),
  ]

  func schedulerRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .runMainQueue: return runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true)
    case .advance: return event.hasNumbersInRange ? nil : "advance takes 0 < seconds <= 3600"
    case .transitionFrames: return event.hasNumbersInRange ? nil : "transitionFrames takes 1 to 120 frames"
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
