import TestExpectations
import Testing

@testable import ShieldModel

/// A refusal names what is over the app in a trace's words: session 19's breaker saw a replay's STALE line say
/// "close systemAlert(ShieldModel.SystemAlertKind.faceID) first", a Swift type path no trace spells.
@Suite("Refusals in a trace's words")
struct RefusalTextTests {
  @Test("an entry under a system alert names the alert as a trace writes it")
  func alertInTraceWords() throws {
    for kind in [SystemAlertKind.faceID, .permission] {
      let device = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil)
      try device.apply(.launch)
      try device.apply(.systemAlert(kind))
      expectEqual(
        device.validationError(for: .openEntry(.notification, .none)), "close systemAlert(\(kind.rawValue)) first")
    }
  }
}
