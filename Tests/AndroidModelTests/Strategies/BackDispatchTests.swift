import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Back's way to the app's code: the activity's `onBackPressed()` override first, then `OnBackPressedDispatcher`'s
/// callbacks; from API 33 an app that opts in to `OnBackInvokedCallback` (`enableOnBackInvokedCallback`) never gets
/// the override's call.
@Suite struct BackDispatchTests {
  private func profile(_ api: Int, optedIn: Bool) -> AndroidProfile {
    var profile = phone(api)
    profile.flags.enableOnBackInvokedCallback = optedIn
    return profile
  }

  private func routeLock(_ back: String) throws -> AndroidAppLock {
    AndroidAppLock(try AndroidLockConfiguration(validating: "android-lock[as=route,rearm=onPause,back=\(back)]"))
  }

  /// Records the calls Back makes into the app's code.
  private final class BackRecorder: AndroidPrivacyStrategy {
    var name = "back-recorder"
    var claims: AndroidProtectionClaims = []
    var calls: [String] = []
    func onActivityBackPressed(_ activity: Activity) -> Bool {
      calls.append("onBackPressed")
      return true
    }
    func onBackPressed(_ activity: Activity) -> Bool {
      calls.append("dispatcher")
      return true
    }
  }

  @Test(arguments: [(32, true, true), (33, true, false), (35, true, false), (35, false, true)])
  func theOverrideRunsUnlessTheAppOptedInOnApi33(api: Int, optedIn: Bool, overrideRuns: Bool) {
    let recorder = BackRecorder()
    let device = run(profile(api, optedIn: optedIn), recorder, [.launch, .back]).device
    // Consumed either way: by the override, or by the dispatcher's enabled callback.
    expectEqual(recorder.calls, [overrideRuns ? "onBackPressed" : "dispatcher"])
    expectEqual(device.screen, .app)
  }

  @Test func aLockRouteHeldByTheOverrideIsPoppedOnceTheAppOptsIn() throws {
    let (held, control) = run(profile(34, optedIn: false), try routeLock("onBackPressed"), [.launch, .back])
    expectEqual(kinds(control), [])
    expectEqual(held.activity?.backStack.map(\.name), ["main", "lock"])
    let (popped, found) = run(profile(34, optedIn: true), try routeLock("onBackPressed"), [.launch, .back])
    expectEqual(kinds(found), [.lockBypass])
    expectEqual(popped.activity?.backStack.map(\.name), ["main"])
    // An OnBackPressedCallback keeps Back when the app opts in.
    let (kept, callback) = run(profile(34, optedIn: true), try routeLock("handled"), [.launch, .back])
    expectEqual(kinds(callback), [])
    expectEqual(kept.activity?.backStack.map(\.name), ["main", "lock"])
  }

  @Test func theOptInChangesNothingBelowApi33() throws {
    let (device, found) = run(profile(32, optedIn: true), try routeLock("onBackPressed"), [.launch, .back])
    expectEqual(kinds(found), [])
    expectEqual(device.activity?.backStack.map(\.name), ["main", "lock"])
  }

  @Test func theBackPartParsesAndPrints() throws {
    let text = "android-lock[as=route,rearm=onPause,back=onBackPressed]"
    let parsed = try AndroidLockConfiguration(validating: text)
    #expect(parsed.overridesOnBackPressed)
    #expect(!parsed.handlesBack)
    expectEqual(parsed.description, text)
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=route,rearm=onPause,back=onKeyDown]")
    }
  }
}
