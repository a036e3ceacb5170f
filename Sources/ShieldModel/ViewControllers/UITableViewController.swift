/// A table of rows (UIKit's `UITableView`, a scroll view). The model draws no rows: covers use
/// an empty table as an opaque background, and its style decides the fill: grouped tables use
/// the grouped background color, plain ones the system background (Apple,
/// "systemGroupedBackground": "the color for the main background of your grouped interface",
/// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground ;
/// "UITableView.Style", https://developer.apple.com/documentation/uikit/uitableview/style ;
/// iOS 13+ colors; high for the grouped fill, medium for plain = system background).
@preconcurrency @MainActor open class UITableView: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// Table styles (UIKit's `UITableView.Style`, same raw values).
  nonisolated public enum Style: Int, Sendable {
    case plain, grouped, insetGrouped
  }

  /// The style, fixed at creation.
  public let style: Style

  /// Creates a table of `style` with `frame` (points).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table with `frame` (points).
  public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
}

/// A view controller whose view is a table (UIKit's `UITableViewController`, iOS 2+; Apple,
/// https://developer.apple.com/documentation/uikit/uitableviewcontroller ).
@preconcurrency @MainActor open class UITableViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// The style of the table it makes.
  public let style: UITableView.Style

  /// Creates a controller whose view will be a table of `style`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  public convenience init() { self.init(style: .plain) }

  /// The table, which is the controller's view.
  public var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: .zero, style: style)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = table
  }
}

/// The delegate of a table view (UIKit's `UITableViewDelegate`, a `UIScrollViewDelegate`; Apple,
/// "UITableViewDelegate", https://developer.apple.com/documentation/uikit/uitableviewdelegate ;
/// iOS 2+; high). Every requirement is optional in UIKit; the model's tables show no rows, so it
/// declares none and calls none: a type can adopt it as it does in UIKit.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// The delegate of a scroll view (UIKit's `UIScrollViewDelegate`; Apple, "UIScrollViewDelegate",
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate ; iOS 2+; high). Every
/// requirement is optional in UIKit; the model does not scroll, so it declares none and calls
/// none.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {}
