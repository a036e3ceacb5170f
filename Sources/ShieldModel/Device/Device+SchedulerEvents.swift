/// Scheduler choices and time: the main queue drains now, the next transition's length and how
/// many turns the app gets in it, the switcher's card taken early, windows made in a leave drawn
/// late, and virtual time passing.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let schedulerEvents: [HandledKind] = [
    .byKey(.runMainQueue), .byKey(.transitionFrames(1)), .byKey(.advance(1)), .byKey(.transitionTurns(0)),
    // Reads a profile flag the key does not hold.
    .byRules(.cardBeforeResignCommit), .byRules(.newWindowAfterSnapshot),
  ]

  func schedulerRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .runMainQueue: return runningAppRefusal(leavesInterruptions: true, happensWhileLocked: true)
    case .advance: return event.hasNumbersInRange ? nil : "advance takes 0 < seconds <= 86400"
    case .transitionFrames: return event.hasNumbersInRange ? nil : "transitionFrames takes 1 to 120 frames"
    case .transitionTurns: return event.hasNumbersInRange ? nil : "transitionTurns takes 0 to 4 turns"
    case .cardBeforeResignCommit:
      // The profile's answer to whether the race happens at all.
      return profile.flags.switcherCardMayPrecedeResignCommit
        ? nil : "the profile's switcher waits for the resign commit (switcherCardMayPrecedeResignCommit=false)"
    case .newWindowAfterSnapshot:
      // The profile's answer to whether a window made during a leave can miss its snapshot.
      return profile.flags.newWindowMayMissSnapshot
        ? nil : "the profile draws a new window before the snapshot (newWindowMayMissSnapshot=false)"
    default: EventSubsystem.scheduler.unhandled(event)
    }
  }

  func performScheduler(_ event: SystemEvent) {
    switch event {
    case .runMainQueue: break  // perform(_:) ran the queue before any pending snapshot; endTurn drains it
    case .transitionFrames(let frames): runLoop.nextTransitionFrames = frames
    case .transitionTurns(let turns): runLoop.nextTransitionTurns = turns
    case .cardBeforeResignCommit: capture.cardPrecedesNextResignCommit = true
    case .newWindowAfterSnapshot: capture.newWindowsLateAtNextLeave = true
    case .advance(let seconds): advanceClock(to: runLoop.now + seconds)
    default: EventSubsystem.scheduler.unhandled(event)
    }
  }
}
