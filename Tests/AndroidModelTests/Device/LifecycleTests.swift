import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

@Suite struct LifecycleTests {
  @Test func launchHomeAndReturnFollowTheDocumentedOrder() {
    let (device, _) = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, .returnToApp])
    expectEqual(
      device.lifecycleLog,
      [
        "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState",
        "onRestart", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.screen, .app)
  }

  @Test(arguments: [29, 30])
  func backFinishesTheRootActivityBeforeAndroid12(api: Int) {
    let (device, _) = run(phone(api), NoAndroidProtection(), [.launch, .back])
    expectEqual(
      device.lifecycleLog.suffix(4), ["onTopResumedActivityChanged(false)", "onPause", "onStop", "onDestroy"])
    #expect(device.activity == nil)
    #expect(device.hasTask)
  }

  @Test(arguments: [31, 33, 35])
  func backOnlyStopsTheRootActivityFromAndroid12(api: Int) {
    let (device, _) = run(phone(api), NoAndroidProtection(), [.launch, .back])
    expectEqual(device.lifecycleLog.last, "onSaveInstanceState")
    expectEqual(device.activity?.lifecycleState, .CREATED)
  }

  @Test func rotationRecreatesTheActivityWithANewWindowWithoutItsFlags() {
    let strategy = ScriptedStrategy()
    strategy.appCalls = ["secure"]
    strategy.call = { _, activity in activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE) }
    let device = AndroidDevice(profile: phone(34), strategy: strategy)
    _ = try? device.step(.launch)
    _ = try? device.step(.appCall("secure"))
    let old = device.activity
    expectEqual(old?.window.isSecure, true)
    _ = try? device.step(.rotate)
    #expect(device.activity !== old)
    expectEqual(device.activity?.window.isSecure, false)
    expectEqual(
      device.lifecycleLog.suffix(9),
      [
        "onTopResumedActivityChanged(false)", "onPause", "onStop", "onSaveInstanceState", "onDestroy",
        "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
  }

  @Test func refusalsSayWhyAndroidCannotProduceTheEvent() {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    expectEqual(device.refusal(for: .returnToApp), "the app has no task to bring back (launch starts one)")
    expectEqual(device.refusal(for: .recordingStop), "no recording runs")
    expectEqual(device.refusal(for: .showWindow(.dialog))?.hasPrefix("the user can touch the app only"), true)
    _ = try? device.step(.launch)
    expectEqual(device.refusal(for: .launch)?.hasPrefix("the task exists"), true)
    expectEqual(
      device.refusal(for: .showWindow(.reactNativeModal)), "only a React Native host shows React Native modals")
    expectEqual(device.refusal(for: .appCall("pinSetup")), "the app has no control that makes the call pinSetup")
    #expect(throws: AndroidRefusal.self) { try device.step(.closeRecents) }
    let flutter = AndroidDevice(profile: phone(34, .flutter), strategy: NoAndroidProtection())
    _ = try? flutter.step(.launch)
    expectEqual(flutter.refusal(for: .showWindow(.popup))?.hasPrefix("Flutter draws its menus"), true)
  }
}
