import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Trace runner: verdicts, invalid traces and the baseline")
struct TraceRunnerTests {
  @Test("the seed-000 strategy's full-window field takes the touch")
  func seed000BlocksTouches() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "secure-layer"))
    let runner = TraceRunner(strategy: strategy, profile: strategy.defaultProfile)
    guard case .violated(let v) = runner.run([.launch, .runMainQueue, .touch(scene: nil, x: 0.5, y: 0.5)]) else {
      Issue.record("expected a violation")
      return
    }
    expectEqual(v.invariant, .touchBlocked)
    expectEqual(v.step, 2)
    expectEqual(v.detail, "touch on scene A reached <UITextField> instead of content")
  }

  @Test("an invalid event sequence is reported with its step, not run")
  func invalidTrace() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let outcome = TraceRunner(strategy: strategy, profile: .iPhoneScenes).run([.launch, .closeAppSwitcher])
    expectEqual(outcome, .invalid(step: 1, reason: "the app switcher is not open"))
  }

  @Test("a strategy that holds on a trace gives holds after settling")
  func holds() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "cover-window"))
    let outcome = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
      .run([.launch, .openAppSwitcher, .closeAppSwitcher, .goHome, .returnToApp])
    expectEqual(outcome, .holds)
  }

  @Test("the baseline renders no captures; the strategy device keeps its screenshots and recordings")
  func baselineRecordsNoCaptures() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let runner = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
    let session = runner.makeSession()
    let (device, baseline) = (session.device, session.baseline)
    #expect(device.recordsCaptures)
    #expect(!baseline.recordsCaptures)
    for event: SystemEvent in [.launch, .recordingStart, .screenshot] {
      try device.apply(event)
      try baseline.apply(event)
    }
    #expect(device.collectCaptures().map(\.kind).contains(.screenshot))
    #expect(baseline.collectCaptures().isEmpty)
  }

  @Test("an event the strategy made possible is skipped by the baseline, not called invalid")
  func baselineSkips() throws {
    // A key cover window takes the keyboard on resign; its fade-out keeps the device unsettled, so
    // the focus is compared only once the user has typed and put the keyboard down again.
    let strategy = try #require(
      StrategyCatalog.descriptor(named: "cover[on=resign,via=window,key,off=becomeActive,out=0.3]"))
    let outcome = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
      .run([.launch, .keyboardShow, .openAppSwitcher, .closeAppSwitcher, .keyboardShow, .keyboardHide])
    expectEqual(outcome, .holds)
  }

  @Test("the baseline, given its events when read, ends as a device given them at once")
  func deferredBaselineMatchesEager() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let runner = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
    let session = runner.makeSession()
    // The checks compare while the app is in front: the last trip home and the settling stay queued until read.
    let events: [SystemEvent] = [.launch, .goHome, .returnToApp, .goHome]
    for (i, event) in events.enumerated() { #expect(session.step(i, event, observe: nil) == nil) }
    expectEqual(session.finish(step: events.count, observe: nil), .holds)
    let eager = Device(profile: .iPhoneScenes, strategy: nil, app: runner.app)
    for event in events {
      try? eager.apply(event)
      _ = eager.collectCaptures()
    }
    eager.settle()
    expectEqual(session.baseline.summary().description, eager.summary().description)
  }
}
