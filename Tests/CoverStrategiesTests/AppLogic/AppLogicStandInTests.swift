import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import Testing

/// A lock-bypass the sample app's own UI made (a presentation over the script's lock, its own dismiss of it) is
/// labelled the stand-in app's and located at the trace's event, not at the script's line (issue 25: a new user read
/// the sample app's notification sheet over the lock as their lock failing, and SARIF pointed at their
/// `evaluatePolicy` line); a bypass the script's own code made has no such label.
@MainActor @Suite(.serialized) struct AppLogicStandInTests {
  /// Examples/app-logic/lock-at-become-active.logic: a presented full-screen lock, Face ID at did-become-active.
  static let lock = """
    claims: app-switcher
    lock: locked
    on sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)
    on sceneDidEnterBackground if not(locked): set(locked); present(lock, style=fullScreen, from=top)
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """

  func runner(_ text: String, profile: Profile = .iPhoneScenes) throws -> TraceRunner<IOSPlatform> {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    return TraceRunner<IOSPlatform>(strategy: descriptor, profile: profile)
  }

  @Test("the sample app's sheet over the lock, and its own dismiss of the lock, are the stand-in app's, at their step")
  func presentationsAndDismissalsOfTheSampleApp() throws {
    let runner = try runner(Self.lock)
    let sheet: [SystemEvent] = [.launch, .appPresent(.sheet, .top)]
    expectEqual(runner.run(sheet).verdict, .broken(.lockBypass))
    let cause = try #require(IOSPlatform.standInCause(of: sheet, runner: runner, invariant: .lockBypass))
    expectEqual(
      cause, StandInCause(what: "sheet presentation", step: 1, event: "appPresent(sheet, top)", isAppCode: true))
    expectEqual(
      cause.sentence(script: "lock.logic"),
      "stand-in app: the sheet presentation at step 1 (appPresent(sheet, top)) is the fuzzer's sample app's, not"
        + " lock.logic's (its own code, which runs whatever lock is up: the platform allows it); the finding is your"
        + " app's only if your app does the same: see docs/app-logic.md#the-sample-apps-own-windows-and-presentations")
    // A notification's route presents it in the launch itself: step 0.
    let entry: [SystemEvent] = [.openEntry(.notification, .present(.fullScreen, .top))]
    let routed = try #require(IOSPlatform.standInCause(of: entry, runner: runner, invariant: .lockBypass))
    #expect(routed.step == 0 && routed.what == "fullScreen presentation" && routed.isAppCode)
    let dismissed: [SystemEvent] = [.launch, .appDismiss(.root)]
    let dismiss = try #require(IOSPlatform.standInCause(of: dismissed, runner: runner, invariant: .lockBypass))
    #expect(
      dismiss.step == 1 && dismiss.event == "appDismiss(root)" && dismiss.what == "dismiss that took your lock down")
  }

  @Test("a bypass the script's own code made, another invariant and a built-in strategy have no stand-in cause")
  func noCauseWhereTheSampleAppDidNothing() throws {
    // The script sets its promise and shows no lock at all: its own fault.
    let bare = try runner("claims: nothing\nlock: locked\non sceneWillConnect: set(locked)")
    expectEqual(bare.run([.launch]).verdict, .broken(.lockBypass))
    #expect(IOSPlatform.standInCause(of: [.launch], runner: bare, invariant: .lockBypass) == nil)
    let runner = try runner(Self.lock)
    #expect(
      IOSPlatform.standInCause(of: [.launch, .appPresent(.sheet, .top)], runner: runner, invariant: .snapshotLeak)
        == nil)
    let builtIn = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let plain = TraceRunner<IOSPlatform>(strategy: builtIn, profile: .iPhoneScenes)
    #expect(
      IOSPlatform.standInCause(of: [.launch, .appPresent(.sheet, .top)], runner: plain, invariant: .lockBypass) == nil)
  }

  @Test("run, explain and SARIF label the sample app's finding and locate it at the event in the trace file")
  func reportsLabelAndLocateIt() throws {
    let dir = NSTemporaryDirectory() + "stand-in-\(UUID().uuidString)"
    let script = dir + "-lock.logic"
    let sarif = dir + ".sarif"
    defer { for path in [dir, script, sarif] { try? FileManager.default.removeItem(atPath: path) } }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Self.lock.write(toFile: script, atomically: true, encoding: .utf8)
    let r = runInProcess([
      "run", "--app-logic", script, "--traces", "100", "--corpus", dir, "--sarif", sarif,
      "-j", "1",
    ])
    #expect(r.code == .failure, "\(r.err)")
    #expect(r.out.contains("\n     stand-in app: the "), "\(r.out)")
    let data = try #require(try String(contentsOfFile: sarif, encoding: .utf8).data(using: .utf8))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let standIn = results.filter {
      (($0["message"] as? [String: Any])?["text"] as? String)?.contains("stand-in app: ") == true
    }
    #expect(!standIn.isEmpty)
    for result in standIn {
      let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
      #expect(text.contains(" Located at step "), "\(text)")
      #expect(!text.contains("Located at \(script)"), "\(text)")
      let physical = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(uri.hasSuffix(".trace"), "\(uri)")
      // The line is the event's: the trace file's line there is the event the text names.
      let line = try #require((physical["region"] as? [String: Any])?["startLine"] as? Int)
      let file = try #require(
        try FileManager.default.contentsOfDirectory(atPath: dir).first {
          uri.hasSuffix($0.replacingOccurrences(of: "#", with: "%23"))
        })
      let lines = try String(contentsOfFile: dir + "/" + file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      // The event, before its checkpoint (`launch   => t=0.0 ...`).
      let event = lines[line - 1].components(separatedBy: "  =>")[0].trimmingCharacters(in: .whitespaces)
      #expect(text.contains("of the minimized trace (\(event))"), "\(text) line \(line): \(lines[line - 1])")
      // explain of the saved trace says so too.
      let explained = runInProcess(["explain", dir + "/" + file])
      #expect(explained.out.contains("stand-in app: the "), "\(explained.out)")
    }
  }

  /// Item 3 of issue 25: on an iPad with two scenes, scene B's leave runs the code that sets the shared lock flag,
  /// and scene A, still in front, locks: the detail names the scene and callback, not "a resign without a leave".
  @Test("needless-lock on a two-scene iPad names the scene whose did-enter-background set the lock again")
  func needlessLockNamesTheScene() throws {
    let runner = try runner(
      """
      claims: nothing
      lock: locked
      on didFinishLaunching: set(locked)
      on sceneWillConnect if locked: present(lock, style=fullScreen, from=root, animated=false)
      on appCall(unlock): dismiss(lock); clear(locked)
      on sceneDidEnterBackground: set(locked); present(lock, style=fullScreen, from=top, animated=false)
      """, profile: try Profile(named: "ipad-split-ios17-scenes"))
    guard case .violated(let v) = runner.run([.launch, .appCall("unlock"), .connectScene("B"), .backgroundScene("B")])
    else {
      Issue.record("expected needless-lock")
      return
    }
    expectEqual(v.invariant, .needlessLock)
    #expect(
      v.detail.hasSuffix(
        "(events since: connectScene, backgroundScene; scene B's sceneDidEnterBackground (scene A stayed in the"
          + " foreground) set the lock again: the lock's state is the app's, shared by its scenes, so the scene still"
          + " in front locked although the user never left it)"), "\(v.detail)")
  }
}
