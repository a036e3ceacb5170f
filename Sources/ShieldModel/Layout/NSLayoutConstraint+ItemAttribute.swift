extension NSLayoutConstraint {
  /// UIKit's name of the attribute type (`NSLayoutConstraint.Attribute`).
  public typealias Attribute = NSLayoutAttribute

  /// A constraint `item.attribute = multiplier × toItem.attribute + constant` (or `≤`, `≥`), the
  /// visual-format-era initializer (Apple,
  /// "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:) ;
  /// iOS 6+; high). An item is a view or a view's ``UIView/safeAreaLayoutGuide``; a size with no
  /// second item (`toItem: nil`, `attribute: .notAnAttribute`) is a constant size. The constraint
  /// is inactive until activated (``isActive``, ``UIView/addConstraints(_:)``); an item that is
  /// neither is a crash on iOS (`NSInvalidArgumentException`), recorded as a modeled crash.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutAttribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: NSLayoutAttribute?, multiplier: CGFloat, constant c: CGFloat
  ) {
    let first = Self.viewAndGuide(of: view1)
    let second = view2.map { Self.viewAndGuide(of: $0) }
    self.init(
      first?.view ?? UIView(), attr1, second??.view, second == nil ? nil : attr2, multiplier: multiplier, constant: c,
      relatedBy: relation)
    if first == nil || (view2 != nil && second! == nil) {
      modeledTrap("NSLayoutConstraint: an item is neither a view nor a layout guide")
    }
    firstInSafeArea = first?.inSafeArea ?? false
    secondInSafeArea = second??.inSafeArea ?? false
  }

  /// A constraint's item as the model's view and whether it is the view's safe-area guide.
  private static func viewAndGuide(of item: Any) -> (view: UIView, inSafeArea: Bool)? {
    if let view = item as? UIView { return (view, false) }
    if let guide = item as? UILayoutGuide, let view = guide.owningView { return (view, true) }
    return nil
  }
}

extension Optional where Wrapped == NSLayoutAttribute {
  /// No attribute: the second attribute of a constant size (UIKit's
  /// `NSLayoutConstraint.Attribute.notAnAttribute`), the model's `nil`.
  public static var notAnAttribute: NSLayoutAttribute? { nil }
}

extension UIView {
  /// Activates `constraints` (Apple, "addConstraints(_:)",
  /// https://developer.apple.com/documentation/uikit/uiview/addconstraints(_:) ; iOS 6+: "when
  /// developing for iOS 8.0 or later, set the constraint's isActive property to true instead ...
  /// The isActive property automatically adds and removes the constraint from the correct view",
  /// so adding them to a view activates them; high).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  /// Activates `constraint` (``addConstraints(_:)``).
  public func addConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.activate([constraint]) }
  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.deactivate([constraint]) }
}
