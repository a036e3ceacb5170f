/// A stack of view controllers showing the top one's view (UIKit's `UINavigationController`).
///
/// The top controller's view fills the container's view; push and pop swap it at once (the
/// slide is not modeled: covers use navigation controllers as a cover window's root, where the
/// swap is what a capture sees). The child's view sits at the back of the container's view (as
/// UIKit's transition view does), so a view app code added to the container stays above it
/// across pushes and pops. The navigation bar is not drawn: it is chrome the model has no rule
/// for (Apple, "UINavigationController",
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller ; iOS 2+).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The stack, root first; each is a child of the navigation controller (its ``UIViewController/parent``).
  @exclusivity(unchecked) private var stack: [UIViewController] = [] {
    didSet { ContainerView.adopt(stack, by: self, replacing: oldValue) }
  }
  /// The stack, root first. Setting it replaces the stack as
  /// `setViewControllers(_:animated:)` with `animated` false does (Apple, "viewControllers",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers :
  /// "Assigning a new array of view controllers to this property is equivalent to calling the
  /// setViewControllers(_:animated:) method with the animated parameter set to false"; iOS 2+; high).
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    definesPresentationContext = true
    stack = [rootViewController]
    rootViewController.parent = self
  }

  /// Creates an empty navigation controller. Like every navigation controller it defines the
  /// presentation context of its children's context presentations
  /// (``UIViewController/definesPresentationContext``: UIKit sets it true for
  /// `UINavigationController`), so one that is a tab's content is what they cover.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    definesPresentationContext = true
  }

  /// Creates an empty navigation controller whose bars are of the app's classes (Apple,
  /// "init(navigationBarClass:toolbarClass:)",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:) ;
  /// iOS 5+; high). The classes are **not used**: the model draws no bars (see the type's
  /// comment), so ``navigationBar`` is a plain bar and a cast to the app's class finds none.
  public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.init(nibName: nil, bundle: nil)
  }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown: the one presented modally on the navigation controller itself if
  /// any, else the top one (Apple, "visibleViewController",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller :
  /// "a view controller at the top of the navigation stack or a view controller that was
  /// presented modally on top of the navigation controller itself"; iOS 2+; high).
  public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
  /// Kept for source compatibility; the bar is not drawn.
  public var isNavigationBarHidden = false
  /// The recognizer of the user's swipe from the leading edge that pops the top controller
  /// (``SystemEvent/interactivePop``), enabled unless app code sets `isEnabled = false` (Apple,
  /// "interactivePopGestureRecognizer",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer ;
  /// iOS 7+; high; a disabled recognizer recognizes nothing, ``UIGestureRecognizer/isEnabled``).
  /// What a hidden back button, a custom left bar button or a hidden bar does to it is not
  /// modeled: first-hand reports differ (https://github.com/wordpress-mobile/WordPress-iOS/pull/6064 :
  /// no swipe back while the bars are hidden; React Native's native stack keeps it with its bar
  /// hidden, https://github.com/ZeusLN/zeus/pull/4575 ), and the model draws no bar.
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer(target: nil, action: nil)
  /// The controller's navigation bar (Apple, "navigationBar",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar ;
  /// iOS 2+; high). Its properties are kept; the bar is not drawn (see the type's comment), so it
  /// is in no view hierarchy here. Made on first use.
  public private(set) lazy var navigationBar = UINavigationBar(frame: .zero)

  /// Makes the container's view at the screen's size, as UIKit sizes a view controller's view to
  /// the screen when it loads (model choice: a zero-sized container would squash the child's
  /// autoresizing subviews before the window sizes it).
  open override func loadView() { view = ContainerView.make() }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showTop()
  }

  /// Pushes `viewController` and shows its view.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let old = viewControllers
    transition(from: topViewController, to: viewController, animated: animated) {
      stack.append(viewController)
      if viewIfLoaded != nil { showTop(replacing: old) }
    }
  }

  /// Pops the top controller (never the root) and shows the one below.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let popped = viewControllers.last else { return nil }
    transition(from: popped, to: viewControllers[viewControllers.count - 2], animated: animated) {
      stack.removeLast()
      if viewIfLoaded != nil { showTop(replacing: [popped]) }
    }
    return popped
  }

  /// Pops every controller above the root and shows the root; returns the popped ones, or `nil`
  /// when the root is already on top (Apple, "popToRootViewController(animated:)",
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:) ;
  /// iOS 2+; high).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    transition(from: topViewController, to: viewControllers[0], animated: animated) {
      stack.removeLast(popped.count)
      if viewIfLoaded != nil { showTop(replacing: popped) }
    }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let old = self.viewControllers
    transition(from: topViewController, to: viewControllers.last, animated: animated) {
      self.stack = viewControllers
      if viewIfLoaded != nil { showTop(replacing: old) }
    }
  }

  /// Swaps the controller on show, sending the appearance callbacks when the stack is on screen
  /// (its view in a shown window), for a push and a pop alike: the leaving one's will-disappear,
  /// the arriving one's will-appear, the swap, then did-disappear and did-appear (instrumented
  /// logs; medium: ``PlatformFlags/navigationAppearanceInterleaves``, whose `false` completes
  /// the leaving pair first). Controllers popped from under the top never appeared and hear
  /// nothing.
  private func transition(
    from leaving: UIViewController?, to arriving: UIViewController?, animated: Bool, swap: () -> Void
  ) {
    guard leaving !== arriving, let window = viewIfLoaded?.window, !window.isHidden else { return swap() }
    let interleaves = Device.current?.profile.flags.navigationAppearanceInterleaves ?? true
    leaving?.sendAppearance(.willDisappear, animated: animated)
    if interleaves { arriving?.sendAppearance(.willAppear, animated: animated) }
    swap()
    leaving?.sendAppearance(.didDisappear, animated: animated)
    if !interleaves { arriving?.sendAppearance(.willAppear, animated: animated) }
    arriving?.sendAppearance(.didAppear, animated: animated)
  }

  private func showTop(replacing old: [UIViewController] = []) {
    ContainerView.show(topViewController, in: view, replacing: old + viewControllers)
  }
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
      ContainerView.adopt(viewControllers ?? [], by: self, replacing: oldValue ?? [])
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 } else { showSelected() }
    }
  }
  /// The selected tab.
  open var selectedIndex = 0 {
    didSet { showSelected() }
  }
  /// The tab bar, made with the controller and never drawn (``UITabBar``; Apple, "tabBar",
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar ; high).
  public private(set) lazy var tabBar = UITabBar(frame: .zero)
  /// The delegate (Apple, "delegate"; weak, as UIKit's); the model never calls it
  /// (``UITabBarControllerDelegate``).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Key-value coding of the controller's `tabBar` (`NSObject.setValue(_:forKey:)`): apps replace
  /// the bar with a subclass of their own this way (`setValue(CustomTabBar(), forKey: "tabBar")`;
  /// `tabBar` is a key-value compliant property on iOS; medium: KVC of a read-only property, not a
  /// documented use). Any other key, or a value that is not a tab bar, is a modeled crash
  /// (`NSUnknownKeyException`), as ``UIView/setValue(_:forKey:)``'s.
  open func setValue(_ value: Any?, forKey key: String) {
    guard key == "tabBar", let bar = value as? UITabBar else {
      modeledTrap("setValue(_:forKey:): key \"\(key)\" is not modeled on a tab bar controller (NSUnknownKeyException)")
      return
    }
    tabBar = bar
  }

  /// The selected tab's controller.
  open var selectedViewController: UIViewController? {
    guard let all = viewControllers, all.indices.contains(selectedIndex) else { return nil }
    return all[selectedIndex]
  }

  /// Creates a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// As ``UINavigationController/loadView()``.
  open override func loadView() { view = ContainerView.make() }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showSelected()
  }

  private func showSelected() {
    guard viewIfLoaded != nil else { return }
    ContainerView.show(selectedViewController, in: view, replacing: viewControllers ?? [])
  }
}

