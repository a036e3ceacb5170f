import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Memory stays flat: finished traces leave no model objects behind, and a long trace's model
/// structures stay within a small bound (see `scripts/memory-check.sh` for every strategy).
@Suite("Memory bounds")
struct MemoryBoundsTests {
  private static func live() -> [Int] { [LiveObjects.views, LiveObjects.windows, LiveObjects.layers] }

  @Test(
    "Short traces as run generates them leave no view, window or layer alive",
    arguments: ["cover-window", "async-presented-cover", "flag-guarded-fade-cover", "secure-layer"])
  func noLeakPerTrace(strategy name: String) throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: name))
    // The keyboard-bar answer that fails most traces, so that many end mid-animation.
    var profile = strategy.defaultProfile
    profile.flags.suggestionBarShowsFieldText = true
    let runner = TraceRunner(strategy: strategy, profile: profile)
    let campaign = Campaign(configuration: RunConfiguration())
    let before = Self.live()
    var failing = 0
    for index in 0..<150 {
      let (_, outcome) = campaign.generateTrace(seed: SplitMix64.traceSeed(runSeed: 7, index: index), runner: runner)
      if case .violated = outcome { failing += 1 }
    }
    #expect(failing > 0)  // traces that end at a violation end mid-animation: the case that leaked
    expectEqual(Self.live(), before)
  }

  @Test("A long cover-window trace keeps its windows and the model's structures bounded")
  func longCoverWindowTrace() throws {
    let late = try Self.longTrace("cover-window", steps: 4_000)
    // A cover window lives while it fades (0.12 s); a few resign/activate pairs without time
    // passing stack a few, never thousands.
    #expect(late.windows <= 12)
    #expect(late.census.liveWindows <= 12 && late.census.windowReferences <= 12)
    expectEqual(late.census.heldWindows, 0)
    #expect(late.census.animatedLayers <= 12 && late.census.mainQueueSlots <= 12 && late.census.timers == 0)
    #expect(late.census.storedSnapshots <= 2 && late.census.observers == 0)
    expectEqual(late.afterDevicesGone, [0, 0, 0])
  }

  @Test("A long secure-layer trace keeps the model's structures and the app's alerts bounded")
  func longSecureLayerTrace() throws {
    let late = try Self.longTrace("secure-layer", steps: 3_000)
    #expect(late.windows <= 2)  // the app's window; the baseline's
    #expect(late.census.liveWindows == 1 && late.census.windowReferences == 1)
    #expect(late.census.animatedLayers <= 2 && late.census.mainQueueSlots <= 4 && late.census.timers == 0)
    #expect(late.census.storedSnapshots <= 2 && late.census.observers == 2)
    // Every screenshot presents one more alert over the last and answerAlert takes the top one
    // off, and the app presents its own UI (presentSheet) that the user dismisses: a few are up
    // at a time, never hundreds; the app's views are at most four per presented controller
    // (container, view, box, message), plus the panes a covered share sheet left behind.
    #expect(late.alerts >= 1 && late.alerts <= 12, "\(late.alerts)")
    #expect(late.census.views <= 9 + 4 * late.alerts + late.panes + 2)
    expectEqual(late.afterDevicesGone, [0, 0, 0])
  }

  /// Runs `steps` generated events on one pair of devices, not stopping at violations; returns
  /// the largest census of the last 500 steps, the live windows then, the most controllers
  /// presented at once then, the most empty presentation containers left in the app's window
  /// then, and the live objects left once the devices are gone.
  private static func longTrace(_ name: String, steps: Int) throws
    -> (census: ModelCensus, windows: Int, alerts: Int, panes: Int, afterDevicesGone: [Int])
  {
    let strategy = try #require(StrategyCatalog.descriptor(named: name))
    let runner = TraceRunner(strategy: strategy, profile: strategy.defaultProfile)
    let before = live()
    var late = ModelCensus()
    var windows = 0
    var alerts = 0
    var panes = 0
    do {
      let session = runner.makeSession()
      let device = session.device
      var rng = SplitMix64(seed: 3)
      let generator = EventGenerator<IOSPlatform>()
      _ = session.step(0, .launch, observe: nil)
      for i in 1..<steps {
        let event = try #require(generator.next(for: session, rng: &rng))
        _ = session.step(i, event, observe: nil)
        try #require(!device.isCrashed)
        if i >= steps - 500 {
          late.formMaximum(device.census)
          windows = max(windows, LiveObjects.windows - before[1])
          var up = 0
          var top = device.windowScenes.first?.windows.first?.rootViewController
          while let presented = top?.presentedViewController {
            up += 1
            top = presented
          }
          alerts = max(alerts, up)
          let views = device.windowScenes.first?.windows.first?.subviews ?? []
          panes = max(panes, views.count { "\(type(of: $0))" == "UITransitionView" && $0.subviews.isEmpty })
        }
      }
    }
    return (late, windows, alerts, panes, zip(live(), before).map { $0 - $1 })
  }
}
