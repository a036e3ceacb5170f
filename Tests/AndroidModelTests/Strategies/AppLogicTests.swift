import AndroidModel
import AndroidStrategies
import AppLogic
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android interpreter of app-logic scripts (docs/app-logic.md, "Android"): its check before the run, a script
/// equal to built-in strategies judged as they are, and the two examples' verdicts.
@Suite struct AppLogicTests {
  private func logic(_ text: String, app: AndroidAppDescription = .banking) throws -> AndroidAppLogic {
    try AndroidAppLogic(AppLogicScript(parsing: text), app: app)
  }

  private func error(_ text: String, app: AndroidAppDescription = .banking) -> String? {
    do {
      _ = try logic(text, app: app)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Unknown words, arguments, screens and variables are one error naming the line, with "did you mean".
  @Test func theCheckNamesTheLine() {
    expectEqual(
      error("claims: all\non onStopp: addFlags(secure)"), "line 2: unknown event 'onStopp' (did you mean 'onStop'?)")
    expectEqual(error("on onStop: addFlag(secure)"), "line 1: unknown action 'addFlag' (did you mean 'addFlags'?)")
    expectEqual(error("on onStop if locked: addView(lock)"), "line 1: variable 'locked' is never set")
    expectEqual(
      error("on onWindowFocusChanged(maybe): set(x)"), "line 1: 'onWindowFocusChanged' takes true|false, not 'maybe'")
    expectEqual(error("claims: recent\non onStop: set(x)"), "line 1: unknown claim 'recent' (did you mean 'recents'?)")
    expectEqual(
      error("on onCreate(activity=cards): addFlags(secure)", app: .payments()),
      "line 1: activity 'cards' is not the app's (did you mean 'card'?); expected home, card, statement, settings")
    expectEqual(
      error("on onStop: startActivity(nowhere)"),
      "line 1: startActivity: 'nowhere' is no activity the app starts; expected main (the launcher: mark another"
        + " 'NAME(activity)' in 'screens:')")
    // A breaker's settings, each once accepted with a silent choice: now one line naming what is wrong.
    expectEqual(
      error("claims: recents, none\non onStop: set(x)"),
      "line 1: claims: 'none' stands alone (it contradicts 'recents'; expected one of them)")
    expectEqual(
      error("detects: recordings\non onStop: set(x)"),
      "line 1: detects: takes screenshots (the app's onScreenCaptured callback), not 'recordings'")
    expectEqual(
      error("detects: screenshots, screenshots\non onStop: set(x)"),
      "line 1: detects: 'screenshots' is given twice (expected each once)")
    expectEqual(
      error("app: payments\nsensitive: card, card\non onStop: set(x)"),
      "line 2: sensitive: 'card' is given twice (expected each once)")
    expectEqual(
      error("screens: main(leadsTo=card|card), card\non onStop: set(x)"),
      "line 1: screens: screen 'main': 'leadsTo=' names 'card' twice (expected each once)")
    expectEqual(
      error("on onReceive(screenOff, homekey): set(x)"),
      "line 1: 'onReceive(screenOff)' takes no reason: only closeSystemDialogs's broadcast carries one"
        + " (recentapps|homekey); ACTION_SCREEN_OFF has none, so the handler would never run")
    expectEqual(error("lock: locked\non onStop: addView(lock)"), "line 1: the lock's variable 'locked' is never set")
    // A variable set by posted work, however deep the posts, is set (a breaker's script was refused).
    #expect(error("claims: recents\non onPause: post(post(set(v)))\non onResume if v: addView(c)") == nil)
    // A `disable:` one typo from an answered call is that typo (a new user's ran as a second, misleading call); one
    // far from every answered call is the documented switch that only ends the claims.
    let answered = "\non appCall(allowScreenshots): clearFlags(secure)"
    expectEqual(
      error("claims: all\ndisable: allowScreenshot" + answered),
      "line 2: 'disable: allowScreenshot' names an app call no handler answers (did you mean 'allowScreenshots'?)")
    #expect(error("claims: all\ndisable: allowScreenshots" + answered) == nil)
    #expect(error("claims: all\ndisable: turnOff" + answered) == nil)
  }

  /// The catalog's descriptor names the script by its fingerprint, so two scripts never share a corpus entry.
  @Test func theDescriptorIsNamedByTheFingerprint() throws {
    let script = try AppLogicScript(parsing: "claims: all\non onCreate(activity=card): addFlags(secure)")
    let descriptor = try AndroidStrategyCatalog.descriptor(forAppLogic: script, app: .payments())
    expectEqual(descriptor.name, "app-logic#\(script.fingerprint)")
    expectEqual(descriptor.name.count, "app-logic#".count + 8)
    expectEqual(descriptor.app, .payments())
    expectEqual(descriptor.make().claims, .all)
    let other = try AppLogicScript(parsing: "claims: all\non onCreate(activity=statement): addFlags(secure)")
    #expect(try AndroidStrategyCatalog.descriptor(forAppLogic: other, app: .payments()).name != descriptor.name)
    #expect(throws: AppLogicError.self) {
      try AndroidStrategyCatalog.descriptor(forAppLogic: other, app: .banking)
    }
  }

  /// `FLAG_SECURE` in `onCreate` is seed 004's `secure-flag-on-create`: the same verdicts, the dialog's leak included.
  @Test func aScriptEqualToSecureFlagOnCreateJudgesAsIt() throws {
    let events: [AndroidEvent] = [.launch, .screenshot, .showWindow(.dialog), .screenshot, .dismissWindow, .pressHome]
    let builtIn = kinds(run(phone(34), SecureFlagOnCreate(), events).violations)
    let script = kinds(run(phone(34), try logic("claims: all\non onCreate: addFlags(secure)"), events).violations)
    expectEqual(script, builtIn)
    #expect(script.contains(.captureLeak))
  }

  /// The seed's `RenderEffect` blur on pause: the same verdicts on API 31 and 34.
  @Test func aScriptEqualToTheBlurOnPauseJudgesAsIt() throws {
    let text = """
      claims: recents
      on onPause if sdkInt(31): setRenderEffect(blur)
      on onResume if sdkInt(31): setRenderEffect(none)
      """
    let events: [AndroidEvent] = [.launch, .openRecents, .returnToApp, .pressHome, .returnToApp]
    for api in [31, 34] {
      let builtIn = kinds(run(phone(api), RenderEffectBlurOnPause(), events).violations)
      expectEqual(kinds(run(phone(api), try logic(text), events).violations), builtIn)
    }
  }

  /// Example: a lock re-armed at `onStop` only (Examples/app-logic/android/lock-rearmed-on-stop.txt).
  @Test func aLockReArmedAtOnStopOnly() throws {
    let text = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on appCall(unlock): removeView(lock); clear(locked)
      on onStop: set(locked); addView(lock)
      """
    let strategy = try logic(text)
    #expect(strategy.isAppLock)
    expectEqual(strategy.appCalls, ["unlock"])
    let (device, violations) = run(phone(34), strategy, [.launch, .appCall("unlock"), .openRecents, .returnToApp])
    #expect(device.strategy.isAppLocked)
    expectEqual(kinds(violations), [.lockBypass])
    // The holding neighbour: re-armed in onPause, the lock is drawn before the snapshot.
    let onPause = try logic(text.replacingOccurrences(of: "on onStop:", with: "on onPause:"))
    #expect(
      kinds(run(phone(34), onPause, [.launch, .appCall("unlock"), .openRecents, .returnToApp]).violations).isEmpty)
  }

  /// Example: `FLAG_SECURE` after `setContentView` in the card activity only: the statement activity's screenshot
  /// shows its content.
  @Test func aSecureFlagOnOneActivityOnly() throws {
    let strategy = try logic("claims: all\non onCreate(activity=card): addFlags(secure)", app: .payments())
    let (_, violations) = run(
      phone(34), strategy, [.launch, .navigate("card"), .screenshot, .back, .navigate("statement"), .screenshot],
      app: .payments())
    #expect(violations[0...4].allSatisfy { $0.isEmpty })
    expectEqual(violations[5].map(\.invariant), [.captureLeak])
  }

  /// A biometric lock: a match takes the lock view down and clears the promise; a script that takes the view down at
  /// the user's cancel too (the negative button) leaves the promise standing over the content: `lock-bypass`, with the
  /// handler line that acted.
  @Test func aBiometricLockAndItsCancelTakenAsAPass() throws {
    let text = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onResume if locked and not(isPrompting): authenticate(biometric)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      on onStop: set(locked); addView(lock)
      """
    let events: [AndroidEvent] = [.launch, .biometricMatch, .pressHome, .returnToApp, .biometricMatch]
    let (device, violations) = run(phoneWithOpaqueScrim(34), try logic(text), events)
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
    let buggy = try logic(text + "\non onAuthenticationError(negativeButton): removeView(lock)")
    let (_, found) = run(phoneWithOpaqueScrim(34), buggy, [.launch, .dismissWindow])
    expectEqual(kinds(found), [.lockBypass])
    expectEqual(buggy.actedLines.last, "app-logic line 6: removeView(lock)")
  }

  /// A request made in `onCreate` is accepted and its prompt comes as the activity starts (androidx clears the saved
  /// state at `dispatchCreate`): a match unlocks, and a cancel taken as a pass is a bypass (two fresh-set translators
  /// met the request dropped).
  @Test func aRequestFromOnCreateIsShownAtTheStart() throws {
    let text = """
      lock: locked
      on onCreate: set(locked); addView(lock); authenticate(biometric)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """
    let (device, violations) = run(phoneWithOpaqueScrim(34), try logic(text), [.launch, .biometricMatch])
    #expect(violations.allSatisfy { $0.isEmpty })
    #expect(!device.strategy.isAppLocked)
    let buggy = try logic(text + "\non onAuthenticationError(negativeButton): removeView(lock)")
    let (_, found) = run(phoneWithOpaqueScrim(34), buggy, [.launch, .dismissWindow])
    expectEqual(kinds(found), [.lockBypass])
  }

  /// A request once the activity has stopped (in `onStop`, or work posted from `onPause` that runs while it is
  /// stopped) is refused by androidx with a log line: no prompt then or at the return, and no callback ever; the
  /// step notes the log line. The same request in `onResume` shows the prompt.
  @Test(arguments: [
    ("on onStop: authenticate(androidx)", [AndroidEvent.launch, .pressHome, .returnToApp]),
    ("on onPause: postDelayed(authenticate(androidx), 500)", [.launch, .pressHome, .advance(1), .returnToApp]),
  ])
  func aRequestFromAStoppedActivityShowsNothing(asking: String, events: [AndroidEvent]) throws {
    let text = "lock: locked\non onCreate: set(locked)\n\(asking)\non onAuthenticationSucceeded: clear(locked)"
    let (device, _) = run(phoneWithOpaqueScrim(34), try logic(text), events)
    #expect(!device.isBiometricPromptShown)
    #expect(!device.lifecycleLog.contains { $0.hasPrefix("onAuthentication") })
    #expect(
      device.lifecycleLog.contains(
        "BiometricPrompt: Unable to start authentication. Called after onSaveInstanceState()."))
    let resumed = "lock: locked\non onCreate: set(locked)\non onResume: authenticate(androidx)"
    #expect(run(phoneWithOpaqueScrim(34), try logic(resumed), events).device.isBiometricPromptShown)
    // The framework class has no fragment manager: no androidx log line (the s45 breaker's F7).
    let framework = text.replacingOccurrences(of: "authenticate(androidx)", with: "authenticate(biometric)")
    #expect(
      !run(phoneWithOpaqueScrim(34), try logic(framework), events).device.lifecycleLog.contains {
        $0.contains("Called after onSaveInstanceState()")
      })
  }

  /// Work that re-asks at once on every error never lets time pass (a breaker's script hung the model, growing without
  /// bound): the wait ends after the looper's budget and the trace goes on.
  @Test func aRequestRepeatedOnEveryErrorDoesNotHang() throws {
    let text =
      "claims: recents\non onResume: authenticate(biometric)\non onAuthenticationError: authenticate(biometric)"
    let events: [AndroidEvent] =
      [.launch] + Array(repeating: .biometricNoMatch, count: 5) + [.advance(0.1), .pressHome]
    let (device, _) = run(phoneWithOpaqueScrim(34), try logic(text), events)
    #expect(device.screen != .app)
  }

  /// Plain variables die with the process; `store` survives it in `SharedPreferences`.
  @Test func storedValuesOutliveTheProcess() throws {
    let text = """
      on appCall(optIn): set(plain); store(kept)
      on onCreate if plain: addFlags(secure)
      on onCreate if stored(kept): setRenderEffect(blur)
      """
    let strategy = try logic(text)
    let (device, _) = run(phone(34), strategy, [.launch, .appCall("optIn"), .pressHome, .processDeath, .returnToApp])
    let activity = try #require(device.activity)
    #expect(!activity.window.isSecure)
    #expect(activity.contentView.renderEffect != nil)
  }

  /// A rotation reaches `onConfigurationChanged` where the template declares it (React Native), and recreates the
  /// activity where it does not (Views).
  @Test func aDeclaredChangeReachesOnConfigurationChanged() throws {
    let text = "on onConfigurationChanged: set(changed)\non onDestroy: clear(changed)"
    let reactNative = try logic(text)
    _ = run(phone(34, .reactNative), reactNative, [.launch, .rotate])
    expectEqual(reactNative.actedLines, ["app-logic line 1: set(changed)"])
    let views = try logic(text)
    _ = run(phone(34), views, [.launch, .rotate])
    expectEqual(views.actedLines, ["app-logic line 2: clear(changed)"])
  }

  /// `onUserLeaveHint` comes right before `onPause` at Home, not at a screen-off; the handler lines that acted are
  /// kept in order for `explain`.
  @Test func theUserLeaveHintPrecedesThePause() throws {
    let text = """
      on onUserLeaveHint: set(left)
      on onPause if left: stamp(paused)
      on onPause: clear(left)
      """
    let strategy = try logic(text)
    _ = run(phone(34), strategy, [.launch, .screenOff, .screenOn, .pressHome])
    expectEqual(
      strategy.actedLines,
      [
        "app-logic line 3: clear(left)", "app-logic line 1: set(left)", "app-logic line 2: stamp(paused)",
        "app-logic line 3: clear(left)",
      ])
  }

  /// androidx.biometric's biometric-only prompt by API level: no hardware below 23 (its error reaches the handler and
  /// the explanation's callbacks), the prompt from 23; the framework class crashes below 28.
  @Test(arguments: [(21, "androidx"), (26, "androidx"), (26, "biometric")])
  func theAndroidxPromptByLevel(api: Int, kind: String) throws {
    let text = """
      lock: locked
      on onCreate: set(locked); addView(lock)
      on onResume if locked and not(isPrompting): authenticate(\(kind))
      on onAuthenticationError(hwNotPresent): set(noHardware)
      """
    let strategy = try logic(text)
    let (device, _) = run(phoneWithOpaqueScrim(api), strategy, [.launch])
    expectEqual((device.lastCrash != nil), (kind == "biometric"))
    expectEqual(device.isBiometricPromptShown, (api == 26 && kind == "androidx"))
    let answered = device.lifecycleLog.contains("onAuthenticationError(hwNotPresent)")
    expectEqual(answered, (api == 21))
    expectEqual((strategy.actedLines.last == "app-logic line 4: set(noHardware)"), (api == 21))
  }
}
