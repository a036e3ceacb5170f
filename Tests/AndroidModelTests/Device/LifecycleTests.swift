import AndroidModel
import AndroidStrategies
import Testing

@Suite struct LifecycleTests {
  @Test func launchHomeAndReturnFollowTheDocumentedOrder() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, .returnToApp])
    #expect(
      device.lifecycleLog == [
        "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState",
        "onRestart", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
    #expect(device.activity?.lifecycleState == .RESUMED)
    #expect(device.screen == .app)
  }

  @Test(arguments: [29, 30])
  func backFinishesTheRootActivityBeforeAndroid12(api: Int) {
    let (device, _) = run(phone(api), NoAndroidProtection(), [.launch, .back])
    #expect(device.lifecycleLog.suffix(4) == ["onTopResumedActivityChanged(false)", "onPause", "onStop", "onDestroy"])
    #expect(device.activity == nil)
    #expect(device.hasTask)
  }

  @Test(arguments: [31, 33, 35])
  func backOnlyStopsTheRootActivityFromAndroid12(api: Int) {
    let (device, _) = run(phone(api), NoAndroidProtection(), [.launch, .back])
    #expect(device.lifecycleLog.last == "onSaveInstanceState")
    #expect(device.activity?.lifecycleState == .CREATED)
  }

  @Test func rotationRecreatesTheActivityWithANewWindowWithoutItsFlags() {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["secure"]
    strategy.call = { _, activity in activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    let device = AndroidDevice(profile: phone(34), strategy: strategy)
    _ = try? device.step(.launch)
    _ = try? device.step(.appCall("secure"))
    let old = device.activity
    #expect(old?.window.isSecure == true)
    _ = try? device.step(.rotate)
    #expect(device.activity !== old)
    #expect(device.activity?.window.isSecure == false)
    #expect(
      device.lifecycleLog.suffix(9) == [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState", "onDestroy",
        "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
  }

  @Test func refusalsSayWhyAndroidCannotProduceTheEvent() {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    #expect(device.refusal(for: .returnToApp) == "the app has no task to bring back (launch starts one)")
    #expect(device.refusal(for: .recordingStop) == "no recording runs")
    #expect(device.refusal(for: .showWindow(.dialog))?.hasPrefix("the user can touch the app only") == true)
    _ = try? device.step(.launch)
    #expect(device.refusal(for: .launch)?.hasPrefix("the task exists") == true)
    #expect(device.refusal(for: .showWindow(.reactNativeModal)) == "only a React Native host shows React Native modals")
    #expect(device.refusal(for: .appCall("pinSetup")) == "the app has no control that makes the call pinSetup")
    #expect(throws: AndroidRefusal.self) { try device.step(.closeRecents) }
    let flutter = AndroidDevice(profile: phone(34, .flutter), strategy: NoAndroidProtection())
    _ = try? flutter.step(.launch)
    #expect(flutter.refusal(for: .showWindow(.popup))?.hasPrefix("Flutter draws its menus") == true)
  }
}
