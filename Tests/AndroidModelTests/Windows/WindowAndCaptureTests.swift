import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite struct WindowAndCaptureTests {
  private func screenshot(
    after events: [AndroidEvent], _ profile: AndroidProfile, _ strategy: any AndroidPrivacyStrategy
  ) -> AndroidCapture? {
    let (device, _) = run(profile, strategy, events + [.screenshot])
    return device.lastCaptures.first
  }

  @Test func withoutProtectionEveryCaptureShowsTheContent() {
    let shot = screenshot(after: [.launch], phone(34), NoAndroidProtection())
    expectEqual(shot?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .openRecents])
    expectEqual(device.lastCaptures.first?.kind, .recentsThumbnail)
    expectEqual(device.lastCaptures.first?.leaks, true)
  }

  @Test func flagSecureBlacksTheActivityWindowInScreenshotsRecordingsAndRecents() {
    let shot = screenshot(after: [.launch], phone(34), SecureFlagOnCreate())
    expectEqual(shot?.legibleSensitive, [])
    expectEqual(shot?.blackedOut, ["activity"])
    let (device, violations) = run(phone(34), SecureFlagOnCreate(), [.launch, .recordingStart, .openRecents])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.first?.isAppTheme, true)
    #expect(device.summary.contains("snapshot=appTheme"))
  }

  @Test func eachWindowHasItsOwnFlag() {
    let dialog = screenshot(after: [.launch, .showWindow(.dialog)], phone(34), SecureFlagOnCreate())
    expectEqual(dialog?.legibleSensitive, ["dialog/message"])
    expectEqual(dialog?.blackedOut, ["activity"])
    let popup = screenshot(after: [.launch, .showWindow(.popup)], phone(34), SecureFlagOnCreate())
    expectEqual(popup?.legibleSensitive, ["popup/accounts"])
    let toast = screenshot(after: [.launch, .showWindow(.toast)], phone(34), SecureFlagOnCreate())
    expectEqual(toast?.legibleSensitive, [])
    expectEqual(toast?.blackedOut, ["activity"])
    let ime = screenshot(after: [.launch, .showWindow(.ime)], phone(34), SecureFlagOnCreate())
    expectEqual(ime?.blackedOut, ["activity"])
    let (device, _) = run(phone(34), SecureFlagOnCreate(), [.launch, .showWindow(.ime)])
    #expect(device.summary.contains("windows=[activity+secure,ime]"))
  }

  @Test func theRecommendedStrategySecuresPopupsThroughUpdateViewLayout() {
    let popup = screenshot(after: [.launch, .showWindow(.popup)], phone(34), RecommendedAndroidProtection())
    expectEqual(popup?.legibleSensitive, [])
    expectEqual(popup?.blackedOut, ["activity", "popup"])
  }

  @Test(arguments: [(SecureFlagPolicy.Inherit, false), (.SecureOn, false), (.SecureOff, true)])
  func composeDialogsFollowTheirSecureFlagPolicy(policy: SecureFlagPolicy, leaks: Bool) {
    let shot = screenshot(
      after: [.launch, .showWindow(.composeDialog(policy))], phone(34, .compose), SecureFlagOnCreate())
    expectEqual(shot?.leaks, leaks)
  }

  @Test func toastsExpireAfterLengthShort() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .showWindow(.toast), .advance(1.9)])
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "toast"])
    _ = try? device.step(.advance(0.1))
    expectEqual(device.windowManager.windows.map(\.label), ["activity"])
  }

  @Test func surfaceViewSetSecureCountsOnlyBeforeAttach() {
    let early = ScriptedStrategy()
    early.create = { ($0.findViewById("FlutterSurfaceView") as? SurfaceView)?.setSecure(true) }
    let shot = screenshot(after: [.launch], phone(34, .flutter), early)
    expectEqual(shot?.blackedOut, ["activity/FlutterSurfaceView"])
    expectEqual(shot?.leaks, false)
    // A recording leaves the secure surface out as a screenshot does (mutant 28 of scripts/mutants.tsv).
    let (recording, _) = run(phone(34, .flutter), early, [.launch, .recordingStart])
    expectEqual(recording.lastCaptures.first?.blackedOut, ["activity/FlutterSurfaceView"])
    expectEqual(recording.lastCaptures.first?.leaks, false)
    // Task snapshots capture secure layers; only secure windows make the app-theme snapshot.
    let (device, _) = run(phone(34, .flutter), early, [.launch, .openRecents])
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["activity/FlutterSurfaceView"])

    let late = ScriptedStrategy()
    late.appCalls = ["secure"]
    late.call = { _, activity in (activity.findViewById("FlutterSurfaceView") as? SurfaceView)?.setSecure(true) }
    let lateShot = screenshot(after: [.launch, .appCall("secure")], phone(34, .flutter), late)
    expectEqual(lateShot?.legibleSensitive, ["activity/FlutterSurfaceView"])
  }

  @Test func screenshotRefusalIsAFlag() {
    var profile = phone(34)
    profile.flags.screenshotRefusedWhenSecureWindowShown = true
    let shot = screenshot(after: [.launch, .showWindow(.dialog)], profile, SecureFlagOnCreate())
    expectEqual(shot?.isRefused, true)
    expectEqual(shot?.leaks, false)
  }

  @Test func blurLegibilityUsesHwuiSigmaAndTheIOSThresholds() {
    #expect(abs(BlurLegibility.sigma(radiusPx: 40) - 23.594) < 0.001)
    let strong = RenderEffect.createBlurEffect(40, 40, .CLAMP).sigmaDp(density: 2.75)
    expectEqual(BlurLegibility.reading(textSizeDp: 16, sigmaDp: strong), .illegible)
    let weak = RenderEffect.createBlurEffect(4, 4, .CLAMP).sigmaDp(density: 2.75)
    expectEqual(BlurLegibility.reading(textSizeDp: 16, sigmaDp: weak), .legible)
    expectEqual(BlurLegibility.reading(textSizeDp: 16, sigmaDp: 2), .degraded)
  }

  @Test func renderEffectBlurHidesRecentsOnlyWhenDrawnAndOnlyFromAPI31() {
    let drawn = run(phone(31), RenderEffectBlurOnPause(), [.launch, .openRecents])
    expectEqual(kinds(drawn.violations), [])
    let early = run(phone(31), RenderEffectBlurOnPause(), [.launch, .recentsTiming(.beforePause), .openRecents])
    expectEqual(kinds(early.violations), [.recentsLeak])
    let old = run(phone(30), RenderEffectBlurOnPause(), [.launch, .openRecents])
    expectEqual(kinds(old.violations), [.recentsLeak])
    let unguarded = ScriptedStrategy()
    unguarded.create = { $0.contentView.setRenderEffect(RenderEffect.createBlurEffect(40, 40, .CLAMP)) }
    let crashed = run(phone(30), unguarded, [.launch])
    expectEqual(kinds(crashed.violations), [.crash])
    expectEqual(
      crashed.device.crashes.first?.description,
      "java.lang.NoSuchMethodError: View.setRenderEffect (API 31) on API 30")
    #expect(crashed.device.activity == nil)
  }

  @Test func aBlurLeftOnTheResumedAppIsAStrandedCover() {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["blur"]
    strategy.call = { _, activity in
      activity.contentView.setRenderEffect(RenderEffect.createBlurEffect(40, 40, .CLAMP))
    }
    let (_, violations) = run(phone(34), strategy, [.launch, .appCall("blur")])
    expectEqual(kinds(violations), [.strandedCover])
  }

  @Test func screenshotDetectionSeesOnlyNonSecureWindowsFromAPI34() {
    func strategy(secure: Bool, count: @escaping () -> Void) -> ScriptedStrategy {
      let strategy = ScriptedStrategy()
      strategy.claims = []
      let callback = Activity.ScreenCaptureCallback(count)
      strategy.create = { if secure { $0.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) } }
      strategy.start = { $0.registerScreenCaptureCallback(callback) }
      strategy.stop = { $0.unregisterScreenCaptureCallback(callback) }
      return strategy
    }
    var seen = 0
    let plain = run(phone(34), strategy(secure: false) { seen += 1 }, [.launch, .screenshot, .pressHome, .screenshot])
    expectEqual(seen, 1)
    expectEqual(plain.device.screenCaptureCallbackCount, 1)
    seen = 0
    _ = run(phone(34), strategy(secure: true) { seen += 1 }, [.launch, .screenshot])
    expectEqual(seen, 0)
    let old = run(phone(33), strategy(secure: false) {}, [.launch])
    expectEqual(kinds(old.violations), [.crash])
  }

  @Test func theRecordingCallbackMissesARecordingStartedBeforeRegistration() {
    var states: [Int] = []
    var returned: [Int] = []
    let strategy = ScriptedStrategy()
    strategy.claims = []
    strategy.appCalls = ["register"]
    strategy.call = { _, activity in
      returned.append(activity.windowManager.addScreenRecordingCallback { states.append($0) })
    }
    let (device, _) = run(phone(35), strategy, [.launch, .recordingStart, .appCall("register")])
    expectEqual(returned, [WindowManager.SCREEN_RECORDING_STATE_VISIBLE])
    expectEqual(states, [])
    _ = try? device.step(.pressHome)
    _ = try? device.step(.returnToApp)
    expectEqual(
      states, [WindowManager.SCREEN_RECORDING_STATE_NOT_VISIBLE, WindowManager.SCREEN_RECORDING_STATE_VISIBLE])
  }

  @Test func contentSensitivityBlacksTheWindowInRecordingsOnlyOnAPI35() {
    let strategy = ScriptedStrategy()
    strategy.claims = [.recordings]
    strategy.create = { $0.findViewById("balance")?.setContentSensitivity(View.CONTENT_SENSITIVITY_SENSITIVE) }
    let (device, violations) = run(phone(35), strategy, [.launch, .recordingStart, .screenshot])
    expectEqual(kinds(violations), [])
    expectEqual(device.lastCaptures.map(\.kind), [.screenshot, .recording])
    expectEqual(device.lastCaptures.first?.leaks, true)
    expectEqual(device.lastCaptures.last?.blackedOut, ["activity"])
    let old = run(phone(34), strategy, [.launch])
    expectEqual(kinds(old.violations), [.crash])
  }

  @Test func aPasswordFieldHidesItsTextInEveryCapture() {
    let strategy = ScriptedStrategy()
    strategy.create = {
      ($0.findViewById("cvv") as? EditText)?.inputType =
        InputType.TYPE_CLASS_TEXT | InputType.TYPE_TEXT_VARIATION_PASSWORD
    }
    let shot = screenshot(after: [.launch], phone(34), strategy)
    expectEqual(shot?.legibleSensitive, ["activity/balance", "activity/iban"])
  }

  @Test func aFadedOutViewShowsNothingInACapture() {
    // Mutant 29 of scripts/mutants.tsv: text at alpha 0 is drawn as nothing, not as legible content.
    let strategy = ScriptedStrategy()
    strategy.create = { $0.findViewById("balance")?.alpha = 0 }
    let shot = screenshot(after: [.launch], phone(34), strategy)
    expectEqual(shot?.legibleSensitive, ["activity/iban", "activity/cvv"])
    expectEqual(shot?.leaks, true)
  }
}
