import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// App code that keeps a secret in a Keychain item with access control and reads it on app calls:
/// `read` (no context), `evaluate` (an `LAContext` it keeps), `readContext` (the kept context passed
/// as `kSecUseAuthenticationContext`), `readNoUI` (a context with `interactionNotAllowed`).
private final class KeychainReader: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let flags: SecAccessControlCreateFlags
  var kept: LAContext?
  var replies: [String] = []
  var events: [String] = []

  init(_ flags: SecAccessControlCreateFlags) { self.flags = flags }

  var appCalls: [String] { ["read", "evaluate", "readContext", "readNoUI"] }
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, flags, nil)
    let status = SecItemAdd(
      [
        kSecClass: kSecClassGenericPassword, kSecAttrService: "s", kSecValueData: Data("k".utf8),
        kSecAttrAccessControl: access as Any,
      ], nil)
    replies.append("add \(status)")
  }
  func handleAppCall(_ name: String) {
    var query: [String: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrService: "s"]
    switch name {
    case "evaluate":
      let context = LAContext()
      kept = context
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in
        ShieldModel.DispatchQueue.main.async { [weak self] in
          self?.replies.append(success ? "evaluated" : "not evaluated")
        }
      }
      return
    case "readContext": query[kSecUseAuthenticationContext] = kept
    case "readNoUI":
      let context = LAContext()
      context.interactionNotAllowed = true
      query[kSecUseAuthenticationContext] = context
    default: break
    }
    SecItemCopyMatching(query) { status, data in
      let text = "\(status)" + (data == nil ? "" : " data")
      ShieldModel.DispatchQueue.main.async { [weak self] in self?.replies.append(text) }
    }
  }
  func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
  func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
}

@Suite("Keychain items with access control: what a read asks for")
struct KeychainTests {
  @Test("every read of a .userPresence item shows the UI; an authenticated context passed reads with none")
  func readsAndContext() throws {
    let app = KeychainReader(.userPresence)
    let device = try launched(strategy: app)
    app.events.removeAll()
    try device.apply(.appCall("read"))
    // The system's UI over the app: it resigns active as under its own Face ID prompt.
    #expect(device.isAuthenticationPromptShown && app.events == ["resign"])
    try device.apply(.faceIDMatch, .advance(2))
    #expect(app.replies == ["add 0", "0 data"] && app.events == ["resign", "active"], "\(app.events)")
    try device.apply(.appCall("read"), .dismissSystemAlert, .advance(2))
    expectEqual(app.replies.last, "-128")
    // A context the app evaluated answers the read with no UI.
    try device.apply(.appCall("evaluate"), .faceIDMatch, .advance(2))
    expectEqual(app.replies.last, "evaluated")
    app.events.removeAll()
    try device.apply(.appCall("readContext"))
    #expect(!device.isAuthenticationPromptShown && app.events.isEmpty && app.replies.last == "0 data")
    // interactionNotAllowed: errSecInteractionNotAllowed at once.
    try device.apply(.appCall("readNoUI"))
    #expect(!device.isAuthenticationPromptShown && app.replies.last == "-25308")
  }

  @Test("a read from the background fails with errSecInteractionNotAllowed; devicePasscode asks for the passcode")
  func backgroundAndPasscode() throws {
    let app = KeychainReader(.devicePasscode)
    let device = try launched(strategy: app)
    try device.apply(.appCall("read"))
    #expect(device.isDevicePasscodeUIShown)
    try device.apply(.enterDevicePasscode, .advance(2))
    // Only a running app reads: a background task keeps it from suspension after the snapshot (Device+Suspension).
    device.withCurrent { _ = UIApplication.shared.beginBackgroundTask(withName: "sync") }
    try device.apply(.goHome, .appCall("read"), .returnToApp, .advance(1))
    expectEqual(app.replies, ["add 0", "0 data", "-25308"])
  }

  @Test("a .biometryCurrentSet item is gone once a face is enrolled; a .biometryAny item is not")
  func currentSet() throws {
    for (flags, expected) in [(SecAccessControlCreateFlags.biometryCurrentSet, "-25300"), (.biometryAny, "0 data")] {
      let app = KeychainReader(flags)
      let device = try launched(strategy: app)
      try device.apply(.goHome, .changeDeviceSetting(.faceIDEnrolled), .returnToApp, .advance(1), .appCall("read"))
      if device.isAuthenticationPromptShown { try device.apply(.faceIDMatch, .advance(2)) }
      expectEqual(app.replies.last, expected)
    }
  }
}
