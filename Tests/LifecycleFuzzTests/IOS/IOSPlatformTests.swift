import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The engine over iOS, driven through the platform interface alone (the catalog value, `TraceRunner<IOSPlatform>`,
/// `Shrinker<IOSPlatform>`, `Explorer<IOSPlatform>`), gives the corpus's verdicts: the platform interface is the
/// whole of what a model must offer.
@Suite struct IOSPlatformTests {
  /// A runner of the built-in strategy `name`, found through the platform's catalog.
  static func runner(_ name: String, _ profile: Profile) throws -> TraceRunner<IOSPlatform> {
    let strategy = try #require(IOSPlatform.builtIn.strategy(named: name))
    return TraceRunner<IOSPlatform>(strategy: strategy, profile: profile)
  }

  @Test(arguments: [
    "C01-background-phase-overlay.trace", "C01-control-inactive-phase-overlay.trace",
    "C02-background-cover-window-switcher.trace", "C02-control-background-cover-window-home.trace",
  ])
  func theGenericRunnerAgreesWithTheTraceRunner(file: String) throws {
    let path = (corpusDirectory as NSString).appendingPathComponent(file)
    let trace = try Corpus<IOSPlatform>.read(path)
    let generic = try Self.runner(trace.strategy, trace.profile).run(trace.events)
    expectEqual(generic.verdict, trace.expected)
    var checkpoints: [String] = []
    _ = try Self.runner(trace.strategy, trace.profile).run(trace.events) { record in
      if record.event != nil { checkpoints.append(record.session.checkpoint) }
    }
    if let recorded = trace.checkpoints { expectEqual(checkpoints, Array(recorded.prefix(checkpoints.count))) }
  }

  @Test func theGenericShrinkerAndExplorerWorkOverIOS() throws {
    let profile = try Profile(named: "iphone-ios17-scenes")
    let runner = try Self.runner("background-cover-window", profile)
    let padded: [SystemEvent] = [.launch, .screenshot, .advance(1), .screenshot, .openAppSwitcher]
    expectEqual(runner.run(padded).verdict, .broken(.snapshotLeak))
    var shrinker = Shrinker<IOSPlatform>(runner: runner, invariant: .snapshotLeak)
    expectEqual(shrinker.shrink(padded), [.launch, .openAppSwitcher])
    // A scene app's background launch snapshots its scene only under backgroundLaunchConnectsScene.
    let connects = try Profile(named: "iphone-ios17-scenes+backgroundLaunchConnectsScene=true")
    let explored = Explorer<IOSPlatform>(runner: try Self.runner("subview-tag", connects)).explore(depth: 1)
    expectEqual(Array(explored.counterexamples.keys), [.snapshotLeak])
    expectEqual(explored.counterexamples[.snapshotLeak].map { $0.events.map(\.text) }, ["backgroundLaunch"])
  }

  @Test(
    "a family name with an empty part is an error, not a trap",
    arguments: ["cover[on=resign,,off=becomeActive]", "cover[on=resign,via=subview,off=becomeActive,]"])
  func emptyFamilyPart(name: String) {
    expectEqual(StrategyCatalog.familyNameError(name)?.contains("empty part"), true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("cover[] is the default member, as lock[] is (cover[] was refused as an empty part)")
  func emptyFamilyNameIsTheDefault() throws {
    try expectEqual(CoverConfiguration(parsing: "cover[]").name, CoverConfiguration().name)
    expectEqual(StrategyCatalog.descriptor(named: "cover[]")?.name, CoverConfiguration().name)
  }

  @Test(
    "a family key given twice is an error naming it, not the last one winning",
    arguments: [
      "lock[release=field,focus=load,focus=appear,hiddenField]", "lock[release=field,release=keypad]",
      "cover[on=resign,via=subview,off=becomeActive,off=foreground]",
      "lock[release=biometry,unlockOn=userCancel+userCancel]",
    ])
  func familyKeyGivenTwice(name: String) {
    expectEqual(StrategyCatalog.familyNameError(name)?.contains("given twice"), true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test(
    "a lock's reply handler cannot both take the lock down and ask again on one outcome (found by an adversarial run)")
  func oneReplyPerOutcome() {
    let name = "lock[release=biometry,unlockOn=userCancel,repromptOn=userCancel+systemCancel]"
    expectEqual(
      StrategyCatalog.familyNameError(name)?.contains("'userCancel': in both unlockOn= and repromptOn="), true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test(
    "an outcome no evaluation of the lock can end with is refused with why (found by an adversarial run)",
    arguments: [
      ("lock[release=biometry,unlockOn=authenticationFailed]", "'authenticationFailed': Face ID never ends"),
      (
        "lock[release=biometry,repromptOn=userCancel+appCancel]",
        "'appCancel': only the app's own LAContext.invalidate()"
      ),
    ])
  func outcomeNeverProduced(name: String, reason: String) {
    expectEqual(StrategyCatalog.familyNameError(name)?.contains(reason), true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
    #expect(StrategyCatalog.descriptor(named: "lock[release=biometry,unlockOn=userCancel+biometryLockout]") != nil)
  }
}
