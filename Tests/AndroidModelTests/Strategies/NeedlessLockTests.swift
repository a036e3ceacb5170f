import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// `needless-lock` on Android: once passed, a lock asks again only after the app left the screen. Starting another
/// activity of the app pauses and stops the current one, Back resumes it, and a rotation recreates it (the
/// platform's answer), so a lock re-armed in those callbacks asks although the user never left.
@Suite struct AndroidNeedlessLockTests {

  @Test func aLockReArmedInOnResumeAsksWhenBackReturnsToItsActivity() throws {
    let (_, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onResume,in=launcherActivity]"),
      [.launch, .appCall("unlock"), .navigate("settings"), .navigateBack], app: .wallet)
    expectEqual(kinds(violations), [.needlessLock])
    expectEqual(
      violations[3].first?.detail,
      "navigateBack: the app's lock stood again at t=0 s although the app has not left the screen since the "
        + "user passed it at t=0 s (events since: navigate(settings), navigateBack; in-app navigation, a "
        + "dialog-themed activity or a configuration change re-armed it)")
  }

  @Test func aRotationRecreatesTheActivityAndALockInOnPauseAsksAgain() throws {
    let (_, violations) = run(
      phone(34), try lock("android-lock[as=view,rearm=onPause]"), [.launch, .appCall("unlock"), .rotate])
    expectEqual(
      violations[2].map(\.detail),
      [
        "rotate: the app's lock stood again at t=0 s although the app has not left the screen since the user passed "
          + "it at t=0 s (events since: rotate; in-app navigation, a dialog-themed activity or a configuration "
          + "change re-armed it)"
      ])
  }

  @Test func aLeaveBetweenIsNoFinding() throws {
    // Home, the screen off and Recents take the app off the screen: a lock armed on the way is the promise kept.
    for leave in [[AndroidEvent.pressHome, .returnToApp], [.screenOff, .screenOn], [.openRecents, .returnToApp]] {
      let (device, violations) = run(
        phone(34), try lock("android-lock[as=view,rearm=onPause]"), [.launch, .appCall("unlock")] + leave)
      #expect(!kinds(violations).contains(.needlessLock))
      #expect(device.strategy.isAppLocked)
    }
  }

  @Test func controls() throws {
    // Armed only at an activity's creation in the launcher activity: in-app navigation asks nothing.
    let onCreate = run(
      phone(34), try lock("android-lock[as=view,rearm=onCreate,in=launcherActivity]"),
      [.launch, .appCall("unlock"), .navigate("settings"), .navigateBack], app: .wallet)
    expectEqual(kinds(onCreate.violations), [])
    // A grace longer than the navigation: Back a second after the stop asks nothing.
    let grace = run(
      phone(34), try lock("android-lock[as=view,rearm=onResume,in=launcherActivity,grace=30]"),
      [.launch, .appCall("unlock"), .navigate("settings"), .advance(1), .navigateBack], app: .wallet)
    expectEqual(kinds(grace.violations), [])
    #expect(!grace.device.strategy.isAppLocked)
  }

  @Test func needlessLockComesBeforeTheOptInTradeOffsOnly() {
    expectEqual(AndroidInvariant.allCases.suffix(3), [.needlessLock, .needlessCover, .needlessSecure])
    expectEqual(AndroidInvariant.needlessLock.rawValue, "needless-lock")
    expectEqual(AndroidInvariant.needlessLock.shortTitle, "needless")
    #expect(AndroidInvariant.needlessLock.captureKinds.isEmpty)
  }

  @Test func aSwipeAbandonedBackToTheAppIsALeave() throws {
    // Under abandonedRecentsGestureKeepsAppResumed=false the app pauses, stops and returns within the one event: it
    // left the screen, so the lock armed on the way is the promise kept, not a needless ask.
    var profile = phone(34)
    profile.flags.gestureNavigation = true
    profile.flags.abandonedRecentsGestureKeepsAppResumed = false
    let (device, violations) = run(
      profile, try lock("android-lock[as=view,rearm=onPause]"), [.launch, .appCall("unlock"), .abandonRecentsGesture])
    expectEqual(kinds(violations), [])
    #expect(device.strategy.isAppLocked)
    #expect(device.leftDuringLastEvent)
  }
}
