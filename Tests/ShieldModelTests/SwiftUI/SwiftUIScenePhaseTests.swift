import TestExpectations
import Testing

@testable import ShieldModel

/// Records SwiftUI phase changes, per scene and for the app.
final class PhaseRecorder: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var phases: [String] = []
  func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    phases.append("\(scene.identifier):\(phase.rawValue)")
  }
  func appScenePhaseDidChange(to phase: ScenePhase) { phases.append("app:\(phase.rawValue)") }
}

@Suite("SwiftUI scenePhase")
struct SwiftUIScenePhaseTests {
  @Test("A round trip through the background reports inactive twice, per scene and for the app")
  func roundTrip() throws {
    let r = PhaseRecorder()
    let d = try launched("iphone-ios17-swiftui", strategy: r)
    r.phases.removeAll()
    try d.apply(.goHome, .returnToApp)
    expectEqual(
      r.phases,
      [
        "A:inactive", "app:inactive", "A:background", "app:background",
        "A:inactive", "app:inactive", "A:active", "app:active",
      ])
  }

  @Test("Control Center and the switcher only pass through inactive; UIKit-only apps get no phases")
  func interruptions() throws {
    let r = PhaseRecorder()
    let d = try launched("iphone-ios17-swiftui", strategy: r)
    r.phases.removeAll()
    try d.apply(.openControlCenter, .closeControlCenter, .openAppSwitcher)
    expectEqual(r.phases, ["A:inactive", "app:inactive", "A:active", "app:active", "A:inactive", "app:inactive"])
    let u = PhaseRecorder()
    let plain = try launched("iphone-ios17-scenes", strategy: u)
    try plain.apply(.goHome)
    #expect(u.phases.isEmpty)
  }

  @Test("The app phase is the aggregate: active while any scene is active")
  func aggregate() throws {
    let r = PhaseRecorder()
    let d = try launched("ipad-split-ios17-swiftui", strategy: r)
    try d.apply(.connectScene("B"))
    r.phases.removeAll()
    try d.apply(.openAppSwitcher)
    expectEqual(r.phases, ["A:inactive", "B:inactive", "app:inactive"])
  }
}
