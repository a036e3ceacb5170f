import TestExpectations
import Testing

@testable import ShieldModel

/// The UIKit members the twelfth unseen set's app delegates stopped on (p2p, waves, pera,
/// saltedge; `docs/oss-compile-check/unseen12/`) and the haptics its SwiftUI lock screens use.
@Suite("UIKit members of the twelfth set's app delegates; haptics")
@MainActor struct UIKitTwelfthSetMembersTests {
  /// The class names of `view`'s tree, depth first.
  private func tree(_ view: UIView) -> [String] {
    [String(describing: type(of: view))] + view.subviews.flatMap(tree)
  }

  @Test("Assigning a navigation stack replaces it as setViewControllers(_:animated: false) does")
  func navigationStackSetter() throws {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    let device = try launched()
    let main = try #require(device.mainWindow())
    try device.withCurrent {
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      main.rootViewController = nav
      let a = UIViewController()
      let b = UIViewController()
      nav.viewControllers = [a, b]
      expectEqual(nav.viewControllers, [a, b])
      #expect(nav.topViewController === b && b.parent === nav && a.parent === nav)
      #expect(root.parent == nil)
      // The new top's view is shown in the container; the old root's view left it.
      let shown = try #require(b.viewIfLoaded)
      #expect(shown.isDescendant(of: nav.view))
      #expect(root.viewIfLoaded?.isDescendant(of: nav.view) != true)
    }
  }

  @Test("Launch-option keys carry UIKit's raw values; a quick action keeps its fields")
  func launchKeysAndShortcutItem() {
    // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    expectEqual(UIApplication.LaunchOptionsKey.url.rawValue, "UIApplicationLaunchOptionsURLKey")
    expectEqual(
      UIApplication.LaunchOptionsKey.remoteNotification.rawValue, "UIApplicationLaunchOptionsRemoteNotificationKey")
    let options: [UIApplication.LaunchOptionsKey: Any] = [.url: "waves://send"]
    #expect(options[.url] as? String == "waves://send" && options[.remoteNotification] == nil)
    // https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
    let item = UIApplicationShortcutItem(type: "QuickAction.ScanQR", localizedTitle: "Scan")
    #expect(item.type == "QuickAction.ScanQR" && item.localizedTitle == "Scan" && item.localizedSubtitle == nil)
  }

  @Test("Bar item appearance is one proxy that keeps its settings; a status bar update changes no view")
  func appearanceAndStatusBar() throws {
    // https://developer.apple.com/documentation/uikit/uiappearance
    UIBarButtonItem.appearance().tintColor = .black
    #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
    expectEqual(UIBarButtonItem.appearance().tintColor, .black)
    UIBarButtonItem.appearance().tintColor = nil
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    let device = try launched()
    let main = try #require(device.mainWindow())
    let before = tree(main)
    device.withCurrent { main.rootViewController?.setNeedsStatusBarAppearanceUpdate() }
    expectEqual(tree(main), before)
  }

  /// Presentation options read where UserNotifications' delegate methods run: off the main actor.
  nonisolated private static func foregroundOptions() -> UNNotificationPresentationOptions {
    [.badge, .alert, .sound]
  }

  @Test("Presentation options are nonisolated, as the SDK's option set is")
  func presentationOptionsNonisolated() {
    // https://developer.apple.com/documentation/usernotifications/unnotificationpresentationoptions
    expectEqual(Self.foregroundOptions().rawValue, 0b111)
  }

  @Test("Haptics: UIKit's raw values; generating feedback changes no view; sensoryFeedback draws as without")
  func haptics() throws {
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    expectEqual(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue, 4)
    // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/feedbacktype
    expectEqual(UINotificationFeedbackGenerator.FeedbackType.error.rawValue, 2)
    let device = try launched()
    let main = try #require(device.mainWindow())
    let before = tree(main)
    device.withCurrent {
      let impact = UIImpactFeedbackGenerator(style: .heavy)
      impact.prepare()
      impact.impactOccurred()
      UINotificationFeedbackGenerator().notificationOccurred(.error)
      UISelectionFeedbackGenerator().selectionChanged()
    }
    expectEqual(tree(main), before)
    // https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
    let plain = UIHostingController(rootView: Text("PIN").padding())
    let withFeedback = UIHostingController(rootView: Text("PIN").padding().sensoryFeedback(.error, trigger: 3))
    plain.loadViewIfNeeded()
    withFeedback.loadViewIfNeeded()
    expectEqual(tree(withFeedback.view), tree(plain.view))
  }
}
