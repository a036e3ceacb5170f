import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The Android script's own navigation: `navigate(SCREEN[, popUpTo=SCREEN][, inclusive][, singleTop])`,
/// `popBackStack` and `onDestinationChanged(SCREEN)`, Jetpack Navigation's back stack in the model, so Back shows
/// what the stack holds (the thirty-first fresh set's F31-A01 and F31-A02, re-translated after this change).
@Suite struct AppLogicNavigationTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    let script = try AppLogicScript(parsing: text)
    return try AndroidAppLogic(script, app: app(text))
  }

  /// The app the script's `screens:` describes, which the device runs.
  private func app(_ text: String) throws -> AndroidAppDescription {
    try AndroidStrategyCatalog.descriptor(forAppLogic: try AppLogicScript(parsing: text)).app
  }

  private func lockThenContent(_ navigation: String) -> String {
    """
    claims: all
    lock: locked
    screens: lock, passwords(sensitive)
    on onCreate: addFlags(secure)
    on onDestinationChanged(lock): set(locked); authenticate(biometric)
    on onPause: cancelAuthentication
    on onAuthenticationSucceeded: clear(locked); postDelayed(\(navigation), 16)
    """
  }

  /// F31-A01: an unlock that pushes the content leaves the lock below it, so Back shows the lock again and it asks
  /// again although the user never left (`needless-lock` at Back); popping up to the lock, inclusive, leaves the
  /// content alone on the back stack and Back leaves the app.
  @Test func anUnlockThatPushesLeavesTheLockUnderTheContent() throws {
    let events: [AndroidEvent] = [.launch, .advance(1), .biometricMatch, .advance(1), .back]
    let pushedText = lockThenContent("navigate(passwords)")
    let (device, found) = run(phone(35, .compose), try logic(pushedText), events, app: try app(pushedText))
    expectEqual(found[4].map(\.invariant), [.needlessLock])
    expectEqual(device.activity?.backStack.map(\.name), ["lock"])
    let fixedText = lockThenContent("navigate(passwords, popUpTo=lock, inclusive, singleTop)")
    let (fixedDevice, held) = run(phone(35, .compose), try logic(fixedText), events, app: try app(fixedText))
    #expect(kinds(held).isEmpty)
    expectEqual(fixedDevice.screen, .home)
  }

  private func unlockPerForeground(_ navigate: String) -> String {
    """
    lock: locked
    screens: codes(sensitive), unlock
    on onStart: set(locked); \(navigate)
    on onDestinationChanged(unlock): set(locked); authenticate(biometric)
    on onResume if locked and not(isPrompting): authenticate(biometric)
    on onAuthenticationSucceeded: clear(locked); postDelayed(popBackStack, 16)
    """
  }

  /// F31-A02: an unlock destination pushed at each foreground without single top stacks a second instance; the pass
  /// pops one and shows the next (`needless-lock`); single top keeps one instance and the pass shows the content.
  @Test func anUnlockPushedAtEachForegroundStacksUnlessSingleTop() throws {
    let events: [AndroidEvent] = [
      .launch, .advance(2), .pressHome, .advance(1), .returnToApp, .advance(2), .biometricMatch, .advance(2),
    ]
    let stacked = unlockPerForeground("navigate(unlock)")
    let (device, found) = run(phone(34), try logic(stacked), events, app: try app(stacked))
    // The next instance asks at once: a prompt after the success with no user action between, too.
    expectEqual(found[7].map(\.invariant), [.reauthLoop, .needlessLock])
    expectEqual(device.activity?.backStack.map(\.name), ["codes", "unlock"])
    let singleTop = unlockPerForeground("navigate(unlock, singleTop)")
    let (single, held) = run(phone(34), try logic(singleTop), events, app: try app(singleTop))
    #expect(kinds(held).isEmpty)
    expectEqual(single.activity?.backStack.map(\.name), ["codes"])
  }

  /// `popUpTo` not on the back stack is ignored (the destination is pushed); `inclusive` of a destination above the
  /// start pops it too.
  @Test func popUpToFollowsNavOptions() throws {
    let text = """
      screens: main, a, b, c
      on appCall(toB): navigate(a); navigate(b, popUpTo=c)
      on appCall(toC): navigate(c, popUpTo=a, inclusive)
      """
    let (device, _) = run(phone(34), try logic(text), [.launch, .appCall("toB"), .appCall("toC")], app: try app(text))
    expectEqual(device.activity?.backStack.map(\.name), ["main", "c"])
  }

  /// `leadsTo=` is the app's navigation graph: at a lock that leads nowhere the user's `navigate(passwords)` is
  /// refused (the lock shows no control to it) and only the app's own code leaves it; from the passwords the user
  /// reaches the settings only. A screen without `leadsTo=` leads to any screen, as before.
  @Test func theUserNavigatesOnlyAlongTheGraph() throws {
    let text = """
      screens: lock(leadsTo=none), passwords(sensitive, leadsTo=settings), settings, help
      on appCall(unlock): navigate(passwords, popUpTo=lock, inclusive)
      """
    let graph = try app(text)
    expectEqual(graph.screens.map(\.leadsTo), [[], ["settings"], nil, nil])
    expectEqual(graph.screens[1].description, "passwords(sensitive, leadsTo=settings)")
    let (device, _) = run(phone(34), try logic(text), [.launch], app: graph)
    expectEqual(
      device.refusal(for: .navigate("passwords")),
      "the app's screen lock has no way to passwords: its navigation graph leads from it to no screen (only the"
        + " app's own code leaves it)")
    try device.step(.appCall("unlock"))
    #expect(device.refusal(for: .navigate("settings")) == nil)
    expectEqual(
      device.refusal(for: .navigate("help")),
      "the app's screen passwords has no way to help: its navigation graph leads from it to settings")
    try device.step(.navigate("settings"))
    #expect(device.refusal(for: .navigate("help")) == nil)
    let open = text.replacingOccurrences(of: "(leadsTo=none)", with: "")
    let (anyWay, _) = run(phone(34), try logic(open), [.launch], app: try app(open))
    #expect(anyWay.refusal(for: .navigate("passwords")) == nil)
  }

  /// Each word is checked before the run, at its line.
  @Test func badNavigationIsRefusedAtItsLine() {
    func error(_ text: String) -> String? {
      do {
        _ = try logic(text)
        return nil
      } catch { return "\(error)" }
    }
    expectEqual(
      error("screens: main, card\non onStart: navigate(crad)"),
      "line 2: screen 'crad' is not a destination of the app's navigator (did you mean 'card'?)")
    expectEqual(
      error("screens: main, card\non onStart: navigate(card, inclusive)"),
      "line 2: 'inclusive' pops the popUpTo= destination too: give popUpTo=SCREEN")
    expectEqual(
      error("screens: main, card(activity)\non onStart: navigate(card)"),
      "line 2: 'card' is an activity of its own: startActivity(card) starts it")
    #expect(error("screens: main, card\non onStart: navigate(card, singleTop, singleTop)") != nil)
    #expect(error("screens: main, card\non onDestinationChanged(cards): popBackStack") != nil)
  }
}
