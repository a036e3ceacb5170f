import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Device.RunLoopState")
struct RunLoopStateTests {
  @Test("blocks come out in FIFO order and the run ones are dropped once none waits")
  func fifo() {
    var loop = Device.RunLoopState()
    var ran: [Int] = []
    loop.enqueue { ran.append(1) }
    loop.enqueue { ran.append(2) }
    #expect(loop.hasPendingBlocks && loop.pendingBlockCount == 2)
    loop.takeNextBlock()?()
    loop.dropRunBlocksIfDrained()  // one still waits: nothing dropped
    #expect(loop.blocks.count == 2 && loop.head == 1)
    loop.takeNextBlock()?()
    #expect(loop.takeNextBlock() == nil)
    loop.dropRunBlocksIfDrained()
    #expect(ran == [1, 2] && loop.blocks.isEmpty && loop.head == 0 && !loop.hasPendingBlocks)
  }

  @Test("due timers are queued by due time, then by scheduling order; later ones wait")
  func timers() {
    var loop = Device.RunLoopState()
    var ran: [String] = []
    loop.schedule(at: 2) { ran.append("b") }
    loop.schedule(at: 1) { ran.append("a") }
    loop.schedule(at: 2) { ran.append("c") }
    loop.schedule(at: 5) { ran.append("late") }
    expectEqual(loop.nextTimerDeadline, 1)
    loop.now = 2
    loop.fireDueTimers()
    while let work = loop.takeNextBlock() { work() }
    expectEqual(ran, ["a", "b", "c"])
    #expect(loop.timers.count == 1 && loop.nextTimerDeadline == 5)
    loop.removeAllWork()
    #expect(loop.timers.isEmpty && !loop.hasPendingBlocks && loop.now == 2 && loop.timerSequence == 4)
  }
}
