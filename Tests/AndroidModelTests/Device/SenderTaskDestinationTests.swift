import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A link or share without `FLAG_ACTIVITY_NEW_TASK` to a destination of the launcher activity: a new instance of the
/// launcher activity in the sender's task, its navigator showing the destination alone (`AndroidDevice+SenderTask.swift`;
/// AndroidX `NavController.handleDeepLink`).
@Suite struct SenderTaskDestinationTests {
  private func link(_ screen: String, _ flags: AndroidEntry.Flags? = nil) -> AndroidEvent {
    .openEntry(AndroidEntry(.link, screen, flags: flags))
  }

  @Test func aLinkToADestinationMakesTheLauncherActivityInTheSendersTaskShowingItAlone() {
    let device = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, link("phrase")], app: .wallet).device
    #expect(device.isInSenderTask)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["phrase"]])
    expectEqual(device.activity?.isLauncherActivity, true)
    expectEqual(device.activity?.startScreen?.name, "home")
    let afterLink = Array(device.lifecycleLog.drop { !$0.hasPrefix("openEntry") }.dropFirst())
    expectEqual(afterLink, ["onCreate", "onStart", "onResume", "onTopResumedActivityChanged(true)"])
    // Back finishes it (the navigator has nothing below): the sender is in front, the app's own task as it was.
    let back = run(phone(34), NoAndroidProtection(), [.launch, .pressHome, link("phrase"), .back], app: .wallet).device
    #expect(!back.isInSenderTask)
    expectEqual(back.screen, .home)
    expectEqual(back.taskBackStacks.map { $0.map(\.name) }, [["home"]])
  }

  /// The F35-A11 script (https://github.com/horizontalsystems/unstoppable-wallet-android/pull/4747): the lock is the
  /// launcher activity's; the fix's route, a link to the launcher activity, now runs that lock in the sender's task.
  /// The WalletConnect activity takes the wallet's links, so its manifest exports it (`exported`).
  private let unstoppable = """
    lock: locked
    screens: main(sensitive), connect(sensitive, activity, exported)
    on onCreate: set(locked)
    on onResume(activity=main) if locked and not(isPrompting): addView(lock); authenticate(biometric)
    on onAuthenticationSucceeded: removeView(lock); clear(locked)
    """

  @Test func theLaunchersLockRunsInItsInstanceInTheSendersTask() throws {
    let (device, found) = try runScript(phone(34), script: unstoppable, [link("main"), .advance(1)])
    expectEqual(kinds(found), [])
    #expect(device.isInSenderTask)
    // The report's own route, the activity without the lock: lock-bypass.
    let (_, bypass) = try runScript(phone(34), script: unstoppable, [link("connect"), .advance(1)])
    expectEqual(kinds(bypass).first, .lockBypass)
  }

  /// A lock activity started from the launcher activity's `onResume` unless one is already shown (a guard against a
  /// second start, the kind of fix F35-A06's Aegis made): a link into a destination makes a second launcher instance
  /// in the sender's task, whose guard reads the process's flag set by the lock in the app's own task.
  private let guardedPin = """
    lock: locked
    screens: home(neutral), wallet(sensitive), pin(neutral, activity, leadsTo=none)
    on onCreate(activity=home): set(locked)
    on onResume(activity=home) if locked and not(pinShown): set(pinShown); startActivity(pin)
    on onDestroy(activity=pin): clear(pinShown)
    on appCall(unlock): clear(locked); finish
    """

  @Test func aSecondLauncherInstanceInTheSendersTaskSkipsAGuardedLockActivity() throws {
    let (device, found) = try runScript(phone(34), script: guardedPin, [.launch, .pressHome, link("wallet")])
    expectEqual(kinds(found), [.lockBypass])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["wallet"]])
    // Control: the sender adds FLAG_ACTIVITY_NEW_TASK: the navigator clears the app's task (the pin destroyed) and
    // the new launcher instance starts the pin.
    let (own, held) = try runScript(phone(34), script: guardedPin, [.launch, .pressHome, link("wallet", [.newTask])])
    expectEqual(kinds(held), [])
    expectEqual(own.taskBackStacks.map { $0.map(\.name) }, [["home", "wallet"], ["pin"]])
  }

  @Test func aSingleTaskLauncherTakesTheLinkInItsOwnTaskAndADeepLinkToItsInstanceIsRefused() throws {
    let text = "screens: home(neutral, singleTask), wallet(sensitive)\non onCreate: addFlags(secure)"
    let fresh = try runScript(phone(34), script: text, [link("wallet")]).device
    #expect(!fresh.isInSenderTask)
    expectEqual(fresh.taskBackStacks.map { $0.map(\.name) }, [["home", "wallet"]])
    let running = try runScript(phone(34), script: text, [.launch, .pressHome]).device
    expectEqual(running.refusal(for: link("wallet"))?.contains("onNewIntent"), true)
  }
}
