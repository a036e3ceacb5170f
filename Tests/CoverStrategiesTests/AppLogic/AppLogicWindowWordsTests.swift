import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The script's words for the app's own window and a lock view added to a window: `hideWindow(main)`,
/// `showWindow(main)` (a Flutter host's cover, C84) and `addLock(firstWindow|keyWindow|main)`
/// (LTHPasscodeViewController's passcode view, C88).
@MainActor @Suite struct AppLogicWindowWordsTests: AppLogicScriptChecks {
  @Test("the words are checked: showWindow(main) takes no level, addLock names one of its windows")
  func vocabulary() {
    expectEqual(
      Self.error("on applicationDidBecomeActive: showWindow(main, level=alert)"),
      "line 1: showWindow(main) shows the app's own window again; its level is the app's (no level=)")
    #expect(
      Self.error("on applicationDidEnterBackground: addLock(firstWindw)")?
        .hasPrefix("line 1: addLock takes one of firstWindow, keyWindow, main, not 'firstWindw'") == true)
    #expect(Self.error("on applicationWillResignActive: hideWindow(main)\nlock: v\non appCall(x): set(v)") == nil)
    // A window no handler shows, or a window name that is no name, would make the call a silent no-op.
    #expect(
      Self.error("on sceneWillResignActive: showWindow(shade)\non sceneDidBecomeActive: hideWindow(shdae)")?
        .hasPrefix("line 2: hideWindow(shdae): no handler shows a window 'shdae'") == true)
    expectEqual(
      Self.error("on sceneWillResignActive: showWindow(a-b)"),
      "line 1: showWindow: 'a-b' is not a window's name: names are ASCII letters, digits and '_', starting with a"
        + " letter or '_'")
    #expect(AppLogicStrategy.vocabularyListing.contains("    addLock(firstWindow|keyWindow|main)\n"))
    #expect(AppLogicStrategy.vocabularyListing.contains("    main: the app's own window"))
  }

  @Test("hideWindow(main) hides the app's key window; showWindow(main) shows it without key status, makeKey gives it")
  func appWindowHiddenAndShown() throws {
    let profile = try Profile(named: "iphone-ios14-flutter1.22-appdelegate")
    for makesKey in [false, true] {
      let script = try AppLogicScript(
        parsing: """
          on applicationWillResignActive: hideWindow(main)
          on applicationDidBecomeActive: showWindow(main)\(makesKey ? "; makeKey(main)" : "")
          """)
      let strategy = try AppLogicStrategy(script: script)
      let d = Device(profile: profile, strategy: strategy)
      try d.apply(.launch)
      try d.apply(.goHome)
      let main = try #require(d.windowScenes.first.flatMap(d.appWindow(of:)))
      #expect(d.withCurrent { main.isHidden })
      try d.apply(.returnToApp)
      #expect(d.withCurrent { !main.isHidden && main.isKeyWindow == makesKey })
      // The engine's text input needs a key window (Flutter before 2.8): the tap traps without one.
      try d.apply(.keyboardShow)
      expectEqual(d.isCrashed, !makesKey)
      let descriptor = try AppLogicStrategy.descriptor(script: script, profile: profile)
      let run = TraceRunner(strategy: descriptor, profile: profile).run([.launch, .goHome, .returnToApp, .keyboardShow])
      expectEqual(run.verdict, (makesKey ? .holds : .broken(.focusLost)))
    }
  }

  @Test("fade: its completion hears UIKit's finished; ifFinished=true skips it when the background ends the fade")
  func fadeCompletionHearsFinished() throws {
    expectEqual(
      Self.error("on appCall(x): fade(hud, to=2, duration=1)"),
      "line 1: fade takes a window of the script or cover, to=ALPHA (0 to 1), duration=SECONDS (0 to 86400)")
    expectEqual(
      Self.error("on appCall(x): fade(cover, to=0, duration=1)"),
      "line 1: fade(cover) needs tag=N (a whole number, decimal): addCover's")
    expectEqual(
      Self.error("on appCall(x): fade(hud, to=0, duration=1, ifFinished=true)"),
      "line 1: fade's ifFinished= needs a completion=")
    expectEqual(
      Self.error("on appCall(x): fade(hud, to=0, duration=1, completion=hideWindw(hud))")?.hasPrefix(
        "line 1: unknown action 'hideWindw'"), true)
    let profile = try Profile(named: "iphone-ios17-scenes")
    // A HUD window shown key and faded out at once (a toast); its cleanup hides it, and the key status goes back.
    for onlyIfFinished in [true, false] {
      let script = try AppLogicScript(
        parsing: """
          claims: nothing
          on appCall(flash): showWindow(hud, level=alert); makeKey(hud); \
          fade(hud, to=0, duration=1, completion=hideWindow(hud), ifFinished=\(onlyIfFinished))
          """)
      let descriptor = try AppLogicStrategy.descriptor(script: script, profile: profile)
      let runner = TraceRunner(strategy: descriptor, profile: profile)
      // In front the fade ends finished and the window is hidden.
      expectEqual(runner.run([.launch, .appCall("flash"), .advance(1)]).verdict, .holds)
      // Home during the fade (longer than the gesture): the snapshot's drop ends it unfinished; skipped, the
      // invisible window stays key.
      let away = runner.run([.launch, .appCall("flash"), .goHome, .returnToApp, .advance(1)])
      expectEqual(away.verdict, (onlyIfFinished ? .broken(.focusLost) : .holds))
    }
  }

  /// `windowLevel` is settable at any time: a later `showWindow(NAME, level=L)` moves the window made earlier (a lock
  /// window first made under the app, then raised as the app goes to the background, covers the snapshot).
  @Test func aLaterLevelMovesTheWindow() throws {
    let profile = try Profile(named: "iphone-ios17-scenes")
    let script = try AppLogicScript(
      parsing: """
        claims: app-switcher
        lock: locked
        on sceneWillResignActive: set(locked); showWindow(w, level=-5)
        on sceneDidEnterBackground: showWindow(w, level=alert+1, root=lock)
        on sceneDidBecomeActive: hideWindow(w); clear(locked)
        """)
    let descriptor = try AppLogicStrategy.descriptor(script: script, profile: profile)
    let runner = TraceRunner(strategy: descriptor, profile: profile)
    expectEqual(runner.run([.launch, .goHome]).verdict, .holds)
  }

  @Test("addLock(firstWindow): the lock's view is a subview of the app's window; typed passcode removes it")
  func lockViewOnFirstWindow() throws {
    let script = """
      claims: app-switcher
      lock: locked
      release: field
      on applicationDidEnterBackground: set(locked); addLock(firstWindow)
      on applicationWillEnterForeground if locked: becomeFirstResponder(passcode)
      on passcodeEntered(right): dismiss(lock); clear(locked)
      """
    let strategy = try Self.strategy(script)
    let profile = try Profile(named: "iphone-ios9-appdelegate")
    let d = Device(profile: profile, strategy: strategy)
    try d.apply(.launch)
    try d.apply(.goHome)
    let main = try #require(d.windowScenes.first.flatMap(d.appWindow(of:)))
    #expect(d.withCurrent { main.subviews.last?.subviews.contains { $0 is UITextField } ?? false })
    expectEqual(strategy.stateDescription, "locked,lock×1")
    try d.apply(.returnToApp)
    #expect(d.summary().isKeyboardUp)
    try d.apply(.enterPasscode)
    expectEqual(strategy.stateDescription, "")
    #expect(d.withCurrent { !main.subviews.contains { $0.subviews.contains { $0 is UITextField } } })
    // The app's own presentation lands in the window above a lock view added to it (C88: the model's
    // lock-bypass where the reporter saw the passcode view still on top).
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script), profile: profile)
    let run = TraceRunner(strategy: descriptor, profile: profile)
      .run([.launch, .goHome, .returnToApp, .appPresent(.fullScreen, .root)])
    expectEqual(run.verdict, .broken(.lockBypass))
  }

  @Test("addCover(blur, resizes=true) follows the window through a rotation; without it the cover keeps its frame")
  func coverResizes() throws {
    expectEqual(
      Self.error("on sceneWillResignActive: addCover(blur, tag=1, resizes=yes)"),
      "line 1: resizes= takes true or false, not 'yes'")
    for resizes in [false, true] {
      let strategy = try Self.strategy("on sceneWillResignActive: addCover(blur, tag=1, resizes=\(resizes))")
      let d = Device(profile: .iPhoneScenes, strategy: strategy)
      try d.apply(.launch, .openNotificationCenter, .closeNotificationCenter, .rotate(.landscapeLeft))
      let main = try #require(d.windowScenes.first.flatMap(d.appWindow(of:)))
      let (cover, bounds) = try d.withCurrent { (try #require(main.viewWithTag(1)).frame, main.bounds) }
      #expect(bounds.width > bounds.height)
      expectEqual((cover == bounds), resizes)
    }
  }

  @Test(
    "a lock in its own window: showWindow(NAME, root=lock) holds the lock screen; a window that holds none is refused")
  func lockInItsOwnWindow() throws {
    // A new user's first script: the window is an opaque one, so the passcode it describes is never shown.
    let plain = """
      claims: app-switcher
      lock: locked
      release: biometry+field
      on sceneWillEnterForeground: set(locked); showWindow(lockwin, level=alert+1)
      on passcodeEntered(right): hideWindow(lockwin); clear(locked)
      """
    expectEqual(
      Self.error(plain)?.hasPrefix(
        "line 3: release: biometry+field is never shown: no handler places the lock screen, so it is in no window"),
      true)
    expectEqual(Self.error(plain)?.contains("showWindow(lockwin, level=alert+1, root=lock)"), true)
    expectEqual(
      Self.error("lock: v\non appCall(x): set(v)\non unlockTapped: clear(v)")?.hasPrefix(
        "line 3: unlockTapped never comes: no handler places the lock screen"), true)
    expectEqual(
      Self.error("on appCall(x): showWindow(w, root=cover)"),
      "line 1: showWindow's root= takes lock (the lock screen as the window's root view controller), not 'cover'")
    // The same script with the lock screen as the window's root: shown on the return, released by the passcode.
    let script = plain.replacingOccurrences(of: "level=alert+1)", with: "level=alert+1, root=lock)")
    let strategy = try Self.strategy(script)
    let d = Device(profile: .iPhoneScenes, strategy: strategy)
    try d.apply(.launch, .goHome, .returnToApp)
    #expect(strategy.isAppLocked)
    #expect(d.passcodeEntry() != nil)
    try d.apply(.enterPasscode)
    #expect(!strategy.isAppLocked)
    #expect(d.passcodeEntry() == nil)
    // Not key, the lock's window is not where the app's code presents from the key window: the app's sheet lands
    // below it (an addLock(keyWindow) lock would have it above).
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    let run = TraceRunner(strategy: descriptor, profile: .iPhoneScenes)
      .run([.launch, .goHome, .returnToApp, .appPresent(.fullScreen, .key), .enterPasscode])
    expectEqual(run.verdict, .holds)
  }

  /// The complete lock of `Examples/app-logic/lock-in-own-window.logic` (docs/app-logic.md, "A lock in its own window").
  static let lockExample = repositoryRoot.appendingPathComponent("Examples/app-logic/lock-in-own-window.logic").path

  @Test(
    "the lock example holds where the README's lock breaks: a cancel, the fallback's passcode, the Unlock button",
    arguments: [
      // Cancelled: the lock stays up with its Unlock button, and Face ID is not asked again by itself.
      [
        SystemEvent.launch, .faceIDMatch, .goHome, .returnToApp, .dismissSystemAlert, .openAppSwitcher,
        .closeAppSwitcher,
      ],
      // The prompt's fallback: the app's passcode field releases the lock.
      [.launch, .faceIDNoMatch, .faceIDFallback, .enterPasscode, .screenshot],
      // After a cancel, the user's tap on Unlock asks again.
      [
        .launch, .faceIDMatch, .goHome, .returnToApp, .dismissSystemAlert, .touch(scene: nil, x: 0.5, y: 0.45),
        .faceIDMatch,
      ],
      // In landscape the fallback's keyboard covers the Unlock button: a tap there types into the lock's own field.
      [.launch, .rotate(.landscapeLeft), .faceIDNoMatch, .faceIDFallback, .touch(scene: nil, x: 0.5, y: 0.5)],
    ])
  func lockExampleHolds(events: [SystemEvent]) throws {
    let text = try String(contentsOfFile: Self.lockExample, encoding: .utf8)
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    expectEqual(TraceRunner(strategy: descriptor, profile: .iPhoneScenes).run(events).verdict, .holds)
  }
}
