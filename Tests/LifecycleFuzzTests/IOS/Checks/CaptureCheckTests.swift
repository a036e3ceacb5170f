import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// snapshot-leak, capture-leak, cannot-disable and detection-promise: each condition of each check on its own.
@Suite("Invariant checks: the leaks, cannot-disable and detection-promise")
@MainActor
struct CaptureCheckTests {
  @Test("the leaks: a sensitive capture of a claimed kind is a violation; unclaimed, or nothing sensitive, is none")
  func leaks() throws {
    let stub = PromiseStub(claims: .screenshots, locked: false)
    let f = try CheckFixture(strategy: stub)
    try f.apply(.launch)
    let shot = uniformCapture(.screenshot, sensitive: true)
    let card = uniformCapture(.switcherCard, sensitive: true)
    let v = try #require(f.verdict(CaptureLeakCheck(), captures: [shot]))
    expectEqual(v.invariant, .captureLeak)
    expectEqual(v.step, 0)
    expectEqual(v.detail, "screenshot of scene A at t=0.5 s shows sensitive content at 160 of 160 points")
    #expect(f.verdict(CaptureLeakCheck(), captures: [uniformCapture(.screenshot, sensitive: false)]) == nil)
    // A kind the strategy does not claim, or a kind another checker judges.
    #expect(f.verdict(SnapshotLeakCheck(), captures: [card]) == nil)
    #expect(f.verdict(CaptureLeakCheck(), captures: [card]) == nil)
    f.claims = .appSwitcher
    #expect(f.verdict(CaptureLeakCheck(), captures: [shot]) == nil)
    expectEqual(
      f.verdict(SnapshotLeakCheck(), captures: [card])?.detail,
      "switcherCard of scene A at t=0.5 s shows sensitive content at 160 of 160 points")
  }

  @Test("the leaks: claims the app gave up by turning protection off are not judged")
  func leaksAfterDisable() throws {
    let f = try CheckFixture("toggleable-cover", profile: "iphone-ios16-scenes")
    let card = uniformCapture(.switcherCard, sensitive: true)
    try f.apply(.launch, .appCall("enable"))
    #expect(f.verdict(SnapshotLeakCheck(), captures: [card]) != nil)
    try f.apply(.appCall("disable"))
    expectEqual(f.device.releasedClaims, .appSwitcher)
    #expect(f.verdict(SnapshotLeakCheck(), captures: [card]) == nil)
  }

  @Test("the leaks: a real switcher snapshot of the bare app leaks, the cover's does not")
  func realSnapshots() throws {
    let f = try CheckFixture(strategy: PromiseStub(claims: .appSwitcher, locked: false))
    try f.apply(.launch, .goHome, .advance(1))
    let snapshots = f.captures.filter { $0.kind == .switcherSnapshot }
    expectEqual(snapshots.count, 1)
    expectEqual(f.verdict(SnapshotLeakCheck())?.detail.hasPrefix("switcherSnapshot of scene A at t="), true)
    let covered = try CheckFixture("toggleable-cover", profile: "iphone-ios16-scenes")
    try covered.apply(.launch, .goHome, .advance(1))
    #expect(covered.captures.contains { $0.kind == .switcherSnapshot })
    #expect(covered.verdict(SnapshotLeakCheck()) == nil)
  }

  @Test("cannot-disable: a capture blank where the app shows content after disable is a violation; before, none")
  func cannotDisableCapture() throws {
    let f = try CheckFixture(
      "cover[on=appCall,via=secure-class,off=never,disable=leave]", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .appCall("enable"), .screenshot)
    #expect(f.verdict(CannotDisableCheck()) == nil)
    try f.apply(.appCall("disable"), .screenshot)
    let v = try #require(f.verdict(CannotDisableCheck()))
    expectEqual(v.invariant, .cannotDisable)
    #expect(v.detail.hasPrefix("after disable, the screenshot of scene A at t="))
    #expect(v.detail.hasSuffix(" points that show the app without the strategy"))
    // With no capture in the step the settled screen is judged: a screenshot it would take now.
    f.settle()
    expectEqual(
      f.verdict(CannotDisableCheck())?.detail.hasPrefix("after disable, a screenshot of scene A is blank at "), true)
    let clean = try CheckFixture(
      "cover[on=appCall,via=secure-class,off=never,disable=clean]", profile: "iphone-ios17-scenes")
    try clean.apply(.launch, .appCall("enable"), .appCall("disable"), .screenshot)
    #expect(clean.verdict(CannotDisableCheck()) == nil)
  }

  @Test("detection-promise: a blank promised while captured must hold on every active scene")
  func detectionBlankEveryScene() throws {
    let name = "detect[on=captured,promise=blank,initial=read,at=launch]"
    let f = try CheckFixture(name, profile: "ipad-split-ios18-scenes")
    try f.apply(.launch, .connectScene("B"), .recordingStart)
    let v = try #require(f.verdict(DetectionPromiseCheck()))
    expectEqual(v.invariant, .detectionPromise)
    #expect(v.detail.hasPrefix("promised blank while captured, scene "))
    let one = try CheckFixture(name, profile: "ipad-split-ios18-scenes")
    try one.apply(.launch, .recordingStart)
    one.settle()
    #expect(one.verdict(DetectionPromiseCheck()) == nil)
  }

  @Test("detection-promise: a capture running when the app registers must be read, not waited for")
  func detectionInitialState() throws {
    let ignoring = try CheckFixture(
      "detect[on=captured,promise=blank,initial=ignore,at=appCall]", profile: "iphone-ios17-scenes")
    try ignoring.apply(.launch, .recordingStart, .appCall("enable"))
    expectEqual(
      ignoring.verdict(DetectionPromiseCheck())?.detail,
      "screen recording is in progress while the active app believes the screen is not captured")
    let reading = try CheckFixture(
      "detect[on=captured,promise=alert,initial=read,at=appCall]", profile: "iphone-ios17-scenes")
    try reading.apply(.launch, .recordingStart, .appCall("enable"))
    reading.settle()
    #expect(reading.verdict(DetectionPromiseCheck()) == nil)
  }

  @Test("detection-promise: a screenshot under Control Center is never reported to the app that listens")
  func detectionScreenshots() throws {
    let f = try CheckFixture(
      "detect[on=screenshot,promise=alert,initial=read,at=launch]", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .screenshot)
    #expect(f.verdict(DetectionPromiseCheck()) == nil)
    try f.apply(.openControlCenter, .screenshot)
    let v = try #require(f.verdict(DetectionPromiseCheck()))
    #expect(v.detail.hasPrefix("the screenshot of scene A at t="))
    #expect(v.detail.hasSuffix(" s was never reported to the app"))
  }
}
