import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A `lock-bypass` by an image taken while the lock stood (a mirrored frame) named no view: the report printed no
/// `leaked:` line, which every other leak prints (a new user, twentieth session). Its evidence is now the image the
/// check judged; the finding keeps its headline and grouping by detail (the detail says the lock stood).
@Suite("lock-bypass images name what leaked")
struct LockBypassEvidenceTests {
  static let trace = """
    lifecycle-fuzz trace 2
    strategy: lock[shield=resign,when=launch+foreground,as=window,level=2001,release=biometry,rearm=background,promise=passcodeFallback]
    profile: iphone-ios17-scenes
    expect: lock-bypass
    launch
    faceIDMatch
    dismissSystemAlert
    keyboardShow
    lockDevice
    unlockDevice
    mirroringStart

    """

  @Test("the mirrored frame's evidence names the scene and views; the group's headline is still the detail")
  @MainActor func mirroredFrame() throws {
    let trace = try Trace<IOSPlatform>(parsing: Self.trace, file: "mirrored.trace", knownStrategies: nil)
    let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile)
    guard case .violated(let v) = runner.run(trace.events) else {
      Issue.record("the trace no longer breaks lock-bypass")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    #expect(v.detail.hasPrefix("a mirrored frame of scene A taken at t=2.033 s shows sensitive content"))
    let e = try #require(IOSPlatform.evidence(of: trace.events, runner: runner, invariant: .lockBypass))
    expectEqual(e.captureKind, "mirroring")
    #expect(!e.views.isEmpty)
    #expect(e.whatLeaked.hasSuffix(" pt of scene A"), "\(e.whatLeaked)")
    #expect(e.whatLeaked.hasPrefix("'"), "\(e.whatLeaked)")
    #expect(!e.groupsFindings)
    let finding = Finding<IOSPlatform>(
      invariant: .lockBypass, trace: trace, detail: v.detail, traceIndex: 0, originalLength: trace.events.count,
      shrinkReplays: 0, cutoff: nil, file: nil, saveError: nil, isNew: true)
    let groups = FindingGroup.groups([finding], runner: runner)
    expectEqual(groups.count, 1)
    expectEqual(groups.first?.headline, v.detail)
    expectEqual(groups.first?.variants.first?.evidence?.whatLeaked, e.whatLeaked)
    // A leak invariant's evidence still groups by views.
    #expect(IOSPlatform.evidence(of: trace.events, runner: runner, invariant: .focusLost) == nil)
  }

  /// A `lock-bypass` judged on the screen ("sensitive content visible ... while the app is locked") printed no
  /// `leaked:` line (a new user's trial, twenty-sixth session): now it names the views and where, as a capture's does.
  @Test("content seen on the screen while the lock stood is named as a capture's leak is")
  @MainActor func contentOnTheScreen() throws {
    let text = """
      lifecycle-fuzz trace 2
      strategy: lock[shield=none,when=becomeActive,as=present,from=root,style=fullScreen,release=keypad,rearm=background]
      profile: iphone-ios17-scenes
      expect: lock-bypass
      openEntry(link, present(sheet, root))

      """
    let trace = try Trace<IOSPlatform>(parsing: text, file: "screen.trace", knownStrategies: nil)
    let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile)
    guard case .violated(let v) = runner.run(trace.events) else {
      Issue.record("the trace no longer breaks lock-bypass")
      return
    }
    #expect(v.detail.hasPrefix("sensitive content visible at "), "\(v.detail)")
    let e = try #require(IOSPlatform.evidence(of: trace.events, runner: runner, invariant: .lockBypass))
    #expect(e.whatLeaked.hasPrefix("'sheet-details'"), "\(e.whatLeaked)")
    #expect(e.whatLeaked.hasSuffix(" pt of scene A"), "\(e.whatLeaked)")
    #expect(!e.groupsFindings)
  }
}
