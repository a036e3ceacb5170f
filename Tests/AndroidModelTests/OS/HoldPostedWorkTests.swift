import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// `holdPostedWork`: the next event's posted work runs after its system work, then at the start of the event after.
@Suite struct HoldPostedWorkTests {
  @Test func heldWorkMissesTheSnapshotEvenAfterOnStop() {
    let events: [AndroidEvent] = [.launch, .recentsTiming(.afterStop), .pressHome, .openRecents]
    let plain = run(phone(33, .reactNative), ReactNativeAppStateSecureFlag(), events)
    #expect(kinds(plain.violations) == [])
    let held = run(
      phone(33, .reactNative), ReactNativeAppStateSecureFlag(),
      [.launch, .recentsTiming(.afterStop), .holdPostedWork, .pressHome, .openRecents])
    #expect(kinds(held.violations) == [.recentsLeak])
    // The held flag was set when openRecents began.
    #expect(held.device.activity?.window.isSecure == true)
  }

  @Test func theChoiceHoldsOnlyTheNextEvent() throws {
    let device = AndroidDevice(profile: phone(34), strategy: IonicCapacitorPrivacyScreen())
    try device.step(.holdPostedWork)
    #expect(device.refusal(for: .holdPostedWork) != nil)
    try device.step(.launch)
    #expect(device.activity?.window.isSecure == false)
    #expect(device.looper.isHeld)
    try device.step(.advance(0.5))
    #expect(device.activity?.window.isSecure == true)
    #expect(!device.looper.isHeld)
  }
}
