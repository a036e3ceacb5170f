/// A priority of a layout constraint, 1...1000 (UIKit's `UILayoutPriority`).
nonisolated public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A constraint that must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// 250.
  public static let defaultLow = UILayoutPriority(250)
  /// 50.
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}

/// The geometric attribute an anchor stands for (UIKit's `NSLayoutConstraint.Attribute`, reduced
/// to the edges, centers and sizes; leading and trailing are left and right, left-to-right).
nonisolated public enum NSLayoutAttribute: Int, Sendable {
  case left = 1
  case right, top, bottom, leading, trailing, width, height, centerX, centerY

  var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
  var isSize: Bool { self == .width || self == .height }

  /// The attribute's value for a rectangle, in the rectangle's coordinates.
  func value(in r: CGRect) -> CGFloat {
    switch self {
    case .left, .leading: return r.minX
    case .right, .trailing: return r.maxX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    }
  }
}

/// An equality between two anchors, `first = multiplier × second + constant` in points, or
/// `first = constant` for a size (UIKit's `NSLayoutConstraint`). Only equalities are solved
/// (inequalities are kept, not solved: ``Relation``).
///
/// The model resolves active constraints when they are activated and whenever the superview of
/// a constrained view changes size (rotation, a scene resize): the frame UIKit's layout pass
/// gives before the next frame is drawn, which is the first moment a capture can see it. Only
/// views with `translatesAutoresizingMaskIntoConstraints == false` are moved, as UIKit moves
/// them; per attribute the constraint of highest priority wins (ties: the first activated), a
/// shortcut of UIKit's solver that gives the same frame for the edges, centers and sizes cover
/// code uses (Apple, "NSLayoutConstraint", https://developer.apple.com/documentation/uikit/nslayoutconstraint ;
/// "Anatomy of a Constraint", Auto Layout Guide; iOS 9+ for anchors; high).
@preconcurrency @MainActor public final class NSLayoutConstraint {
  nonisolated deinit {}
  /// The constrained view.
  public let firstItem: UIView
  /// Its attribute.
  public let firstAttribute: NSLayoutAttribute
  /// The view it is related to, or `nil` for a constant size.
  public let secondItem: UIView?
  /// That view's attribute.
  public let secondAttribute: NSLayoutAttribute?
  /// The multiplier of the second attribute.
  public let multiplier: CGFloat
  /// How the two sides relate; ``Relation/equal`` unless made by an inequality anchor method.
  public let relation: Relation
  /// How a constraint's sides relate (UIKit's `NSLayoutConstraint.Relation`; Apple, "relation",
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation ; iOS 6+).
  ///
  /// **Approximation (low confidence)**: the model's layout solves equalities only. An
  /// inequality is kept (active, listed in ``UIView/constraints``, its ``relation`` readable) but
  /// left out of the layout, as if the equalities' frame satisfied it; UIKit's solver would
  /// move the view to the bound when that frame breaks it. Cover code uses inequalities to cap a
  /// logo's or a label's size inside a cover that equalities already place, so the cover's frame
  /// is the same; a frame that only an inequality would set stays where it was.
  public enum Relation: Int, Sendable {
    /// `first ≤ multiplier × second + constant`.
    case lessThanOrEqual = -1
    /// `first = multiplier × second + constant`.
    case equal = 0
    /// `first ≥ multiplier × second + constant`.
    case greaterThanOrEqual = 1
  }
  /// Points added.
  public var constant: CGFloat { didSet { if isActive { AutoLayout.resolve(around: firstItem) } } }
  /// The priority; default ``UILayoutPriority/required``.
  public var priority: UILayoutPriority = .required
  /// An identifier for debugging.
  public var identifier: String?
  /// Whether the first or the second anchor is its view's safe-area guide's
  /// (``UIView/safeAreaLayoutGuide``): its value is moved in by the view's safe-area insets.
  package var firstInSafeArea = false
  package var secondInSafeArea = false

  /// Whether the constraint takes part in layout; setting it activates or deactivates it.
  public var isActive: Bool {
    get { activeStorage }
    set { newValue ? Self.activate([self]) : Self.deactivate([self]) }
  }
  private var activeStorage = false

  package init(
    _ first: UIView, _ firstAttribute: NSLayoutAttribute, _ second: UIView?, _ secondAttribute: NSLayoutAttribute?,
    multiplier: CGFloat, constant: CGFloat, relatedBy relation: Relation = .equal
  ) {
    self.relation = relation
    firstItem = first
    self.firstAttribute = firstAttribute
    secondItem = second
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates `constraints` and lays their views out. Relating two views with no common
  /// ancestor is a crash on iOS (`NSGenericException`, "Unable to activate constraint with
  /// anchors ... because they have no common ancestor"; Apple, "isActive",
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive ; high), recorded
  /// as a modeled crash.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints where !c.activeStorage {
      if let second = c.secondItem, !AutoLayout.haveCommonAncestor(c.firstItem, second) {
        modeledTrap("Unable to activate constraint: the anchors' views have no common ancestor")
        return
      }
      c.activeStorage = true
      c.firstItem.constraintStorage.append(c)
      if let second = c.secondItem, second !== c.firstItem { second.constraintStorage.append(c) }
      AutoLayout.hasConstraints = true
    }
    for c in constraints { AutoLayout.resolve(around: c.firstItem) }
  }

  /// Deactivates `constraints`; frames stay where they are until something else moves them.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints where c.activeStorage {
      c.activeStorage = false
      c.firstItem.constraintStorage.removeAll { $0 === c }
      c.secondItem?.constraintStorage.removeAll { $0 === c }
    }
  }
}

