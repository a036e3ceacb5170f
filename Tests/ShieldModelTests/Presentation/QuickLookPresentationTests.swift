import TestExpectations
import Testing

@testable import ShieldModel

@Suite("QuickLook's preview controller (issue 26, P2, seventeenth session)")
struct QuickLookPresentationTests {
  @Test(
    "appPresent(quickLook) is full screen under .automatic on an iPhone and on an iPad from iOS 13 to 18, removes the views it covers, and offers Done",
    arguments: [
      "iphone-ios16-appdelegate", "iphone-ios17-scenes", "ipad-split-ios17-scenes", "ipad-split-ios18-scenes",
    ])
  func fullScreen(profile: String) throws {
    let d = try launched(profile)
    let scene = d.windowScenes[0]
    try d.apply(.appPresent(.quickLook, .top))
    let preview = try #require(
      d.appWindow(of: scene)?.rootViewController?.presentedViewController as? QLPreviewController)
    expectEqual(preview.modalPresentationStyle, .automatic)
    expectEqual(preview.view.frame, scene.bounds)
    #expect(preview.removedCoveredViews)
    try d.apply(.dismissSheet)
    #expect(preview.presentingViewController == nil)
  }

  @Test(
    "the previewed file is the app's content: sensitive in the display and the snapshot, also over a lock drawn as a view of the root"
  )
  func previewIsAppContent() throws {
    let d = try launched()
    let scene = d.windowScenes[0]
    let root = try #require(d.appWindow(of: scene)?.rootViewController)
    // A lock screen of the app's drawn as a subview of the root view (Cozy's Lock screen).
    d.withCurrent {
      let lock = UIView(frame: root.view.bounds)
      lock.backgroundColor = .white
      lock.layer.contentRole = .appNeutral
      lock.accessibilityIdentifier = "lock-view"
      root.view.addSubview(lock)
    }
    #expect(!d.render(scene, for: .display).rendering.contains("SSSSSSSS"))
    try d.apply(.appPresent(.quickLook, .top))
    let shown = d.render(scene, for: .display).rendering
    #expect(shown.filter { $0 == "SSSSSSSS" }.count >= 18)
    expectEqual(d.render(scene, for: .switcherSnapshot).rendering, shown)
    expectEqual(d.hitView(in: scene, x: 0.5, y: 0.5)?.accessibilityIdentifier, "quicklook-preview")
    // A Safari view presented the same way is Safari's content, never the app's.
    let safari = try launched()
    try safari.apply(.appPresent(.safari, .top))
    #expect(!safari.render(safari.windowScenes[0], for: .display).rendering.contains("SSSSSSSS"))
  }
}
