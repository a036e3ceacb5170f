import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// One Android root cause was as many findings as last events: every Android detail starts with its step's event
/// (`returnToApp: ...`), and grouping kept it (a new user, twentieth session: an invalidated Keystore key in 15
/// findings). Grouping now sets the event aside, as iOS's details, which name none, group; the headline and each
/// variant keep their bytes.
@Suite("Android findings of one cause are one finding")
@MainActor
struct AndroidFindingGroupTests {
  static let strategy =
    "android-cover[hook=onCreate,what=secure,dialogs=true,in=statement,sensitive=statement] + "
    + "android-lock[as=view,rearm=onStart,unlockBy=prompt,key=invalidatedByEnrollment]"

  func finding(_ events: String, runner: TraceRunner<AndroidPlatform>) throws -> Finding<AndroidPlatform> {
    let text = """
      lifecycle-fuzz trace 2
      platform: android
      strategy: \(Self.strategy)
      profile: phone-api34-views
      expect: unlock-blocked
      \(events)

      """
    let trace = try Trace<AndroidPlatform>(parsing: text, file: "t.trace", knownStrategies: nil)
    guard case .violated(let v) = runner.run(trace.events) else {
      Issue.record("\(events) no longer breaks unlock-blocked")
      throw CancellationError()
    }
    return Finding(
      invariant: v.invariant, trace: trace, detail: v.detail, traceIndex: 0, originalLength: trace.events.count,
      shrinkReplays: 0, cutoff: nil, file: nil, saveError: nil, isNew: true)
  }

  @Test("an invalidated key reached by returnToApp and by openNotification is one finding; the premise is stated")
  func invalidatedKey() throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: Self.strategy))
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: strategy.defaultProfile)
    let a = try finding("launch\npressHome\nremoveDeviceSecurity(biometrics)\nreturnToApp", runner: runner)
    let b = try finding("removeDeviceSecurity(biometrics)\nopenNotification(home)", runner: runner)
    let c = try finding("launch\nbiometricError(lockoutPermanent)", runner: runner)
    #expect(a.detail.hasPrefix("returnToApp: the lock screen is up"))
    #expect(b.detail.hasPrefix("openNotification(home): the lock screen is up"))
    expectEqual(a.detail.dropFirst("returnToApp: ".count), b.detail.dropFirst("openNotification(home): ".count))
    // The key's premise (made before the trace) is in the finding.
    #expect(a.detail.contains("the lock's Keystore key, made before the trace (when the user turned the biometric"))
    let groups = FindingGroup.groups([a, b, c], runner: runner)
    expectEqual(groups.count, 2)
    expectEqual(groups.first?.headline, a.detail)
    expectEqual(groups.first?.variants.map(\.finding.trace.eventSummary), [a.trace.eventSummary, b.trace.eventSummary])
    expectEqual(groups.last?.variants.map(\.finding.trace.eventSummary), [c.trace.eventSummary])
  }
}
