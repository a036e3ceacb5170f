/// A stack of view controllers showing the top one's view (UIKit's `UINavigationController`).
///
/// The top controller's view fills the container's view; push and pop swap it at once (the
/// slide is not modeled: covers use navigation controllers as a cover window's root, where the
/// swap is what a capture sees). The navigation bar is not drawn: it is chrome the model has no
/// rule for (Apple, "UINavigationController",
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller ; iOS 2+).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The stack, root first.
  public private(set) var viewControllers: [UIViewController] = []

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init()
    viewControllers = [rootViewController]
  }

  /// Creates an empty navigation controller.
  public override init() { super.init() }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown (the top one; presentations are not counted).
  public var visibleViewController: UIViewController? { topViewController }
  /// Kept for source compatibility; the bar is not drawn.
  public var isNavigationBarHidden = false

  open override func viewDidLoad() {
    super.viewDidLoad()
    showTop()
  }

  /// Pushes `viewController` and shows its view.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
    if viewIfLoaded != nil { showTop() }
  }

  /// Pops the top controller (never the root) and shows the one below.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    if viewIfLoaded != nil { showTop() }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
    if viewIfLoaded != nil { showTop() }
  }

  private func showTop() { ContainerView.show(topViewController, in: view) }
}

/// View controllers behind tabs, showing the selected one's view (UIKit's `UITabBarController`).
/// The tab bar is not drawn (see ``UINavigationController``; Apple, "UITabBarController",
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller ; iOS 2+).
@preconcurrency @MainActor open class UITabBarController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The tabs' controllers, in tab order.
  open var viewControllers: [UIViewController]? {
    didSet {
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 } else { showSelected() }
    }
  }
  /// The selected tab.
  open var selectedIndex = 0 {
    didSet { showSelected() }
  }
  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    guard let all = viewControllers, all.indices.contains(selectedIndex) else { return nil }
    return all[selectedIndex]
  }

  /// Creates a tab bar controller with no tabs.
  public override init() { super.init() }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }

  private func showSelected() {
    guard viewIfLoaded != nil else { return }
    ContainerView.show(selectedViewController, in: view)
  }
}

/// How a container shows one child: its view alone, filling the container's view.
enum ContainerView {
  static func show(_ child: UIViewController?, in container: UIView) {
    for sub in container.subviews { sub.removeFromSuperview() }
    guard let child else { return }
    let v: UIView = child.view
    v.frame = container.bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(v)
  }
}
