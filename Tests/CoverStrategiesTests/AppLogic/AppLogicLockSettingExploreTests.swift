import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestProcessSplit
import Testing

/// `explore` tells apart states that differ only in what the app stored and in the user's lock setting
/// (`Device.persistentStateKey`): before the thirty-eighth session it merged `launch · appCall(on) · appCall(off)`
/// with `launch · appCall(on)` and said `cannot-disable` held up to a depth a four-event trace breaks (the new user's
/// planted bug: the re-arm reads a copy of the switch kept in memory).
@MainActor @Suite(.handedToSecondProcess("CoverStrategiesTests.AppLogicLockSettingExploreTests"))
struct AppLogicLockSettingExploreTests {
  static let cachedSwitch = """
    claims: app-switcher
    lock: locked
    lockSetting: lockOn, on=enableLock, off=disableLock
    on appCall(enableLock): store(lockOn); set(lockCached)
    on appCall(disableLock): unstore(lockOn)
    on sceneWillConnect if stored(lockOn): set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on sceneWillResignActive: showWindow(shield, level=alert+2)
    on sceneDidBecomeActive: hideWindow(shield)
    on sceneDidEnterBackground if lockCached and not(locked): set(locked); showWindow(lockwin, level=alert+1, root=lock)
    on unlockTapped: hideWindow(lockwin); clear(locked)
    """

  @Test("explore finds the lock coming back after the user's off at depth 4, the depth of the shortest trace")
  func offSwitchFoundAtDepthFour() throws {
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: Self.cachedSwitch))
    let result = Explorer(runner: TraceRunner(strategy: descriptor, profile: .iPhoneScenes)).explore(depth: 4)
    let found = (result.allCounterexamples[.cannotDisable] ?? []).map(\.events)
    #expect(found.contains([.launch, .appCall("enableLock"), .appCall("disableLock"), .goHome]))
    #expect(found.allSatisfy { $0.count == 4 })
  }
}
