import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `back=finish|moveTaskToBack`: what the lock's `onBackPressed()` override does with Back on its lock screen. The
/// platform decides what each leaves (a finished activity is made again at the return, a task moved back keeps
/// its activity and lock) and whether the override is called at all (not on API 33+ with the manifest's opt-in).
@Suite struct LockBackReplyTests {
  /// Unlocked, home and back (the lock drawn in onPause is up), Back on the lock screen.
  private let backOnTheLockScreen: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .returnToApp, .back]

  private func profile(optedIn: Bool) -> AndroidProfile {
    var profile = phone(34)
    profile.flags.enableOnBackInvokedCallback = optedIn
    return profile
  }

  @Test func theRepliesParseAndPrint() throws {
    for reply in ["finish", "moveTaskToBack"] {
      let configuration = try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onPause,back=\(reply)]")
      expectEqual(configuration.backReply?.rawValue, reply)
      expectEqual(configuration.description, "android-lock[as=view,rearm=onPause,back=\(reply)]")
      #expect(!configuration.handlesBack && !configuration.overridesOnBackPressed)
    }
    #expect(throws: AndroidFamilyNameError.self) {
      try AndroidLockConfiguration(validating: "android-lock[as=view,rearm=onPause,back=pop]")
    }
  }

  /// `moveTaskToBack`: the app goes home with its activity stopped, not finished; the return shows the lock.
  @Test func movingTheTaskBackKeepsTheLock() throws {
    let (device, violations) = run(
      profile(optedIn: false), try lock("android-lock[as=view,rearm=onPause,back=moveTaskToBack]"),
      backOnTheLockScreen + [.returnToApp])
    #expect(violations.allSatisfy { $0.isEmpty })
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    #expect(device.strategy.isAppLocked)
  }

  /// `finish`: on API 34 the override closes the launcher root (the system's default would only move it back); the
  /// return (the launcher icon, the task kept) makes a new activity, which locks.
  @Test func finishingClosesTheRootAndTheLaunchLocks() throws {
    let strategy = try lock("android-lock[as=view,rearm=onPause,back=finish]")
    let device = AndroidDevice(profile: profile(optedIn: false), strategy: strategy)
    for event in backOnTheLockScreen { #expect(try checkedStep(device, event).isEmpty) }
    expectEqual(device.screen, .home)
    #expect(device.activity == nil || device.activity?.lifecycleState == .DESTROYED)
    #expect(try checkedStep(device, .returnToApp).isEmpty)
    #expect(device.strategy.isAppLocked)
  }

  /// The failing case: with the opt-in on API 34 the override is never called, so Back reaches the navigator, which
  /// pops the lock route; without it the override closes the app (holds).
  @Test(arguments: [(true, true), (false, false)])
  func theOptInSkipsTheOverride(optedIn: Bool, bypass: Bool) throws {
    let (_, violations) = run(
      profile(optedIn: optedIn), try lock("android-lock[as=route,rearm=onPause,back=finish]"), [.launch, .back])
    #expect(violations[0].isEmpty)
    expectEqual((violations[1].first?.invariant == .lockBypass), bypass)
  }
}
