import AndroidModel
import LifecycleFuzz
import TestExpectations
import Testing

/// The cached task snapshot lives until the next one: a secure flag or a Recents-screenshot switch changed after it
/// leaves the card as it was taken.
@Suite struct TaskSnapshotLifeTests {
  private static let secure = WindowManager.LayoutParams.FLAG_SECURE

  /// The card Recents shows after `stop` changed the activity's window once the snapshot (after `onPause`) was taken,
  /// and after the next leave.
  private func cards(_ stop: @escaping (Activity) -> Void, create: @escaping (Activity) -> Void = { _ in })
    -> (stale: AndroidCapture?, next: AndroidCapture?)
  {
    let strategy = ScriptedStrategy()
    strategy.create = create
    var stopped = 0
    strategy.stop = { activity in
      stopped += 1
      if stopped == 1 { stop(activity) }
    }
    let device = run(phone(34), strategy, [.launch, .pressHome, .openRecents]).device
    let stale = device.lastCaptures.first
    for event: AndroidEvent in [.returnToApp, .pressHome, .openRecents] { try? device.step(event) }
    return (stale, device.lastCaptures.first)
  }

  @Test func aSecureFlagSetAfterTheSnapshotLeavesTheContentCardUntilTheNextSnapshot() {
    let (stale, next) = cards { $0.window.addFlags(Self.secure) }
    expectEqual(stale?.isAppTheme, false)
    expectEqual(stale?.leaks, true)
    expectEqual(next?.isAppTheme, true)
  }

  @Test func recentsScreenshotsDisabledAfterTheSnapshotLeaveTheContentCardUntilTheNextSnapshot() {
    let (stale, next) = cards { $0.setRecentsScreenshotEnabled(false) }
    expectEqual(stale?.isAppTheme, false)
    expectEqual(next?.isAppTheme, true)
  }

  @Test func aSecureFlagClearedAfterTheSnapshotLeavesTheThemeCardUntilTheNextSnapshot() {
    let (stale, next) = cards({ $0.window.clearFlags(Self.secure) }, create: { $0.window.addFlags(Self.secure) })
    expectEqual(stale?.isAppTheme, true)
    expectEqual(next?.isAppTheme, false)
  }
}
