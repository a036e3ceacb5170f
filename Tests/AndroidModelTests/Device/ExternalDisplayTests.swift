import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// External displays (`externalDisplay(connect|moveApp|moveBack|disconnect)`, `AndroidDevice+ExternalDisplay.swift`):
/// the app's secure windows are black for the user on a display without `Display.FLAG_SECURE` (blank-window), shown on
/// the device's own display and on a secure one; the events need a device with a monitor in use.
@Suite struct ExternalDisplayTests {
  /// A tablet on `api` with a monitor in use whose secure flag is `secure` (Chrome OS's external monitor: `false`).
  private func tablet(_ api: Int = 28, secure: Bool) -> AndroidProfile {
    var profile = AndroidProfile(apiLevel: api, formFactor: .tablet)
    profile.flags.externalDisplayInUse = true
    profile.flags.externalDisplayIsSecure = secure
    return profile
  }

  private let toMonitor: [AndroidEvent] = [.launch, .externalDisplay(.connect), .externalDisplay(.moveApp)]

  @Test func aSecureWindowIsBlackForTheUserOnANonSecureDisplay() {
    let (device, violations) = run(tablet(secure: false), SecureFlagOnCreate(), toMonitor)
    #expect(device.isAppOnNonSecureDisplay)
    #expect(!device.appDisplayIsSecure)
    expectEqual(device.blackedOutOnDisplay, ["activity"])
    expectEqual(device.legibleSensitiveOnDisplay, [])
    expectEqual(kinds(violations), [.blankWindow])
    expectEqual(violations.last?.first?.detail.contains("not secure"), true)
  }

  @Test func theDevicesOwnDisplayAndASecureDisplayShowIt() {
    // Connected but the app not moved: its task is on the device's own display.
    let own = run(tablet(secure: false), SecureFlagOnCreate(), [.launch, .externalDisplay(.connect)])
    expectEqual(own.device.blackedOutOnDisplay, [])
    expectEqual(kinds(own.violations), [])
    let secure = run(tablet(secure: true), SecureFlagOnCreate(), toMonitor)
    expectEqual(secure.device.blackedOutOnDisplay, [])
    #expect(!secure.device.legibleSensitiveOnDisplay.isEmpty)
    expectEqual(kinds(secure.violations), [])
  }

  @Test func anAppWithoutFlagSecureIsShownOnANonSecureDisplay() {
    let (device, violations) = run(tablet(secure: false), NoAndroidProtection(), toMonitor)
    expectEqual(device.blackedOutOnDisplay, [])
    expectEqual(kinds(violations), [])
  }

  @Test func movingBackOrDisconnectingShowsTheAppAgain() {
    let back = run(tablet(secure: false), SecureFlagOnCreate(), toMonitor + [.externalDisplay(.moveBack)])
    expectEqual(back.device.blackedOutOnDisplay, [])
    expectEqual(kinds([back.violations.last ?? []]), [])
    let unplugged = run(tablet(secure: false), SecureFlagOnCreate(), toMonitor + [.externalDisplay(.disconnect)])
    #expect(unplugged.device.externalDisplay == nil)
    expectEqual(unplugged.device.blackedOutOnDisplay, [])
  }

  @Test func aMoveIsAResizeThatRecreatesAnActivityNotHandlingIt() {
    let (device, _) = run(tablet(secure: true), SecureFlagOnCreate(), toMonitor)
    expectEqual(device.lifecycleLog.filter { $0 == "onCreate" }.count, 2)
  }

  @Test func refusals() throws {
    let plain = AndroidDevice(
      profile: AndroidProfile(apiLevel: 28, formFactor: .tablet), strategy: SecureFlagOnCreate(), app: .banking)
    try plain.step(.launch)
    expectEqual(plain.refusal(for: .externalDisplay(.connect))?.contains("externalDisplayInUse"), true)
    let device = AndroidDevice(profile: tablet(secure: false), strategy: SecureFlagOnCreate(), app: .banking)
    try device.step(.launch)
    expectEqual(device.refusal(for: .externalDisplay(.moveApp)), "no external display is connected")
    expectEqual(device.refusal(for: .externalDisplay(.disconnect)), "no external display is connected")
    try device.step(.externalDisplay(.connect))
    expectEqual(device.refusal(for: .externalDisplay(.connect)), "an external display is already connected")
    expectEqual(device.refusal(for: .externalDisplay(.moveBack)), "the app is on the device's own display")
    try device.step(.pressHome)
    #expect(device.refusal(for: .externalDisplay(.moveApp)) != nil)
  }

  /// Moving an activity to another display came with Android 8.0's multi-display support (API 26,
  /// `ActivityOptions.setLaunchDisplayId`): refused below it with the reason, accepted from it (a breaker's E2, s38).
  @Test func theMoveNeedsApi26() throws {
    for api in [21, 25] {
      let device = AndroidDevice(profile: tablet(api, secure: false), strategy: SecureFlagOnCreate(), app: .banking)
      try device.step(.launch)
      try device.step(.externalDisplay(.connect))
      expectEqual(
        device.refusal(for: .externalDisplay(.moveApp)),
        "an activity moves to another display only from Android 8.0's multi-display support (API 26, "
          + "ActivityOptions.setLaunchDisplayId); on API \(api) the app stays on the device's own display")
    }
    let device = AndroidDevice(profile: tablet(26, secure: false), strategy: SecureFlagOnCreate(), app: .banking)
    try device.step(.launch)
    try device.step(.externalDisplay(.connect))
    #expect(device.refusal(for: .externalDisplay(.moveApp)) == nil)
  }

  @Test func theEventIsWrittenAndParsedAsTracesDo() throws {
    for change in ExternalDisplayChange.allCases {
      let event = AndroidEvent.externalDisplay(change)
      expectEqual(event.description, "externalDisplay(\(change.rawValue))")
      try expectEqual(AndroidPlatform.vocabulary.event(parsing: Substring(event.description)), event)
    }
  }
}
