import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A lock bypass opens the app's content to whoever holds the device: high on GitHub's scale, on both platforms
/// (iOS rated it 3.0, as a stranded cover, while Android rated it 7.0).
@Suite("The severity of a lock bypass")
struct LockBypassSeverityTests {
  @Test(
    "lock-bypass is 7.0 and a SARIF error (high on GitHub's scale) on iOS and Android alike; a stranded cover stays 3.0, a warning"
  )
  func sameOnBothPlatforms() {
    let ios = SecurityRule.rule(Invariant.lockBypass, captureKind: nil, of: IOSPlatform.self)
    let android = SecurityRule.rule(AndroidInvariant.lockBypass, captureKind: nil, of: AndroidPlatform.self)
    expectEqual(ios.severity, 7.0)
    expectEqual(android.severity, 7.0)
    expectEqual(ios.level, "error")
    expectEqual(android.level, "error")
    let stranded = SecurityRule.rule(Invariant.strandedCover, captureKind: nil, of: IOSPlatform.self)
    expectEqual(stranded.severity, 3.0)
    expectEqual(stranded.level, "warning")
  }
}
