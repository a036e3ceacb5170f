import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
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
    expectEqual(handedOver.returnCoverSeconds, 0)
  }

  @Test("a window made at the leave misses the chosen leave's snapshot and card; a window kept and shown holds")
  func newWindowFirstFrame() throws {
    let racing = try Profile(named: "iphone-ios17-scenes+newWindowMayMissSnapshot=true")
    let home: [SystemEvent] = [.launch, .newWindowAfterSnapshot, .goHome]
    let switcher: [SystemEvent] = [.launch, .newWindowAfterSnapshot, .openAppSwitcher]
    func name(_ v: Verdict<IOSPlatform>?) -> String { v?.description ?? "invalid" }
    // Made at every resign or background (seed 002's manager, the family's lazy windows): the same answer.
    for made in [
      "cover-window", "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy]",
      "cover[on=background,via=window,level=2001,off=foreground,once,lazy]",
    ] {
      #expect(name(try verdict(made, racing, home)) == "snapshot-leak", "\(made)")
    }
    expectEqual(name(try verdict("cover-window", racing, switcher)), "snapshot-leak")
    // Built at connection (or at the launch's inactive) and only shown at the leave: drawn in time.
    for kept in [
      "state-cover", "cover[on=resign,via=window,level=2001,off=becomeActive,once]",
      "cover[on=background,via=window,level=2001,off=foreground,once]",
    ] {
      #expect(name(try verdict(kept, racing, home)) == "holds", "\(kept)")
    }
    expectEqual(name(try verdict("state-cover", racing, switcher)), "holds")
    // The choice is one leave's: the next leave draws the new window in time.
    let d = try device(
      "cover-window", racing, [.launch, .newWindowAfterSnapshot, .goHome, .returnToApp, .goHome, .advance(1)])
    let snapshots = d.collectCaptures().filter { $0.kind == .switcherSnapshot }
    expectEqual(snapshots.map(\.frame.showsSensitiveContent), [true, false])
    expectEqual(
      name(try verdict("cover-window", racing, [.launch, .newWindowAfterSnapshot, .advance(1), .goHome])),
      "snapshot-leak")
    expectEqual(name(try verdict("cover-window", racing, [.launch, .goHome, .returnToApp, .goHome])), "holds")
    // Refused unless the profile says the race happens.
    let plain = try device("cover-window", .iPhoneScenes, [.launch])
    expectEqual(
      plain.validationError(for: .newWindowAfterSnapshot),
      "the profile draws a new window before the snapshot (newWindowMayMissSnapshot=false)")
  }

  @Test("the switcher opened over the active app (Home button or not): its live card is covered from resign only")
  func switcherOverActiveApp() throws {
    // Double-click Home (iOS 12 iPhone, the Home-button iPad) and the swipe-and-hold both resign the app with its
    // live card (https://horberg.nu/2017/01 ; https://github.com/corona-warn-app/cwa-app-ios/issues/666).
    for profileName in [
      "iphone-ios12-appdelegate", "iphone-ios17-scenes", "ipad-split-ios18-scenes+iPadHasHomeButton=true",
      "ipad-split-ios18-scenes",
    ] {
      let profile = try Profile(named: profileName)
      let events: [SystemEvent] = [.launch, .openAppSwitcher]
      let atBackground = try outcome(
        "cover[on=background,via=window,level=2001,off=foreground,once,lazy]", profile, events)
      guard case .violated(let v) = atBackground else {
        Issue.record("\(profileName): the cover added at did-enter-background held")
        continue
      }
      #expect(
        v.invariant.rawValue == "snapshot-leak" && v.detail.contains("switcherCard"), "\(profileName): \(v.detail)")
      let atResign = try verdict("cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy]", profile, events)
      #expect(atResign == .holds, "\(profileName)")
    }
  }
}
