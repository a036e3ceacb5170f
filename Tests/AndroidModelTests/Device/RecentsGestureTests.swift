import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Gesture navigation's quick switch and abandoned Recents/Home swipe.
@Suite struct RecentsGestureTests {
  private func gesture(_ api: Int = 34, keepsResumed: Bool = true) -> AndroidProfile {
    var profile = phone(api)
    profile.flags.gestureNavigation = true
    profile.flags.abandonedRecentsGestureKeepsAppResumed = keepsResumed
    return profile
  }

  @Test func anAbandonedSwipeSendsRecentappsAndRunsNoCallbackNorSnapshot() throws {
    let device = run(gesture(), NoAndroidProtection(), [.launch, .pressHome, .returnToApp]).device
    let snapshot = device.taskSnapshot
    let logged = device.lifecycleLog.count
    try device.step(.abandonRecentsGesture)
    expectEqual(device.lifecycleLog.count, logged)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.taskSnapshot, snapshot)
    expectEqual(device.screen, .app)
  }

  @Test func aReceiversCoverTakenDownInOnResumeStaysAfterAnAbandonedSwipe() {
    let events: [AndroidEvent] = [.launch, .appCall("enable"), .abandonRecentsGesture]
    expectEqual(kinds(run(gesture(), RecentsBroadcastDialog(), events).violations), [.strandedCover])
    // Under the other answer the app pauses and resumes, and onResume takes the dialog down.
    expectEqual(kinds(run(gesture(keepsResumed: false), RecentsBroadcastDialog(), events).violations), [])
  }

  @Test func aQuickSwitchLeavesAsAGestureHome() {
    let device = run(gesture(), NoAndroidProtection(), [.launch, .quickSwitch]).device
    expectEqual(device.screen, .home)
    expectEqual(device.activity?.lifecycleState, .CREATED)
    #expect(device.taskSnapshot != nil)
  }

  @Test func refusals() {
    let buttons = run(phone(34), NoAndroidProtection(), [.launch]).device
    #expect(buttons.refusal(for: .quickSwitch) != nil)
    #expect(buttons.refusal(for: .abandonRecentsGesture) != nil)
    let legacy = run(gesture(28), NoAndroidProtection(), [.launch]).device
    #expect(legacy.refusal(for: .abandonRecentsGesture) != nil)
    let home = run(gesture(), NoAndroidProtection(), [.launch, .pressHome]).device
    #expect(home.refusal(for: .quickSwitch) != nil)
  }
}
