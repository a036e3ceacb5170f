extension UIView {
  /// A new view drawing what this view draws now (UIKit's `snapshotView(afterScreenUpdates:)`):
  /// a copy of its layer tree's frames, opacity, hiding, fills, contents and content roles, so
  /// that a snapshot of sensitive content is still sensitive content. The model has no pending
  /// screen updates (layout and drawing are immediate), so `afterUpdates` changes nothing;
  /// blurs and secure-canvas traits are not copied (Apple, "snapshotView(afterScreenUpdates:)",
  /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:) ; iOS 7+).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.layer.copyDrawing(of: layer)
    for sub in layer.sublayerStorage { snapshot.layer.addSublayer(sub.drawingCopy()) }
    return snapshot
  }
}

extension CALayer {
  /// A detached copy of this layer's subtree as it draws now.
  fileprivate func drawingCopy() -> CALayer {
    let copy = CALayer()
    copy.frame = frame
    copy.copyDrawing(of: self)
    for sub in sublayerStorage { copy.addSublayer(sub.drawingCopy()) }
    return copy
  }

  fileprivate func copyDrawing(of source: CALayer) {
    opacity = source.opacity
    isHidden = source.isHidden
    backgroundColor = source.backgroundColor
    contents = source.contents
    contentRole = source.contentRole
  }
}
