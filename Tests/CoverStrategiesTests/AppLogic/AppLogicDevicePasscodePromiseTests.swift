import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

/// A lock that keeps a passcode of its own (`release: biometry+field`) promises the device passcode never opens it,
/// and a reply the policy the script asks never gives is said so before the run and in `never reached`
/// (docs/app-logic.md, "The device passcode and a lock with its own passcode"). The s42 new user's health app asked
/// `deviceOwnerAuthentication` and handled `userFallback` to focus its own field: without `authUI:` nothing warned.
@MainActor @Suite(.serialized, .handedToSecondProcess("CoverStrategiesTests.AppLogicDevicePasscodePromiseTests"))
struct AppLogicDevicePasscodePromiseTests: AppLogicScriptChecks {
  /// The new user's script as given (/work/t-s42/newuser/ios/health-bug-noauthui.logic): the fallback handler is line 18.
  static let healthBug = """
    # Health records app: record list (sensitive), record detail (sensitive), settings (neutral).
    # App lock: Face ID first, the prompt's "Enter Password" fallback focuses the app's own passcode field.
    # Lock after 60 s in background (user can switch it off in Settings); a cover in the app switcher.
    claims: app-switcher
    screens: root(sensitive), detail(sensitive), settings(neutral)
    lock: locked
    release: biometry+field
    lockSetting: lockOn, on=enableLock, off=disableLock, initial=on
    on appCall(enableLock, screen=settings): store(lockOn)
    on appCall(disableLock, screen=settings): unstore(lockOn)
    on sceneWillConnect if stored(lockOn): set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneWillResignActive: showWindow(shield, level=alert+2)
    on sceneDidBecomeActive: hideWindow(shield)
    on sceneDidEnterBackground: stamp(left); clear(asked)
    on sceneWillEnterForeground if stored(lockOn) and elapsed(left, 60) and not(locked): set(locked); endEditing; showWindow(lockwin, level=alert+1, root=lock)
    on sceneDidBecomeActive if locked and not(prompting) and not(asked): set(asked); evaluatePolicy(deviceOwnerAuthentication)
    on unlockTapped: evaluatePolicy(deviceOwnerAuthentication)
    on evaluatePolicyReply(userFallback): becomeFirstResponder(passcode)
    on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
    on passcodeEntered(right): hideWindow(lockwin); clear(locked)
    """
  /// Its fix (/work/t-s42/newuser/ios/health-good.logic): the biometrics policy, whose fallback is the app's; and
  /// (session 47) the enrolled faces compared, as `authUI: biometrics` promises: a match after a face was added in
  /// Settings falls back to the app's own passcode, whose right entry stores the new set (AppLogicStrategy+EnrolmentChange).
  static let healthGood =
    healthBug.replacingOccurrences(
      of: "evaluatePolicy(deviceOwnerAuthentication)", with: "evaluatePolicy(biometrics)"
    ).replacingOccurrences(of: "release: biometry+field\n", with: "release: biometry+field\nauthUI: biometrics\n")
    .replacingOccurrences(
      of: "on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)",
      with: "on evaluatePolicyReply(success) if not(domainStateChanged): hideWindow(lockwin); clear(locked)")
      + """

      on evaluatePolicyReply(success) if domainStateChanged: becomeFirstResponder(passcode)
      on sceneWillConnect if not(stored(setUp)): storeDomainState; store(setUp)
      on passcodeEntered(right): storeDomainState
      """
  /// Why line 18 of ``healthBug`` never runs.
  static let fallbackNeverComes =
    "every evaluatePolicy of the script asks deviceOwnerAuthentication, which never replies userFallback: its"
    + " prompt's fallback button asks for the device passcode (Apple, LAPolicy.deviceOwnerAuthentication);"
    + " userFallback comes only to evaluatePolicy(biometrics), whose fallback is the app's"

