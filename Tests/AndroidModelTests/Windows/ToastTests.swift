import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// A toast's text has a sensitivity; the toast is the system's window: captured, never secured, never in Recents.
@Suite struct ToastTests {
  @Test func aSensitiveToastShowsInTheRecordingButNotInTheRecentsCard() {
    let (device, violations) = run(
      phone(34), SecureFlagOnCreate(), [.launch, .recordingStart, .showWindow(.sensitiveToast), .advance(1)])
    expectEqual(kinds(violations), [.captureLeak, .captureLeak])
    expectEqual(device.lastCaptures.first?.legibleSensitive, ["toast/toastText"])
    let recents = run(phone(34), NoAndroidProtection(), [.launch, .showWindow(.sensitiveToast), .openRecents])
    expectEqual(
      recents.device.lastCaptures.first?.legibleSensitive, ["activity/balance", "activity/iban", "activity/cvv"])
  }

  @Test func theSensitiveToastParses() throws {
    try expectEqual(
      AndroidPlatform.vocabulary.event(parsing: "showWindow(toast(sensitive))"), .showWindow(.sensitiveToast))
  }
}
