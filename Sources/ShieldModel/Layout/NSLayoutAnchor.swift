/// One edge, center or size of a view, to build constraints from (UIKit's `NSLayoutAnchor`;
/// iOS 9+, Apple, "NSLayoutAnchor", https://developer.apple.com/documentation/uikit/nslayoutanchor ).
/// `AnchorType` keeps x-axis, y-axis and size anchors apart, as UIKit does.
@preconcurrency @MainActor public class NSLayoutAnchor<AnchorType: AnyObject> {
  nonisolated deinit {}
  unowned let view: UIView
  let attribute: NSLayoutAttribute
  /// Whether the anchor is the view's safe-area guide's (``UIView/safeAreaLayoutGuide``), whose
  /// edges are moved in by the view's safe-area insets.
  let safeArea: Bool
  init(_ view: UIView, _ attribute: NSLayoutAttribute, safeArea: Bool = false) {
    self.view = view
    self.attribute = attribute
    self.safeArea = safeArea
  }

  /// `self = anchor + c` (points); inactive until activated.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    relation(to: anchor, multiplier: 1, constant: c)
  }

  /// `self ≤ anchor + c` (points; Apple, "constraint(lessThanOrEqualTo:constant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:) ;
  /// iOS 9+). **Stored, not solved**: the model's layout solves equalities only and leaves an
  /// inequality out (see ``NSLayoutConstraint/Relation``; low confidence for any frame it bounds).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    relation(to: anchor, multiplier: 1, constant: c, relatedBy: .lessThanOrEqual)
  }

  /// `self ≥ anchor + c` (points; Apple, "constraint(greaterThanOrEqualTo:constant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:) ;
  /// iOS 9+). **Stored, not solved**, as ``constraint(lessThanOrEqualTo:constant:)``.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    relation(to: anchor, multiplier: 1, constant: c, relatedBy: .greaterThanOrEqual)
  }

  /// The constraint `self (relation) m × anchor + c`, marking which side is a safe-area guide.
  func relation(
    to anchor: NSLayoutAnchor<AnchorType>, multiplier m: CGFloat, constant c: CGFloat,
    relatedBy r: NSLayoutConstraint.Relation = .equal
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      view, attribute, anchor.view, anchor.attribute, multiplier: m, constant: c, relatedBy: r)
    if safeArea || anchor.safeArea {
      made.firstInSafeArea = safeArea
      made.secondInSafeArea = anchor.safeArea
      AutoLayout.hasSafeAreaConstraints = true
    }
    return made
  }
}

/// A horizontal edge or center anchor.
@preconcurrency @MainActor public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical edge or center anchor.
@preconcurrency @MainActor public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
@preconcurrency @MainActor public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self = c` (points).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(view, attribute, nil, nil, multiplier: 1, constant: c)
  }
  /// `self = m × anchor + c` (points).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relation(to: anchor, multiplier: m, constant: c)
  }
  /// `self ≤ c` (points; Apple, "constraint(lessThanOrEqualToConstant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:) ;
  /// iOS 9+). **Stored, not solved** (see ``NSLayoutConstraint/Relation``).
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(view, attribute, nil, nil, multiplier: 1, constant: c, relatedBy: .lessThanOrEqual)
  }
  /// `self ≥ c` (points; Apple, "constraint(greaterThanOrEqualToConstant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:) ;
  /// iOS 9+). **Stored, not solved**.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(view, attribute, nil, nil, multiplier: 1, constant: c, relatedBy: .greaterThanOrEqual)
  }
  /// `self ≤ m × anchor + c` (points; Apple, "constraint(lessThanOrEqualTo:multiplier:constant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequalto:multiplier:constant:) ;
  /// iOS 9+). **Stored, not solved**.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relation(to: anchor, multiplier: m, constant: c, relatedBy: .lessThanOrEqual)
  }
  /// `self ≥ m × anchor + c` (points; Apple, "constraint(greaterThanOrEqualTo:multiplier:constant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequalto:multiplier:constant:) ;
  /// iOS 9+). **Stored, not solved**.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    relation(to: anchor, multiplier: m, constant: c, relatedBy: .greaterThanOrEqual)
  }
}

extension UIView {
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// The leading edge (the left, in left-to-right languages; the model has no other).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// The horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// The vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  /// The active constraints that involve this view, in activation order.
  public var constraints: [NSLayoutConstraint] { constraintStorage }
}
