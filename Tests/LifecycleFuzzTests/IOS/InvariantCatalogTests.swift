import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

@Suite("InvariantCatalog and what its checkers measure")
struct InvariantCatalogTests {
  @Test("every invariant has exactly one registered checker")
  func oneCheckerPerInvariant() {
    for invariant in Invariant.allCases {
      #expect(InvariantCatalog.checks.count { $0.invariant == invariant } == 1, "\(invariant.rawValue)")
    }
    expectEqual(InvariantCatalog.checks.count, Invariant.allCases.count)
  }

  @Test("the checkers run in the documented order, the two leak checkers as one pass over captures")
  func documentedOrder() {
    expectEqual(
      InvariantCatalog.checks.map(\.invariant),
      [
        .processState, .crash, .terminationBlocked, .systemGestureBlocked, .detectionPromise, .snapshotLeak,
        .captureLeak, .touchBlocked, .lockBypass, .unlockBlocked, .reauthLoop, .needlessLock, .silentLock,
        .strandedCover, .blankWindow,
        .cannotDisable, .residue, .focusLost,
        .invisiblePresentation, .needlessCover, .uncoveredWhileUnfocused,
      ])
    let stages = InvariantChecker(claims: .all).stages.map { stage -> [Invariant] in
      switch stage {
      case .step(let check): return [check.invariant]
      case .captures(let group): return group.map(\.invariant)
      }
    }
    expectEqual(
      stages,
      [
        [.processState], [.crash], [.terminationBlocked], [.systemGestureBlocked], [.detectionPromise],
        [.snapshotLeak, .captureLeak],
        [.touchBlocked], [.lockBypass], [.unlockBlocked], [.reauthLoop], [.needlessLock], [.silentLock],
        [.strandedCover], [.blankWindow], [.cannotDisable], [.residue], [.focusLost], [.invisiblePresentation],
        [.needlessCover],
      ])
    // Checkers that cannot fail under the claims are left out; the others keep their order.
    let none = InvariantChecker(claims: []).stages.count
    expectEqual(none, 18)
  }

  @Test("every capture kind is judged by exactly one capture checker, which names its invariant")
  func captureKindsPartitioned() {
    for kind in CaptureKind.allCases {
      let judges = InvariantCatalog.checks.filter { $0.captureKinds.contains(kind) }
      #expect(judges.count == 1, "\(kind)")
      #expect(judges.allSatisfy { $0 is any CaptureCheck })
      expectEqual(kind.invariant, judges.first?.invariant)
    }
    expectEqual(CaptureKind.switcherCard.invariant, .snapshotLeak)
    expectEqual(CaptureKind.mirroring.invariant, .captureLeak)
  }

  @Test("the first bad capture of a step decides between snapshot-leak and capture-leak")
  func firstCaptureDecides() throws {
    let device = Device(profile: .iPhoneScenes, strategy: nil)
    try device.apply(.launch)
    let baseline = Device(profile: .iPhoneScenes, strategy: nil)
    try baseline.apply(.launch)
    func capture(_ kind: CaptureKind, sensitive: Bool) -> Capture {
      let pixels = [Pixel](repeating: sensitive ? .sensitive : .neutral, count: Frame.columns * Frame.rows)
      return Capture(kind: kind, scene: "A", time: 0.25, frame: Frame(pixels: pixels))
    }
    func first(_ claims: ProtectionClaims, _ captures: [Capture]) -> Violation<IOSPlatform>? {
      InvariantChecker(claims: claims).check(
        step: 3, event: nil, captures: captures, device: device, baseline: baseline, settledPhase: false)
    }
    let card = capture(.switcherCard, sensitive: true)
    let shot = capture(.screenshot, sensitive: true)
    expectEqual(first(.all, [shot, card])?.invariant, .captureLeak)
    expectEqual(first(.all, [card, shot])?.invariant, .snapshotLeak)
    expectEqual(first(.all, [capture(.switcherCard, sensitive: false), shot])?.invariant, .captureLeak)
    expectEqual(first(.screenshots, [card, shot])?.invariant, .captureLeak)
    #expect(first(.appSwitcher, [shot])?.invariant == nil)
    let v = try #require(first(.all, [card]))
    expectEqual(v.step, 3)
    expectEqual(v.detail, "switcherCard of scene A at t=0.25 s shows sensitive content at 160 of 160 points")
  }

  @Test("report columns follow the catalog")
  func columns() {
    #expect(
      CellKey<IOSPlatform>.all.map(\.name) == [
        "snapshot-leak/switcherCard", "snapshot-leak/switcherSnapshot", "capture-leak/screenshot",
        "capture-leak/recording", "capture-leak/mirroring", "capture-leak/iPhoneMirroring", "stranded-cover",
        "touch-blocked", "crash", "residue", "blank-window", "cannot-disable", "focus-lost", "lock-bypass",
        "unlock-blocked", "reauth-loop", "process-state", "detection-promise", "invisible-presentation",
        "needless-lock", "needless-cover", "silent-lock", "termination-blocked", "uncovered-while-unfocused",
        "system-gesture-blocked",
      ])
    expectEqual(
      ComparisonMarkdown.columnTitles(IOSPlatform.self),
      [
        "card", "snapshot", "screenshot", "recording", "mirroring", "iphone-mirror", "stranded", "touch", "crash",
        "residue", "blank", "disable", "focus", "lock", "unlock", "reauth", "process", "detect", "invisible",
        "needless", "shown", "silent", "ended", "unfocused", "gesture",
      ])
    #expect(
      CellKey<IOSPlatform>.all.map(\.title) == [
        "switcher card", "switcher snapshot", "screenshot", "recording", "mirroring", "iPhone mirroring",
        "stranded cover",
        "touch blocked", "crash", "residue", "blank window", "cannot disable", "focus lost", "lock bypass",
        "unlock blocked", "reauth loop", "process state", "detection promise", "invisible presentation",
        "needless lock", "needless cover", "silent lock", "termination blocked", "uncovered while unfocused",
        "system gesture blocked",
      ])
    expectEqual(Invariant.crash.summary, "the strategy never traps")
  }

  @Test("Frame.pointCount(showing:) counts points showing any of the kinds")
  func framePointCount() {
    var pixels = [Pixel](repeating: [], count: Frame.columns * Frame.rows)
    pixels[0] = .sensitive
    pixels[1] = [.neutral, .cover]
    pixels[2] = .cover
    let frame = Frame(pixels: pixels)
    expectEqual(frame.pointCount(showing: [.sensitive, .neutral]), 2)
    expectEqual(frame.pointCount(showing: .cover), 2)
    expectEqual(frame.pointCount(showing: .blurred), 0)
  }
}
