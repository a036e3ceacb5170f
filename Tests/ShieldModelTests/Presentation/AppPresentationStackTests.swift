import TestExpectations
import Testing

@testable import ShieldModel

/// App code that presents and dismisses on `appCall`, to probe UIKit's presentation stack.
final class StackProbe: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let extra = UIViewController()
  let cover: UIViewController = {
    let vc = UIViewController()
    vc.modalPresentationStyle = .fullScreen
    return vc
  }()
  var root: UIViewController? { UIApplication.shared.windows.first?.rootViewController }
  var top: UIViewController? {
    guard var top = root else { return nil }
    while let presented = top.presentedViewController { top = presented }
    return top
  }
  func handleAppCall(_ name: String) {
    switch name {
    case "presentOnRoot": root?.present(extra, animated: false)
    case "coverTop": top?.present(cover, animated: false)
    case "dismissCover": cover.dismiss(animated: false)
    case "dismissFromRoot": root?.dismiss(animated: false)
    case "dismissFromRootAnimated": root?.dismiss(animated: true)
    default: break
    }
  }
}

@Suite("UIKit's presentation stack")
struct AppPresentationStackTests {
  /// The controllers presented above the app window's root, bottom first.
  @MainActor static func stack(_ d: Device) -> [UIViewController] {
    var out: [UIViewController] = []
    var vc = d.appWindow(of: d.windowScenes[0])?.rootViewController
    while let presented = vc?.presentedViewController {
      out.append(presented)
      vc = presented
    }
    return out
  }

  @Test("the live counts behind answerAlert's and dismissSheet's validity follow presentations and releases")
  func liveCountsFollowPresentations() throws {
    let before = (LiveObjects.presentingControllers, LiveObjects.alertControllers)
    do {
      let d = try launched()
      #expect(!d.isValid(.answerAlert) && !d.isValid(.dismissSheet))
      try d.apply(.presentSheet(.sheet), .presentSheet(.alert))
      expectEqual(LiveObjects.presentingControllers - before.0, 2)  // the root and the sheet
      expectEqual(LiveObjects.alertControllers - before.1, 1)
      #expect(d.isValid(.answerAlert))
      try d.apply(.answerAlert)
      expectEqual(LiveObjects.presentingControllers - before.0, 1)
      #expect(d.isValid(.dismissSheet))
    }
    // Released with the device: a presenting controller that goes counts itself out.
    expectEqual(LiveObjects.presentingControllers, before.0)
    expectEqual(LiveObjects.alertControllers, before.1)
  }

  @Test("the app presents from its top-most view controller: each kind stacks on the one before")
  func presentsFromTopMost() throws {
    let d = try launched()
    try d.apply(.presentSheet(.sheet), .presentSheet(.fullScreen), .presentSheet(.alert))
    let stack = Self.stack(d)
    expectEqual(
      stack.map { "\(type(of: $0))" }, ["AppSheetViewController", "AppSheetViewController", "AppAlertController"])
    #expect(stack[1].presentingViewController === stack[0])
    #expect(stack[2].presentingViewController === stack[1])
    // One container per presentation, above the root view, in the app's window.
    let window = try #require(d.appWindow(of: d.windowScenes[0]))
    expectEqual(window.subviews.count, 4)
    #expect(window.subviews.dropFirst().allSatisfy { $0 is UITransitionView })
    #expect(window.subviews[0] === window.rootViewController?.view)
  }

