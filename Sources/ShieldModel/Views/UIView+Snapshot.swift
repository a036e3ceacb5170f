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

extension UIScreen {
  /// A new view drawing what the screen shows now (UIKit's `UIScreen.snapshotView(afterScreenUpdates:)`,
  /// iOS 7+): the visible windows of the app's interactive scenes that are on screen, back to
  /// front, each copied as ``UIView/snapshotView(afterScreenUpdates:)`` copies a view, at its
  /// frame. Like a view's snapshot it keeps content roles, so a snapshot of sensitive content
  /// is still sensitive content (Apple, "snapshotView(afterScreenUpdates:)",
  /// https://developer.apple.com/documentation/uikit/uiscreen/snapshotview(afterscreenupdates:) ;
  /// high). Only the app's own windows: system UI and the keyboard are not in the copy.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
    let snapshot = UIView(frame: bounds)
    guard let device = Device.current else { return snapshot }
    for scene in device.windowScenes where scene.isInteractive {
      guard scene.activationState == .foregroundActive || scene.activationState == .foregroundInactive
      else { continue }
      for window in scene.windows where !window.isHidden {
        guard let copy = window.snapshotView(afterScreenUpdates: afterUpdates) else { continue }
        copy.frame = window.frame
        snapshot.addSubview(copy)
      }
    }
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
    zPosition = source.zPosition
  }
}
