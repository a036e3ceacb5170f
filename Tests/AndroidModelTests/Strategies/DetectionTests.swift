import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The capture-detection family against the platform's callbacks, and the detection-promise invariant.
@Suite struct DetectionTests {
  private func detect(_ what: AndroidDetectionConfiguration.What, _ register: AndroidDetectionConfiguration.Register)
    -> AndroidCaptureDetection
  {
    AndroidCaptureDetection(AndroidDetectionConfiguration(what: what, register: register))
  }

  @Test func aScreenshotCallbackRegisteredInOnCreateIsGoneAfterTheActivityStops() {
    let events: [AndroidEvent] = [.launch, .screenshot, .pressHome, .returnToApp, .screenshot]
    let (device, violations) = run(phone(34), detect(.screenshots, .onCreate), events, app: .wallet)
    expectEqual(kinds(violations), [.detectionPromise])
    expectEqual(device.appScreenshotCount, 2)
    expectEqual(device.strategy.detectedScreenshotCount, 1)
    let (control, none) = run(phone(34), detect(.screenshots, .onStart), events, app: .wallet)
    expectEqual(kinds(none), [])
    expectEqual(control.strategy.detectedScreenshotCount, 2)
  }

  @Test func eachActivityRegistersItsOwnScreenshotCallback() {
    let (device, violations) = run(
      phone(34), detect(.screenshots, .onStart), [.launch, .navigate("card"), .screenshot], app: .wallet)
    expectEqual(kinds(violations), [])
    expectEqual(device.screenCaptureCallbackCount, 1)
  }

  @Test func aSecureWindowsScreenshotIsNotOneTheDetectionOwes() {
    // The callback never runs under FLAG_SECURE, and such a screenshot does not show the app.
    let (device, _) = run(phone(34), RecommendedAndroidProtection(), [.launch, .screenshot])
    expectEqual(device.appScreenshotCount, 0)
  }

  @Test func belowTheAPILevelThereIsNothingToRegister() {
    let (shots, a) = run(phone(33), detect(.screenshots, .onStart), [.launch, .screenshot], app: .wallet)
    expectEqual(kinds(a), [.detectionPromise])
    #expect(shots.crashes.isEmpty)
    let (recording, b) = run(phone(34), detect(.recordings, .onStart), [.launch, .recordingStart], app: .wallet)
    expectEqual(kinds(b), [.detectionPromise])
    #expect(recording.crashes.isEmpty)
  }

  @Test func aRecordingRunningBeforeTheLaunchIsToldOnceTheWindowShows() {
    let events: [AndroidEvent] = [.recordingStart, .launch, .pressHome, .returnToApp, .recordingStop]
    let (device, violations) = run(phone(35), detect(.recordings, .onStart), events, app: .wallet)
    expectEqual(kinds(violations), [])
    #expect(!device.strategy.knowsAppIsRecorded)
  }

  @Test func theStrategyKnowsTheRecordingWhileItShowsTheApp() {
    let (device, _) = run(phone(35), detect(.recordings, .onStart), [.launch, .recordingStart], app: .wallet)
    #expect(device.isAppVisibleInRecording)
    #expect(device.strategy.knowsAppIsRecorded)
  }

  @Test func theFamilyParsesItsCanonicalText() {
    let text = "android-detect[what=recordings,register=onCreate]"
    expectEqual(AndroidDetectionConfiguration(parsing: text)?.description, text)
    #expect(AndroidDetectionConfiguration(parsing: "android-detect[what=toasts,register=onStart]") == nil)
    expectEqual(AndroidStrategyCatalog.descriptor(named: text)?.defaultProfile.apiLevel, 35)
  }
}
