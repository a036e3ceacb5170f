import TestExpectations
import Testing

@testable import ShieldModel

/// The system share sheet in compact width opens at its medium detent, the presenter's content above it
/// (``PlatformFlags/shareSheetOpensAtMediumDetent``; a new user's health app, forty-seventh session: a share sheet
/// over a lab result hid the result from the switcher's card with no cover at all).
@MainActor @Suite struct ShareSheetDetentTests {
  @Test("compact width: the share sheet's layout is the medium detent, the lower half; other sheets keep the strip")
  func layout() {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    let share = UIActivityViewController(activityItems: ["a.pdf"], applicationActivities: nil)
    let layout = share.presentationLayout(in: phone, device: .iPhone, osVersion: OSVersion(17))
    #expect(layout.placement == .compactSheetAtMediumDetent && layout.isSwipeableSheet)
    expectEqual(layout.frame(in: phone), CGRect(x: 0, y: 422, width: 390, height: 422))
    expectEqual(UIViewController().presentedFrame(in: phone, device: .iPhone, osVersion: OSVersion(17)).minY, 51)
    // Compact height (landscape) still covers the window.
    let landscape = share.presentationLayout(
      in: CGRect(x: 0, y: 0, width: 844, height: 390), device: .iPhone, osVersion: OSVersion(17))
    expectEqual(landscape.placement, .window)
  }

  @Test("the switcher's snapshot shows the sensitive screen above the share sheet; under the flag's false, none")
  func snapshotShowsPresenter() throws {
    let half = try launched()
    try half.apply(.presentSheet(.share))
    let shown = half.render(half.windowScenes[0], for: .switcherSnapshot)
    #expect(shown.rendering.prefix(10).filter { $0 == "SSSSSSSS" }.count == 8, "\(shown.rendering)")
    #expect(shown.rendering.suffix(10).allSatisfy { !$0.contains("S") }, "\(shown.rendering)")
    let full = try launched("iphone-ios17-scenes+shareSheetOpensAtMediumDetent=false")
    try full.apply(.presentSheet(.share))
    #expect(!full.render(full.windowScenes[0], for: .switcherSnapshot).showsSensitiveContent)
  }
}

extension ShareSheetDetentTests {
  /// A breaker's (forty-seventh session): the detent was fixed at the presentation, so a portrait share sheet turned
  /// to landscape still showed the half above it, and a landscape one turned to portrait hid everything.
  @Test("a rotation lays the share sheet out again: the whole window in landscape, the lower half in portrait")
  func rotation() throws {
    let d = try launched()
    try d.apply(.presentSheet(.share))
    let root = try #require(d.appWindow(of: d.windowScenes[0])?.rootViewController)
    let share = try #require(root.presentedViewController)
    expectEqual(share.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
    try d.apply(.rotate(.landscapeLeft))
    expectEqual(share.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(!d.render(d.windowScenes[0], for: .switcherSnapshot).showsSensitiveContent)
    try d.apply(.rotate(.portrait))
    expectEqual(share.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
  }
}

extension ShareSheetDetentTests {
  /// A breaker's (forty-eighth session): before iOS 13 the share sheet filled the window (a full-screen presentation),
  /// so a leak above it was missed; it slides up from the bottom as an action sheet does.
  @Test("before iOS 13 the share sheet slides up over the presenter, which shows above it; under false, the window")
  func beforeIOS13TheShareSheetSlidesUpOverThePresenter() throws {
    let phone = CGRect(x: 0, y: 0, width: 375, height: 667)
    let share = UIActivityViewController(activityItems: ["a.pdf"], applicationActivities: nil)
    let layout = share.presentationLayout(in: phone, device: .iPhone, osVersion: OSVersion(12))
    expectEqual(
      layout, .init(placement: .compactSheetAtMediumDetent, removesCoveredViews: false, isSwipeableSheet: false))
    // Another controller still presents full screen there.
    expectEqual(
      UIViewController().presentationLayout(in: phone, device: .iPhone, osVersion: OSVersion(12)).placement, .window)
    let half = try launched("iphone-ios12-appdelegate")
    try half.apply(.presentSheet(.share))
    #expect(half.render(half.windowScenes[0], for: .switcherSnapshot).showsSensitiveContent)
    let full = try launched("iphone-ios12-appdelegate+shareSheetOpensAtMediumDetent=false")
    try full.apply(.presentSheet(.share))
    #expect(!full.render(full.windowScenes[0], for: .switcherSnapshot).showsSensitiveContent)
  }
}
