import TestExpectations
import Testing

@testable import ShieldModel

/// A controller that records its appearance callbacks.
final class AppearanceRecorder: UIViewController {
  nonisolated deinit {}
  required init?(coder: NSCoder) { nil }
  var calls: [String] = []
  init() { super.init(nibName: nil, bundle: nil) }
  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

/// A sheet delegate that records the calls UIKit makes and answers `shouldDismiss`.
final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allows = true
  func presentationControllerShouldDismiss(_ pc: UIPresentationController) -> Bool {
    calls.append("should")
    return allows
  }
  func presentationControllerWillDismiss(_ pc: UIPresentationController) { calls.append("will") }
  func presentationControllerDidDismiss(_ pc: UIPresentationController) { calls.append("did") }
  func presentationControllerDidAttemptToDismiss(_ pc: UIPresentationController) { calls.append("attempt") }
}

/// App code that presents a controller of a chosen style from the app's first screen (a child of
/// the sample's navigation controller) or from the root.
final class StylePresenter: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var style: UIModalPresentationStyle = .automatic
  var contextOnScreen = false
  let presented = AppearanceRecorder()
  let delegate = SheetDelegate()
  var screen: UIViewController? {
    let root = UIApplication.shared.windows.first?.rootViewController
    return (root as? UINavigationController)?.viewControllers.first ?? root
  }
  func handleAppCall(_ name: String) {
    switch name {
    case "present":
      presented.modalPresentationStyle = style
      presented.presentationController?.delegate = delegate
      screen?.definesPresentationContext = contextOnScreen
      screen?.present(presented, animated: false)
    case "dismiss": presented.dismiss(animated: false)
    default: break
    }
  }
}

@Suite("Presentation styles by OS version and size class")
struct PresentationStyleTests {
  @Test(
    "automatic is full screen before iOS 13, a page sheet on 13-17, a form sheet from 18; the camera keeps full screen",
    arguments: [
      (11, UIModalPresentationStyle.fullScreen), (13, .pageSheet), (17, .pageSheet), (18, .formSheet), (26, .formSheet),
    ])
  @MainActor func automaticByVersion(major: Int, style: UIModalPresentationStyle) {
    expectEqual(UIViewController().automaticPresentationStyle(osVersion: OSVersion(major)), style)
    let camera = UIImagePickerController()
    camera.sourceType = .camera
    expectEqual(camera.automaticPresentationStyle(osVersion: OSVersion(major)), .fullScreen)
  }

  @Test("size classes: iPhone compact width (compact height in landscape), iPad regular from 678 points")
  func sizeClasses() {
    let phone = UIUserInterfaceSizeClass.classes(for: CGRect(x: 0, y: 0, width: 390, height: 844), device: .iPhone)
    #expect(phone.horizontal == .compact && phone.vertical == .regular)
    let landscape = UIUserInterfaceSizeClass.classes(for: CGRect(x: 0, y: 0, width: 844, height: 390), device: .iPhone)
    #expect(landscape.horizontal == .compact && landscape.vertical == .compact)
    let pad = UIUserInterfaceSizeClass.classes(
      for: CGRect(x: 0, y: 0, width: 1024, height: 1366), device: .iPadSplitView)
    expectEqual(pad.horizontal, .regular)
    let third = UIUserInterfaceSizeClass.classes(
      for: CGRect(x: 0, y: 0, width: 507, height: 1366), device: .iPadSplitView)
    expectEqual(third.horizontal, .compact)
    let half = UIUserInterfaceSizeClass.classes(
      for: CGRect(x: 0, y: 0, width: 678, height: 1024), device: .iPadSplitView)
    expectEqual(half.horizontal, .regular)
  }

  @Test(
    "iPad regular width: a form sheet is a centred 540 x 620 card, a page sheet 704 wide; content shows beside both")
  @MainActor func iPadSheetsAreCentred() {
    let bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    expectEqual(
      form.presentedFrame(in: bounds, device: .iPadSplitView, osVersion: OSVersion(17)),
      CGRect(x: 242, y: 373, width: 540, height: 620))
    form.preferredContentSize = CGSize(width: 400, height: 300)
    expectEqual(
      form.presentedFrame(in: bounds, device: .iPadSplitView, osVersion: OSVersion(17)),
      CGRect(x: 312, y: 533, width: 400, height: 300))
    let page = UIViewController()
    page.modalPresentationStyle = .pageSheet
    expectEqual(
      page.presentedFrame(in: bounds, device: .iPadSplitView, osVersion: OSVersion(17)),
      CGRect(x: 160, y: 82, width: 704, height: 1202))
    // On iOS 18 the default style is the form sheet: the same card.
    expectEqual(
      UIViewController().presentedFrame(in: bounds, device: .iPadSplitView, osVersion: OSVersion(18)),
      CGRect(x: 242, y: 373, width: 540, height: 620))
  }

