import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A platform limit (``PlatformLimit``) is told from a strategy's fault by replaying the finding against the catalog:
/// A07's sleep thumbnail up to API 23 breaks every strategy that claims Recents, the strongest included; the same
/// events hold on API 24, and a fault one catalog strategy avoids is no limit.
@Suite("Platform limits: every catalog strategy that claims it breaks it the same way")
@MainActor
struct PlatformLimitTests {
  func runner(_ name: String, api: Int) throws -> TraceRunner<AndroidPlatform> {
    let d = try #require(AndroidStrategyCatalog.descriptor(named: name))
    return TraceRunner<AndroidPlatform>(strategy: d, profile: AndroidProfile(apiLevel: api))
  }

  @Test("A07: recommended's recents leak after the power button is a platform limit on API 22 and 23, not on 24")
  func sleepThumbnail() throws {
    let events: [AndroidEvent] = [.launch, .screenOff, .screenOn, .openRecents]
    for api in [22, 23] {
      let limit = try #require(
        PlatformLimit.limit(events, runner: try runner("recommended", api: api), invariant: .recentsLeak))
      // Ten claim Recents and show sensitive content on the launch screen; the two per-screen ones show none there.
      expectEqual(
        limit.text,
        "platform limit: all 10 catalog strategies that claim recents-leak (recentsThumbnail) and show sensitive"
          + " content break it at step 3 (openRecents) on phone-api\(api)-views: no app code avoids it there")
    }
    // API 24 takes no secure window's content into the sleep thumbnail: recommended holds, nothing to judge.
    #expect(PlatformLimit.limit(events, runner: try runner("recommended", api: 24), invariant: .recentsLeak) == nil)
  }

  @Test("A script's finding is judged in its own app: the same sleep thumbnail on its records screen is a limit")
  func scriptFinding() throws {
    // The health app of a reviewer's trial (issue 25): its records screen is an activity of its own, entered from a
    // notification, which the catalog's banking app lacks; judged there, every trace was "not a trace the platform
    // can produce" and the script's leak got no label where the catalog's same leak did.
    let script = try AppLogicScript(
      parsing: """
        claims: all
        screens: home, records(sensitive, activity), settings
        on onCreate(activity=records): addFlags(secure)
        """)
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: script)
    let runner = TraceRunner<AndroidPlatform>(strategy: descriptor, profile: AndroidProfile(apiLevel: 22))
    let events: [AndroidEvent] = [.openNotification("records"), .screenOff, .screenOn, .openRecents]
    expectEqual(runner.run(events).verdict, .broken(.recentsLeak))
    let limit = try #require(PlatformLimit.limit(events, runner: runner, invariant: .recentsLeak))
    #expect(limit.step == 3 && limit.captureKind == "recentsThumbnail")
    // The picture names the leaked view as the text does (by screen), so its leaked rectangle is drawn.
    let e = try #require(AndroidPlatform.evidence(of: events, runner: runner, invariant: .recentsLeak))
    let svg = try #require(e.svg)
    #expect(e.whatLeaked.hasPrefix("'records/recordsText'"))
    #expect(svg.contains("records/recordsText") && !svg.contains("activity/recordsText"))
  }

  @Test("The review says a counterexample is a platform limit, as compare's other outputs do")
  func reviewSaysIt() throws {
    // An adversarial tester's review of API 22 read "LEAKS" with no word that no app code avoids the leak there.
    var config = ComparisonConfiguration<AndroidPlatform>(strategies: [
      try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-on-create"))
    ])
    config.profiles = [AndroidProfile(apiLevel: 22)]
    config.traces = 20
    config.usesRunTraces = true
    let report = Comparison<AndroidPlatform>(configuration: config).run()
    let markdown = ReviewReport.markdown(report)
    let html = ReviewReport.html(report)
    #expect(markdown.contains("- platform limit: all 10 catalog strategies that claim recents-leak"), "\(markdown)")
    #expect(html.contains("<p><strong>platform limit: all 10 catalog strategies that claim recents-leak"))
  }

  @Test("A fault that a catalog strategy avoids is no platform limit: a blur in onPause, Recents on API 22")
  func fault() throws {
    let events: [AndroidEvent] = [.launch, .openRecents]
    let blur = try runner("render-effect-blur-on-pause", api: 22)
    expectEqual(blur.run(events).verdict, .broken(.recentsLeak))
    #expect(PlatformLimit.limit(events, runner: blur, invariant: .recentsLeak) == nil)
  }
}
