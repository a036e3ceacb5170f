import AppLogic
import CoverStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A run stops each trace at its first failure: a new user's lock script leaked its switcher card in the step whose
/// recorded frame also bypassed the lock, and the report showed the leak only. The finding now names the other.
@MainActor @Suite("A finding names the other invariants its trace breaks")
struct FindingAlsoBrokenTests {
  /// Examples/app-logic/lock-at-become-active.logic: a lock that claims the app switcher.
  static let script = """
    claims: app-switcher
    lock: locked
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidEnterBackground if not(locked): set(locked); present(lock, style=fullScreen, from=top)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)

    """

  /// The finding of `invariant` on `events`, and a runner of every invariant.
  func finding(_ invariant: Invariant, _ events: [String]) throws -> (Finding<IOSPlatform>, TraceRunner<IOSPlatform>) {
    let name = try AppLogicScripts.register(try AppLogicScript(parsing: Self.script))
    let strategy = try #require(IOSPlatform.builtIn.strategy(named: name))
    let text =
      "lifecycle-fuzz trace 2\nstrategy: \(name)\nprofile: iphone-ios17-scenes\nexpect: \(invariant.rawValue)\n"
      + events.joined(separator: "\n") + "\n"
    let trace = try Trace<IOSPlatform>(parsing: text, file: "t.trace")
    let f = Finding(
      invariant: invariant, trace: trace, detail: "", traceIndex: 0, originalLength: events.count, shrinkReplays: 0,
      cutoff: nil, file: nil, saveError: nil, isNew: true)
    return (f, TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile))
  }

  @Test("the lock dismissed in the switcher while recording: the card leak names the lock bypass of the same step")
  func leakNamesTheBypass() throws {
    let (f, runner) = try finding(.snapshotLeak, ["launch", "recordingStart", "openAppSwitcher", "appDismiss(root)"])
    expectEqual(runner.run(f.trace.events).verdict, .broken(.snapshotLeak))
    expectEqual(
      f.alsoBroken(runner: runner),
      "also breaks, each checked alone (explain lists each): lock-bypass at step 3 (appDismiss(root))")
    // Without the recording, the card the switcher shows after the app took its own lock down is a bypass too: the
    // claim names the run's finding, no longer hides the lock's (session 31).
    let (alone, _) = try finding(.snapshotLeak, ["launch", "openAppSwitcher", "appDismiss(root)"])
    expectEqual(
      alone.alsoBroken(runner: runner),
      "also breaks, each checked alone (explain lists each): lock-bypass at step 2 (appDismiss(root))")
    // An invariant left out of the run is not named.
    var leakOnly = runner
    leakOnly.invariants = InvariantSelection(only: [.snapshotLeak])
    #expect(f.alsoBroken(runner: leakOnly) == nil)
  }
}
