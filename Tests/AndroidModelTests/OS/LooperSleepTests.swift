import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

/// Deep sleep with the screen off (`screenOffDeepSleeps`): `uptimeMillis` stands still while `elapsedRealtime` counts,
/// and a `Handler.postDelayed` posted before runs that much later; a message due later leaves the looper idle.
@Suite struct LooperSleepTests {
  func wallet(_ name: String, deepSleep: Bool = true) throws -> AndroidDevice {
    var profile = phone(34)
    profile.flags.screenOffDeepSleeps = deepSleep
    let descriptor = try #require(AndroidStrategyCatalog.descriptor(named: name))
    return AndroidDevice(profile: profile, strategy: descriptor.make(), app: descriptor.app)
  }

  @Test func uptimeStopsWhileTheScreenIsOffAndDelayedWorkWaits() throws {
    let device = try wallet("android-lock[as=view,rearm=onCreate,idle=60]")
    for event: AndroidEvent in [.launch, .appCall("unlock"), .advance(10), .screenOff, .advance(120)] {
      try device.step(event)
    }
    #expect(device.looper.isAsleep)
    expectEqual(device.looper.now, 130)
    expectEqual(device.looper.uptime, 10)
    try device.step(.screenOn)
    #expect(!device.looper.isAsleep)
    expectEqual(device.looper.sleptSeconds, 120)
    expectEqual(device.looper.uptime, 10)
    // The idle timer, due at uptime 60, waits: the looper is idle (no message due) and the lock not drawn.
    #expect(device.looper.isIdle)
    expectEqual(device.looper.pendingCount, 1)
    #expect(device.strategy.isAppLocked)
    try device.step(.advance(50))
    expectEqual(device.looper.pendingCount, 0)
  }

  @Test func anAwakeDeviceRunsTheTimerOnTime() throws {
    let device = try wallet("android-lock[as=view,rearm=onCreate,idle=60]", deepSleep: false)
    for event: AndroidEvent in [.launch, .appCall("unlock"), .advance(10), .screenOff, .advance(120), .screenOn] {
      try device.step(event)
    }
    expectEqual(device.looper.sleptSeconds, 0)
    expectEqual(device.looper.uptime, 130)
    expectEqual(device.looper.pendingCount, 0)
    #expect(device.strategy.isAppLocked)
  }
}
