import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Flag dependence")
struct FlagDependenceTests {
  @Test("C04 on iOS 18 leaks only because the presentation is refused and the card is live")
  func c04() throws {
    let trace = try Corpus<IOSPlatform>.read("\(caseCorpus)/C04-resign-presented-cover-ios18.trace")
    let strategy = StrategyCatalog.descriptor(named: trace.strategy)!
    expectEqual(
      FlagDependence.analyze(trace, strategy: strategy).map(\.text),
      [
        "switcherCardIsLive=false -> holds", "refusesPresentationDuringResign=false -> holds",
      ])
  }

  @Test(
    "C17's keyboard leak in the snapshot rests on the suggestion bar repeating the field's text, and on a software keyboard"
  )
  func c17() throws {
    let trace = try Corpus<IOSPlatform>.read("\(caseCorpus)/C17-subview-cover-keyboard.trace")
    // With a hardware keyboard no software keyboard (nor its bar) is drawn over the cover.
    expectEqual(
      FlagDependence.analyze(trace, strategy: StrategyCatalog.descriptor(named: trace.strategy)!).map(\.text),
      ["suggestionBarShowsFieldText=false -> holds", "hardwareKeyboard=true -> holds"])
  }

  @Test("C64's keyboard leak in a screenshot rests on the keys showing the typing, and on a software keyboard")
  func c64() throws {
    let trace = try Corpus<IOSPlatform>.read(
      "\(publicReportCorpus)/C64-keyboard-window-outside-secure-layer-screenshot.trace")
    expectEqual(
      FlagDependence.analyze(trace, strategy: StrategyCatalog.descriptor(named: trace.strategy)!).map(\.text),
      ["hardwareKeyboard=true -> holds", "keyboardKeysRevealTypingInCaptures=false -> holds"])
  }
}
