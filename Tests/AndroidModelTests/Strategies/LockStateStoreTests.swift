import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `state=`: where the lock's code keeps "locked", judged across a relaunch for a configuration change and the
/// process's death. An activity's field survives neither, a `ViewModel` the relaunch only, the saved instance state
/// both; a store's loss leaves the restored activity unlocked while the promise stands (`lock-bypass`).
@Suite struct LockStateStoreTests {

  /// Unlocked, away, back with the lock drawn in onPause, then rotated: the relaunch reads the store.
  private let rotatedWhileLocked: [AndroidEvent] = [
    .launch, .appCall("unlock"), .pressHome, .returnToApp, .rotate,
  ]

  @Test func theWordParsesAndPrintsCanonically() throws {
    let configuration = try #require(
      AndroidLockConfiguration(parsing: "android-lock[state=viewModel,as=view,rearm=onPause]"))
    expectEqual(configuration.lockState, .viewModel)
    expectEqual(configuration.description, "android-lock[as=view,rearm=onPause,state=viewModel]")
    expectEqual(AndroidLockConfiguration(parsing: configuration.description), configuration)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onPause,state=static]")
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onPause,state=field,closeLock=onDestroy]")
    }
  }

  @Test func theRelaunchAndTheRestoreSayTheyComeFromSavedState() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try device.step(.launch)
    expectEqual(device.activity?.hasSavedInstanceState, false)
    try device.step(.rotate)
    expectEqual(device.activity?.hasSavedInstanceState, true)
    try device.step(.pressHome)
    try device.step(.processDeath)
    try device.step(.returnToApp)
    expectEqual(device.activity?.hasSavedInstanceState, true)
  }

  /// The failing case: a field is lost at the relaunch, so the rotated activity shows while locked.
  @Test func aLockKeptInAFieldIsLostAtTheRelaunch() throws {
    let (device, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onPause,state=field]"), rotatedWhileLocked)
    #expect(violations[0...3].allSatisfy { $0.isEmpty })
    let bypass = try #require(violations[4].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("state=field: the lock keeps \"locked\" in a field of the activity"))
    #expect(device.strategy.isAppLocked)
  }

  /// The holding neighbours: the saved instance state and a view model both keep it across the relaunch.
  @Test(arguments: ["savedState", "viewModel"])
  func aLockKeptInSavedStateOrAViewModelSurvivesTheRelaunch(store: String) throws {
    let (_, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onPause,state=\(store)]"), rotatedWhileLocked)
    #expect(violations.allSatisfy { $0.isEmpty })
  }

  /// A view model does not survive the process's death; the saved instance state does.
  @Test func aViewModelIsLostWithTheProcessAndTheSavedStateIsNot() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .processDeath, .returnToApp]
    // Each process makes its own instance of the app's code, as the engine's sessions do.
    func replay(_ store: String) throws -> [[Violation<AndroidPlatform>]] {
      let configuration = try #require(
        AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onPause,state=\(store)]"))
      let device = AndroidDevice(
        profile: phone(34), strategy: AndroidAppLock(configuration), makeStrategy: { AndroidAppLock(configuration) })
      return try events.map { try checkedStep(device, $0) }
    }
    let bypass = try #require(try replay("viewModel")[4].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("state=viewModel: a ViewModel survives a configuration change but not"))
    #expect(try replay("savedState").allSatisfy { $0.isEmpty })
  }

  /// Unlocked, a relaunch keeps it unlocked in every store; the family's first members lock every creation.
  @Test func aPassedLockStaysPassedAcrossTheRelaunch() throws {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .rotate]
    for store in AndroidLockConfiguration.LockState.allCases {
      let (device, violations) = run(
        phone(34), try lock("android-lock[as=view,rearm=onCreate,state=\(store.rawValue)]"), events)
      #expect(violations.allSatisfy { $0.isEmpty })
      #expect(!device.strategy.isAppLocked)
    }
    let (device, _) = run(phone(34), try lock("android-lock[as=view,rearm=onCreate]"), events)
    #expect(device.strategy.isAppLocked)
  }

  /// A new process restoring its task reads the user's stored lock setting before the store: a lock the user turned
  /// off promises nothing after the process's death.
  @Test func aRestoredProcessReadsTheUsersLockSetting() throws {
    let configuration = try #require(
      AndroidLockConfiguration(
        parsing: "android-lock[as=view,rearm=onStart,userSetting=immediately,settings=live,state=savedState]"))
    let device = AndroidDevice(
      profile: phone(34), strategy: AndroidAppLock(configuration), makeStrategy: { AndroidAppLock(configuration) })
    let events: [AndroidEvent] = [
      .launch, .appCall("unlock"), .appCall("lockOff"), .pressHome, .processDeath, .returnToApp,
    ]
    let violations = try events.map { try checkedStep(device, $0) }
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
  }
}
