extension UIView {
  /// Inserts `view` just above `siblingSubview` among the subviews (Apple,
  /// "insertSubview(_:aboveSubview:)",
  /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:) ; iOS 2+;
  /// high); on top of all when `siblingSubview` is not a subview (UIKit's behaviour there is
  /// undocumented; the model appends, as `addSubview`).
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
    let moving = subviews.firstIndex(where: { $0 === view })
    insertSubview(view, at: moving.map { $0 < index ? index : index + 1 } ?? index + 1)
  }
  /// Inserts `view` just below `siblingSubview` among the subviews (Apple,
  /// "insertSubview(_:belowSubview:)"; iOS 2+; high); at the bottom when `siblingSubview` is not
  /// a subview (undocumented; the model's choice).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === siblingSubview }) else { return insertSubview(view, at: 0) }
    let moving = subviews.firstIndex(where: { $0 === view })
    insertSubview(view, at: moving.map { $0 < index ? index - 1 : index } ?? index)
  }
}

extension CALayer {
  /// Inserts `layer` just above `sibling` among the sublayers, on top when `sibling` is `nil` or
  /// not a sublayer (Apple, "insertSublayer(_:above:)",
  /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:above:) ; high).
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let all = sublayers ?? []
    guard let sibling, let index = all.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
    let moving = all.firstIndex(where: { $0 === layer })
    insertSublayer(layer, at: UInt32(moving.map { $0 < index ? index : index + 1 } ?? index + 1))
  }
  /// Inserts `layer` just below `sibling` among the sublayers, at the bottom when `sibling` is
  /// `nil` or not a sublayer (Apple, "insertSublayer(_:below:)"; high).
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let all = sublayers ?? []
    guard let sibling, let index = all.firstIndex(where: { $0 === sibling }) else {
      return insertSublayer(layer, at: 0)
    }
    let moving = all.firstIndex(where: { $0 === layer })
    insertSublayer(layer, at: UInt32(moving.map { $0 < index ? index - 1 : index } ?? index))
  }
}
