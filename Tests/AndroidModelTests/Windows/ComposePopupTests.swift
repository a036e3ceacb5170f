import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A Jetpack Compose `Popup` (`showWindow(composePopup(POLICY))`): its own panel window, whose `FLAG_SECURE` Compose
/// sets from `PopupProperties.securePolicy` as it is shown (`Windows/ComposePopup.swift`).
@Suite struct ComposePopupTests {
  /// Over a secure activity, `inherit` (the default) and `secureOn` keep the popup's accounts out of a screenshot;
  /// `secureOff` leaves them in. A `PopupWindow` over the same activity is in it (it copies nothing).
  @Test(arguments: [(SecureFlagPolicy.Inherit, false), (.SecureOn, false), (.SecureOff, true)])
  func composePopupsFollowTheirSecureFlagPolicy(policy: SecureFlagPolicy, leaks: Bool) {
    let (device, _) = run(
      phone(34, .compose), SecureFlagOnCreate(), [.launch, .showWindow(.composePopup(policy)), .screenshot])
    let shot = device.lastCaptures.first
    expectEqual(shot?.leaks, leaks)
    expectEqual(shot?.legibleSensitive, (leaks ? ["composePopup/accounts"] : []))
  }

  /// `inherit` copies the activity's flag as the popup is shown: without it the popup is not secure, and the
  /// script's `addFlags(secure, window=popups)` on a shown Compose popup (app code through its window) secures it.
  @Test func inheritCopiesTheFlagOnceAndAppCodeCanSetItLater() throws {
    let (bare, _) = run(
      phone(34, .compose), NoAndroidProtection(), [.launch, .showWindow(.composePopup(.Inherit)), .screenshot])
    expectEqual(bare.lastCaptures.first?.legibleSensitive.contains("composePopup/accounts"), true)
    let script = try AndroidAppLogic(
      try AppLogicScript(parsing: "claims: screenshots\non appCall(secure): addFlags(secure, window=all)"))
    let (secured, violations) = run(
      phone(34, .compose), script,
      [.launch, .showWindow(.composePopup(.Inherit)), .appCall("secure"), .screenshot])
    #expect(kinds(violations).isEmpty)
    expectEqual(secured.lastCaptures.first?.leaks, false)
  }

  /// Only a Compose UI makes Compose popups.
  @Test func onlyComposeShowsThem() {
    let device = AndroidDevice(profile: phone(34, .views), strategy: NoAndroidProtection(), app: .banking)
    _ = try? device.step(.launch)
    #expect(throws: AndroidRefusal.self) { try device.step(.showWindow(.composePopup(.Inherit))) }
  }
}