/// How a container shows one child: its view, filling the container's view, at the back of it.
enum ContainerView {
  /// A container's own view: the screen's size, following its window's size.
  static func make() -> UIView {
    let v = UIView(frame: Device.current?.screen.bounds ?? .zero)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return v
  }

  /// Makes `container` the parent of `children`, and of none of the `others` it held before.
  @MainActor static func adopt(
    _ children: [UIViewController], by container: UIViewController, replacing others: [UIViewController]
  ) {
    // Plain loops: a closure given to `contains(where:)` or `filter` checks its executor on every call.
    for other in others where other.parent === container && !holds(children, other) {
      other.parent = nil
    }
    for child in children { child.parent = container }
    // The container's children in the stack's (or the tabs') order.
    var ordered = children
    for c in container.childStorage where !holds(children, c) { ordered.append(c) }
    container.childStorage = ordered
  }

  /// Whether `controllers` holds `controller` itself.
  private static func holds(_ controllers: [UIViewController], _ controller: UIViewController) -> Bool {
    for c in controllers where c === controller { return true }
    return false
  }

  /// Shows `child`'s view in `container` in place of the views of `others` (the controllers it
  /// showed before) that are there. A first responder inside a view that leaves the window
  /// resigns, as UIKit makes a removed first responder resign (Apple, "resignFirstResponder()",
  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder() ; medium:
  /// the removal case is UIKit's observed behaviour, not a documented sentence).
  static func show(_ child: UIViewController?, in container: UIView, replacing others: [UIViewController]) {
    for other in others where other !== child {
      guard let v = other.viewIfLoaded, v.superview === container else { continue }
      v.endEditing(true)
      v.removeFromSuperview()
    }
    guard let child else { return }
    let v: UIView = child.view
    v.frame = container.bounds
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if v.superview !== container { container.insertSubview(v, at: 0) }
  }
}
