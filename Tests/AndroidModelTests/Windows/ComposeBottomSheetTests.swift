import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A Material 3 `ModalBottomSheet` (`showWindow(composeBottomSheet(POLICY))`): a full-screen dialog window of its own,
/// whose `FLAG_SECURE` material3 sets from `ModalBottomSheetProperties.securePolicy` as it is created
/// (`Windows/ComposeBottomSheet.swift`). Screenshots and Recents judge its window by its own flag.
@Suite struct ComposeBottomSheetTests {
  private let label = "composeBottomSheet"

  /// Over a secure activity, `inherit` (the default) and `secureOn` keep the sheet's text out of a screenshot and the
  /// Recents thumbnail; `secureOff` leaves it in both.
  @Test(arguments: [(SecureFlagPolicy.Inherit, false), (.SecureOn, false), (.SecureOff, true)])
  func sheetsFollowTheirSecureFlagPolicy(policy: SecureFlagPolicy, leaks: Bool) {
    let shown: [AndroidEvent] = [.launch, .showWindow(.composeBottomSheet(policy))]
    let (shot, _) = run(phone(34, .compose), SecureFlagOnCreate(), shown + [.screenshot])
    expectEqual(shot.lastCaptures.first?.leaks, leaks)
    expectEqual(shot.lastCaptures.first?.legibleSensitive, (leaks ? ["\(label)(\(policy))/message"] : []))
    // Recents: the secure activity blanks the task's snapshot whatever the sheet's flag; over a plain activity the
    // sheet's own flag decides (inherit copies the plain activity's: none).
    let (secure, _) = run(phone(34, .compose), SecureFlagOnCreate(), shown + [.openRecents])
    expectEqual(secure.lastCaptures.first?.kind, .recentsThumbnail)
    expectEqual(secure.lastCaptures.first?.leaks, false)
    let (plain, _) = run(phone(34, .compose), NoAndroidProtection(), shown + [.openRecents])
    expectEqual(
      plain.lastCaptures.first?.legibleSensitive.contains("\(label)(\(policy))/message"), (policy != .SecureOn))
  }

  /// `inherit` copies the activity's flag when the sheet is created: with no flag then, the sheet is not secure, and
  /// it spans the display (the activity's content under it is the scrim's, not a touch target).
  @Test func inheritCopiesTheFlagAtCreationAndTheSheetFillsTheDisplay() {
    let (device, _) = run(
      phone(34, .compose), NoAndroidProtection(), [.launch, .showWindow(.composeBottomSheet(.Inherit)), .screenshot])
    expectEqual(device.lastCaptures.first?.legibleSensitive.contains("\(label)(inherit)/message"), true)
    let sheet = device.windowManager.windows.first { $0.label == "\(label)(inherit)" }
    expectEqual(sheet?.frame, device.displayBounds)
    expectEqual(sheet?.isSecure, false)
  }

  /// Only a Compose UI makes one; the trace word parses and prints back.
  @Test func onlyComposeShowsThemAndTheWordRoundTrips() throws {
    let device = AndroidDevice(profile: phone(34, .views), strategy: NoAndroidProtection(), app: .banking)
    _ = try? device.step(.launch)
    #expect(throws: AndroidRefusal.self) { try device.step(.showWindow(.composeBottomSheet(.Inherit))) }
    expectEqual(WindowKind.composeBottomSheet(.SecureOff).description, "composeBottomSheet(secureOff)")
  }
}
