import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A flag whose feature the profile's API level lacks (predictive back below API 33, gesture navigation below 29) used
/// to be accepted and ignored without a word: it is one error line naming the flag and the levels, exit 2, nothing
/// written (``AndroidPlatform/flagLevels``).
@Suite("Android flags outside their API levels are refused")
struct FlagLevelTests {
  @Test("in a profile's name and through the platform's API")
  func inAProfileName() throws {
    #expect(throws: ProfileNameError.self) {
      try AndroidPlatform.profile(named: "phone-api30-views+enableOnBackInvokedCallback=true")
    }
    do throws(ProfileNameError) {
      _ = try AndroidPlatform.profile(named: "phone-api28-views+gestureNavigation=true")
      Issue.record("gestureNavigation accepted on API 28")
    } catch {
      #expect(error.description.contains("gestureNavigation"), "\(error)")
      #expect(error.description.contains("API 29+"), "\(error)")
      #expect(error.description.contains("API 28"), "\(error)")
    }
    // In range: accepted, and the name keeps the answer.
    let kept = try AndroidPlatform.profile(named: "phone-api33-views+enableOnBackInvokedCallback=true")
    expectEqual(AndroidPlatform.name(of: kept), "phone-api33-views+enableOnBackInvokedCallback=true")
    #expect(throws: Never.self) {
      try AndroidPlatform.profile(named: "phone-api25-views+hiddenThumbnailShowsPauseDrawing=true")
    }
    #expect(throws: ProfileNameError.self) {
      try AndroidPlatform.profile(named: "phone-api26-views+hiddenThumbnailShowsPauseDrawing=true")
    }
    // The credential's screen on API 29 (A34) is a question of that level only.
    let api29 = try AndroidPlatform.profile(named: "phone-api29-views+credentialConfirmedInSettingsOnAPI29=false")
    #expect(!api29.flags.credentialConfirmedInSettingsOnAPI29)
    for level in [28, 30] {
      #expect(throws: ProfileNameError.self) {
        try AndroidPlatform.profile(named: "phone-api\(level)-views+credentialConfirmedInSettingsOnAPI29=false")
      }
    }
  }

  /// A flag the profile's other settings leave unread (an external display's security without one in use, the back
  /// animations without gesture navigation) is refused too, in either order of the answers (the s38 breaker's
  /// flag-ignored).
  @Test("a flag whose needed setting is off is refused in a profile's name")
  func aFlagWhoseSettingIsOff() throws {
    do throws(ProfileNameError) {
      _ = try AndroidPlatform.profile(named: "tablet-api28-views+externalDisplayIsSecure=false")
      Issue.record("externalDisplayIsSecure accepted without externalDisplayInUse")
    } catch {
      expectEqual(
        error.description,
        "flag 'externalDisplayIsSecure' is read only on a device with externalDisplayInUse=true, and profile "
          + "'tablet-api28-views' has it false: the model would ignore it (add +externalDisplayInUse=true)")
    }
    #expect(throws: ProfileNameError.self) {
      try AndroidPlatform.profile(named: "phone-api34-views+predictiveBackAnimations=true")
    }
    #expect(throws: Never.self) {
      try AndroidPlatform.profile(named: "tablet-api28-views+externalDisplayIsSecure=false+externalDisplayInUse=true")
    }
    #expect(throws: Never.self) {
      try AndroidPlatform.profile(named: "phone-api34-views+gestureNavigation=true+predictiveBackAnimations=true")
    }
  }

  @Test("on the command line: --profile with the answer, and --flag on a profile without the feature")
  func onTheCommandLine() {
    let run = ["run", "--strategy", "secure-flag-on-create", "--traces", "5", "--no-corpus", "-q"]
    let (code, err) = errorOf(run + ["--profile", "phone-api30-views", "--flag", "enableOnBackInvokedCallback=true"])
    #expect(code == .usage, "\(err)")
    #expect(err.hasPrefix("error: --flag: flag 'enableOnBackInvokedCallback'"), "\(err)")
    #expect(err.contains("API 30"), "\(err)")
    #expect(err.split(separator: "\n").count == 1, "\(err)")
    let named = errorOf(run + ["--profile", "phone-api21-views+gestureNavigation=true"])
    #expect(named.0 == .usage, "\(named.1)")
    #expect(named.1.contains("gestureNavigation"), "\(named.1)")
    // One profile of the list has the feature: the answer applies there.
    let mixed = errorOf(
      run + ["--profile", "phone-api30-views,phone-api34-views", "--flag", "enableOnBackInvokedCallback=true"])
    #expect(mixed.0 == .success, "\(mixed.1)")
  }

  @Test("--flag answers must name a profile that reads back: one whose needed setting is off is refused")
  func flagAnswersReadBack() {
    let run = ["run", "--strategy", "secure-flag-on-create", "--traces", "5", "--no-corpus", "-q"]
    // The s39 breaker: this ran, saved nothing and printed a replay command that exits 2.
    let (code, err) = errorOf(run + ["--profile", "tablet-api28-views", "--flag", "externalDisplayIsSecure=false"])
    #expect(code == .usage, "\(err)")
    #expect(err.hasPrefix("error: --flag: flag 'externalDisplayIsSecure' is read only on a device with"), "\(err)")
    #expect(err.split(separator: "\n").count == 1, "\(err)")
    // With the setting it needs, in the name or as another answer, it runs.
    let both = errorOf(
      run + [
        "--profile", "tablet-api28-views", "--flag", "externalDisplayInUse=true", "--flag",
        "externalDisplayIsSecure=false",
      ])
    #expect(both.0 != .usage, "\(both.1)")
  }
}
