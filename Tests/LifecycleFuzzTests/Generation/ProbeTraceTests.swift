import AndroidModel
import AndroidStrategies
import AppLogic
import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A script's own declarations as seeded examples (issue 25): a `lockSetting:` gives short traces (off · leave · wait
/// past each threshold · return; on · the same; off · leave · end · wait · launch) that `run` checks before its
/// generated ones, each step only where a generated one could be.
@MainActor @Suite("Generation: a script's probes")
struct ProbeTraceTests {
  static func iOSDescriptor(_ text: String) throws -> StrategyDescriptor {
    try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
  }

  static func androidDescriptor(_ text: String) throws -> AndroidStrategyDescriptor {
    try AndroidStrategyCatalog.descriptor(forAppLogic: AppLogicScript(parsing: text))
  }

  /// The failures of the first block (where the probes run) of a run of `strategy` with `seed`, unshrunk.
  static func firstBlock<Host: Platform>(
    _ strategy: Host.Strategy, seed: UInt64, weights: [(name: String, weight: Int)] = [], as: Host.Type
  ) -> BlockResult<Host> {
    var configuration = RunConfiguration<Host>(strategies: [strategy])
    configuration.seed = seed
    configuration.corpusDirectory = nil
    configuration.weightOverrides = weights
    var campaign = Campaign(configuration: configuration)
    campaign.shrinkReplayCap = 0
    return campaign.runBlock(strategy, block: 0, corpus: nil, stop: StopSignal())
  }