  @Test("compact width adapts: a full-width sheet from iOS 13, full screen before; compact height covers the window")
  @MainActor func compactAdapts() {
    let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
    let form = UIViewController()
    form.modalPresentationStyle = .formSheet
    let sheet = form.presentationLayout(in: phone, device: .iPhone, osVersion: OSVersion(18))
    #expect(sheet.placement == .compactSheet && sheet.isSwipeableSheet && !sheet.removesCoveredViews)
    expectEqual(sheet.frame(in: phone), CGRect(x: 0, y: 51, width: 390, height: 793))
    let old = form.presentationLayout(in: phone, device: .iPhone, osVersion: OSVersion(12))
    #expect(old.placement == .window && old.removesCoveredViews && !old.isSwipeableSheet)
    let landscape = form.presentationLayout(
      in: CGRect(x: 0, y: 0, width: 844, height: 390), device: .iPhone, osVersion: OSVersion(17))
    #expect(landscape.placement == .window && landscape.isSwipeableSheet)
    let narrowPad = form.presentationLayout(
      in: CGRect(x: 0, y: 0, width: 507, height: 1366), device: .iPadSplitView, osVersion: OSVersion(17))
    expectEqual(narrowPad.placement, .compactSheet)
  }

  @Test("the app's own form sheet on an iOS 18 iPad is centred and its sensitive screen stays in sight beside it")
  func appFormSheetOnIPad() throws {
    let d = try launched("ipad-split-ios18-scenes")
    try d.apply(.appPresent(.sheet, .root))
    let sheet = try #require(d.appWindow(of: d.windowScenes[0])?.rootViewController?.presentedViewController)
    expectEqual(sheet.view.frame, CGRect(x: 242, y: 373, width: 540, height: 620))
    // The root screen is still in the window, beside the card.
    #expect(d.rootScreenView()?.window != nil)
  }

  @Test("overCurrentContext covers only the context's view and keeps it; currentContext removes it until dismissal")
  func contextPresentations() throws {
    for (style, removes) in [(UIModalPresentationStyle.overCurrentContext, false), (.currentContext, true)] {
      let d = try launched()
      let window = try #require(d.appWindow(of: d.windowScenes[0]))
      // A root with a child in its lower half that defines the context (a pane, a tab's content).
      let root = UIViewController()
      let pane = AppearanceRecorder()
      pane.definesPresentationContext = true
      window.rootViewController = root
      pane.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
      root.view.addSubview(pane.view)
      pane.parent = root
      let presented = AppearanceRecorder()
      presented.modalPresentationStyle = style
      d.withCurrent { pane.present(presented, animated: false) }
      #expect(presented.presentingViewController === pane)
      expectEqual(presented.presentationContainer?.frame, CGRect(x: 0, y: 400, width: 390, height: 444))
      expectEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 390, height: 444))
      expectEqual((pane.view.window == nil), removes)
      expectEqual(pane.calls, (removes ? ["willDisappear", "didDisappear"] : []))
      d.withCurrent { presented.dismiss(animated: false) }
      #expect(pane.view.superview === root.view)
      expectEqual(pane.calls, (removes ? ["willDisappear", "didDisappear", "willAppear", "didAppear"] : []))
      expectEqual(presented.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
  }

  @Test(
    "with no controller defining the context, and for other styles, the navigation controller presents for its child")
  func presenterResolution() throws {
    for style in [UIModalPresentationStyle.overCurrentContext, .fullScreen, .pageSheet] {
      let p = StylePresenter()
      p.style = style
      let d = try launched(strategy: p)
      let nav = try #require(d.appWindow(of: d.windowScenes[0])?.rootViewController as? UINavigationController)
      try d.apply(.appCall("present"))
      #expect(p.presented.presentingViewController === nav)
      #expect(nav.presentedViewController === p.presented)
    }
  }

  @Test(
    "a navigation controller defines the context by default: a tab's navigation controller is what its child's context presentation covers; full screen goes to the tab bar"
  )
  func navigationControllerDefinesContext() throws {
    let d = try launched()
    let window = try #require(d.appWindow(of: d.windowScenes[0]))
    let child = UIViewController()
    let nav = UINavigationController(rootViewController: child)
    let tabs = UITabBarController(nibName: nil, bundle: nil)
    #expect(nav.definesPresentationContext && !tabs.definesPresentationContext && !child.definesPresentationContext)
    tabs.viewControllers = [nav]
    window.rootViewController = tabs
    for (style, presenter) in [
      (UIModalPresentationStyle.overCurrentContext, nav as UIViewController), (.fullScreen, tabs),
    ] {
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      d.withCurrent { child.present(presented, animated: false) }
      #expect(presented.presentingViewController === presenter, "\(style)")
      d.withCurrent { presented.dismiss(animated: false) }
    }
  }

