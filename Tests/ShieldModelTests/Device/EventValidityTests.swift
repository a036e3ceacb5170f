import Testing

@testable import ShieldModel

/// The refusal audit of issue 14: what iOS lets the user do over a system prompt, and what it
/// does not, each as `Device.validationError(for:)` answers it.
@Suite("Event validity: what iOS can and cannot produce")
struct EventValidityTests {
  @Test(
    "Over a system prompt or the app's own Face ID prompt the switcher opens, home is reached, the device locks",
    arguments: [SystemAlertKind.faceID, .permission, .call])
  func gesturesWorkOverAPrompt(alert: SystemAlertKind) throws {
    // The home indicator stays live under a prompt (https://github.com/strongbox-password-safe/Strongbox/issues/555)
    // and the side button locks whatever is on screen (Apple's iPhone guide).
    for event in [SystemEvent.openAppSwitcher, .goHome, .lockDevice] {
      let device = try launched()
      try device.apply(.systemAlert(alert))
      #expect(device.validationError(for: event) == nil, "\(event) over \(alert)")
      try device.apply(event)
      #expect(device.scene(named: "A")?.activationState != .foregroundActive)
    }
  }

  @Test("The app's interface rotates under a prompt; it does not over Control Center (a named model limit)")
  func rotationUnderAPrompt() throws {
    let device = try launched()
    try device.apply(.systemAlert(.permission))
    #expect(device.validationError(for: .rotate(.landscapeLeft)) == nil)
    let panel = try launched()
    try panel.apply(.openControlCenter)
    #expect(panel.validationError(for: .rotate(.landscapeLeft)) != nil)
  }

  @Test("Over Control Center the swipe closes the panel first: no switcher, no home until it is closed")
  func panelsCloseFirst() throws {
    let device = try launched()
    try device.apply(.openControlCenter)
    #expect(device.validationError(for: .openAppSwitcher) != nil)
    #expect(device.validationError(for: .goHome) != nil)
    try device.apply(.closeControlCenter)
    #expect(device.validationError(for: .openAppSwitcher) == nil)
  }

  @Test("Preconditions: closing what is not open, launching what runs, prewarming before iOS 15")
  func preconditions() throws {
    let device = try launched()
    #expect(device.validationError(for: .closeAppSwitcher) != nil)
    #expect(device.validationError(for: .launch) != nil)
    #expect(device.validationError(for: .dismissSystemAlert) != nil)
    let old = Device(profile: try Profile(named: "iphone-ios13-scenes"), strategy: nil)
    #expect(old.validationError(for: .prewarm) != nil)
  }
}
