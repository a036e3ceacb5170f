import TestExpectations
import Testing

@testable import ShieldModel

/// What the test apps' views saw and did, in order.
@MainActor private enum Seen {
  static var captured: [Bool] = []
  static var retried = 0
}

/// A lock screen that shows an alert with two buttons and a message, as an app's failed
/// authentication does.
private struct AlertingLock: View {
  @State private var failed = true
  var body: some View {
    Text("locked")
      .alert("Authentication failed", isPresented: $failed) {
        Button("Retry") { Seen.retried += 1 }
        Button("Cancel") {}
      } message: {
        Text("Try again")
      }
  }
}
private struct AlertingApp: App {
  var body: some Scene { WindowGroup { AlertingLock() } }
}

/// Content hidden while the scene is captured, as a capture-aware view reads it (iOS 17+).
private struct CaptureAware: View {
  @Environment(\.isSceneCaptured) private var isSceneCaptured
  var body: some View {
    Seen.captured.append(isSceneCaptured)
    return Text(isSceneCaptured ? "hidden" : "secret")
  }
}
private struct CaptureAwareApp: App {
  var body: some Scene { WindowGroup { CaptureAware() } }
}

@Suite("SwiftUI alert and isSceneCaptured (issue 29)")
@MainActor struct SwiftUIAlertAndCaptureTests {
  @Test("alert(_:isPresented:actions:message:) presents a UIKit alert with the buttons; one runs its action")
  func alertIsAPresentedAlertController() throws {
    Seen.retried = 0
    let host = SwiftUIAppHost(AlertingApp.self, claims: .appSwitcher)
    let d = try launched("iphone-ios17-swiftui", strategy: host)
    try d.apply(.advance(1))
    let root = try #require(d.windowScenes.first?.windows.first?.rootViewController)
    let alert = try #require(root.presentedViewController as? UIAlertController)
    expectEqual(alert.title, "Authentication failed")
    expectEqual(alert.message, "Try again")
    expectEqual(alert.actions.map(\.title), ["Retry", "Cancel"])
    // The user picks "Retry" once the alert is up (`answerAlert`, on the device: UIKit calls made
    // outside a device's event do nothing): the action runs, the binding is cleared, the alert is
    // dismissed and the next updates present nothing.
    try d.apply(.advance(2))
    #expect(!alert.isBeingPresented)
    try d.apply(.answerAlert, .advance(1))
    expectEqual(Seen.retried, 1)
    #expect(root.presentedViewController == nil)
    try d.apply(.advance(1))
    #expect(root.presentedViewController == nil)
  }

  @Test("isSceneCaptured reads the scene's capture state and updates the content that read it")
  func isSceneCapturedFollowsRecording() throws {
    Seen.captured = []
    let d = try launched("iphone-ios17-swiftui", strategy: SwiftUIAppHost(CaptureAwareApp.self, claims: .recordings))
    try d.apply(.advance(1))
    expectEqual(Seen.captured.last, false)
    try d.apply(.recordingStart, .advance(1))
    expectEqual(Seen.captured.last, true)
    try d.apply(.recordingStop, .advance(1))
    expectEqual(Seen.captured.last, false)
  }
}
