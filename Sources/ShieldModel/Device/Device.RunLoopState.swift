extension Device {
  /// The main queue, the timers and the virtual clock.
  ///
  /// Blocks run in FIFO order; timers fire in (time, scheduling order). Nothing here runs app
  /// code: ``Device`` takes blocks out and runs them, so no access to this value spans a block.
  package struct RunLoopState {
    /// Virtual time in seconds since the device started.
    package var now: Double = 0
    /// Queued blocks; those before ``head`` have run and wait to be dropped.
    package var blocks: [() -> Void] = []
    /// The index of the next block to run.
    package var head = 0
    /// Timers waiting: due time in seconds, scheduling order, work.
    package var timers: [(time: Double, seq: Int, work: () -> Void)] = []
    /// The scheduling order of the last timer, which breaks ties between equal due times.
    package var timerSequence = 0

    /// Frames the next transition lasts, chosen by the trace (``SystemEvent/transitionFrames(_:)``).
    package var nextTransitionFrames: Int?
    /// Turns the app's run loop takes during the next transition, chosen by the trace
    /// (``SystemEvent/transitionTurns(_:)``); `nil`: one per display frame.
    package var nextTransitionTurns: Int?
    /// Work asked for the next display frame (``DisplayFrame/next(_:)``), in request order.
    package var frameRequests: [() -> Void] = []

    /// An empty queue at time 0.
    package init() {}

    /// Whether blocks are waiting.
    package var hasPendingBlocks: Bool { head < blocks.count }

    /// How many blocks are waiting.
    package var pendingBlockCount: Int { blocks.count - head }

    /// The earliest due time of a timer, if any, in seconds.
    package var nextTimerDeadline: Double? { timers.map(\.time).min() }

    /// Queues `work` after every block already queued.
    package mutating func enqueue(_ work: @escaping () -> Void) {
      blocks.append(work)
    }

    /// Schedules `work` to be queued once the clock reaches `time` (seconds).
    package mutating func schedule(at time: Double, _ work: @escaping () -> Void) {
      timerSequence += 1
      timers.append((time, timerSequence, work))
    }

    /// Takes the next waiting block, or `nil` when none waits.
    package mutating func takeNextBlock() -> (() -> Void)? {
      guard head < blocks.count else { return nil }
      let work = blocks[head]
      head += 1
      return work
    }

    /// Drops the blocks that have run once none waits, keeping the storage.
    package mutating func dropRunBlocksIfDrained() {
      guard head == blocks.count else { return }
      blocks.removeAll(keepingCapacity: true)
      head = 0
    }

    /// Queues the work of every timer due at ``now``, in (time, scheduling order).
    package mutating func fireDueTimers() {
      let now = self.now
      let due = timers.filter { $0.time <= now }.sorted { ($0.time, $0.seq) < ($1.time, $1.seq) }
      timers.removeAll { $0.time <= now }
      for t in due { blocks.append(t.work) }
    }

    /// The trace's choice for the transition starting now, used once.
    package mutating func takeTransitionFrames() -> Int? {
      defer { nextTransitionFrames = nil }
      return nextTransitionFrames
    }

    /// The trace's choice of turns for the transition starting now, used once.
    package mutating func takeTransitionTurns() -> Int? {
      defer { nextTransitionTurns = nil }
      return nextTransitionTurns
    }

    /// Drops every waiting block and timer (the process ended); the clock runs on.
    package mutating func removeAllWork() {
      blocks.removeAll()
      head = 0
      timers.removeAll()
      frameRequests.removeAll()
    }
  }
}
