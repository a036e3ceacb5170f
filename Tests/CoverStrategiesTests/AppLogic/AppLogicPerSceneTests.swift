import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `perScene:` (issue 25, thirty-eighth session): a multi-window app's lock kept in each scene's delegate, as ACINQ's
/// Phoenix and Piwigo keep theirs, judged scene by scene (docs/app-logic.md, "A lock in each scene"). The process-wide
/// lock of `lock-in-own-window.logic` still breaks on a two-scene iPad, naming the scene; the per-scene one holds there.
@MainActor @Suite struct AppLogicPerSceneTests: AppLogicScriptChecks {
  static let iPad = try! Profile(named: "ipad-split-ios17-scenes")
  /// The process-wide lock: one `locked` for a lock window per scene.
  static let processWide = repositoryRoot.appendingPathComponent("Examples/app-logic/lock-in-own-window.logic").path
  /// The same lock kept per scene.
  static let perScene = repositoryRoot.appendingPathComponent("Examples/app-logic/lock-per-scene.logic").path

  /// The outcome of `events` for the script at `path` on `profile`, as `invariant at step: detail` or `holds`.
  static func outcome(_ path: String, _ events: [SystemEvent], profile: Profile = iPad) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text), profile: profile)
    switch TraceRunner<IOSPlatform>(strategy: descriptor, profile: profile).run(events) {
    case .holds: return "holds"
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step): \(v.detail)"
    case .invalid(let step, _): return "invalid at \(step)"
    }
  }

  /// A window opened after scene A's unlock: the process-wide `locked` set again judges A locked with its content up.
  static let connectAfterUnlock: [SystemEvent] = [.launch, .dismissSystemAlert, .enterPasscode, .connectScene("B")]
  /// A passcode typed in a lock with the other scene's lock up: the process-wide unlock leaves B's lock window stranded.
  static let unlockOneOfTwo: [SystemEvent] = [
    .launch, .openAppSwitcher, .closeAppSwitcher, .connectScene("B"), .enterPasscode,
  ]
  /// The same with the per-scene lock, whose new scene asks Face ID as it becomes active (its own `asked` is clear):
  /// the user dismisses that prompt first; the unlocked scene shows its content, the other keeps its lock.
  static let unlockOneOfTwoPerScene: [SystemEvent] = [
    .launch, .openAppSwitcher, .closeAppSwitcher, .connectScene("B"), .dismissSystemAlert, .enterPasscode,
  ]

  @Test("the process-wide lock breaks on a two-scene iPad, naming the scene; the per-scene one holds there")
  func processWideBreaksPerSceneHolds() throws {
    let bypass = try Self.outcome(Self.processWide, Self.connectAfterUnlock)
    #expect(bypass.hasPrefix("lock-bypass at 3: sensitive content visible at "), "\(bypass)")
    #expect(bypass.contains("points of scene A while the app is locked"), "\(bypass)")
    let stranded = try Self.outcome(Self.processWide, Self.unlockOneOfTwo)
    #expect(
      stranded.hasPrefix("stranded-cover at 4: cover visible at 160 of 160 points of active scene B"), "\(stranded)")
    try expectEqual(Self.outcome(Self.perScene, Self.connectAfterUnlock), "holds")
    try expectEqual(Self.outcome(Self.perScene, Self.unlockOneOfTwoPerScene), "holds")
    // One scene: the per-scene lock is the process-wide one (the README's lock's faults are held there too).
    try expectEqual(
      Self.outcome(
        Self.perScene, [.launch, .faceIDNoMatch, .faceIDFallback, .enterPasscode], profile: .iPhoneScenes), "holds")
  }

  @Test("a per-scene lock: each scene's leave locks that scene only, so the scene still in front is not asked again")
  func sceneLeaveLocksItsSceneOnly() throws {
    let events: [SystemEvent] = [.launch, .appCall("unlock"), .connectScene("B"), .backgroundScene("B")]
    func script(_ perScene: String) -> String {
      """
      claims: nothing
      lock: locked
      \(perScene)
      on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root, animated=false)
      on appCall(unlock) if locked: dismiss(lock); clear(locked)
      on sceneDidEnterBackground: set(locked); present(lock, style=fullScreen, from=top, animated=false)
      """
    }
    let path = NSTemporaryDirectory() + "per-scene-\(UUID().uuidString).logic"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try script("perScene: locked").write(toFile: path, atomically: true, encoding: .utf8)
    try expectEqual(Self.outcome(path, events), "holds")
    // The process-wide flag: B's connection locks A, which the user never left.
    try script("").write(toFile: path, atomically: true, encoding: .utf8)
    let processWide = try Self.outcome(path, events)
    #expect(
      processWide.hasPrefix("lock-bypass at 2: ") || processWide.hasPrefix("needless-lock at 2: "), "\(processWide)")
  }

  @Test("perScene: names variables the script writes, each once")
  func perSceneRefusals() {
    let head = "lock: locked\non sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)\n"
    expectEqual(
      Self.error(head + "perScene: lockd")?.contains("perScene: 'lockd' is a variable no handler sets or clears"),
      true)
    #expect(Self.error(head + "perScene: locked, locked") != nil)
    #expect(Self.error(head + "perScene: locked") == nil)
  }

  @Test("a short run of the per-scene lock on the two-scene iPad finds nothing")
  func shortRunHolds() throws {
    let text = try String(contentsOfFile: Self.perScene, encoding: .utf8)
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text), profile: Self.iPad)
    var run = RunConfiguration<IOSPlatform>(strategies: [descriptor])
    run.seed = 1
    run.tracesPerStrategy = 40
    run.corpusDirectory = nil
    #expect(try Campaign(configuration: run).run().outcome.results[0].findings.isEmpty)
  }
}
