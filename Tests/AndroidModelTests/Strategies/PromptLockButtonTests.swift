import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `button=prompt`: a lock screen with a button of its own that asks for the biometric prompt (the user's tap,
/// `appCall(authenticate)`), a route to a prompt whatever the lock's code does by itself, unless the device ends every
/// request at once.
@Suite struct PromptLockButtonTests {

  private var profile: AndroidProfile {
    var profile = phone(34)
    profile.flags.biometricPromptScrimShowsApp = false
    return profile
  }

  private let member = "android-lock[as=view,rearm=onPause,unlockBy=prompt,askOn=lockShown,button=prompt]"

  @Test func theWordParsesOnlyOnALockScreenThePromptTakesDown() throws {
    let configuration = try #require(AndroidLockConfiguration(parsing: member))
    #expect(configuration.asksFromButton && configuration.asksWhenLockShown)
    expectEqual(configuration.description, member)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=prompt,rearm=onPause,button=prompt]") == nil)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=view,rearm=onPause,unlockBy=prompt,button=pin]") == nil)
    try expectEqual(lock(member).appCalls, [AndroidAppLock.buttonCall])
  }

  /// The holding neighbour of `askOn=lockShown`'s blocked lock: after the user's Back the button asks again.
  @Test func theButtonIsARouteAfterACancel() throws {
    let (device, violations) = run(
      profile, try lock(member), [.launch, .back, .appCall(AndroidAppLock.buttonCall), .biometricMatch])
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
  }

  /// With no biometric enrolled every tap's request ends at once: no route.
  @Test func theButtonIsNoRouteWhenEveryRequestEndsAtOnce() throws {
    let (_, violations) = run(
      profile, try lock(member),
      [.launch, .back, .pressHome, .removeDeviceSecurity(.biometrics), .returnToApp])
    let blocked = try #require(violations[4].first)
    expectEqual(blocked.invariant, .unlockBlocked)
    #expect(blocked.detail.contains("the tap on its button (button=prompt) ends at once with ERROR_NO_BIOMETRICS"))
  }
}
