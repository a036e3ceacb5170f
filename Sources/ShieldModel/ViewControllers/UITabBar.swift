/// A tab bar (UIKit's `UITabBar`; Apple, "UITabBar",
/// https://developer.apple.com/documentation/uikit/uitabbar ; iOS 2+; high for the API), as tab bar
/// controllers and app delegates configure it. The model draws no bars (``UITabBarController``):
/// a controller's bar is made with it and kept, never added to its view, and what is set on it
/// or on its appearance decides no verdict (a bar is the app's own chrome, neutral content).
@preconcurrency @MainActor open class UITabBar: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// A bar of `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }
  private static let proxy = UITabBar(frame: .zero)
  /// The appearance proxy: one for the class and its subclasses, as ``UINavigationBar/appearance()``
  /// (Apple, "UIAppearance", https://developer.apple.com/documentation/uikit/uiappearance ; high).
  public class func appearance() -> Self { unsafeDowncast(proxy, to: self) }

  /// How items are placed (Apple, "UITabBar.ItemPositioning"; raw values as UIKit's).
  public enum ItemPositioning: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Items fill the bar's width.
    case fill = 1
    /// Items are centered.
    case centered = 2
  }

  /// The items shown (Apple, "items"); kept.
  open var items: [UITabBarItem]?
  /// The selected item; kept.
  open var selectedItem: UITabBarItem?
  /// The appearance when content scrolls under the bar (Apple, "standardAppearance", iOS 13+); kept.
  open var standardAppearance = UITabBarAppearance()
  /// The appearance at the scroll edge (Apple, "scrollEdgeAppearance", iOS 15+); kept.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// Whether the bar is translucent; kept.
  open var isTranslucent = true
  /// The bar's background tint; kept.
  open var barTintColor: UIColor?
  /// The tint of unselected items; kept.
  open var unselectedItemTintColor: UIColor?
  /// The bar's top line image; kept.
  open var shadowImage: UIImage?
  /// The bar's background image; kept.
  open var backgroundImage: UIImage?
  /// How items are placed; kept.
  open var itemPositioning: ItemPositioning = .automatic
}

/// An item of a tab bar (UIKit's `UITabBarItem`; Apple, "UITabBarItem",
/// https://developer.apple.com/documentation/uikit/uitabbaritem ; iOS 2+; high): its title, images
/// and badge. Kept, not drawn (``UITabBar``).
@preconcurrency @MainActor open class UITabBarItem: NSObject {
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?
  /// The image shown while selected.
  open var selectedImage: UIImage?
  /// The badge's text (`nil`: no badge).
  open var badgeValue: String?
  /// The badge's color.
  open var badgeColor: UIColor?
  /// An integer the app uses to tell items apart.
  open var tag = 0
  /// Whether the item can be selected.
  open var isEnabled = true
  /// An item with no title or image.
  public override init() { super.init() }
  /// An item with `title`, `image` and `tag` (Apple, "init(title:image:tag:)"; high).
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }
  /// An item with `title`, `image` and `selectedImage` (Apple, "init(title:image:selectedImage:)",
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:) ;
  /// iOS 7+; high).
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    super.init()
  }
}

/// A tab bar's look (UIKit's `UITabBarAppearance`; Apple, "UITabBarAppearance",
/// https://developer.apple.com/documentation/uikit/uitabbarappearance ; iOS 13+; high): kept, not
/// drawn (``UITabBar``).
@preconcurrency @MainActor open class UITabBarAppearance: NSObject {
  /// The items' look in the stacked layout (portrait iPhone).
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  /// The items' look in the inline layout.
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  /// The items' look in the compact inline layout.
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  /// How stacked items are placed.
  open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
  /// The bar's background color.
  open var backgroundColor: UIColor?
  /// The bar's top line color.
  open var shadowColor: UIColor?
  /// The bar's background image.
  open var backgroundImage: UIImage?
  /// A default look.
  public override init() { super.init() }
  /// An opaque background (Apple, "configureWithOpaqueBackground()"); kept.
  open func configureWithOpaqueBackground() { backgroundColor = .systemBackground }
  /// A transparent background (Apple, "configureWithTransparentBackground()"); kept.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    shadowColor = .clear
  }
  /// The system's default background (Apple, "configureWithDefaultBackground()"); kept.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    shadowColor = nil
  }
}

/// A tab bar item's look in one layout (UIKit's `UITabBarItemAppearance`; Apple,
/// "UITabBarItemAppearance", https://developer.apple.com/documentation/uikit/uitabbaritemappearance ;
/// iOS 13+; high): one state appearance per item state. Kept, not drawn.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
  /// The look of an unselected item.
  public let normal = UITabBarItemStateAppearance()
  /// The look of the selected item.
  public let selected = UITabBarItemStateAppearance()
  /// The look of a disabled item.
  public let disabled = UITabBarItemStateAppearance()
  /// The look of a focused item.
  public let focused = UITabBarItemStateAppearance()
  /// A default look.
  public override init() { super.init() }
}

/// A tab bar item's look in one state (UIKit's `UITabBarItemStateAppearance`; Apple,
/// "UITabBarItemStateAppearance"; iOS 13+; high). Kept, not drawn.
@preconcurrency @MainActor public final class UITabBarItemStateAppearance {
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The icon's color.
  public var iconColor: UIColor?
  /// The badge's background color.
  public var badgeBackgroundColor: UIColor?
  /// The badge's text attributes.
  public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  init() {}
}

/// What a tab bar controller tells its delegate (UIKit's `UITabBarControllerDelegate`; Apple,
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate ; iOS 2+; high). The
/// methods are optional in UIKit; here they have defaults (select, nothing). The model's user
/// selects no tab (no event taps a tab bar), so the model never calls them; an app's own calls run.
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether `viewController`'s tab may be selected.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// `viewController`'s tab was selected.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Selects, as UIKit does when the delegate does not implement the method.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
