import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// A share (`ACTION_SEND`) or link from another app's activity without `FLAG_ACTIVITY_NEW_TASK`: the app's activity is
/// a new instance on top of the sender's task (`AndroidDevice+SenderTask.swift`).
@Suite struct SenderTaskTests {
  private func share(_ screen: String = "card") -> AndroidEvent { .openEntry(AndroidEntry(.share, screen)) }

  private func lock(_ scope: AndroidLockConfiguration.Scope) -> AndroidAppLock {
    AndroidAppLock(AndroidLockConfiguration(surface: .view, rearm: .onPause, scope: scope))
  }

  @Test func aShareMakesANewInstanceInTheSendersTaskAndLeavesTheAppsTaskAsItWas() {
    let events: [AndroidEvent] = [.launch, .navigate("card"), .pressHome, share()]
    let device = run(phone(34), NoAndroidProtection(), events, app: .wallet).device
    #expect(device.isInSenderTask)
    expectEqual(device.screen, .app)
    // Only the share's instance is in the task in front; the app's own card activity stays stopped, set aside.
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["card"]])
    let afterShare = Array(device.lifecycleLog.drop { !$0.hasPrefix("openEntry") }.dropFirst())
    expectEqual(afterShare, ["onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
    expectEqual(device.legibleSensitiveOnDisplay, ["activity/cardText"])
    #expect(device.summary.hasSuffix(" screens=card task=sender"))
  }

  @Test func backFinishesItAndTheSenderIsInFrontWithTheAppsTaskRestored() {
    let events: [AndroidEvent] = [.launch, .navigate("card"), .pressHome, share(), .back]
    let device = run(phone(34), NoAndroidProtection(), events, app: .wallet).device
    #expect(!device.isInSenderTask)
    expectEqual(device.screen, .home)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["home"], ["card"]])
    let tail = Array(device.lifecycleLog.suffix(4))
    expectEqual(tail, ["onTopResumedActivityChanged(false)", "onPause", "onStop", "onDestroy"])
    // Finishing an activity that is not a task's root closes nothing of the app's own.
    expectEqual(device.appCloses, 0)
    // Its own task comes back as it was left.
    #expect(device.refusal(for: .returnToApp) == nil)
  }

  @Test func backOnTheSharedActivityFinishesItOnEveryLevel() {
    // Not the root: API 31's move of a launcher root to the back never applies.
    for api in [30, 34] {
      let device = run(phone(api), NoAndroidProtection(), [share(), .back], app: .wallet).device
      #expect(device.screen == .home, "API \(api)")
      #expect(device.activity == nil, "API \(api)")
      #expect(device.lifecycleLog.last == "onDestroy", "API \(api)")
      // The app never had a task of its own.
      #expect(device.refusal(for: .returnToApp) != nil, "API \(api)")
    }
  }

  /// Runs `events` in the payments app with the cover member `text` names.
  private func payments(_ text: String, _ events: [AndroidEvent]) throws -> (AndroidDevice, [AndroidInvariant]) {
    let configuration = try AndroidCoverConfiguration(parsing: text)
    let result = run(phone(34), ConfiguredAndroidCover(configuration), events, app: try #require(configuration.app))
    return (result.device, kinds(result.violations))
  }

  @Test func homeTakesTheSendersTaskAwayAndItsRecentsCardShowsTheAppsContent() throws {
    // The launcher activity secure, the shared card not: the sender's card shows the card.
    let (device, found) = try payments(
      "android-cover[hook=onCreate,what=secure,in=home]", [share(), .pressHome, .openRecents])
    #expect(device.isInSenderTask)
    expectEqual(device.taskSnapshot?.image.leaks, true)
    expectEqual(found, [.recentsLeak])
    // The card brings the sender's task back, the app's activity on top.
    #expect(device.refusal(for: .returnToApp) == nil)
  }

  @Test func theSharedActivitysOwnSecureFlagKeepsItOutOfTheSendersCard() throws {
    let events: [AndroidEvent] = [share(), .pressHome, .openRecents, .returnToApp, .screenshot, .back]
    let (device, found) = try payments("android-cover[hook=onCreate,what=secure,in=card+statement]", events)
    expectEqual(found, [])
    expectEqual(device.screen, .home)
    #expect(!device.isInSenderTask)
  }

  @Test func aLockOnlyInTheLauncherActivityDoesNotLockTheSharedActivity() {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .advance(1), share()]
    let (device, violations) = run(phone(34), lock(.launcherActivity), events, app: .wallet)
    // The process is the app's own: the lock state (locked at the pause) is shared with the sender's task's activity.
    #expect(device.strategy.isAppLocked)
    expectEqual(kinds(violations), [.lockBypass])
    let (control, held) = run(phone(34), lock(.baseActivity), events, app: .wallet)
    expectEqual(kinds(held), [])
    expectEqual(control.legibleSensitiveOnDisplay, [])
  }

  @Test func refusals() {
    let inSender = run(phone(34), NoAndroidProtection(), [share()], app: .wallet).device
    #expect(inSender.refusal(for: .launch) != nil)
    #expect(inSender.refusal(for: .processDeath) != nil)
    #expect(inSender.refusal(for: share("settings")) != nil)
    #expect(inSender.refusal(for: .enterSplitScreen) != nil)
    #expect(inSender.refusal(for: .screenshot) == nil)
    #expect(inSender.refusal(for: .back) == nil)
    let recents = run(phone(34), NoAndroidProtection(), [.launch, .openRecents], app: .wallet).device
    #expect(recents.refusal(for: share()) != nil)
    // A destination of the launcher activity: a launcher instance in the sender's task (SenderTaskDestinationTests).
    let home = run(phone(34), NoAndroidProtection(), [], app: .wallet).device
    #expect(home.refusal(for: share("phrase")) == nil)
    #expect(home.refusal(for: .openEntry(AndroidEntry(.link, "card", flags: [.clearTop]))) != nil)
  }
}
