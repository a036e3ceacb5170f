import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

@Suite struct FormFactorTests {
  @Test func theFoldableIsAPixelFoldClassDeviceWithTwoDisplays() {
    let profile = AndroidProfile.named("foldable-api34-views")
    expectEqual(profile?.density, 2.625)
    expectEqual(profile?.displayBounds, DpRect(x: 0, y: 0, width: 841, height: 701))
    expectEqual(profile?.outerDisplayBounds, DpRect(x: 0, y: 0, width: 411, height: 797))
    #expect(phone(34).outerDisplayBounds == nil)
    expectEqual(AndroidProfile.all.filter { $0.formFactor == .foldable }.count, 7 * 4)
  }

  @Test func foldingRecreatesAViewsActivityOnTheOuterDisplayWithoutItsFlags() {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["secure"]
    strategy.call = { _, activity in activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    let (device, violations) = run(foldable(34), strategy, [.launch, .appCall("secure"), .fold])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.window.isSecure, false)
    expectEqual(device.activity?.window.frame, DpRect(x: 0, y: 0, width: 411, height: 797))
    expectEqual(
      device.lifecycleLog.suffix(9),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState", "onDestroy",
        "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
    #expect(device.summary.hasSuffix(" folded"))
    _ = try? device.step(.unfold)
    expectEqual(device.activity?.window.frame, DpRect(x: 0, y: 0, width: 841, height: 701))
  }

  @Test(arguments: [AndroidAppStructure.reactNative, .flutter])
  func templatesThatDeclareTheSizeChangesKeepTheirActivity(structure: AndroidAppStructure) {
    let (device, _) = run(foldable(34, structure), NoAndroidProtection(), [.launch])
    let before = device.activity
    _ = try? device.step(.fold)
    #expect(device.activity === before)
    expectEqual(device.lifecycleLog.last, "onConfigurationChanged")
    expectEqual(device.activity?.window.frame.width, 411)
    _ = try? device.step(.rotate)
    #expect(device.activity === before)
  }

  @Test func theContentIsLaidOutAgainForTheNewWidth() {
    let (device, _) = run(foldable(34, .reactNative), NoAndroidProtection(), [.launch, .fold])
    expectEqual(device.activity?.findViewById("balance")?.frame?.width, 379)
    _ = try? device.step(.screenshot)
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
  }

  @Test func aResizeThatDoesNotRelaunchIsAFlag() {
    var profile = foldable(34)
    profile.flags.resizeRecreatesActivity = false
    let (device, _) = run(profile, NoAndroidProtection(), [.launch])
    let before = device.activity
    _ = try? device.step(.fold)
    #expect(device.activity === before)
    // A rotation is no resize: the Views activity is still recreated.
    _ = try? device.step(.rotate)
    #expect(device.activity !== before)
  }

  @Test func foldRefusalsSayWhy() {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    _ = try? device.step(.launch)
    expectEqual(device.refusal(for: .fold), "only a foldable folds")
    let fold = AndroidDevice(profile: foldable(34), strategy: NoAndroidProtection())
    _ = try? fold.step(.launch)
    expectEqual(fold.refusal(for: .unfold), "the device is already unfolded")
    #expect(fold.refusal(for: .fold) == nil)
    _ = try? fold.step(.pressHome)
    expectEqual(fold.refusal(for: .fold)?.hasPrefix("the model folds only with the app focused"), true)
  }

  @Test func theRecommendedStrategyKeepsItsFlagAcrossAFold() {
    let (device, violations) = run(
      foldable(34), RecommendedAndroidProtection(), [.launch, .fold, .screenshot, .showWindow(.dialog), .unfold])
    expectEqual(kinds(violations), [])
    expectEqual(device.activity?.window.isSecure, true)
  }
}
