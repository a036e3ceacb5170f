import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The app's own screen-security setting (`screenSecurity(on|off)`) and `cannot-disable`: each named reach of
/// ``ScreenSecuritySetting`` on the wallet (its settings and card screens are activities), with the verdicts of the
/// corpus traces `corpus/android/secure-setting-*.trace`.
@Suite("Android screen-security setting and cannot-disable")
@MainActor
struct ScreenSecuritySettingTests {
  /// A fresh instance of the named-only strategy `name`.
  func strategy(_ name: String) throws -> any AndroidPrivacyStrategy {
    try #require(AndroidStrategyCatalog.descriptor(named: name)).make()
  }

  @Test("clearing the flag on the activity in front leaves its dialog secure: the screenshot is black there")
  func dialogKeepsFlag() throws {
    let (device, violations) = run(
      phone(34), try strategy("secure-setting-current-window"),
      [.launch, .showWindow(.dialog), .screenSecurity(false), .screenshot], app: .wallet)
    expectEqual(device.activity?.window.isSecure, false)
    expectEqual(device.windowManager.windows.map(\.isSecure), [false, true])
    expectEqual(kinds(violations), [.cannotDisable])
    expectEqual(
      violations[3].first?.detail,
      "screenshot: after screenSecurity(off), the screenshot is black at dialog: dialog still secure")
  }

  @Test("up to API 30 the same screenshot is refused as a whole, and named so")
  func refusedUpToApi30() throws {
    let (_, violations) = run(
      phone(30), try strategy("secure-setting-current-window"),
      [.launch, .showWindow(.dialog), .screenSecurity(false), .screenshot], app: .wallet)
    expectEqual(
      violations[3].map(\.detail),
      [
        "screenshot: after screenSecurity(off), the screenshot is refused: dialog still secure"
      ])
  }

  @Test("the activity below the settings activity keeps its flag unless every activity applies the setting on resume")
  func activityBelow() throws {
    let events: [AndroidEvent] = [.launch, .navigate("settings"), .screenSecurity(false), .back, .screenshot]
    let window = run(phone(34), try strategy("secure-setting-current-window"), events, app: .wallet)
    expectEqual(kinds(window.violations), [.cannotDisable])
    expectEqual(window.violations[4].first?.detail.hasSuffix("black at activity: activity still secure"), true)
    let onResume = run(phone(34), try strategy("secure-setting-on-resume"), events, app: .wallet)
    expectEqual(kinds(onResume.violations), [])
    expectEqual(onResume.device.activity?.window.isSecure, false)
  }

  @Test("setRecentsScreenshotEnabled(false) is separate from FLAG_SECURE: the card taken after the change is the theme")
  func recentsStillOff() throws {
    let (device, violations) = run(
      phone(34), try strategy("secure-setting-recents-off"), [.launch, .screenSecurity(false), .openRecents],
      app: .wallet)
    expectEqual(device.taskSnapshot?.image.isAppTheme, true)
    expectEqual(kinds(violations), [.cannotDisable])
    expectEqual(
      violations[2].first?.detail,
      "openRecents: after screenSecurity(off), the recentsThumbnail from the snapshot taken at t=0 s is the app "
        + "theme: Recents screenshots are still disabled (setRecentsScreenshotEnabled(false) is not FLAG_SECURE)")
    // Below API 33 the app has no such call: clearing the flag is enough.
    let api32 = run(
      phone(32), try strategy("secure-setting-recents-off"), [.launch, .screenSecurity(false), .openRecents],
      app: .wallet)
    expectEqual(kinds(api32.violations), [])
    expectEqual(api32.device.taskSnapshot?.image.isAppTheme, false)
  }

  @Test("every window and switch: captures after the change show the app and claim nothing; on again protects again")
  func controlHolds() throws {
    let (device, violations) = run(
      phone(34), try strategy("secure-setting-every-window"),
      [
        .launch, .showWindow(.dialog), .screenSecurity(false), .screenshot, .dismissWindow, .recordingStart,
        .navigate("card"), .openRecents, .returnToApp, .screenSecurity(true), .screenshot,
      ], app: .wallet)
    expectEqual(kinds(violations), [])
    // The screenshot after the change showed the dialog's sensitive text: no capture-leak, the claims were released.
    #expect(violations[3].isEmpty)
    #expect(device.isScreenSecuritySettingOn)
    expectEqual(device.claimsNow, .all)
    expectEqual(device.activity?.window.isSecure, true)
  }

  @Test("the reverse: a dialog made while the setting was off stays unprotected when it is turned on again")
  func reverseLeaks() throws {
    let (_, violations) = run(
      phone(34), try strategy("secure-setting-current-window"),
      [.launch, .recordingStart, .screenSecurity(false), .showWindow(.dialog), .screenSecurity(true)], app: .wallet)
    expectEqual(kinds(violations), [.captureLeak])
    expectEqual(violations[4].first?.detail, "screenSecurity(on): recording: leaks dialog/message; black activity")
  }

  @Test("a card from a snapshot taken before the change stays as it was: no finding until the task leaves again")
  func staleSnapshotIsNoFinding() throws {
    let device = AndroidDevice(profile: phone(34), strategy: try strategy("secure-setting-recents-off"), app: .wallet)
    for event: AndroidEvent in [.launch, .pressHome, .returnToApp, .screenSecurity(false)] { try device.step(event) }
    expectEqual(device.taskSnapshot?.image.isAppTheme, true)
    expectEqual(device.taskSnapshot.map { $0.takenInEvent < device.screenSecurityOffSince! }, true)
    #expect(device.isProtectionTurnedOff)
  }

  @Test("the event is the user's touch on the app's own setting: refused without one, away from the app, or twice")
  func refusals() throws {
    let onCreate = try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-on-create"))
    let plain = AndroidDevice(profile: phone(34), strategy: onCreate.make())
    try plain.step(.launch)
    #expect(plain.refusal(for: .screenSecurity(false)) != nil)
    let device = AndroidDevice(profile: phone(34), strategy: try strategy("secure-setting-every-window"), app: .wallet)
    #expect(device.refusal(for: .screenSecurity(false)) != nil)
    try device.step(.launch)
    expectEqual(device.refusal(for: .screenSecurity(true)), "the screen-security setting is already on")
    try device.step(.screenSecurity(false))
    try device.step(.pressHome)
    #expect(device.refusal(for: .screenSecurity(true)) != nil)
    // The setting is the app's SharedPreferences: it outlives the process.
    try device.step(.processDeath)
    try device.step(.returnToApp)
    #expect(!device.isScreenSecuritySettingOn)
    expectEqual(device.activity?.window.isSecure, false)
  }

  @Test("cannot-disable is claimed only by strategies with a setting; the event's text round-trips")
  func claimsAndSyntax() throws {
    let setting = try #require(AndroidStrategyCatalog.descriptor(named: "secure-setting-current-window"))
    let plain = try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-on-create"))
    #expect(AndroidPlatform.claims(setting, invariant: .cannotDisable))
    #expect(!AndroidPlatform.claims(plain, invariant: .cannotDisable))
    #expect(AndroidPlatform.claims(plain, invariant: .captureLeak))
    expectEqual(AndroidEvent.screenSecurity(false).description, "screenSecurity(off)")
    expectEqual(AndroidEvent.screenSecurity(true).description, "screenSecurity(on)")
    expectEqual(AndroidInvariant(rawValue: "cannot-disable"), .cannotDisable)
  }
}
