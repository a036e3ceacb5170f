/// Attributes of a view that the model keeps for source compatibility and never draws or lays out
/// with: appearance overrides, touch and layout hints. Each reads back what was set, else UIKit's
/// documented default.
package final class UIViewKeptAttributes {
  nonisolated deinit {}
  var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  var isExclusiveTouch = false
  var isMultipleTouchEnabled = false
  var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  var huggingPriorities: [UILayoutPriority] = [UILayoutPriority(250), UILayoutPriority(250)]
  var compressionPriorities: [UILayoutPriority] = [UILayoutPriority(750), UILayoutPriority(750)]
  var isLayoutMarginsRelativeArrangement = false
}

/// The appearance an interface takes (UIKit's `UIUserInterfaceStyle`, iOS 12+; Apple,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle ; high).
nonisolated public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// How a view's content is laid out for right-to-left languages (UIKit's
/// `UISemanticContentAttribute`, iOS 9+; Apple,
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute ; high).
nonisolated public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The direction of an interface's layout (UIKit's `UIUserInterfaceLayoutDirection`; Apple,
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection ; high).
nonisolated public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// Edge insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`, iOS 11+; Apple,
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets ; high), in points.
nonisolated public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  /// Insets of the given sizes, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension NSLayoutConstraint {
  /// A layout axis (Apple, "NSLayoutConstraint.Axis",
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis ; high): UIKit's
  /// stack view axis is this type.
  public typealias Axis = UIStackView.Axis
}

extension UIView {
  /// How a view's tint is adjusted (UIKit's `UIView.TintAdjustmentMode`; Apple,
  /// https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.enum ; high).
  nonisolated public enum TintAdjustmentMode: Int, Sendable {
    case automatic, normal, dimmed
  }

  private var kept: UIViewKeptAttributes {
    if let keptAttributes { return keptAttributes }
    let made = UIViewKeptAttributes()
    keptAttributes = made
    return made
  }

  /// The appearance the view and its subviews take, light or dark (Apple,
  /// "overrideUserInterfaceStyle",
  /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle ; iOS 13+;
  /// high); default `.unspecified`. Kept, not drawn: the model renders content and covers by
  /// their roles and colors as set, in the light appearance.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { keptAttributes?.overrideUserInterfaceStyle ?? .unspecified }
    set { kept.overrideUserInterfaceStyle = newValue }
  }
  /// The view's traits: its window scene's (the capture state), else the current ones, with the
  /// trait overrides of its ancestors and their controllers, then its own, applied (Apple,
  /// "traitCollection", https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection ;
  /// high; overrides: see `UITraitOverrides.swift`).
  public var traitCollection: UITraitCollection {
    var chain: [UIView] = []
    var next: UIView? = self
    while let view = next {
      chain.append(view)
      next = view.superview
    }
    var traits = window?.windowScene?.traitCollection ?? .current
    for view in chain.reversed() {
      if let controller = view.owningController {
        traits = TraitOverrideStore.overrides(of: controller).applied(to: traits)
      }
      traits = TraitOverrideStore.overrides(of: view).applied(to: traits)
    }
    return traits
  }
  /// The view's trait overrides (Apple, "traitOverrides",
  /// https://developer.apple.com/documentation/uikit/uiview/traitoverrides ; iOS 17+; high): they
  /// apply to its `traitCollection` and its subviews' at once in the model (UIKit applies them at
  /// the next trait update; see ``UITraitOverrides``).
  public var traitOverrides: UITraitOverrides {
    get { TraitOverrideStore.overrides(of: self) }
    set { TraitOverrideStore.set(newValue, of: self) }
  }
  /// How the view's content flips for right-to-left languages; default `.unspecified`. Kept.
  public var semanticContentAttribute: UISemanticContentAttribute {
    get { keptAttributes?.semanticContentAttribute ?? .unspecified }
    set { kept.semanticContentAttribute = newValue }
  }
  /// The layout direction of the view: left to right (the model's only language direction).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// Whether the view takes touches only alone; default `false`. Kept: the model's touches are
  /// single.
  public var isExclusiveTouch: Bool {
    get { keptAttributes?.isExclusiveTouch ?? false }
    set { kept.isExclusiveTouch = newValue }
  }
  /// Whether the view takes more than one touch; default `false`. Kept.
  public var isMultipleTouchEnabled: Bool {
    get { keptAttributes?.isMultipleTouchEnabled ?? false }
    set { kept.isMultipleTouchEnabled = newValue }
  }
  /// How the tint is adjusted; default `.automatic`. Kept, not drawn.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get { keptAttributes?.tintAdjustmentMode ?? .automatic }
    set { kept.tintAdjustmentMode = newValue }
  }
  /// The default spacing inside the view, by layout direction; default 8 points on each edge
  /// (Apple, "directionalLayoutMargins",
  /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins ; high). Kept.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      keptAttributes?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    set { kept.directionalLayoutMargins = newValue }
  }
  /// The default spacing inside the view; default 8 points on each edge. Kept.
  public var layoutMargins: UIEdgeInsets {
    get {
      let m = directionalLayoutMargins
      return UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
    }
  }
  /// The view's layout-margins guide. The model lays constraints to it as to the safe-area guide.
  public var layoutMarginsGuide: UILayoutGuide { safeAreaLayoutGuide }
  /// The view's readable-content guide. The model lays constraints to it as to the safe-area
  /// guide.
  public var readableContentGuide: UILayoutGuide { safeAreaLayoutGuide }
  /// How much the view resists growing past its content on `axis`; default 250. Kept: the model
  /// has no intrinsic content sizes in its constraint solving.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    keptAttributes?.huggingPriorities[axis.rawValue] ?? UILayoutPriority(250)
  }
  /// Sets how much the view resists growing on `axis`. Kept.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    kept.huggingPriorities[axis.rawValue] = priority
  }
  /// How much the view resists shrinking below its content on `axis`; default 750. Kept.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    keptAttributes?.compressionPriorities[axis.rawValue] ?? UILayoutPriority(750)
  }
  /// Sets how much the view resists shrinking on `axis`. Kept.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    kept.compressionPriorities[axis.rawValue] = priority
  }
}

extension UITraitCollection {
  /// The appearance: light (the model renders the light appearance; dark mode is not modeled).
  public var userInterfaceStyle: UIUserInterfaceStyle { .light }
  /// The layout direction: left to right.
  public var layoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// The traits of the code running now (Apple, "current",
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/current ; iOS 13+; high):
  /// the first scene's, else an unspecified capture state.
  @MainActor public static var current: UITraitCollection {
    Device.current?.windowScenes.first?.traitCollection ?? UITraitCollection(sceneCaptureState: .unspecified)
  }
}