  @Test("the bank app's lockSetting: gives its three probes, in each platform's words, the wait past its 30 s")
  func probesOfTheBankApp() throws {
    // The setting's probes come first; the ones the script's handlers declare follow (ReachProbeTests).
    let call = "launch · faceIDMatch · dismissSystemAlert · pushScreen(settings) · appCall("
    try expectEqual(
      Self.iOSDescriptor(NewUserBankScripts.iOSBug).probeTraces.prefix(3).map { $0.joined(separator: " · ") },
      [
        call + "disableLock) · goHome · advance(31) · returnToApp",
        call + "enableLock) · popToRoot · goHome · advance(31) · returnToApp · touch(0.5, 0.5)",
        call + "disableLock) · goHome · terminateApp · advance(31) · launch",
      ])
    let androidCall = "launch · biometricMatch · navigate(settings) · appCall("
    try expectEqual(
      Self.androidDescriptor(NewUserBankScripts.androidBug).probeTraces.prefix(3).map {
        $0.joined(separator: " · ")
      },
      [
        androidCall + "disableLock) · pressHome · advance(31) · returnToApp",
        androidCall + "enableLock) · navigateBack · pressHome · advance(31) · returnToApp",
        androidCall + "disableLock) · pressHome · forceStop · advance(31) · launch",
      ])
    // Every step is one the platform's trace syntax reads.
    #expect(
      Campaign<IOSPlatform>.probes(of: try Self.iOSDescriptor(NewUserBankScripts.iOSBug)).prefix(3).map(\.count)
        == [8, 10, 9])
    // A built-in strategy has none: its runs stay as they were.
    #expect(try #require(StrategyCatalog.descriptor(named: "secure-layer")).probeTraces.isEmpty)
    // No waits and no off call: one probe, the on call, leave and return.
    let plain = """
      claims: nothing
      lock: locked
      lockSetting: lockOn, on=enableLock
      on appCall(enableLock): store(lockOn)
      on sceneWillEnterForeground if stored(lockOn): set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on passcodeEntered(right): hideWindow(lockwin); clear(locked)
      """
    try expectEqual(
      Self.iOSDescriptor(plain).probeTraces.prefix(1),
      [
        [
          "launch", "faceIDMatch", "dismissSystemAlert", "appCall(enableLock)", "goHome", "returnToApp",
          "touch(0.5, 0.5)",
        ]
      ])
    // A setting that starts off: the off probes turn it on first (the s42 breaker's F2, an off handler that forgot
    // the on handler's flag, was never probed: its off call turned nothing off).
    let startsOff =
      plain.replacingOccurrences(of: "on=enableLock", with: "on=enableLock, off=disableLock")
      + "\non appCall(disableLock): unstore(lockOn)"
    let released = ["launch", "faceIDMatch", "dismissSystemAlert"]
    try expectEqual(
      Self.iOSDescriptor(startsOff).probeTraces.prefix(3),
      [
        released + ["appCall(enableLock)", "appCall(disableLock)", "goHome", "returnToApp"],
        released + ["appCall(enableLock)", "goHome", "returnToApp", "touch(0.5, 0.5)"],
        released + ["appCall(enableLock)", "appCall(disableLock)", "goHome", "terminateApp", "launch"],
      ])
  }

  @Test(
    "a timed lock whose code waits longer than its after= is found by the on probe, back on the root (s46 new user)")
  func timedLockOnTheRoot() throws {
    // The messenger's planted unit bug: 600 s measured under a 60 s promise, the switch on the settings screen.
    func script(measures seconds: Int) -> String {
      """
      claims: nothing
      screens: root(sensitive), settings(neutral)
      lock: locked
      lockSetting: lockOn, on=appLockOn, off=appLockOff, at=leave, after=60
      on appCall(appLockOn, screen=settings): store(lockOn)
      on appCall(appLockOff, screen=settings): unstore(lockOn)
      on sceneWillConnect if stored(lockOn): set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on sceneDidEnterBackground: stamp(left)
      on sceneWillEnterForeground if stored(lockOn) and not(locked) and elapsed(left, \(seconds)): set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
      """
    }
    for seed: UInt64 in 1...3 {
      let bug = Self.firstBlock(try Self.iOSDescriptor(script(measures: 600)), seed: seed, as: IOSPlatform.self)
      // Trace 1 is the on call's probe at the setting's own 60 s (before, it ended on the neutral settings screen).
      expectEqual(bug.failures.first { $0.invariant == .lockBypass }?.index, 1)
      let fixed = Self.firstBlock(try Self.iOSDescriptor(script(measures: 60)), seed: seed, as: IOSPlatform.self)
      // The fixed code's other faults (a prompt at every did-become-active: reauth-loop) are not the timeout's.
      #expect(fixed.failures.allSatisfy { $0.invariant != .lockBypass })
      #expect(bug.failures.count(where: { $0.invariant == .lockBypass }) >= 1)
    }
  }

  @Test("run finds the planted cannot-disable in its first block for seeds 1 to 3; the correct app's probes hold")
  func runFindsThePlantedBug() throws {
    for seed: UInt64 in 1...3 {
      let iOS = Self.firstBlock(
        try Self.iOSDescriptor(NewUserBankScripts.iOSBug), seed: seed, as: IOSPlatform.self)
      // The first probe (trace 0) finds it; before the probes 3,000 traces of seeds 1 and 3 did not.
      expectEqual(iOS.failures.first { $0.invariant == .cannotDisable }?.index, 0)
      let android = Self.firstBlock(
        try Self.androidDescriptor(NewUserBankScripts.androidBug), seed: seed, as: AndroidPlatform.self)
      expectEqual(android.failures.first { $0.invariant == .cannotDisable }?.index, 0)
    }
    let correct = Self.firstBlock(try Self.iOSDescriptor(NewUserBankScripts.iOS), seed: 1, as: IOSPlatform.self)
    #expect(!correct.failures.contains { $0.invariant == .cannotDisable || $0.index < 3 })
    let correctAndroid = Self.firstBlock(
      try Self.androidDescriptor(NewUserBankScripts.android), seed: 1, as: AndroidPlatform.self)
    #expect(!correctAndroid.failures.contains { $0.invariant == .cannotDisable || $0.index < 3 })
  }

  @Test("a probe's step the platform refuses, or a class turned off, is skipped, not forced")
  func refusedStepsAreSkipped() throws {
    let descriptor = try Self.iOSDescriptor(NewUserBankScripts.iOSBug)
    var configuration = RunConfiguration<IOSPlatform>(strategies: [descriptor])
    configuration.corpusDirectory = nil
    let runner = configuration.runner(for: descriptor)
    func probe(_ campaign: Campaign<IOSPlatform>, _ index: Int) -> [SystemEvent] {
      var coverage = CoverageMap<IOSPlatform>()
      var exposure: [Double] = []
      var scripts = ScriptSteering<IOSPlatform>()
      var captured: [String] = []
      return campaign.generateTrace(
        seed: 1, runner: runner, coverage: &coverage, exposure: &exposure, scripts: &scripts, captured: &captured,
        stop: nil, probe: Campaign<IOSPlatform>.probes(of: descriptor)[index])?.events ?? []
    }
    // The launch's Face ID prompt is matched, then gone: dismissSystemAlert, valid only while it animates away, runs.
    expectEqual(
      probe(Campaign(configuration: configuration), 0),
      [
        .launch, .faceIDMatch, .dismissSystemAlert, .pushScreen("settings"), .appCall("disableLock"), .goHome,
        .advance(31), .returnToApp,
      ])
    // `--weight faceIDMatch=0`: the match is skipped, and the off call behind the lock is refused (the settings screen
    // is not reachable under it), so the lock stays up and the probe finds nothing to turn off.
    configuration.weightOverrides = [("faceIDMatch", 0)]
    let skipped = probe(Campaign(configuration: configuration), 0)
    #expect(!skipped.contains(.faceIDMatch))
    #expect(!skipped.contains(.appCall("disableLock")))
  }
}
