/// A container of columns (UIKit's `UISplitViewController`; Apple, "UISplitViewController",
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller ; iOS 3.2+, column styles
/// iOS 14+; high for the API).
///
/// Model: the columns' controllers are its children, and their views fill its view, the primary
/// in front, then the supplementary, then the secondary at the back; so what a snapshot sees is
/// every column's content, as an iPad's expanded interface shows side by side. Column widths,
/// display modes and the collapse to one column in a compact width are not modeled (a reduction:
/// no cover measured so far depends on them; medium). The `.compact` column is kept and answered
/// by ``viewController(for:)`` but not shown, as in the expanded interface.
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
  nonisolated deinit {}

  /// How many columns the interface shows (Apple, "UISplitViewController.Style",
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum ;
  /// raw values as UIKit's).
  public enum Style: Int, Sendable {
    /// The classic interface, configured through ``UISplitViewController/viewControllers``.
    case unspecified = 0
    /// Primary and secondary columns.
    case doubleColumn = 1
    /// Primary, supplementary and secondary columns.
    case tripleColumn = 2
  }

  /// A column of the interface (Apple, "UISplitViewController.Column",
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column ; raw values as
  /// UIKit's).
  public enum Column: Int, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column interface.
    case supplementary = 1
    /// The content column.
    case secondary = 2
    /// The controller shown when the interface collapses (not shown in the model).
    case compact = 3
    /// The inspector column (iOS 17+).
    case inspector = 4
  }

  /// How the columns are arranged (Apple, "UISplitViewController.DisplayMode"; raw values as
  /// UIKit's). Kept, not applied: the model draws every column (see the type's comment).
  public enum DisplayMode: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Only the secondary column.
    case secondaryOnly = 1
    /// One column beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary.
    case oneOverSecondary = 3
    /// Two columns beside the secondary.
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns displacing the secondary.
    case twoDisplaceSecondary = 6
  }

  /// The interface's style, fixed at creation (Apple, "style"; high).
  public let style: Style
  /// The display mode the app asks for; kept, not applied (see ``DisplayMode``).
  open var preferredDisplayMode: DisplayMode = .automatic
  /// The column controllers, indexed by ``Column/rawValue`` (no dictionary: their order is fixed).
  private var columns: [UIViewController?] = [nil, nil, nil, nil, nil]

  /// A split view controller of `style` (Apple, "init(style:)",
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:) ; iOS 14+).
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A classic split view controller (style `.unspecified`).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }

  /// Puts `vc` in `column` in place of the controller there (Apple, "setViewController(_:for:)",
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:) ;
  /// iOS 14+; high).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    let old = columns[column.rawValue]
    columns[column.rawValue] = vc
    ContainerView.adopt(shownAndKept, by: self, replacing: old.map { [$0] } ?? [])
    showColumns(replacing: old.map { [$0] } ?? [])
  }

  /// The controller in `column` (Apple, "viewController(for:)",
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:) ;
  /// iOS 14+; high).
  open func viewController(for column: Column) -> UIViewController? { columns[column.rawValue] }

  /// The classic interface's controllers: the primary, then the secondary (Apple,
  /// "viewControllers", https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers ;
  /// high). Set, it fills the primary and secondary columns in that order.
  open var viewControllers: [UIViewController] {
    get { [columns[Column.primary.rawValue], columns[Column.secondary.rawValue]].compactMap { $0 } }
    set {
      let old = viewControllers
      columns[Column.primary.rawValue] = newValue.first
      columns[Column.secondary.rawValue] = newValue.count > 1 ? newValue[1] : nil
      ContainerView.adopt(shownAndKept, by: self, replacing: old)
      showColumns(replacing: old)
    }
  }

  /// Every column's controller, in column order.
  private var shownAndKept: [UIViewController] { columns.compactMap { $0 } }

  /// As ``UINavigationController/loadView()``.
  open override func loadView() { view = ContainerView.make() }

  open override func viewDidLoad() {
    super.viewDidLoad()
    showColumns(replacing: [])
  }

  /// The shown columns' views in this view, the primary in front; `old` controllers' views leave.
  private func showColumns(replacing old: [UIViewController]) {
    guard let container = viewIfLoaded else { return }
    ContainerView.show(nil, in: container, replacing: old.filter { c in !shownAndKept.contains { $0 === c } })
    // Each is put at the back: the primary first, so it ends in front.
    for column in [Column.primary, .supplementary, .secondary] {
      guard let vc = columns[column.rawValue] else { continue }
      ContainerView.show(vc, in: container, replacing: [])
    }
  }
}
