import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A tester's script whose timer re-posts every millisecond made one `advance` run for minutes, and a run's stop (a
/// signal, its time budget) waited for the step to end: it was read between steps only. The looper now asks it inside
/// a long `advance`, and a step it cuts is no verdict.
@Suite("Android: a stop inside a long advance")
@MainActor
struct AndroidStopInsideStepTests {
  /// Each destination change posts the next one a millisecond later: without end, and each navigation deeper.
  static let ticking = "screens: a(sensitive)\non onDestinationChanged(a): postDelayed(navigate(a), 1)\n"

  func runner() throws -> TraceRunner<AndroidPlatform> {
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: Self.ticking))
    return TraceRunner<AndroidPlatform>(strategy: descriptor, profile: descriptor.defaultProfile)
  }

  @Test("a stop already due ends advance(600) at once: the replay is invalid at that step, not a verdict")
  func stopEndsTheStep() throws {
    var runner = try runner()
    runner.stop = StopSignal(deadline: 0)  // passed: every ask says stop
    let start = DispatchTime.now().uptimeNanoseconds
    let outcome = runner.run([.launch, .advance(600)])
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    expectEqual(outcome, .invalid(step: 1, reason: TraceRunner<AndroidPlatform>.cutShortReason))
    // 600 s of a 1 ms timer is 600,000 messages (minutes in a debug build); cut after 64 turns of the loop.
    #expect(seconds < 5, "took \(seconds) s")
  }

  @Test("without a stop, or one not due, the step runs whole")
  func noStopRunsWhole() throws {
    var runner = try runner()
    expectEqual(runner.run([.launch, .advance(0.05)]), .holds)
    runner.stop = StopSignal.after(seconds: 3600)
    expectEqual(runner.run([.launch, .advance(0.05)]), .holds)
    let session = runner.makeSession()
    _ = session.step(0, .launch, observe: nil)
    _ = session.step(1, .advance(0.05), observe: nil)
    #expect(!session.wasCutShort)
    expectEqual(session.device.looper.pendingCount, 1)  // the next tick, due later
  }

  @Test("a generated trace cut inside a step is dropped: the block is incomplete, never a pass")
  func generatedTraceIsDropped() throws {
    let runner = try runner()
    let campaign = Campaign(configuration: RunConfiguration<AndroidPlatform>(strategies: [runner.strategy]))
    var dropped = 0
    for seed in UInt64(0)..<10 {
      var coverage = CoverageMap<AndroidPlatform>()
      var exposure: [Double] = []
      let cut = campaign.generateTrace(
        seed: seed, runner: runner, coverage: &coverage, exposure: &exposure, stop: StopSignal(deadline: 0))
      if cut == nil { dropped += 1 }
    }
    // Every trace that advances time while the app runs is cut (the generator draws 0.5 s and 3 s); some of 10 do.
    // (Without a stop each such trace runs whole: seconds of a debug build each, too slow to repeat here.)
    #expect(dropped > 0)
  }
}
