import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// `holdPostedWork`: the next event's posted work runs after its system work, then at the start of the event after.
@Suite struct HoldPostedWorkTests {
  @Test func heldWorkMissesTheSnapshotEvenAfterOnStop() {
    let events: [AndroidEvent] = [.launch, .recentsTiming(.afterStop), .pressHome, .openRecents]
    let plain = run(phone(33, .reactNative), ReactNativeAppStateSecureFlag(), events)
    expectEqual(kinds(plain.violations), [])
    let held = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(),
      [.launch, .recentsTiming(.afterStop), .holdPostedWork, .pressHome, .openRecents])
    expectEqual(kinds(held.violations), [.recentsLeak])
    // The held flag was set when openRecents began.
    expectEqual(held.device.activity?.window.isSecure, true)
  }

  @Test func theChoiceHoldsOnlyTheNextEvent() throws {
    let device = AndroidDevice(profile: phone(34), strategy: IonicCapacitorPrivacyScreen())
    try device.step(.holdPostedWork)
    #expect(device.refusal(for: .holdPostedWork) != nil)
    try device.step(.launch)
    expectEqual(device.activity?.window.isSecure, false)
    #expect(device.looper.isHeld)
    try device.step(.advance(0.5))
    expectEqual(device.activity?.window.isSecure, true)
    #expect(!device.looper.isHeld)
  }
}

/// The posted-work doubt (docs/model-behaviours.md): a new window's first traversal posts a sync barrier after the
/// work posted from `onCreate`, `onStart` and `onResume`, so that work runs before the launch's first frame even when
/// the step's posted work is held; what it posts in turn, and a return's posts, stay held.
@Suite struct FirstFramePostedWorkTests {
  private let script = """
    on onResume: post(addView(cover)); post(post(set(later)))
    on appCall(check) if later: removeView(cover)
    """

  @Test func aLaunchRunsItsCallbacksPostsBeforeTheFirstFrame() throws {
    let logic = try AndroidAppLogic(try AppLogicScript(parsing: script))
    let device = AndroidDevice(profile: phone(34), strategy: logic)
    try device.step(.holdPostedWork)
    try device.step(.launch)
    // The cover posted from onResume is up; the work it posted waits.
    expectEqual(device.visibleCoversAndBlurs.isEmpty, false)
    expectEqual(device.looper.pendingCount, 1)
    try device.step(.pressHome)
    try device.step(.holdPostedWork)
    try device.step(.returnToApp)
    // A return's window is attached already: its onResume posts are held past the step.
    expectEqual(device.looper.pendingCount, 2)
  }
}
