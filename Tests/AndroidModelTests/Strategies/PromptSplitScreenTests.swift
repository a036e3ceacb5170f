import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// SystemUI's prompt in split screen: dismissed once the other app's task has the focus, while the app stays resumed
/// (``AndroidPlatformFlags/biometricPromptCancelledBehindSplitTask``).
@Suite struct PromptSplitScreenTests {

  /// The scrim hides the app, so only what the lock leaves in sight is judged.
  private func profile(dismissed: Bool = true) -> AndroidProfile {
    var profile = phoneWithOpaqueScrim(34)
    profile.flags.biometricPromptCancelledBehindSplitTask = dismissed
    return profile
  }

  /// The failing case: a prompt-only lock that asks in `onResume` loses its prompt when the other half takes the
  /// focus, and no `onResume` comes to ask again.
  @Test func theOtherHalfsFocusDismissesThePromptAndAPromptOnlyLockShowsTheApp() throws {
    let (device, violations) = run(
      profile(), try lock("android-lock[as=prompt,rearm=onResume]"), [.launch, .enterSplitScreen])
    #expect(violations[0].isEmpty)
    let bypass = try #require(violations[1].first)
    expectEqual(bypass.invariant, .lockBypass)
    #expect(bypass.detail.contains("SystemUI dismisses the prompt once the other app's task has the focus"))
    #expect(!device.isBiometricPromptShown && device.activity?.lifecycleState == .RESUMED)
  }

  /// The holding neighbour: the same request from a lock screen of the app's own, which stays over its half.
  @Test func aLockScreenOfItsOwnStaysOverTheHalf() throws {
    let (device, violations) = run(
      profile(), try lock("android-lock[as=view,rearm=onResume,unlockBy=prompt]"), [.launch, .enterSplitScreen])
    expectEqual(kinds(violations), [])
    #expect(!device.isBiometricPromptShown && device.strategy.isAppLocked)
  }

  /// Under the flag's other answer the prompt stays over the app's half until the app leaves.
  @Test func underTheOtherAnswerThePromptStays() throws {
    let (device, violations) = run(
      profile(dismissed: false), try lock("android-lock[as=prompt,rearm=onResume]"), [.launch, .enterSplitScreen])
    expectEqual(kinds(violations), [])
    #expect(device.isBiometricPromptShown)
  }
}
