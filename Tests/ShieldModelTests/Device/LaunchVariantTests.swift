import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Launch variants and device lock")
struct LaunchVariantTests {
  @Test("Prewarming runs didFinishLaunching only; the later launch connects and activates without it")
  func prewarm() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: r)
    try d.apply(.prewarm)
    expectEqual(r.take(), ["didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)"])
    #expect(d.windowScenes.isEmpty && !d.isLaunched)
    expectEqual(d.validationError(for: .goHome), "the app has not been launched")
    try d.apply(.recordingStart, .launch)
    let calls = r.take()
    #expect(!calls.contains("didFinishLaunching"))
    #expect(calls.contains("sceneDidBecomeActive(A)"))
    #expect(!calls.contains { $0.hasPrefix("UIScreenCapturedDidChangeNotification") })
    let old = Device(profile: try Profile(named: "iphone-ios13-scenes"), strategy: nil)
    expectEqual(old.validationError(for: .prewarm), "prewarming exists from iOS 15")
  }

  @Test("A prewarmed app-delegate-only app gets its window at prewarm and activates at launch")
  func prewarmSceneless() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-appdelegate"), strategy: r)
    try d.apply(.prewarm, .launch)
    expectEqual(
      r.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)", "applicationDidBecomeActive",
        "UIApplicationDidBecomeActiveNotification(app)",
      ])
    expectEqual(d.scene(named: "A")?.activationState, .foregroundActive)
  }

  @Test("A background launch that connects the scene snapshots a scene that was never active")
  func backgroundLaunch() throws {
    let r = Recorder()
    let d = Device(profile: try Profile(named: "iphone-ios17-scenes+backgroundLaunchConnectsScene=true"), strategy: r)
    try d.apply(.backgroundLaunch, .advance(1))
    expectEqual(
      r.take(),
      [
        "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification(app)",
        "UIWindowDidBecomeKeyNotification(window)", "willConnectTo(A)",
        "UISceneWillConnectNotification(A)",
        "sceneDidEnterBackground(A)", "UISceneDidEnterBackgroundNotification(A)",
      ])
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    #expect(snapshots.count == 1 && snapshots[0].frame.showsSensitiveContent)
    try d.apply(.returnToApp)
    expectEqual(
      r.take().suffix(3),
      [
        "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)", "UIApplicationDidBecomeActiveNotification(app)",
      ])
  }

  @Test("Locking resigns, then backgrounds; unlocking returns to the app; nothing else happens while locked")
  func lock() throws {
    let r = Recorder()
    let d = try launched(strategy: r)
    _ = r.take()
    try d.apply(.lockDevice)
    expectEqual(r.take().filter { !$0.hasPrefix("UI") }, ["sceneWillResignActive(A)", "sceneDidEnterBackground(A)"])
    expectEqual(d.validationError(for: .returnToApp), "the device is locked")
    expectEqual(d.validationError(for: .openAppSwitcher), "the device is locked")
    try d.apply(.unlockDevice)
    expectEqual(r.take().filter { !$0.hasPrefix("UI") }, ["sceneWillEnterForeground(A)", "sceneDidBecomeActive(A)"])
    try d.apply(.goHome)
    _ = r.take()
    // Over the Home Screen the app's state does not change: it hears nothing, no second
    // did-enter-background (mutant 22 of scripts/mutants.tsv).
    try d.apply(.lockDevice, .unlockDevice)
    expectEqual(r.take(), [])
    #expect(!d.isAppInForeground)
  }

  @Test("The system may end the app while the device is locked; unlocking then shows the Home Screen")
  func terminateWhileLocked() throws {
    let r = Recorder()
    let d = try launched(strategy: r)
    try d.apply(.lockDevice)
    #expect(d.validationError(for: .terminateApp) == nil)
    _ = r.take()
    try d.apply(.terminateApp)
    expectEqual(r.take().filter { !$0.hasPrefix("UI") }, [])
    // The ended app cannot be opened from behind the Lock Screen; the system may still launch it.
    expectEqual(d.validationError(for: .launch), "the device is locked: unlock it first")
    #expect(d.validationError(for: .backgroundLaunch) == nil)
    try d.apply(.unlockDevice)
    #expect(!d.isAppInForeground)
    expectEqual(r.take().filter { !$0.hasPrefix("UI") }, [])
    #expect(d.validationError(for: .launch) == nil)
  }
}
