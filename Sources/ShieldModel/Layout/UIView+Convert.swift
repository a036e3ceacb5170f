/// Converting points and rectangles between views' coordinate systems (Apple, "convert(_:to:)",
/// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1vdvx ; iOS 2+; high:
/// "If view is nil, this method instead converts to window base coordinates"). The model's views
/// have no bounds origin or transform, so a view's origin in its window is the sum of the frame
/// origins up to the window (as ``safeAreaInsets`` measures it); two views of different windows
/// convert through each window's frame on the screen.
extension UIView {
  /// `point`, in this view's coordinates, in `view`'s (the window's when `nil`).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let here = originOnScreen()
    let there = view?.originOnScreen() ?? windowOriginOnScreen()
    return CGPoint(x: point.x + here.x - there.x, y: point.y + here.y - there.y)
  }

  /// `point`, in `view`'s coordinates (the window's when `nil`), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let here = originOnScreen()
    let there = view?.originOnScreen() ?? windowOriginOnScreen()
    return CGPoint(x: point.x + there.x - here.x, y: point.y + there.y - here.y)
  }

  /// `rect`, in this view's coordinates, in `view`'s (the window's when `nil`).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, in `view`'s coordinates (the window's when `nil`), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The origin of this view's coordinates on the screen: the frame origins up the superview
  /// chain, a window's frame being on the screen.
  private func originOnScreen() -> CGPoint {
    var origin = CGPoint.zero
    var v: UIView? = self
    while let current = v {
      origin.x += current.frame.minX
      origin.y += current.frame.minY
      v = current.superview
    }
    return origin
  }

  /// The origin of this view's window on the screen (zero when it is in none).
  private func windowOriginOnScreen() -> CGPoint { window?.frame.origin ?? .zero }
}
