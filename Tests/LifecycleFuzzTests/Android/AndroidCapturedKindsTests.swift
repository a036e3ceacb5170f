import AndroidModel
import AndroidStrategies
import Testing

@testable import LifecycleFuzz

/// A run with `--weight showWindow=0` said `capture-leak not checked (no trace took a screenshot or a recording)`
/// while its traces took both: Android's session recorded no capture kind, so every claimed one read as untaken.
@Suite("Android records the kinds of capture its traces took")
@MainActor
struct AndroidCapturedKindsTests {
  @Test("a screenshot and a recording are taken kinds; a trace without either took none")
  func screenshotAndRecording() throws {
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create"))
    let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: strategy.defaultProfile)
    let session = AndroidSession(runner: runner)
    _ = session.step(0, .launch, observe: nil)
    #expect(session.capturedKinds.isEmpty)
    for (i, event) in [AndroidEvent.screenshot, .recordingStart].enumerated() {
      _ = session.step(i + 1, event, observe: nil)
    }
    #expect(session.capturedKinds == ["screenshot", "recording"])
  }
}
