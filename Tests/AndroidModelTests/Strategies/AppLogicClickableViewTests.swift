import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A lock view over the screen and the user's taps beneath it (a new user's false alarm: the sample app's popup opened
/// over a full-screen lock view read as `lock-bypass`). A clickable view consumes the touch (`View.onTouchEvent`); one
/// that is not lets it through to the views below in the same window (`ViewGroup.dispatchTouchEvent`), so the control
/// that opens the popup takes it. The script says which its view is: `addView(lock, clickable)`.
@Suite struct AppLogicClickableViewTests {
  static func script(_ words: String) -> String {
    """
    lock: locked
    screens: main(sensitive, leadsTo=settings), settings(neutral)
    on onCreate: set(locked); addView(lock\(words))
    on appCall(unlock): removeView(lock); clear(locked)
    """
  }

  @Test func aClickableLockViewTakesTheTouchesOnTheScreenBeneath() throws {
    let (device, violations) = try runScript(phone(34), script: Self.script(", clickable"), [.launch])
    expectEqual(kinds(violations), [])
    let reason =
      "a clickable view the app added fills its screen above the control that opens the popup and takes the touch "
      + "(View.onTouchEvent consumes a touch on a clickable view; ViewGroup.dispatchTouchEvent offers it to the "
      + "top-most child first)"
    expectEqual(device.refusal(for: .showWindow(.popup)), reason)
    expectEqual(device.refusal(for: .showWindow(.dialog)), reason.replacingOccurrences(of: "popup", with: "dialog"))
    expectEqual(device.refusal(for: .navigate("settings"))?.contains("opens another screen"), true)
    // The keyboard may come from the lock's own field; the lock's own control (its app call) answers.
    #expect(device.refusal(for: .showWindow(.ime)) == nil)
    #expect(device.refusal(for: .appCall("unlock")) == nil)
    // Unlocked, the view is gone and the screen's controls take the touches again.
    try device.step(.appCall("unlock"))
    #expect(device.refusal(for: .showWindow(.popup)) == nil)
  }

  @Test func aViewThatIsNotClickableLetsTheTouchThrough() throws {
    // Android's default for a plain view: the popup opens over the lock, and shows the screen's content.
    let (_, violations) = try runScript(phone(34), script: Self.script(""), [.launch, .showWindow(.popup)])
    expectEqual(kinds(violations), [.lockBypass])
  }

  @Test func clickableIsTheOnlyWord() {
    #expect(throws: AppLogicError.self) { try scriptInOwnApp(Self.script(", consumes")) }
  }
}