/// The model's layout pass over active constraints (see ``NSLayoutConstraint``).
package enum AutoLayout {
  /// Whether any constraint was ever activated in this process: until then no view pays for
  /// the check on resize.
  @exclusivity(unchecked) package static var hasConstraints = false
  /// Whether any constraint was ever made against a safe-area guide in this process: until then
  /// no view entering a window is laid out again for its insets.
  @exclusivity(unchecked) package static var hasSafeAreaConstraints = false

  static func haveCommonAncestor(_ a: UIView, _ b: UIView) -> Bool {
    var v: UIView? = a
    while let current = v {
      if b.isDescendant(of: current) { return true }
      v = current.superview
    }
    return false
  }

  /// Lays out `view`, the views constrained to it, and then their constrained subviews.
  static func resolve(around view: UIView) {
    var done: [ObjectIdentifier] = []
    var pending: [UIView] = [view]
    for c in view.constraintStorage {
      pending.append(c.firstItem)
      if let second = c.secondItem { pending.append(second) }
    }
    while let v = pending.first {
      pending.removeFirst()
      guard !done.contains(ObjectIdentifier(v)) else { continue }
      done.append(ObjectIdentifier(v))
      layOut(v)
    }
  }

  /// Recomputes `view`'s frame from its active constraints (when it is laid out by them).
  static func layOut(_ view: UIView) {
    guard !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview else { return }
    // The winning relation per attribute, in the superview's coordinates.
    var values: [NSLayoutAttribute: (value: CGFloat, priority: UILayoutPriority)] = [:]
    for c in view.constraintStorage where c.relation == .equal {
      guard let (attribute, value) = relation(c, for: view, in: parent) else { continue }
      if let old = values[attribute], old.priority >= c.priority { continue }
      values[attribute] = (value, c.priority)
    }
    guard !values.isEmpty else { return }
    let f = view.frame
    let (x, w) = axis(
      lead: values[.leading]?.value ?? values[.left]?.value, trail: values[.trailing]?.value ?? values[.right]?.value,
      center: values[.centerX]?.value, size: values[.width]?.value, origin: f.minX, current: f.width)
    let (y, h) = axis(
      lead: values[.top]?.value, trail: values[.bottom]?.value, center: values[.centerY]?.value,
      size: values[.height]?.value, origin: f.minY, current: f.height)
    let new = CGRect(x: x, y: y, width: max(w, 0), height: max(h, 0))
    if new != f { view.frame = new }
  }

  private static func axis(
    lead: CGFloat?, trail: CGFloat?, center: CGFloat?, size: CGFloat?, origin: CGFloat, current: CGFloat
  ) -> (CGFloat, CGFloat) {
    if let lead, let trail { return (lead, trail - lead) }
    let s = size ?? current
    if let lead { return (lead, s) }
    if let trail { return (trail - s, s) }
    if let center { return (center - s / 2, s) }
    return (origin, s)
  }

  /// The value `c` gives `view`'s attribute, in `parent`'s coordinates, or `nil` when it does
  /// not constrain `view` (it constrains the other item).
  private static func relation(_ c: NSLayoutConstraint, for view: UIView, in parent: UIView)
    -> (NSLayoutAttribute, CGFloat)?
  {
    // A safe-area guide is placed by its view's insets, never by constraints: a constraint whose
    // first item is a guide places the other view only.
    if c.firstItem === view, !c.firstInSafeArea {
      guard let other = c.secondItem, let attribute = c.secondAttribute else {
        return c.firstAttribute.isSize ? (c.firstAttribute, c.constant) : nil
      }
      let second = value(attribute, of: other, in: parent, safeArea: c.secondInSafeArea)
      return (c.firstAttribute, c.multiplier * second + c.constant)
    }
    // `other.a = m × view.b + k`, solved for view.b, when only `view` is laid out by constraints.
    guard c.secondItem === view, !c.secondInSafeArea, let attribute = c.secondAttribute, c.multiplier != 0,
      c.firstItem.translatesAutoresizingMaskIntoConstraints || c.firstItem === parent || c.firstInSafeArea
    else { return nil }
    let first = value(c.firstAttribute, of: c.firstItem, in: parent, safeArea: c.firstInSafeArea)
    return (attribute, (first - c.constant) / c.multiplier)
  }

  /// `attribute` of `other` in `parent`'s coordinates, or of `other`'s safe-area guide when
  /// `safeArea`: the view's value moved in by its ``UIView/safeAreaInsets``.
  private static func value(_ attribute: NSLayoutAttribute, of other: UIView, in parent: UIView, safeArea: Bool)
    -> CGFloat
  {
    let plain = value(attribute, of: other, in: parent)
    guard safeArea else { return plain }
    let i = other.safeAreaInsets
    switch attribute {
    case .top: return plain + i.top
    case .bottom: return plain - i.bottom
    case .left, .leading: return plain + i.left
    case .right, .trailing: return plain - i.right
    case .width: return plain - i.left - i.right
    case .height: return plain - i.top - i.bottom
    case .centerX: return plain + (i.left - i.right) / 2
    case .centerY: return plain + (i.top - i.bottom) / 2
    }
  }

  /// `attribute` of `other` in `parent`'s coordinates (sizes need no conversion).
  private static func value(_ attribute: NSLayoutAttribute, of other: UIView, in parent: UIView) -> CGFloat {
    if other === parent { return attribute.value(in: parent.bounds) }
    if attribute.isSize { return attribute.value(in: other.frame) }
    if other.superview === parent { return attribute.value(in: other.frame) }
    let o = origin(of: other.superview)
    let p = origin(of: parent)
    let r = other.frame.offsetBy(dx: o.x - p.x, dy: o.y - p.y)
    return attribute.value(in: r)
  }

  /// A view's bounds origin in its window's (or root view's) coordinates.
  private static func origin(of view: UIView?) -> CGPoint {
    var p = CGPoint.zero
    var v = view
    while let current = v, current.superview != nil, !(current is UIWindow) {
      p.x += current.frame.minX
      p.y += current.frame.minY
      v = current.superview
    }
    return p
  }
}
