import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// Back the app handles (docs/app-logic.md, "Back the app handles"): the activity's `onBackPressed()` override and an
/// androidx `OnBackPressedCallback` as script events, `defaultBack` as `super.onBackPressed()`, and the platform's
/// rules for who gets Back (the activity in front; the override not at all on API 33+ with the manifest's opt-in).
@Suite struct AppLogicBackTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// A lock activity that swallows Back while locked: the user stays in the app (resumed, on screen); without the
  /// override Back on API 30 finishes the root activity and the app leaves.
  @Test func aLockThatSwallowsBackKeepsTheAppInFront() throws {
    let swallow = """
      lock: locked
      on onCreate: set(locked); addView(lock, clickable)
      on appCall(unlock): removeView(lock); clear(locked)
      on onBackPressed if locked: stamp(backTried)
      """
    let (kept, _) = run(phone(30), try logic(swallow), [.launch, .back])
    expectEqual(kept.screen, .app)
    expectEqual(kept.activity?.lifecycleState, .RESUMED)
    // Unlocked, the handler's condition fails and Back goes on to the default: the root activity is finished.
    let (left, _) = run(phone(30), try logic(swallow), [.launch, .appCall("unlock"), .back])
    expectEqual(left.screen, .home)
    #expect(left.activity == nil || left.activity?.lifecycleState == .DESTROYED)
  }

  /// `moveTaskToBack` from the override: the task goes behind, the activity is stopped, not finished (API 30, where
  /// Back alone would finish it).
  @Test func moveTaskToBackStopsRatherThanFinishes() throws {
    let back = """
      on onBackPressed: moveTaskToBack
      """
    let (device, _) = run(phone(30), try logic(back), [.launch, .back])
    expectEqual(device.screen, .home)
    expectEqual(device.activity?.lifecycleState, .CREATED)
  }

  /// "Press Back twice to exit": the first Back is the app's (a toast, a two-second window), a second within it passes
  /// Back on and the activity finishes; a second after the window is the first again.
  @Test func pressBackTwiceToExit() throws {
    let twice = """
      on handleOnBackPressed if backOnce: defaultBack
      on handleOnBackPressed if not(backOnce): set(backOnce); postDelayed(clear(backOnce), 2000)
      """
    let (quick, _) = run(phone(30), try logic(twice), [.launch, .back])
    expectEqual(quick.screen, .app)
    let (exited, _) = run(phone(30), try logic(twice), [.launch, .back, .back])
    expectEqual(exited.screen, .home)
    let (slow, _) = run(phone(30), try logic(twice), [.launch, .back, .advance(3), .back])
    expectEqual(slow.screen, .app)
  }

  /// From API 33 an app that opts in to `OnBackInvokedCallback` never gets `onBackPressed()`: its swallow no longer
  /// holds and Back moves the root launcher activity's task back (API 31+); the androidx callback still gets Back.
  @Test func theOptInSkipsTheOverrideButNotTheCallback() throws {
    let override = "on onBackPressed: stamp(backTried)"
    var optedIn = phone(34)
    optedIn.flags.enableOnBackInvokedCallback = true
    expectEqual(run(phone(34), try logic(override), [.launch, .back]).device.screen, .app)
    expectEqual(run(optedIn, try logic(override), [.launch, .back]).device.screen, .home)
    // Below API 33 the attribute does nothing: the override gets Back.
    var old = phone(32)
    old.flags.enableOnBackInvokedCallback = true
    expectEqual(run(old, try logic(override), [.launch, .back]).device.screen, .app)
    let callback = "on handleOnBackPressed: stamp(backTried)"
    expectEqual(run(optedIn, try logic(callback), [.launch, .back]).device.screen, .app)
  }

  /// The override runs first: its `defaultBack` (`super.onBackPressed()`) hands Back to the dispatcher's callback.
  @Test func superHandsBackToTheCallback() throws {
    let both = """
      on onBackPressed: defaultBack
      on handleOnBackPressed: set(handled)
      on onResume if handled: stamp(seen)
      """
    let strategy = try logic(both)
    let (device, _) = run(phone(30), strategy, [.launch, .back])
    expectEqual(device.screen, .app)
    #expect(strategy.actedLines.contains { $0.hasSuffix(": set(handled)") })
  }

  /// `defaultBack` is the last action of a Back handler, never posted, never in another event's handler.
  @Test func defaultBackIsCheckedAtItsLine() throws {
    for text in [
      "on onResume: defaultBack",
      "on onBackPressed: defaultBack; set(x)",
      "on handleOnBackPressed: post(defaultBack)",
    ] {
      #expect(throws: AppLogicError.self, "\(text)") { try logic(text) }
    }
    #expect(throws: Never.self) { try logic("on onBackPressed(activity=main): set(x); defaultBack") }
  }
}
