import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The iOS interpreter of the app-logic script: its vocabulary's errors, a script equal to a
/// built-in strategy judged as that strategy, and a lock script judged by the lock invariants.
@MainActor @Suite struct AppLogicStrategyTests {
  /// Seed 003's cover (``SubviewTagCover``) as a script.
  static let subviewTag = """
    claims: app-switcher
    on sceneWillResignActive: addCover(view, tag=999)
    on sceneDidBecomeActive: removeCover(tag=999)
    """

  /// A lock asked at did-become-active, passed only by a Face ID match.
  static let lock = """
    claims: app-switcher
    lock: locked
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  static func descriptor(_ text: String) throws -> StrategyDescriptor {
    try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
  }

  /// The error `text` gives, as the command line prints it.
  static func error(_ text: String) -> String? {
    do {
      _ = try descriptor(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test("a name outside the iOS vocabulary is one error at its line, with a did-you-mean")
  func vocabularyErrors() {
    expectEqual(
      Self.error("on sceneWillResignActiv: addCover(view, tag=1)"),
      "line 1: unknown event 'sceneWillResignActiv' (did you mean 'sceneWillResignActive'?)")
    expectEqual(
      Self.error("# c\non sceneWillResignActive: addCovr(view, tag=1)"),
      "line 2: unknown action 'addCovr' (did you mean 'addCover'?)")
    expectEqual(
      Self.error("on sceneDidBecomeActive if lockd: pop"), "line 1: unknown condition 'lockd': no handler sets it")
    expectEqual(
      Self.error("on sceneWillResignActive: addCover(view)"), "line 1: addCover needs tag=N (a whole number, decimal)"
    )
    expectEqual(
      Self.error("on appCall(x): present(lock, style=fullscreen)"),
      "line 1: unknown style 'fullscreen' (did you mean 'fullScreen'?)")
    expectEqual(Self.error("lock: locked\non appCall(x): pop"), "line 1: lock: 'locked' is a variable no handler sets")
    #expect(Self.error(Self.subviewTag) == nil)
    #expect(Self.error(Self.lock) == nil)
  }

  @Test("seed 003's cover as a script gives subview-tag's verdicts on its corpus traces")
  func equalsSubviewTag() throws {
    let builtIn = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let script = try Self.descriptor(Self.subviewTag)
    let files = try FileManager.default.contentsOfDirectory(atPath: caseCorpus)
      .filter { $0.hasPrefix("subview-tag--") || $0.hasSuffix("-subview-tag.trace") }.sorted().prefix(6)
    expectEqual(files.count, 6)
    for file in files {
      let text = try String(contentsOfFile: caseCorpus + "/" + file, encoding: .utf8)
      let trace = try Trace<IOSPlatform>(parsing: text, file: file)
      let expected = TraceRunner(strategy: builtIn, profile: trace.profile).run(trace.events).verdict
      let got = TraceRunner(strategy: script, profile: trace.profile).run(trace.events).verdict
      #expect(got == expected, "\(file)")
      #expect(got == trace.expected, "\(file)")
    }
  }

  @Test("a script's review judges run's own traces, steering included: per invariant run's verdict")
  func reviewAgreesWithRun() throws {
    // With a handler no trace can run (a reply to a request the script never makes): its points are never reached,
    // so the traces are seed 003's cover's.
    let script = try Self.descriptor(Self.subviewTag + "\non evaluatePolicyReply(success): removeCover(tag=999)")
    // Seed 1, 30 traces (20 until session 33's suspension rule changed the draws): run breaks snapshot-leak, at
    // first only on a trace started from a kept one (a review that drew them without the script's steering said
    // `holds`).
    var run = RunConfiguration<IOSPlatform>(strategies: [script])
    run.seed = 1
    run.tracesPerStrategy = 30
    run.corpusDirectory = nil
    let outcome = try Campaign(configuration: run).run().outcome
    let found = Set(outcome.results[0].findings.map(\.invariant))
    var review = ComparisonConfiguration<IOSPlatform>(strategies: [script])
    review.seed = 1
    review.traces = 30
    review.usesRunTraces = true
    review.shrinkCandidates = 0
    let report = Comparison(configuration: review).run()
    let failing = Set(report.runs[0].cells.filter { $0.isClaimed && $0.failures > 0 }.map(\.key.invariant))
    expectEqual(found, [.snapshotLeak])
    expectEqual(failing, found)
    // And the handlers it never reached are run's (the review's "not reached" list).
    let text = RunReport.summaryText(
      configuration: run, outcome: outcome, verdicts: RunVerdicts(outcome: outcome))
    let unreached = text.split(separator: "\n").filter { $0.hasPrefix("never reached: ") }.map(String.init)
    expectEqual(
      unreached,
      [
        "never reached: line 4 on evaluatePolicyReply(success): cannot run on iphone-ios17-scenes: no handler calls"
          + " evaluatePolicy, so no reply comes"
      ])
    expectEqual(report.runs[0].unreachedScript, unreached)
  }

  @Test("a claim whose captures the weights turned off is not checked, not held: text, JUnit, SARIF")
  func zeroWeightsLeaveAClaimUnchecked() throws {
    let script = try Self.descriptor(Self.subviewTag)
    var run = RunConfiguration<IOSPlatform>(strategies: [script])
    run.tracesPerStrategy = 10
    run.corpusDirectory = nil
    // Every event that leaves the app or opens the switcher (a breaker's list: `snapshot-leak held` without one).
    for name in [
      "openAppSwitcher", "goHome", "lockDevice", "terminateApp", "backgroundLaunch", "openEntry", "systemAlert",
    ] {
      run.weightOverrides.append((name, 0))
    }
    let outcome = try Campaign(configuration: run).run().outcome
    let verdicts = RunVerdicts(outcome: outcome, plannedTraces: run.plannedTracesPerStrategy)
    let cell = try #require(verdicts.rows.first?.cells.first { $0.invariant == .snapshotLeak })
    expectEqual(cell.status, .notChecked)
    let reason = "not checked (no trace took a switcher card or a switcher snapshot; weighted 0: openAppSwitcher,"
    expectEqual(cell.uncheckedReason.map(run.uncheckedText)?.hasPrefix(reason), true)
    let text = RunReport.summaryText(configuration: run, outcome: outcome, verdicts: verdicts)
    #expect(text.contains("  snapshot-leak of \(script.name) on iphone-ios17-scenes: \(reason)"), "\(text)")
    #expect(JUnitReport.xml(configuration: run, outcome: outcome).contains("<skipped message=\"\(reason)"))
    let sarif = SARIFReport.text(SARIFReport.log(configuration: run, outcome: outcome, root: "/"))
    #expect(sarif.contains("snapshot-leak of \(script.name) on iphone-ios17-scenes: \(reason)"))
    // Without a class weighted 0 nothing is recorded: the same claim reads held as before.
    run.weightOverrides = []
    #expect(try Campaign(configuration: run).run().outcome.results[0].capturedKinds == nil)
  }

  @Test("a lock script: a match passes it; a reply that takes it down without one is lock-bypass")
  func lockScript() throws {
    let good = try Self.descriptor(Self.lock)
    expectEqual(TraceRunner(strategy: good, profile: .iPhoneScenes).run([.launch, .faceIDMatch]).verdict, .holds)
    let strategy = good.make()
    let d = Device(profile: .iPhoneScenes, strategy: strategy)
    try d.apply(.launch)
    #expect(strategy.isAppLocked)
    try d.apply(.faceIDMatch)
    #expect(!strategy.isAppLocked)
    // The app takes its lock down on a cancel too, its promise still set.
    let bad = try Self.descriptor(Self.lock + "\non evaluatePolicyReply(userCancel): dismiss(lock)")
    let events: [SystemEvent] = [.launch, .dismissSystemAlert, .screenshot]
    expectEqual(TraceRunner(strategy: good, profile: .iPhoneScenes).run(events).verdict, .holds)
    let outcome = TraceRunner(strategy: bad, profile: .iPhoneScenes).run(events)
    expectEqual(outcome.verdict, .broken(.lockBypass))
  }

  /// Issue 26's pattern: the time the app left, stamped at `.background`, locks it on a return 300 s later. SwiftUI's
  /// update runs the stamp after the snapshot, in the app's last turns before its suspension, not on the return.
  @Test(
    "a stamp at scenePhase(background) runs before the suspension: the lock is up on a return 300 s later",
    arguments: [(true, true), (false, false)])
  func stampAtBackgroundLocksOnReturn(runsBeforeSuspension: Bool, locked: Bool) throws {
    let script = """
      lock: locked
      on scenePhase(background): stamp(left)
      on scenePhase(active) if elapsed(left, 300): set(locked); present(lock, style=fullScreen, from=root)
      """
    let strategy = try Self.descriptor(script).make()
    let name = "iphone-ios17-swiftui+queuedWorkRunsBeforeSuspension=\(runsBeforeSuspension)"
    let d = Device(profile: try IOSPlatform.profile(named: name), strategy: strategy)
    for event: SystemEvent in [.launch, .goHome, .advance(300), .returnToApp] { try d.apply(event) }
    expectEqual(strategy.isAppLocked, locked)
  }
}
