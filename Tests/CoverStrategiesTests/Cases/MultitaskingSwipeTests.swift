import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The iPad's multitasking swipe and `system-gesture-blocked` (`Device+MultitaskingSwipe.swift`): on iPadOS 13 a
/// swipe made with the keyboard up is cancelled when the app's will-resign-active puts a cover on screen
/// (``PlatformFlags/keyboardCoverCancelsMultitaskingSwipe``; Signal-iOS#4328, Strongbox#222).
@Suite("Multitasking swipe: cancelled by a resign cover with the keyboard up (iPadOS 13)")
struct MultitaskingSwipeTests {
  nonisolated static let resignCover = "cover[on=appNote,via=window,level=2001,off=appNote]"
  nonisolated static let blocked =
    "system-gesture-blocked at 2: the user's multitasking swipe did nothing at t=0.5 s: the keyboard was up and the "
    + "app's will-resign-active put a cover on screen, so the swipe was cancelled and the app stayed in front "
    + "(keyboardCoverCancelsMultitaskingSwipe)"

  @Test(
    "cancelled only with the keyboard up, a cover put up at resign and the flag (iPadOS 13 by default)",
    arguments: [
      (resignCover, true, "ipad-split-ios13-appdelegate", blocked),
      (resignCover, false, "ipad-split-ios13-appdelegate", "holds"),
      ("cover[on=background,via=window,level=2001,off=foreground]", true, "ipad-split-ios13-appdelegate", "holds"),
      (resignCover, true, "ipad-split-ios13-appdelegate+keyboardCoverCancelsMultitaskingSwipe=false", "holds"),
      (resignCover, true, "ipad-split-ios17-scenes", "holds"),
    ])
  func swipe(strategy: String, keyboard: Bool, profile: String, outcome: String) throws {
    let events: [SystemEvent] = [.launch] + (keyboard ? [.keyboardShow] : []) + [.multitaskingSwipe]
    try expectEqual(LockFamilyBehaviourTests.outcome(strategy, events, profile: profile), outcome)
  }

  @Test("an iPad gesture: refused on the iPhone, and only with the app active and nothing over it")
  func refusals() throws {
    let phone = TraceRunner(
      strategy: try #require(StrategyCatalog.descriptor(named: Self.resignCover)),
      profile: try Profile(named: "iphone-ios13-scenes"))
    guard case .invalid(_, let reason) = phone.run([.launch, .multitaskingSwipe]) else {
      Issue.record("the swipe was accepted on an iPhone")
      return
    }
    expectEqual(reason, "the multitasking swipe is an iPad gesture")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.resignCover, [.launch, .openControlCenter, .multitaskingSwipe], profile: "ipad-split-ios13-appdelegate"),
      "invalid at 2: the app is not active with nothing over it")
  }
}
