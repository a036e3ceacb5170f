import TestExpectations
import Testing

@testable import LifecycleFuzz

/// A new user's trial (twenty-sixth session): `run -v` printed `func appLogic#a4a6181bSnapshotLeak_…`, which no
/// Swift compiler takes; a family member's brackets and commas were no identifier either.
@Suite("The test a verbose run prints has a Swift name")
struct TestSnippetNameTests {
  @Test("letters and digits only, each later run capitalized")
  func names() {
    expectEqual(IOSPlatform.testName("subview-tag-snapshot-leak"), "subviewTagSnapshotLeak")
    expectEqual(IOSPlatform.testName("app-logic#a4a6181b-snapshot-leak"), "appLogicA4a6181bSnapshotLeak")
    expectEqual(
      IOSPlatform.testName("lock[shield=none,when=launch+background,as=window]-lock-bypass"),
      "lockShieldNoneWhenLaunchBackgroundAsWindowLockBypass")
  }
}
