import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `configurationChange(uiMode|locale|fontScale)`: a system setting the user changes recreates an activity whose
/// manifest does not declare it, at once in front or at the return when away; a declaring template gets
/// `onConfigurationChanged` and keeps its instance.
@Suite struct SystemConfigurationTests {

  @Test func eachChangeNamesTheConfigurationsAManifestDeclares() {
    expectEqual(SystemConfigurationChange.uiMode.changes.description, "uiMode")
    expectEqual(SystemConfigurationChange.locale.changes.description, "locale|layoutDirection")
    expectEqual(SystemConfigurationChange.fontScale.changes.description, "fontScale")
    #expect(AndroidAppStructure.reactNative.declaredConfigChanges.contains(.uiMode))
    #expect(!AndroidAppStructure.reactNative.declaredConfigChanges.contains(.locale))
    #expect(
      AndroidAppStructure.flutter.declaredConfigChanges.isSuperset(of: [.uiMode, .locale, .layoutDirection, .fontScale])
    )
    #expect(AndroidAppStructure.views.declaredConfigChanges.isEmpty)
  }

  /// Views declares nothing: each change relaunches the resumed activity (a new instance, restored from saved state).
  @Test(arguments: SystemConfigurationChange.allCases)
  func anUndeclaredChangeRecreatesTheActivityInFront(change: SystemConfigurationChange) throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try device.step(.launch)
    let before = device.activity
    try device.step(.configurationChange(change))
    #expect(device.activity !== before)
    #expect(device.lifecycleLog.contains("onDestroy"))
    expectEqual(device.activity?.hasSavedInstanceState, true)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
  }

  /// React Native's template declares uiMode but not locale; Flutter's declares both.
  @Test func aDeclaringTemplateKeepsItsActivity() throws {
    for (structure, change, kept) in [
      (AndroidAppStructure.reactNative, SystemConfigurationChange.uiMode, true), (.reactNative, .locale, false),
      (.flutter, .locale, true), (.flutter, .fontScale, true),
    ] {
      let device = AndroidDevice(profile: phone(34, structure), strategy: NoAndroidProtection())
      try device.step(.launch)
      let before = device.activity
      try device.step(.configurationChange(change))
      #expect((device.activity === before) == kept, "\(structure) \(change)")
      #expect((device.lifecycleLog.last == "onConfigurationChanged") == kept, "\(structure) \(change)")
    }
  }

  /// Away, the stopped activity waits; the return relaunches it before it resumes.
  @Test func aChangeWhileAwayRelaunchesAtTheReturn() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try device.step(.launch)
    try device.step(.pressHome)
    let before = device.activity
    try device.step(.configurationChange(.locale))
    #expect(device.activity === before)
    expectEqual(device.pendingConfigChanges, [.locale, .layoutDirection])
    try device.step(.returnToApp)
    #expect(device.activity !== before)
    #expect(device.pendingConfigChanges.isEmpty)
    expectEqual(
      device.lifecycleLog.suffix(5),
      [
        "onDestroy", "onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)",
      ])
  }

  @Test func theDarkThemeSettingExistsFromAPI29() throws {
    let old = AndroidDevice(profile: phone(28), strategy: NoAndroidProtection())
    try old.step(.launch)
    expectEqual(
      old.refusal(for: .configurationChange(.uiMode)), "Android has a system-wide uiMode setting from API 29 only")
    #expect(old.refusal(for: .configurationChange(.fontScale)) == nil)
    let unlaunched = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    expectEqual(
      unlaunched.refusal(for: .configurationChange(.uiMode))?.hasPrefix("a configuration change is modeled"), true)
  }

  /// `state=field` loses "locked" at a dark-theme toggle in front or a language change away; a template that declares
  /// the change keeps the instance and the field.
  @Test func aLockKeptInAFieldIsLostAtAnUndeclaredChange() throws {
    let inFront: [AndroidEvent] = [
      .launch, .appCall("unlock"), .pressHome, .returnToApp, .configurationChange(.uiMode),
    ]
    let away: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .configurationChange(.locale), .returnToApp]
    for events in [inFront, away] {
      let (_, violations) = run(phone(34), try lock("android-lock[as=view,rearm=onPause,state=field]"), events)
      #expect(violations[0...3].allSatisfy { $0.isEmpty })
      expectEqual(violations[4].first?.invariant, .lockBypass)
      let (_, flutter) = run(phone(34, .flutter), try lock("android-lock[as=view,rearm=onPause,state=field]"), events)
      #expect(flutter.allSatisfy { $0.isEmpty })
      let (_, saved) = run(phone(34), try lock("android-lock[as=view,rearm=onPause,state=savedState]"), events)
      #expect(saved.allSatisfy { $0.isEmpty })
    }
  }
}
