import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The predictive back gesture (`backGesture(start|cancel|commit)`, `AndroidDevice+PredictiveBack.swift`,
/// `BackPreviewPicture.swift`; docs/model-behaviours.md, "Predictive back"): one row per test.
@Suite struct PredictiveBackTests {
  /// A PIN activity started over a guarded page of the same task, whose own `onBackPressed()` override moves the task
  /// back while locked (the legacy way a lock keeps Back).
  static let pinOverPage = """
    lock: locked
    screens: page(sensitive), pin(neutral, activity, leadsTo=none)
    on onCreate(activity=page): set(locked); startActivity(pin)
    on appCall(unlock): clear(locked); finish
    on onBackPressed(activity=pin) if locked: moveTaskToBack
    """

  /// The same lock keeping Back with an androidx `OnBackPressedCallback` (registered with the window under the opt-in).
  static let pinWithCallback = pinOverPage.replacingOccurrences(
    of: "on onBackPressed(activity=pin)", with: "on handleOnBackPressed(activity=pin)")

  /// The same lock whose activity opts out of predictive back in its own manifest entry (API 34+).
  static let pinOptedOut = pinOverPage.replacingOccurrences(
    of: "pin(neutral, activity, leadsTo=none)",
    with: "pin(neutral, activity, leadsTo=none, enableOnBackInvokedCallback=false)")

  /// A phone at `api` with gesture navigation, the app opted in, and the animations as `animations` says (`nil`: the
  /// level's default).
  static func gesturePhone(_ api: Int, animations: Bool? = nil) -> AndroidProfile {
    var profile = phone(api)
    profile.flags.gestureNavigation = true
    profile.flags.enableOnBackInvokedCallback = true
    if let animations { profile.flags.predictiveBackAnimations = animations }
    return profile
  }

  /// The animations' setting by level: the Developer option, off on API 33-34; on by default on 35.
  @Test func theAnimationsAreOnByDefaultFromApi35() {
    #expect(!AndroidPlatformFlags.defaults(apiLevel: 33).predictiveBackAnimations)
    #expect(!AndroidPlatformFlags.defaults(apiLevel: 34).predictiveBackAnimations)
    #expect(AndroidPlatformFlags.defaults(apiLevel: 35).predictiveBackAnimations)
  }

  /// Refusals: below API 33, without gesture navigation, without the opt-in (the app's, or the activity's own opt-out
  /// from API 34), and cancel or commit with no swipe held; while one is held, every other event waits.
  @Test func theSwipeIsRefusedWhereAndroidHasNoPredictiveBack() throws {
    let old = try runScript(phone(32), script: Self.pinOverPage, [.launch]).device
    expectEqual(old.refusal(for: .backGesture(.start))?.hasPrefix("Android before 13 (API 33)"), true)
    let buttons = try runScript(phone(34), script: Self.pinOverPage, [.launch]).device
    expectEqual(buttons.refusal(for: .backGesture(.start))?.hasPrefix("a swipe of gesture navigation"), true)
    var notOptedIn = Self.gesturePhone(34)
    notOptedIn.flags.enableOnBackInvokedCallback = false
    let legacy = try runScript(notOptedIn, script: Self.pinOverPage, [.launch]).device
    expectEqual(legacy.refusal(for: .backGesture(.start))?.hasPrefix("the activity has not opted in"), true)
    let optedOut = try runScript(Self.gesturePhone(34), script: Self.pinOptedOut, [.launch]).device
    expectEqual(optedOut.refusal(for: .backGesture(.start))?.hasPrefix("the activity has not opted in"), true)
    expectEqual(optedOut.refusal(for: .backGesture(.commit)), "no back swipe is held (backGesture(start) starts one)")
    let held = try runScript(Self.gesturePhone(34, animations: true), script: Self.pinOverPage, [.launch]).device
    try held.step(.backGesture(.start))
    expectEqual(held.refusal(for: .screenshot)?.hasPrefix("the user's finger is on the back swipe"), true)
    #expect(held.refusal(for: .backGesture(.cancel)) == nil)
  }

  /// In split screen the swipe goes to the focused window, as the Back key does (AOSP
  /// `BackNavigationController.startBackNavigation` asks for the focused window and its task, whatever the windowing
  /// mode): refused with that reason while the other app has the focus; once the user touched the app's half
  /// (`focusApp`, as the hint says) the swipe is the app's, decided as in full screen (the s39 breaker's e2.logic: it
  /// was refused as a model limit, so the hint pointed nowhere).
  @Test func inSplitScreenTheSwipeGoesToTheFocusedHalf() throws {
    let split = try runScript(Self.gesturePhone(34), script: Self.pinWithCallback, [.launch, .enterSplitScreen]).device
    expectEqual(
      split.refusal(for: .backGesture(.start)),
      "the back swipe goes to the focused window, the other app's in split screen (focusApp moves the focus)")
    try split.step(.focusApp)
    #expect(split.refusal(for: .backGesture(.start)) == nil)
    try split.step(.backGesture(.start))
    // The lock's own callback takes the swipe: no preview of the page below.
    #expect(split.backPreviewedActivity == nil)
    #expect(split.refusal(for: .backGesture(.commit)) == nil)
  }

  /// API 34 with the Developer option: the held swipe shows the guarded page behind the faded PIN activity while
  /// locked (lock-bypass); a cancel takes it away and the PIN is back. Without the option: no preview.
  @Test func theAndroid14PreviewShowsTheGuardedPage() throws {
    let (device, found) = try runScript(
      Self.gesturePhone(34, animations: true), script: Self.pinOverPage,
      [.launch, .backGesture(.start), .backGesture(.cancel)])
    #expect(found[0].isEmpty)
    expectEqual(found[1].map(\.invariant), [.lockBypass])
    expectEqual(found[1].first?.detail.contains("page/balance"), true)
    #expect(found[2].isEmpty)
    #expect(device.backPreviewedActivity == nil)
    expectEqual(device.activity?.startScreen?.name, "pin")
    let (off, quiet) = try runScript(
      Self.gesturePhone(34, animations: false), script: Self.pinOverPage, [.launch, .backGesture(.start)])
    #expect(kinds(quiet).isEmpty)
    expectEqual(off.backPreviewAbsence?.hasPrefix("the predictive back animations are off"), true)
  }

  /// API 35 (on by default): the PIN activity slides to the far edge, opaque; the page below shows only in the strip at
  /// the near edge, where none of its rows fits whole: the held swipe shows nothing legible. The commit is Back by the
  /// system's default: the PIN's `onBackPressed()` override is not called under the opt-in, the PIN finishes and the
  /// page shows locked (lock-bypass).
  @Test func theAndroid15PreviewShowsOnlyAStripAndTheCommitFinishesTheLock() throws {
    let (held, strip) = try runScript(Self.gesturePhone(35), script: Self.pinOverPage, [.launch, .backGesture(.start)])
    expectEqual(held.backPreviewedActivity?.startScreen?.name, "page")
    #expect(kinds(strip).isEmpty)
    let (device, found) = try runScript(
      Self.gesturePhone(35), script: Self.pinOverPage, [.launch, .backGesture(.start), .backGesture(.commit)])
    #expect(device.backPreviewedActivity == nil)
    expectEqual(found[2].map(\.invariant), [.lockBypass])
  }

  /// The lock's own callback (androidx, registered under the opt-in) takes the swipe: no system animation, and the
  /// commit is the callback's (the task moves back): holds on API 34 and 35.
  @Test func theLocksCallbackTakesTheSwipe() throws {
    for profile in [Self.gesturePhone(34, animations: true), Self.gesturePhone(35)] {
      let (device, found) = try runScript(
        profile, script: Self.pinWithCallback, [.launch, .backGesture(.start), .backGesture(.commit)])
      #expect(kinds(found).isEmpty)
      expectEqual(device.screen, .home)
    }
    let (held, _) = try runScript(
      Self.gesturePhone(34, animations: true), script: Self.pinWithCallback, [.launch, .backGesture(.start)])
    expectEqual(held.backPreviewAbsence?.hasPrefix("the app's own callback takes the swipe"), true)
  }

  /// The PIN activity opted out in its own manifest entry (API 34+): Back reaches its `onBackPressed()` override
  /// again (the task moves back); with the app's opt-in alone the override is skipped and Back finishes the PIN.
  @Test func theActivitysOwnOptOutKeepsItsOverride() throws {
    let (_, optedOut) = try runScript(Self.gesturePhone(34), script: Self.pinOptedOut, [.launch, .back])
    #expect(kinds(optedOut).isEmpty)
    let (_, optedIn) = try runScript(Self.gesturePhone(34), script: Self.pinOverPage, [.launch, .back])
    expectEqual(kinds(optedIn), [.lockBypass])
    // Below API 34 the activity's attribute is ignored: the application's opt-in decides.
    let (_, api33) = try runScript(Self.gesturePhone(33), script: Self.pinOptedOut, [.launch, .back])
    expectEqual(kinds(api33), [.lockBypass])
  }

  /// API 33 previews back-to-home only: the swipe is accepted and shows no activity below.
  @Test func android13PreviewsNoActivityBelow() throws {
    let (device, found) = try runScript(
      Self.gesturePhone(33, animations: true), script: Self.pinOverPage, [.launch, .backGesture(.start)])
    #expect(kinds(found).isEmpty)
    expectEqual(device.backPreviewAbsence?.hasPrefix("Android 13 previews back-to-home only"), true)
  }

  /// The screen word is an `<activity>`'s attribute: on an activity or the first screen (the launcher activity), with
  /// `true` or `false`; elsewhere, or with another value, the script is refused at its line.
  @Test func theScreenWordIsAnActivitysAttribute() throws {
    func app(_ screens: String) throws -> AndroidAppDescription {
      let script = try AppLogicScript(parsing: "screens: \(screens)\non onStop: set(x)")
      return try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    }
    let parsed = try app("main(enableOnBackInvokedCallback=true), pin(activity, enableOnBackInvokedCallback=false)")
    expectEqual(parsed.screens.map(\.enablesOnBackInvokedCallback), [true, false])
    expectEqual(parsed.screens[1].description, "pin(neutral, activity, enableOnBackInvokedCallback=false)")
    #expect(throws: (any Error).self) { try app("main, card(enableOnBackInvokedCallback=false)") }
    #expect(throws: (any Error).self) { try app("main, pin(activity, enableOnBackInvokedCallback=no)") }
  }
}
