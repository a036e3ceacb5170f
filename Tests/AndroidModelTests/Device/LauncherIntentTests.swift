import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The launcher icon tapped while the app's task exists (`AndroidDevice+LauncherIntent.swift`): the launcher
/// activity's `android:launchMode` decides (AOSP `ActivityStarter.complyActivityFlags`). A `singleTask` launcher clears
/// the activities above it; the Recents card never does.
@Suite struct LauncherIntentTests {
  /// A LolliPin-style lock (https://github.com/omadahealth/LolliPin/issues/153): the lock activity is started from the
  /// main activity's `onResume` when the last activity pause of a lock-aware activity (the main one or the lock
  /// itself) is 300 s old or more; a splash launcher activity starts the main activity a second after it resumes.
  private func lolliPin(launcher mode: String) -> String {
    """
    lock: locked
    screens: splash(neutral\(mode)), main(sensitive, activity), pin(neutral, activity, leadsTo=none)
    on onResume(activity=splash): postDelayed(startActivity(main), 1000)
    on onPause(activity=main): stamp(active)
    on onPause(activity=pin): stamp(active)
    on onResume(activity=main) if elapsed(active, 300): set(locked); startActivity(pin)
    on appCall(unlock): clear(locked); finish
    """
  }

  @Test func aSingleTaskLaunchersIconClearsTheLockActivityAndTheFreshPauseStampSkipsTheLock() throws {
    let events: [AndroidEvent] = [
      .launch, .advance(1), .pressHome, .advance(301), .launch, .advance(1), .pressHome, .launch, .advance(1),
    ]
    let (device, found) = try runScript(phone(34), script: lolliPin(launcher: ", singleTask"), events)
    // The first relaunch after the timeout locks (the pin on top of the main activity).
    expectEqual(kinds(Array(found.prefix(6))), [])
    // The second relaunch finishes the main and pin activities (the splash is the task's root, singleTask); the
    // splash starts the main activity again, whose `onResume` reads the pin's own pause a second ago: no lock.
    expectEqual(kinds(Array(found.suffix(1))), [.lockBypass])
    #expect(device.strategy.isAppLocked)
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["splash"], ["main"]])
    // The last relaunch: the pin and the main activity (both stopped) destroyed, the splash given the intent.
    let last = try #require(device.lifecycleLog.lastIndex(of: "launcher intent: splash (singleTask)"))
    expectEqual(
      Array(device.lifecycleLog[last...].prefix(6)),
      [
        "launcher intent: splash (singleTask)", "onDestroy", "onDestroy", "onRestart", "onStart", "onNewIntent",
      ])
  }

  @Test func theReportsControlAStandardLauncherBringsTheTaskBackWithTheLockOnTop() throws {
    // The icon of a standard launcher is the Recents card's return: the task as it was, the pin on top.
    let events: [AndroidEvent] = [
      .launch, .advance(1), .pressHome, .advance(301), .returnToApp, .advance(1), .pressHome, .returnToApp,
      .advance(1),
    ]
    let (device, found) = try runScript(phone(34), script: lolliPin(launcher: ""), events)
    expectEqual(kinds(found), [])
    expectEqual(device.taskBackStacks.map { $0.map(\.name) }, [["splash"], ["main"], ["pin"]])
    // Even a singleTask launcher's task comes back whole from its Recents card: no intent is sent.
    let (singleTask, held) = try runScript(phone(34), script: lolliPin(launcher: ", singleTask"), events)
    expectEqual(kinds(held), [])
    expectEqual(singleTask.taskBackStacks.map { $0.map(\.name) }, [["splash"], ["main"], ["pin"]])
  }

  @Test func theIconOfAStandardLauncherIsRefusedAsTheCardsReturnAndASingleTaskOneOnlyFromHome() throws {
    let standard = try runScript(phone(34), script: lolliPin(launcher: ""), [.launch, .pressHome]).device
    expectEqual(standard.refusal(for: .launch)?.contains("returnToApp"), true)
    let singleTask = try runScript(phone(34), script: lolliPin(launcher: ", singleTask"), [.launch, .pressHome])
    #expect(singleTask.device.refusal(for: .launch) == nil)
    let recents = try runScript(phone(34), script: lolliPin(launcher: ", singleTask"), [.launch, .openRecents]).device
    expectEqual(recents.refusal(for: .launch), "the launcher icon is on the home screen: press Home first")
  }

  @Test func aSingleTopLauncherOnTopGetsTheIntentAndOneBelowComesBackAsItWas() throws {
    let text = """
      screens: main(sensitive, singleTop), settings(neutral, activity)
      on onNewIntent: set(renewed)
      on appCall(settings): startActivity(settings)
      """
    let onTop = try runScript(phone(34), script: text, [.launch, .pressHome, .launch]).device
    let relaunch = Array(onTop.lifecycleLog.drop { $0 != "launcher intent: main (singleTop)" })
    expectEqual(
      relaunch,
      [
        "launcher intent: main (singleTop)", "onRestart", "onStart", "onNewIntent", "app-logic line 2: set(renewed)",
        "onResume", "onTopResumedActivityChanged(true)",
      ])
    let below = try runScript(phone(34), script: text, [.launch, .appCall("settings"), .pressHome, .launch]).device
    #expect(!below.lifecycleLog.contains("onNewIntent"))
    expectEqual(below.taskBackStacks.map { $0.map(\.name) }, [["main"], ["settings"]])
  }

  @Test func theScreensSettingTakesTheLaunchersModeOnTheFirstScreenOnly() throws {
    let script = try AppLogicScript(
      parsing: "screens: main(singleTask), card(sensitive, activity)\non onCreate: addFlags(secure)")
    let app = try AndroidStrategyCatalog.descriptor(forAppLogic: script).app
    expectEqual(app.startScreen.launchMode, .singleTask)
    let instance = thrownText {
      _ = try scriptInOwnApp("screens: main(singleInstance), card(sensitive, activity)\non onStop: set(x)")
    }
    expectEqual(instance?.contains("'singleInstance' puts the activity alone in a task of its own"), true)
    let destination = thrownText {
      _ = try scriptInOwnApp("screens: main, card(sensitive, singleTask)\non onStop: set(x)")
    }
    expectEqual(destination?.contains("only with 'activity' or on the first screen"), true)
  }
}
