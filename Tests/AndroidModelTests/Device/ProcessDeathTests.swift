import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// The system killing the app's process in the background: saved state (the back stack) returns, statics do not.
@Suite struct ProcessDeathTests {
  @Test func onlyABackgroundProcessIsKilled() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    #expect(device.refusal(for: .processDeath) != nil)
    try device.step(.launch)
    expectEqual(device.refusal(for: .processDeath)?.contains("started"), true)
    try device.step(.pressHome)
    try device.step(.processDeath)
    #expect(device.activity == nil && device.hasTask)
    expectEqual(device.lifecycleLog.last, "process killed")
  }

  @Test func theNextProcessRestoresTheBackStackAndMakesItsScreensAgain() throws {
    let device = AndroidDevice(
      profile: phone(34), strategy: PerScreenSecureFlag(), app: .wallet, makeStrategy: { PerScreenSecureFlag() })
    for event: AndroidEvent in [.launch, .navigate("phrase"), .pressHome, .processDeath, .returnToApp] {
      try device.step(event)
    }
    expectEqual(device.activity?.backStack.map(\.name), ["home", "phrase"])
    expectEqual(device.activity?.window.isSecure, true)
  }

  @Test func staticsStartOverInTheNewProcess() throws {
    let events: [AndroidEvent] = [
      .launch, .appCall("activateIfNotEnabled"), .pressHome, .processDeath, .returnToApp,
      .appCall("activateIfNotEnabled"), .screenshot,
    ]
    let device = AndroidDevice(
      profile: phone(34), strategy: StaticProtectionState(resetOnDestroy: false),
      makeStrategy: { StaticProtectionState(resetOnDestroy: false) })
    for event in events { try device.step(event) }
    expectEqual(device.activity?.window.isSecure, true)
    expectEqual(device.lastCaptures.first?.leaks, false)
  }
}
