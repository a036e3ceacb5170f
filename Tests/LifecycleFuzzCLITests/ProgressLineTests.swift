import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzzCLI

/// Progress on standard error (issue 28): rate, elapsed, time left, signatures so far, per strategy and worker;
/// redrawn in place on a terminal, a plain line every few seconds when piped.
@Suite("Progress on standard error")
struct ProgressLineTests {
  final class Clock { var seconds = 100.0 }

  func block(_ strategy: String, traces: Int, steps: Int, failing: [SystemEvent] = []) -> BlockResult<IOSPlatform> {
    var b = BlockResult<IOSPlatform>(strategy: strategy, block: 0)
    b.traces = traces
    b.steps = steps
    if !failing.isEmpty {
      b.failures = [
        FailureRecord(index: 0, invariant: .snapshotLeak, originalLength: 3, replays: 4, events: failing, detail: "d")
      ]
    }
    return b
  }

  @Test("piped: nothing before the first interval, then a plain line with rate, time left, signatures and workers")
  func piped() {
    var err: [String] = []
    var out = ""
    let clock = Clock()
    let p = ProgressLine(console: Console(out: { out += $0 }, err: { err.append($0) }), isTerminal: false)
    p.now = { clock.seconds }
    p.planned = 1000
    p.begin()
    clock.seconds += 2
    p.add(
      block("subview-tag", traces: 100, steps: 1200, failing: [.backgroundLaunch]), worker: 0,
      platform: IOSPlatform.self)
    #expect(err.isEmpty)  // a short run prints nothing
    clock.seconds += 3
    p.add(
      block("cover-window", traces: 100, steps: 800, failing: [.backgroundLaunch]), worker: 1,
      platform: IOSPlatform.self)
    expectEqual(
      err,
      [
        "progress: 200/1000 traces (20.0%) · 40 traces/s, 400 steps/s · 0:05 elapsed, about 0:20 left · "
          + "2 failure signatures so far · cover-window 100 · worker 1: subview-tag, worker 2: cover-window\n"
      ])
    // The same signature again is not a new one; a line waits for the next interval.
    clock.seconds += 1
    p.add(
      block("cover-window", traces: 100, steps: 800, failing: [.backgroundLaunch]), worker: 1,
      platform: IOSPlatform.self)
    expectEqual(err.count, 1)
    p.finish()
    expectEqual(err.count, 2)
    #expect(err[1].contains("300/1000 traces (30.0%)") && err[1].contains("2 failure signatures so far"))
    #expect(out.isEmpty)  // never on standard output
  }

  @Test("on a terminal: one line redrawn in place, cleared at the end; a time budget bounds the time left")
  func terminal() {
    var err = ""
    let clock = Clock()
    let p = ProgressLine(console: Console(out: { _ in }, err: { err += $0 }), isTerminal: true)
    p.now = { clock.seconds }
    p.planned = 10_000
    p.timeBudget = 30
    p.begin()
    clock.seconds += 10
    p.add(block("subview-tag", traces: 100, steps: 900), worker: nil, platform: IOSPlatform.self)
    #expect(
      err.hasPrefix(
        "\r\u{1B}[Kprogress: 100/10000 traces (1.0%) · 10 traces/s, 90 steps/s · 0:10 elapsed, about 0:20 left"))
    #expect(!err.contains("\n"))
    p.finish()
    #expect(err.hasSuffix("\r\u{1B}[K"))
    expectEqual(ProgressLine.clock(3725), "1:02:05")
  }
}