  @Test("a presenter whose view is in no window (a screen never shown, one popped) warns and presents nothing")
  func presenterOutsideWindowWarns() throws {
    let d = try launched()
    d.isLogging = true
    let detached = UIViewController()
    let presented = UIViewController()
    d.withCurrent { detached.present(presented, animated: false) }
    #expect(presented.presentingViewController == nil && detached.presentedViewController == nil)
    #expect(
      d.callbackLog.contains("warning: attempt to present on a controller whose view is not in the window hierarchy"))
  }

  @Test("a dismissal asked while the presentation is still animating in warns and dismisses nothing")
  func dismissDuringPresentationWarns() throws {
    let d = try launched()
    d.isLogging = true
    let root = try #require(d.appWindow(of: d.windowScenes[0])?.rootViewController)
    let presented = UIViewController()
    d.withCurrent {
      root.present(presented, animated: true)
      presented.dismiss(animated: false)
    }
    #expect(d.callbackLog.contains("warning: attempt to dismiss while a presentation is in progress"))
    try d.apply(.advance(1))
    #expect(presented.presentingViewController === root && !presented.isBeingPresented)
  }

  @Test("a child whose container already presents: UIKit only warns and nothing is shown")
  func childOfPresentingContainerWarns() throws {
    let p = StylePresenter()
    let d = try launched(strategy: p)
    try d.apply(.appPresent(.sheet, .root), .appCall("present"))
    #expect(p.presented.presentingViewController == nil)
    #expect(p.presented.viewIfLoaded?.window == nil)
  }

  @Test("presenting on a controller whose dismissal is animating shows nothing and leaves nothing behind")
  func presentOnDismissingControllerWarns() throws {
    let root = AppearanceRecorder()
    let d = try launched(strategy: StylePresenter())
    let window = try #require(d.appWindow(of: d.windowScenes[0]))
    window.rootViewController = root
    let leaving = UIViewController()
    let late = UIViewController()
    d.withCurrent {
      root.present(leaving, animated: false)
      leaving.dismiss(animated: true)
      leaving.present(late, animated: false)
    }
    #expect(leaving.isBeingDismissed)
    #expect(late.presentingViewController == nil)
    #expect(late.viewIfLoaded?.window == nil)
    try d.apply(.advance(1))
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.filter { $0 is UITransitionView }.isEmpty)
  }

  @Test(
    "the presenter hears disappear and appear only when its views go: full screen yes; sheets, over styles no",
    arguments: [
      (UIModalPresentationStyle.fullScreen, true), (.pageSheet, false), (.formSheet, false), (.overFullScreen, false),
      (.automatic, false),
    ])
  func presenterAppearance(style: UIModalPresentationStyle, hears: Bool) throws {
    let root = AppearanceRecorder()
    let p = StylePresenter()
    p.style = style
    let d = try launched(strategy: p)
    let window = try #require(d.appWindow(of: d.windowScenes[0]))
    window.rootViewController = root
    p.presented.modalPresentationStyle = style
    d.withCurrent { root.present(p.presented, animated: false) }
    expectEqual(p.presented.calls, ["willAppear", "didAppear"])
    d.withCurrent { p.presented.dismiss(animated: false) }
    // Installed as the root of a shown window, it hears the appear pair first (UIWindow.isHidden).
    let installed = ["willAppear", "didAppear"]
    expectEqual(root.calls, installed + (hears ? ["willDisappear", "didDisappear", "willAppear", "didAppear"] : []))
    expectEqual(p.presented.calls, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test("the user's swipe asks the delegate: should, will, did; a refusal calls attempt and the sheet stays")
  func delegateOrder() throws {
    for allows in [true, false] {
      let p = StylePresenter()
      p.delegate.allows = allows
      let d = try launched(strategy: p)
      try d.apply(.appCall("present"), .dismissSheet)
      expectEqual(p.delegate.calls, (allows ? ["should", "will", "did"] : ["should", "attempt"]))
      expectEqual((p.presented.presentingViewController == nil), allows)
    }
  }

  @Test("a dismissal by code calls none of the delegate's methods")
  func programmaticDismissalIsSilent() throws {
    let p = StylePresenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("present"), .appCall("dismiss"))
    #expect(p.delegate.calls.isEmpty)
    #expect(p.presented.presentingViewController == nil)
  }

  @Test("the app's camera is full screen on an iPad in iOS 18, with a Cancel button the user taps")
  func cameraIsFullScreen() throws {
    let d = try launched("ipad-split-ios18-scenes")
    try d.apply(.appPresent(.camera, .root))
    let camera = try #require(
      d.appWindow(of: d.windowScenes[0])?.rootViewController?.presentedViewController as? UIImagePickerController)
    expectEqual(camera.view.frame, d.windowScenes[0].bounds)
    #expect(camera.removedCoveredViews)
    try d.apply(.dismissSheet)
    #expect(camera.presentingViewController == nil)
  }
}
