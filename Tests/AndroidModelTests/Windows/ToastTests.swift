import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// A toast's text has a sensitivity; the toast is the system's window: captured, never secured, never in Recents.
@Suite struct ToastTests {
  @Test func aSensitiveToastShowsInTheRecordingButNotInTheRecentsCard() {
    let (device, violations) = run(
      phone(34), SecureFlagOnCreate(), [.launch, .recordingStart, .showWindow(.sensitiveToast), .advance(1)])
    #expect(kinds(violations) == [.captureLeak, .captureLeak])
    #expect(device.lastCaptures.first?.legibleSensitive == ["toast/toastText"])
    let recents = run(phone(34), NoAndroidProtection(), [.launch, .showWindow(.sensitiveToast), .openRecents])
    #expect(
      recents.device.lastCaptures.first?.legibleSensitive == ["activity/balance", "activity/iban", "activity/cvv"])
  }

  @Test func theSensitiveToastParses() throws {
    #expect(
      try AndroidPlatform.vocabulary.event(parsing: "showWindow(toast(sensitive))") == .showWindow(.sensitiveToast))
  }
}
