import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A script's leak through a presentation of the sample app's (the trace's `appPresent`, `presentSheet`) says so on its
/// `leaked:` line: a new user's trial (twenty-sixth session) read `'alert-message'` as their app's, and no line of
/// the script presents it (docs/app-logic.md, "The sample app's own windows and presentations").
@MainActor @Suite struct AppLogicSampleAppUITests {
  /// A blur on resign, as the trial's Mac script had it.
  static let resignBlur = """
    on sceneWillResignActive: addCover(blur, tag=999, resizes=true)
    on sceneDidBecomeActive: removeCover(tag=999)
    """

  @Test("an alert presented under the switcher is the sample app's, named as such; a built-in's line is as before")
  func anAlertOfTheSampleApp() throws {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: Self.resignBlur))
    let events: [SystemEvent] = [.launch, .openAppSwitcher, .appPresent(.alert, .top)]
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: .iPhoneScenes)
    let e = try #require(IOSPlatform.evidence(of: events, runner: runner, invariant: .snapshotLeak))
    expectEqual(
      e.whatLeaked,
      "'alert-message', 'details' in x 49-341, y 380-464 pt of scene A (your app's alert presentation, which the"
        + " fuzzer draws around every script; your script declares no alert presentation: see"
        + " docs/app-logic.md#the-sample-apps-own-windows-and-presentations)")
    let builtIn = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let plain = TraceRunner<IOSPlatform>(strategy: builtIn, profile: .iPhoneScenes)
    let b = try #require(IOSPlatform.evidence(of: events, runner: plain, invariant: .snapshotLeak))
    #expect(b.whatLeaked.hasSuffix(" pt of scene A"), "\(b.whatLeaked)")
  }

  /// The sheet comes from the sample app's own code (`appPresent`, which needs no touch): the user's tap
  /// (`presentSheet`) cannot reach the screen under a full-screen lock (AppLogicSampleAppTapTests), so a trace of it
  /// there is no longer possible.
  @Test("a sheet the sample app presents over the script's lock is named on the lock-bypass's leaked line")
  func aSheetOverTheLock() throws {
    let lock =
      "claims: nothing\nlock: locked\non sceneWillConnect: set(locked); present(lock, style=fullScreen, from=root)"
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: lock))
    let runner = TraceRunner<IOSPlatform>(strategy: descriptor, profile: .iPhoneScenes)
    let e = try #require(
      IOSPlatform.evidence(of: [.launch, .appPresent(.sheet, .top)], runner: runner, invariant: .lockBypass))
    #expect(e.whatLeaked.hasPrefix("'sheet-details'"), "\(e.whatLeaked)")
    #expect(
      e.whatLeaked.hasSuffix(
        " pt of scene A (your app's sheet presentation, which the fuzzer draws around every script; your script"
          + " declares no sheet presentation: see"
          + " docs/app-logic.md#the-sample-apps-own-windows-and-presentations)"), "\(e.whatLeaked)")
  }
}
