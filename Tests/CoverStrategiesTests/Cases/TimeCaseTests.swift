import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import Testing

@Suite("Public cases of time and scheduling (C25 on) and their controls")
struct TimeCaseTests {
  nonisolated static let cases: [CaseExpectation] = [
    .init(file: "C25-lazy-blur-late", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C25-control-prebuilt-blur", verdict: "holds", reason: nil),
    .init(file: "C26-card-before-commit", verdict: "snapshot-leak", reason: "switcherCard of scene A"),
    .init(file: "C26-control-other-openings", verdict: "holds", reason: nil),
    .init(file: "C27-react-native-frame-late", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C27-control-native-cover", verdict: "holds", reason: nil),
    .init(file: "C31-blur-ramp-at-snapshot", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C31-control-unanimated-blur", verdict: "holds", reason: nil),
    .init(file: "C43-return-cover", verdict: "holds", reason: nil),
    .init(file: "C98-app-call-off-main-crash", verdict: "crash", reason: "off the main thread"),
    .init(file: "C98-control-hop-to-main", verdict: "holds", reason: nil),
  ]

  @Test("the case trace gives its verdict for its reason", arguments: cases)
  func caseVerdict(_ expectation: CaseExpectation) throws {
    try expectation.check(in: publicReportCorpus)
  }

  @Test("C43: a cover on every inactive shows through the return zoom; one removed at will-enter-foreground does not")
  func returnCover() throws {
    let back: [SystemEvent] = [.launch, .goHome, .returnToApp]
    let overlay = try device("inactive-phase-overlay", swiftUI, back)
    // The whole zoom back in (0.35 s): the overlay was up since the background.
    #expect(abs(overlay.returnCoverSeconds - 0.35) < 1e-9)
    let handedOver = try device("cover[on=phase,via=subview,off=foreground]", swiftUI, back)
    #expect(handedOver.returnCoverSeconds == 0)
  }
}