  @Test(
    "the device passcode opens a lock whose release: shows its own passcode: lock-bypass, unless authUI: lets it in")
  func devicePasscodeOpensOwnPasscodeLock() throws {
    let fallback: [SystemEvent] = [.launch, .faceIDNoMatch, .faceIDFallback]
    try expectEqual(
      Self.scriptOutcome(Self.healthBug, fallback, profile: "iphone-ios17-scenes"),
      "lock-bypass at 2: the system's passcode UI is up for the app's authentication, which promised biometrics"
        + " or its own passcode only (release: biometry+field shows the app's passcode entry, and no authUI:"
        + " biometrics+passcode line lets the device passcode in): the device passcode opens the lock (platform: the"
        + " user took the prompt's fallback after a failed match: deviceOwnerAuthentication's passcode fallback)")
    // The app that lets the device passcode in says so.
    let letsIn = Self.healthBug.replacingOccurrences(
      of: "release: biometry+field\n", with: "release: biometry+field\nauthUI: biometrics+passcode\n")
    try expectEqual(Self.scriptOutcome(letsIn, fallback, profile: "iphone-ios17-scenes"), "holds")
    // `authUI: biometrics` keeps its own words.
    let promised = Self.healthBug.replacingOccurrences(
      of: "release: biometry+field\n", with: "release: biometry+field\nauthUI: biometrics\n")
    #expect(
      try Self.scriptOutcome(promised, fallback, profile: "iphone-ios17-scenes").hasPrefix(
        "lock-bypass at 2: the system's passcode UI is up for the app's authentication, which promised biometrics"
          + " only (authUI: biometrics): the device passcode opens the lock"))
  }

  @Test("a userFallback handler under deviceOwnerAuthentication never runs, and says why; under biometrics it may")
  func fallbackReplyNeverComes() throws {
    let bug = try AppLogicScript(parsing: Self.healthBug)
    expectEqual(
      AppLogicStrategy.reasonNeverRuns(line: 18, in: bug, on: .iPhoneScenes, turnedOff: []), Self.fallbackNeverComes)
    expectEqual(
      AppLogicStrategy.unreachableReplyWarnings(in: bug),
      ["line 18: on evaluatePolicyReply(userFallback) can never run: " + Self.fallbackNeverComes])
    let good = try AppLogicScript(parsing: Self.healthGood)
    #expect(AppLogicStrategy.reasonNeverRuns(line: 19, in: good, on: .iPhoneScenes, turnedOff: []) == nil)
    #expect(AppLogicStrategy.unreachableReplyWarnings(in: good).isEmpty)
  }

  @Test("at the default traces the bug is found with a warning at its line; the fix holds with none")
  func defaultRun() throws {
    func run(_ text: String) throws -> (out: String, err: String, file: String) {
      let path = NSTemporaryDirectory() + "health-\(UUID().uuidString).logic"
      defer { try? FileManager.default.removeItem(atPath: path) }
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let r = runInProcess(["run", "--app-logic", path, "--no-corpus"])
      return (r.out, r.err, ScriptIdentity.path(of: path))
    }
    let bug = try run(Self.healthBug)
    #expect(bug.out.contains("\nBROKEN lock-bypass: app-logic#"), "\(bug.out)")
    #expect(
      bug.out.contains("which promised biometrics or its own passcode only (release: biometry+field"), "\(bug.out)")
    #expect(
      bug.err.contains(
        "warning: \(bug.file):18: on evaluatePolicyReply(userFallback) can never run: \(Self.fallbackNeverComes)\n"),
      "\(bug.err)")
    #expect(
      bug.out.contains(
        "never reached: \(bug.file):18 on evaluatePolicyReply(userFallback): cannot run on iphone-ios17-scenes: "
          + Self.fallbackNeverComes),
      "\(bug.out)")
    let good = try run(Self.healthGood)
    #expect(good.out.contains("\n  holds     app-logic#"), "\(good.out)")
    #expect(!good.err.contains("can never run"), "\(good.err)")
  }
}
