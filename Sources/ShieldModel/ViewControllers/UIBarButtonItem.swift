/// A button of a navigation bar or toolbar (UIKit's `UIBarButtonItem`, iOS 2+; Apple,
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem ; high): a title, an image, a
/// system item or a custom view, sending its action to its target when tapped.
///
/// The model draws no bar items (a bar shows no app data), so an item decides no verdict;
/// ``send()`` is the tap, for code and tests that want the action to run.
@preconcurrency @MainActor open class UIBarButtonItem {
  nonisolated deinit {}
  /// Item styles (`.bordered` is deprecated in UIKit and drawn as `.plain`).
  nonisolated public enum Style: Int, Sendable { case plain, bordered, done }
  /// The system's own items.
  nonisolated public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// The title.
  public var title: String?
  /// The image.
  public var image: UIImage?
  /// The style.
  public var style: Style = .plain
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The custom view, if any.
  public var customView: UIView?
  /// The object the action is sent to; not retained, as in UIKit.
  public weak var target: AnyObject?
  /// The method sent to ``target``.
  public var action: Selector?
  /// The closure run on a tap (iOS 14's `primaryAction`).
  public var primaryAction: UIAction?
  /// Whether a tap sends the action.
  public var isEnabled = true
  /// The tint (recorded only).
  public var tintColor: UIColor?

  private static let proxy = UIBarButtonItem()
  /// The appearance proxy: what is set on it applies to every item (Apple, "UIAppearance",
  /// https://developer.apple.com/documentation/uikit/uiappearance ; iOS 5+; high). Kept, as
  /// ``UINavigationBar/appearance()`` is: the model draws no bar items.
  public class func appearance() -> Self {
    // One proxy for the class and its subclasses: the model draws no bar items.
    unsafeDowncast(proxy, to: self)
  }
  /// An empty item.
  public init() {}

  /// An item with a title.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item with an image.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// An item running `primaryAction` on a tap (iOS 14+).
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }

  /// The user's tap: runs ``primaryAction``, or sends ``action`` to ``target`` with the item as
  /// sender; nothing while disabled.
  public func send() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
    } else if let action, let target {
      action.send(to: target, with: self)
    }
  }
}

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): recorded only,
/// the model draws no bar contents.
@preconcurrency @MainActor open class UINavigationItem {
  nonisolated deinit {}
  /// The title.
  public var title: String?
  /// A view shown in place of the title.
  public var titleView: UIView?
  /// The leading items.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The trailing items.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// Whether the back button is hidden.
  public var hidesBackButton = false
  /// An empty item.
  public init() {}
  /// An item with `title`.
  public convenience init(title: String) {
    self.init()
    self.title = title
  }
  /// The first leading item.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first trailing item.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}
