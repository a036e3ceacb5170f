import AppLogic
import ShieldModel

/// The app presenting and dismissing its own screens (`present(SCREEN, style=S, from=P)`, `dismiss(SCREEN)`): a new
/// controller of one of the script's screens (`screens:`, or the sample's), presented with UIKit's
/// `present(_:animated:)` as the app's code presents it, so where it lands, what stays beside it and what a later
/// cover, snapshot or canvas sees of it is the model's presentation (``ShieldModel/UIViewController``), as for any
/// presented controller. `style=alert` is a `UIAlertController` whose message is the screen's label: UIKit "displays
/// alerts and action sheets modally over your app's content" (Apple, "UIAlertController",
/// https://developer.apple.com/documentation/uikit/uialertcontroller ; iOS 8+; high); the styles are
/// `UIModalPresentationStyle`'s (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle ; high).
/// The content is as sensitive as the script says (`screens:`, `sensitive:`). What the app's code presents is the
/// app's behaviour, not its cover's: noted for the baseline (``ShieldModel/CodeNavigation``) as a push is.
extension AppLogicStrategy {
  /// `present(SCREEN, style=S, from=root|top|SCREEN, animated=...)` in `scene`: nothing when the presenter named is
  /// not shown (no controller of that screen), or when UIKit presents nothing (the presenter already presents: a
  /// warning the model logs).
  func presentScreen(_ name: String, _ action: AppLogicScript.Call, in scene: UIWindowScene) {
    guard let device = Device.current, let presenter = presenter(for: action, in: scene) else { return }
    let style = action.value(for: "style") ?? "fullScreen"
    let asAlert = style == Self.alertStyle
    let made = asAlert ? device.makeAppScreenAlert(name, in: scene) : device.makeAppScreenController(name, in: scene)
    guard let controller = made else { return }
    let presentationStyle = Self.presentationStyle(style)
    if !asAlert { controller.modalPresentationStyle = presentationStyle }
    presenter.present(controller, animated: action.value(for: "animated") == "true")
    // Only what UIKit put up is the app's screen: a presentation refused with a warning shows nothing on either device.
    guard controller.presentingViewController != nil else { return }
    presentedScreens.append((ObjectIdentifier(scene), name, controller))
    device.noteCodeNavigation(.present(name, style: presentationStyle, asAlert: asAlert), in: scene)
  }

  /// The controller `from=` names in `scene`: the app window's root (`root`, the default), the top-most controller
  /// presented above it (`top`), or the top-most controller of the app's screen so named (presented, else on the
  /// navigation stack: its view may be out of the window, which UIKit refuses with a warning); `nil` when the scene
  /// shows no controller of that screen.
  func presenter(for action: AppLogicScript.Call, in scene: UIWindowScene) -> UIViewController? {
    guard let root = LockScreen.appWindow(of: scene)?.rootViewController else { return nil }
    var chain = [root]
    while let p = chain[chain.count - 1].presentedViewController { chain.append(p) }
    switch action.value(for: "from") ?? "root" {
    case "root": return root
    case "top": return chain[chain.count - 1]
    case let screen:
      if let shown = chain.last(where: { ($0 as? any AppScreen)?.screenIdentifier == screen }) { return shown }
      let stack = (root as? UINavigationController)?.viewControllers ?? []
      return stack.last { ($0 as? any AppScreen)?.screenIdentifier == screen }
    }
  }

  /// `dismiss(SCREEN)` in `scene`: the top-most presented controller of that screen the script presented is
  /// dismissed by its presenter, with everything above it (UIKit's `dismiss(animated:completion:)`); nothing when
  /// none is presented.
  func dismissScreen(_ name: String, in scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    guard let entry = presentedScreens.last(where: { $0.scene == key && $0.name == name }) else { return }
    entry.controller.presentingViewController?.dismiss(animated: false)
  }

  /// Forgets the screens the script presented that are presented no more (by `dismiss(SCREEN)`, a dismissal below
  /// them, `dismissAll`) and notes each as the app's dismissal for the baseline, oldest first.
  func forgetDismissedPresentedScreens() {
    guard !presentedScreens.isEmpty, let device = Device.current else { return }
    let gone = presentedScreens.filter { $0.controller.presentingViewController == nil }
    guard !gone.isEmpty else { return }
    presentedScreens.removeAll { $0.controller.presentingViewController == nil }
    for entry in gone {
      guard let scene = device.windowScenes.first(where: { ObjectIdentifier($0) == entry.scene }) else { continue }
      device.noteCodeNavigation(.dismiss(entry.name), in: scene)
    }
  }

  /// The style that presents a screen as a `UIAlertController` (`present(SCREEN, style=alert)`).
  nonisolated static let alertStyle = "alert"
}
