import AndroidModel
import AndroidStrategies
import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The events the generator draws since the eleventh session (iOS: `openEntry`, `changeDeviceSetting` for every app;
/// Android: the notification shade, another app's activity, the system's biometric errors, the device's security and
/// force stop) shrink as their neighbours do: removed whole (with their partners) where the failure does not need
/// them, kept where it does.
@Suite("Shrinking the newly generated events")
struct NewlyGeneratedShrinkTests {
  /// A Face ID lock with no other way in (docs/strategies.md, "LocalAuthentication's refusals").
  static let faceIDLock =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]"

  @Test("iOS: the passcode turned off in Settings is kept where it blocks the lock; an entry and noise go")
  func iosSettingKept() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.faceIDLock))
    let runner = TraceRunner(strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes"))
    let noisy: [SystemEvent] = [
      .launch, .faceIDMatch, .advance(2), .screenshot, .openControlCenter, .closeControlCenter, .goHome,
      .changeDeviceSetting(.passcodeOff), .openEntry(.link, .none), .advance(2),
    ]
    guard case .violated(let v) = runner.run(noisy) else {
      Issue.record("expected a violation")
      return
    }
    expectEqual(v.invariant, .unlockBlocked)
    var shrinker = Shrinker(runner: runner, invariant: v.invariant)
    let minimal = shrinker.shrink(noisy)
    // The trip to Settings stays; the entry back, which only stood in for a return, becomes returnToApp (the
    // counterexample docs/strategies.md gives).
    expectEqual(minimal, [.launch, .goHome, .changeDeviceSetting(.passcodeOff), .returnToApp])
  }

  @Test("iOS: an entry whose handler's sheet lands over the lock is kept, simplified to a cold notification")
  func iosEntryKept() throws {
    let strategy = try #require(
      StrategyCatalog.descriptor(
        named: "lock[shield=none,when=launch+background,as=present,from=root,style=fullScreen,release=keypad,"
          + "rearm=background]"))
    let runner = TraceRunner(strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes"))
    let noisy: [SystemEvent] = [
      .launch, .enterPasscode, .screenshot, .goHome, .changeDeviceSetting(.faceIDReset), .advance(1),
      .openEntry(.shortcut, .present(.sheet, .top)),
    ]
    guard case .violated(let v) = runner.run(noisy) else {
      Issue.record("expected a violation")
      return
    }
    expectEqual(v.invariant, .lockBypass)
    var shrinker = Shrinker(runner: runner, invariant: v.invariant)
    let minimal = shrinker.shrink(noisy)
    // A cold entry alone reaches it: the lock presented at launch, the handler's sheet over it.
    expectEqual(minimal, [.openEntry(.notification, .present(.sheet, .top))])
  }

  @Test("iOS: a trip to Settings and an entry the failure does not need are removed")
  func iosSettingRemoved() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    let runner = TraceRunner(
      strategy: strategy, profile: try Profile(named: "iphone-ios17-scenes+suggestionBarShowsFieldText=true"))
    let noisy: [SystemEvent] = [
      .launch, .goHome, .changeDeviceSetting(.faceIDReset), .openEntry(.shortcut, .none), .keyboardShow,
      .openAppSwitcher,
    ]
    guard case .violated(let v) = runner.run(noisy) else {
      Issue.record("expected a violation")
      return
    }
    var shrinker = Shrinker(runner: runner, invariant: v.invariant)
    expectEqual(shrinker.shrink(noisy), [.launch, .keyboardShow, .openAppSwitcher])
    // A cold entry becomes the launch it stands in for, unless `--weight launch=0` turned launch off: a breaker's
    // run under that weight reported counterexamples that start with launch.
    let cold: [SystemEvent] = [.openEntry(.shortcut, .none), .keyboardShow, .openAppSwitcher]
    var plain = Shrinker(runner: runner, invariant: v.invariant)
    expectEqual(plain.shrink(cold), [.launch, .keyboardShow, .openAppSwitcher])
    var withoutLaunch = Shrinker(runner: runner, invariant: v.invariant)
    withoutLaunch.turnedOff = ["launch"]
    let kept = withoutLaunch.shrink(cold)
    #expect(kept.count == 3 && !kept.contains(.launch), "\(kept)")
  }

  @Test("Android: another app's activity is kept where it re-arms the lock; the shade's round trip goes")
  func androidOtherActivityKept() throws {
    let runner = TraceRunner<AndroidPlatform>(
      strategy: try #require(AndroidPlatform.builtIn.strategy(named: "android-lock[as=view,rearm=onPause]")),
      profile: AndroidProfile(apiLevel: 34))
    let noisy: [AndroidEvent] = [
      .launch, .openNotificationShade, .screenshot, .closeNotificationShade, .appCall("unlock"), .advance(3),
      .startOtherActivity(.fullScreen), .finishOtherActivity,
    ]
    expectEqual(runner.run(noisy).verdict, .broken(.needlessLock))
    var shrinker = Shrinker<AndroidPlatform>(runner: runner, invariant: .needlessLock)
    expectEqual(shrinker.shrink(noisy), [.launch, .appCall("unlock"), .startOtherActivity(.fullScreen)])
  }

  @Test("Android: a force stop and a removed screen lock the failure does not need are removed")
  func androidDeviceSecurityRemoved() throws {
    let runner = TraceRunner<AndroidPlatform>(
      strategy: try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create")),
      profile: AndroidProfile(apiLevel: 34, structure: .reactNative))
    let noisy: [AndroidEvent] = [
      .launch, .pressHome, .removeDeviceSecurity(.screenLock), .forceStop, .launch, .recordingStart,
      .showWindow(.popup),
    ]
    expectEqual(runner.run(noisy).verdict, .broken(.captureLeak))
    var shrinker = Shrinker<AndroidPlatform>(runner: runner, invariant: .captureLeak)
    expectEqual(shrinker.shrink(noisy), [.launch, .recordingStart, .showWindow(.popup)])
  }

  @Test("Android: a force stop goes with the launch it ends, where the failure needs neither")
  func androidForceStopPairRemoved() throws {
    let runner = TraceRunner<AndroidPlatform>(
      strategy: try #require(AndroidPlatform.builtIn.strategy(named: "stealth-mode-toggle")),
      profile: AndroidProfile(apiLevel: 25))
    // The default run's counterexample before launch and forceStop were partners (trace 23 of seed 20261129).
    let found: [AndroidEvent] = [
      .launch, .openRecents, .recordingStart, .forceStop, .launch, .showWindow(.popup), .appCall("stealthOn"),
    ]
    expectEqual(runner.run(found).verdict, .broken(.captureLeak))
    var shrinker = Shrinker<AndroidPlatform>(runner: runner, invariant: .captureLeak)
    expectEqual(shrinker.shrink(found), [.launch, .recordingStart, .showWindow(.popup), .appCall("stealthOn")])
  }

  @Test("Android: a trip home, a force stop and the relaunch they strand go together when the failure needs none")
  func androidStrandedRelaunchRemoved() throws {
    let runner = TraceRunner<AndroidPlatform>(
      strategy: try #require(AndroidPlatform.builtIn.strategy(named: "per-screen-secure-flag")),
      profile: AndroidProfile(apiLevel: 34, structure: .reactNative))
    // The corpus's per-screen-secure-flag--capture-leak--phone-api34-reactNative--a21c507926 before this pass: no
    // single removal, partner pair or aligned chunk of it stays possible (without the force stop the relaunch is
    // refused, without the trip home the force stop and relaunch are).
    let found: [AndroidEvent] = [.launch, .pressHome, .recordingStart, .forceStop, .launch, .showWindow(.dialog)]
    expectEqual(runner.run(found).verdict, .broken(.captureLeak))
    var shrinker = Shrinker<AndroidPlatform>(runner: runner, invariant: .captureLeak)
    expectEqual(shrinker.shrink(found), [.launch, .recordingStart, .showWindow(.dialog)])
  }

  @Test("Android: each newly generated class is drawn, only where Android accepts it, and in every swarm")
  func androidGenerated() throws {
    let names = [
      "openNotificationShade", "closeNotificationShade", "startOtherActivity", "finishOtherActivity",
      "biometricError", "removeDeviceSecurity", "forceStop",
    ]
    let vocabulary = AndroidPlatform.vocabulary
    for name in names {
      let c = try #require(vocabulary.classNames.firstIndex(of: name), "\(name)")
      #expect(vocabulary.inEverySwarm & (1 << UInt128(c)) != 0, "\(name)")
      #expect((EventGenerator<AndroidPlatform>.defaultWeights[name] ?? 0) > 0, "\(name)")
    }
    var seen: Set<String> = []
    // A lock unlocked by the biometric prompt raises the prompt a system error ends.
    for strategy in ["recommended", "android-lock[as=view,rearm=onStop,unlockBy=prompt]"] {
      let runner = TraceRunner<AndroidPlatform>(
        strategy: try #require(AndroidPlatform.builtIn.strategy(named: strategy)), profile: AndroidProfile(apiLevel: 34)
      )
      var configuration = RunConfiguration<AndroidPlatform>(strategies: [runner.strategy])
      configuration.maxLength = 40
      let campaign = Campaign(configuration: configuration)
      for seed in UInt64(1)...150 {
        let trace = campaign.generateTrace(seed: seed, runner: runner)
        if case .invalid = runner.run(trace.events) {
          Issue.record("\(strategy) seed \(seed): generated an invalid trace")
        }
        for event in trace.events { seen.insert(EventGenerator<AndroidPlatform>.eventClass(of: event)) }
      }
    }
    expectEqual(names.filter { !seen.contains($0) }, [])
  }

  @Test("Android: a sensitive toast is drawn only for an app that declares one")
  func androidSensitiveToast() throws {
    let base = try #require(AndroidPlatform.builtIn.strategy(named: "secure-flag-on-create"))
    func toasts(_ app: AndroidAppDescription) -> Int {
      let strategy = AndroidStrategyDescriptor(
        name: base.name, summary: base.summary, source: base.source, defaultProfile: base.defaultProfile, app: app,
        make: base.make)
      let runner = TraceRunner<AndroidPlatform>(strategy: strategy, profile: AndroidProfile(apiLevel: 34))
      var configuration = RunConfiguration<AndroidPlatform>(strategies: [strategy])
      configuration.maxLength = 40
      let campaign = Campaign(configuration: configuration)
      return (UInt64(1)...100).reduce(0) { count, seed in
        count
          + campaign.generateTrace(seed: seed, runner: runner).events.filter { $0 == .showWindow(.sensitiveToast) }
          .count
      }
    }
    var declares = AndroidAppDescription.banking
    declares.showsSensitiveToast = true
    expectEqual(toasts(.banking), 0)
    #expect(toasts(declares) > 0)
  }
}
