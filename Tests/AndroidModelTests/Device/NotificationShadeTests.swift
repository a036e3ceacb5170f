import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// SystemUI's notification shade pulled over a secure app (`openNotificationShade`): a system window above the app's
/// windows that takes focus and pauses nothing, and the screenshot of it, refused up to API 30 while a secure window is
/// under it, black there from API 31 (`corpus/android/notification-shade-*.trace`).
@Suite("Android notification shade over a secure app")
@MainActor
struct NotificationShadeTests {
  func device(_ api: Int, _ name: String = "secure-flag-on-create", app: AndroidAppDescription = .banking) throws
    -> AndroidDevice
  {
    AndroidDevice(
      profile: phone(api), strategy: try #require(AndroidStrategyCatalog.descriptor(named: name)).make(), app: app)
  }

  @Test("the shade is the top window, takes focus and leaves the activity resumed")
  func shadeTakesFocusOnly() throws {
    let device = try device(34)
    try device.step(.launch)
    expectEqual(device.activity?.hasWindowFocus, true)
    try device.step(.openNotificationShade)
    expectEqual(device.windowManager.windows.map(\.label), ["activity", "notificationShade"])
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    expectEqual(device.activity?.hasWindowFocus, false)
    #expect(device.legibleSensitiveOnDisplay.isEmpty)
    try device.step(.closeNotificationShade)
    #expect(device.notificationShade == nil)
    expectEqual(device.activity?.hasWindowFocus, true)
  }

  @Test("a screenshot of the shade over a secure window: refused as a whole up to API 30, the window black from 31")
  func screenshotOverSecureWindow() throws {
    let api30 = try device(30)
    for event: AndroidEvent in [.launch, .openNotificationShade, .screenshot] { try api30.step(event) }
    expectEqual(api30.lastCaptures.map(\.description), ["screenshot: refused"])
    expectEqual(api30.lastCaptures.first?.securedByApp, ["activity"])
    let api31 = try device(31)
    for event: AndroidEvent in [.launch, .openNotificationShade, .screenshot] { try api31.step(event) }
    expectEqual(api31.lastCaptures.map(\.description), ["screenshot: no sensitive content; black activity"])
    // Without a secure window the shade is captured.
    let plain = try device(30, "secure-setting-every-window", app: .wallet)
    for event: AndroidEvent in [.launch, .screenSecurity(false), .openNotificationShade, .screenshot] {
      try plain.step(event)
    }
    expectEqual(plain.lastCaptures.map(\.description), ["screenshot: no sensitive content"])
  }

  @Test("cannot-disable: a dialog still secure under the shade refuses the shade's screenshot on API 30")
  func cannotDisableUnderShade() throws {
    let (_, violations) = run(
      phone(30), try #require(AndroidStrategyCatalog.descriptor(named: "secure-setting-current-window")).make(),
      [.launch, .showWindow(.dialog), .screenSecurity(false), .openNotificationShade, .screenshot], app: .wallet)
    expectEqual(kinds(violations), [.cannotDisable])
    expectEqual(
      violations[4].first?.detail,
      "screenshot: after screenSecurity(off), the screenshot is refused: dialog still secure")
  }

  @Test("notificationShadeShowsApp: the scrim hides the app by default; with the flag a screenshot shows it")
  func scrimFlag() throws {
    func shot(_ showsApp: Bool) throws -> AndroidCapture? {
      var profile = phone(34)
      profile.flags.notificationShadeShowsApp = showsApp
      let device = AndroidDevice(
        profile: profile, strategy: ScreenSecuritySetting(name: "setting", reach: .all), app: .banking)
      for event: AndroidEvent in [.launch, .screenSecurity(false), .openNotificationShade, .screenshot] {
        try device.step(event)
      }
      return device.lastCaptures.first
    }
    try expectEqual(shot(false)?.leaks, false)
    try expectEqual(shot(true)?.leaks, true)
  }

  @Test("while the shade is open the user reaches only the shade; it opens over the app only")
  func refusals() throws {
    let device = try device(34)
    #expect(device.refusal(for: .openNotificationShade) != nil)
    try device.step(.launch)
    expectEqual(device.refusal(for: .closeNotificationShade), "the notification shade is not open")
    try device.step(.openNotificationShade)
    expectEqual(device.refusal(for: .openNotificationShade), "the notification shade is already open")
    for event: AndroidEvent in [.pressHome, .openRecents, .showWindow(.dialog), .back, .rotate] {
      expectEqual(
        device.refusal(for: event),
        "the notification shade is over the app: the user reaches only the shade until it is closed")
    }
    for event: AndroidEvent in [.screenshot, .recordingStart, .advance(3), .closeNotificationShade] {
      #expect(device.refusal(for: event) == nil)
    }
  }
}
