import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The clock the lock's code measures its grace with (`clock=`): `CACurrentMediaTime()` stops while
/// the device sleeps locked, so the code's check at the return finds the grace not yet passed.
@Suite("Lock family: the clock of the code's grace check")
struct LockClockTests {
  static let base =
    "lock[shield=resign,when=launch+background,as=window,level=2001,release=biometry,rearm=background,grace=300"
  /// Unlocked, the device locked for 600 s, and unlocked back into the app.
  static let slept: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(2), .lockDevice, .advance(600), .unlockDevice, .advance(1),
  ]

  @Test("clock= parses, prints after fallback=, and needs a grace")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",clock=uptime]")
    #expect(c.clock == .uptime && c.name.hasSuffix(",grace=300,clock=uptime]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    try expectEqual(LockConfiguration(parsing: Self.base + ",clock=date]").name, Self.base + "]")
    #expect(
      performing: { try LockConfiguration(parsing: "lock[clock=uptime]") },
      throws: { ($0 as? LockConfigurationError)?.reason == "'clock=': only with a grace (grace=N)" })
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).clock != .date })
  }

  @Test("the device's uptime stops while it is locked; the uptime clock reads it")
  func uptime() throws {
    let d = Device(profile: .iPhoneScenes, strategy: nil, app: .sample)
    for e: SystemEvent in [.launch, .advance(10)] { try d.apply(e) }
    let lockedAt = d.now
    for e: SystemEvent in [.lockDevice, .advance(100)] { try d.apply(e) }
    // Asleep from the lock: no awake time has passed since.
    #expect(abs(d.uptime - lockedAt) < 1e-6)
    let unlockedAt = d.now
    for e: SystemEvent in [.unlockDevice, .advance(5)] { try d.apply(e) }
    #expect(abs(d.uptime - (lockedAt + d.now - unlockedAt)) < 1e-6)
    expectEqual(d.withCurrent { clock_gettime_nsec_np(CLOCK_UPTIME_RAW) }, UInt64((d.uptime * 1e9).rounded()))
    expectEqual(d.withCurrent { CACurrentMediaTime() }, d.uptime)
  }

  @Test("an uptime grace check takes the lock down after the device slept: lock-bypass naming the clock")
  func sleptBypass() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.base + ",clock=uptime]", Self.slept),
      "lock-bypass at 5: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(platform: the app measures its grace with CACurrentMediaTime(), which does not count the time the "
        + "device slept locked, so its check at the return finds the grace not yet passed and takes its lock down)")
    // Controls: Date() counts the sleep; awake time away counts on either clock.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.base + "]", Self.slept + [.faceIDMatch, .advance(2)]), "holds")
    let home: [SystemEvent] = [.launch, .faceIDMatch, .advance(2), .goHome, .advance(600), .returnToApp, .advance(1)]
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.base + ",clock=uptime]", home + [.faceIDMatch, .advance(2)]), "holds")
  }
}
