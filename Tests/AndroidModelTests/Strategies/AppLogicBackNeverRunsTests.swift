import AndroidModel
import AndroidStrategies
import AppLogic
import TestExpectations
import Testing

/// A Back handler the profile can never call is said so before and after the run ("cannot run on PROFILE", not "a
/// longer run may reach it"): the thirty-seventh session's breaker (back4.txt) waited on `onBackPressed` under
/// `enableOnBackInvokedCallback=true` on API 34, which the model never calls (docs/model-behaviours.md A23).
@Suite struct AppLogicBackNeverRunsTests {
  /// The breaker's script: a lock, an override that never runs there, and the androidx callback that does.
  let text = """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on onBackPressed: set(a)
    on handleOnBackPressed: removeView(lock)
    """

  private func phone(_ apiLevel: Int, optIn: Bool) -> AndroidProfile {
    var profile = AndroidProfile(apiLevel: apiLevel)
    profile.flags.enableOnBackInvokedCallback = optIn
    return profile
  }

  @Test func theOverrideCannotRunWithTheOptInFromAPI33() throws {
    let script = try AppLogicScript(parsing: text)
    let reason = AndroidAppLogic.reasonNeverRuns(line: 3, in: script, on: phone(34, optIn: true), turnedOff: [])
    expectEqual(
      reason,
      "with enableOnBackInvokedCallback=true from API 33 (this profile: API 34) Back goes to the window's"
        + " OnBackInvokedCallbacks and never calls the activity's onBackPressed(); handle it in handleOnBackPressed"
        + " (androidx's OnBackPressedCallback)")
    // The callback still gets Back there; the override is called without the opt-in, and below API 33 with it.
    #expect(AndroidAppLogic.reasonNeverRuns(line: 4, in: script, on: phone(34, optIn: true), turnedOff: []) == nil)
    #expect(AndroidAppLogic.reasonNeverRuns(line: 3, in: script, on: phone(34, optIn: false), turnedOff: []) == nil)
    #expect(AndroidAppLogic.reasonNeverRuns(line: 3, in: script, on: phone(32, optIn: true), turnedOff: []) == nil)
    expectEqual(
      AndroidAppLogic.undeliveredEvents(in: script, on: phone(34, optIn: true)).map(\.event), ["onBackPressed"])
    #expect(AndroidAppLogic.undeliveredEvents(in: script, on: phone(32, optIn: true)).isEmpty)
  }

  @Test func backHandlersCannotRunWithBackWeightedZero() throws {
    let script = try AppLogicScript(parsing: text)
    let profile = phone(34, optIn: false)
    expectEqual(
      AndroidAppLogic.reasonNeverRuns(line: 4, in: script, on: profile, turnedOff: ["back"]),
      "--weight back=0 draws no Back")
    #expect(AndroidAppLogic.reasonNeverRuns(line: 2, in: script, on: profile, turnedOff: ["back"]) == nil)
  }
}