  @Test("a sheet covers its presenter: a touch reaches the sheet, not the content under it")
  func touchGoesToTheSheet() throws {
    let d = try launched()
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(d.lastTouch?.target, "content")
    try d.apply(.presentSheet(.sheet), .touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(d.lastTouch?.target, "sheet")
    // Above the page sheet the presentation container takes the touch, as UIKit's dimming does.
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.03))
    expectEqual(d.lastTouch?.target, "<UITransitionView>")
    try d.apply(.dismissSheet, .touch(scene: nil, x: 0.5, y: 0.5))
    expectEqual(d.lastTouch?.target, "content")
    expectEqual(d.appWindow(of: d.windowScenes[0])?.subviews.count, 1)
  }

  @Test("dismissing from a controller low in the stack dismisses everything above it, containers too")
  func dismissEverythingAbove() throws {
    let probe = StackProbe()
    let d = try launched(strategy: probe)
    try d.apply(.presentSheet(.sheet), .presentSheet(.fullScreen), .presentSheet(.share))
    expectEqual(Self.stack(d).count, 3)
    try d.apply(.appCall("dismissFromRoot"))
    #expect(Self.stack(d).isEmpty)
    expectEqual(d.appWindow(of: d.windowScenes[0])?.subviews.count, 1)
    // Animated, only the top-most animates; all are being dismissed until it ends.
    try d.apply(.presentSheet(.sheet), .presentSheet(.alert), .appCall("dismissFromRootAnimated"))
    expectEqual(Self.stack(d).count, 2)
    let dismissing = Self.stack(d).allSatisfy { $0.isBeingDismissed }
    #expect(dismissing)
    try d.apply(.advance(0.3))
    #expect(Self.stack(d).isEmpty)
  }

  @Test("presenting from a controller that is already presenting only warns; presenting a presented one traps")
  func alreadyPresenting() throws {
    let probe = StackProbe()
    let d = try launched(strategy: probe, logging: true)
    try d.apply(.presentSheet(.sheet), .appCall("presentOnRoot"))
    #expect(!d.isCrashed)
    #expect(probe.extra.presentingViewController == nil)
    #expect(d.callbackLog.contains("warning: attempt to present on a controller which is already presenting"))
    try d.apply(.appCall("coverTop"), .appCall("coverTop"))
    expectEqual(
      d.crashMessage, "Application tried to present modally a view controller that is already being presented")
  }

  @Test("a share sheet covered full screen leaves its pane when dismissed later, unless the flag is off")
  func coveredShareSheetLeavesItsPane() throws {
    for (profile, target) in [
      ("iphone-ios17-scenes", "<UITransitionView>"),
      ("iphone-ios17-scenes+coveredRemoteSheetLeavesContainer=false", "content"),
    ] {
      let probe = StackProbe()
      let d = try launched(profile, strategy: probe)
      try d.apply(.presentSheet(.share), .appCall("coverTop"))
      // A full-screen presentation takes the presenter's views out of the window.
      let share = try #require(Self.stack(d).first)
      #expect(share.viewIfLoaded?.superview == nil)
      try d.apply(.appCall("dismissCover"))
      #expect(share.viewIfLoaded?.superview === share.presentationContainer)
      try d.apply(.dismissSheet, .touch(scene: nil, x: 0.5, y: 0.5))
      #expect(Self.stack(d).isEmpty)
      #expect(d.lastTouch?.target == target, "\(profile)")
    }
  }

  @Test("the user dismisses sheets and Done-button modals, not alerts, and not what a window above hides")
  func whatTheUserCanDismiss() throws {
    let d = try launched()
    expectEqual(d.validationError(for: .dismissSheet), "nothing the user can dismiss is on top of the first scene")
    try d.apply(.presentSheet(.alert))
    #expect(d.validationError(for: .dismissSheet) != nil)
    try d.apply(.answerAlert, .presentSheet(.safari), .dismissSheet, .presentSheet(.fullScreen), .dismissSheet)
    #expect(Self.stack(d).isEmpty)
    try d.apply(.presentSheet(.sheet))
    let sheet = try #require(Self.stack(d).first)
    sheet.isModalInPresentation = true
    #expect(d.validationError(for: .dismissSheet) != nil)
    // Not while the app is inactive: the user's touches reach only an active scene.
    sheet.isModalInPresentation = false
    try d.apply(.openControlCenter)
    #expect(d.validationError(for: .dismissSheet) != nil)
    #expect(d.validationError(for: .presentSheet(.sheet)) != nil)
  }
}
