import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// A notification's `PendingIntent` as an entry point: where the window manager puts the activity it starts.
@Suite struct EntryPointTests {
  private func device(_ events: [AndroidEvent]) -> AndroidDevice {
    run(phone(34), NoAndroidProtection(), events, app: .wallet).device
  }

  @Test func aNotificationPutsItsActivityOnTopOfTheTaskAndLeavesTheOneBelowStopped() {
    let device = device([.launch, .pressHome, .openNotification("card")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    expectEqual(device.backgroundActivities.map(\.lifecycleState), [.CREATED])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.activity?.isLauncherActivity, false)
    // The activity below is not restarted: only the new one runs its callbacks.
    let tail = Array(device.lifecycleLog.suffix(5))
    expectEqual(tail, ["notification: card", "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
  }

  @Test func backFromTheNotificationsActivityReturnsToTheTaskBelow() {
    let device = device([.launch, .pressHome, .openNotification("card"), .back])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"]])
    expectEqual(device.activity?.isLauncherActivity, true)
    expectEqual(device.screen, .app)
  }

  /// From API 31 Back moves the task back only from a root launcher activity (AOSP
  /// `ActivityClientController.onBackPressedOnTaskRoot`): the notification's card activity as the root is finished,
  /// as on API 30, and the return makes the launcher activity.
  @Test func withNoTaskTheNotificationsActivityIsTheRootAndBackFinishesIt() throws {
    let device = device([.openNotification("card"), .back])
    #expect(device.taskBackStacks.isEmpty)
    expectEqual(device.screen, .home)
    expectEqual(Array(device.lifecycleLog.suffix(2)), ["onStop", "onDestroy"])
    try device.step(.returnToApp)
    expectEqual(device.activity?.isLauncherActivity, true)
    // The launcher activity as the root is only stopped.
    let launcher = self.device([.launch, .back])
    expectEqual(launcher.taskBackStacks.map { $0.map(\.name) }, [["home"]])
    expectEqual(launcher.lifecycleLog.last, "onSaveInstanceState")
  }

  @Test func afterProcessDeathTheSavedActivitiesStayRecordsBelowTheNotificationsActivity() {
    let device = device([.launch, .navigate("settings"), .pressHome, .processDeath, .openNotification("card")])
    expectEqual(device.unrestoredActivities.map { $0.map(\.name) }, [["home"], ["settings"]])
    #expect(device.backgroundActivities.isEmpty)
    expectEqual(device.activity?.currentScreen?.name, "card")
  }

  @Test func aDeepLinkToADestinationClearsTheTaskAndMakesTheLauncherActivityAgain() {
    let device = device([.launch, .navigate("card"), .pressHome, .openNotification("phrase")])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home", "phrase"]])
    expectEqual(device.lifecycleLog.filter { $0 == "onDestroy" }.count, 2)
  }

  @Test func refusals() {
    // Over the app in front the notification is tapped in the shade (forty-ninth session; before, refused), a
    // widget is not reachable (EntryOverTheAppTests).
    let inFront = device([.launch])
    #expect(inFront.refusal(for: .openNotification("card")) == nil)
    expectEqual(inFront.refusal(for: .openEntry(AndroidEntry(.widget, "card")))?.hasPrefix("the app is in front"), true)
    let onStack = device([.launch, .navigate("card"), .pressHome])
    #expect(onStack.refusal(for: .openNotification("card")) != nil)
    #expect(onStack.refusal(for: .openNotification("phrase")) == nil)
    #expect(onStack.refusal(for: .openNotification("nowhere")) != nil)
  }
}
