extension AndroidDevice {
  /// The window a touch at (`x`, `y`) dp reaches: the topmost visible window containing the point, skipping toasts,
  /// which are not touchable (`Toast` windows carry `FLAG_NOT_TOUCHABLE`, frameworks/base `Toast.TN`; high).
  /// - Returns: the window, or `nil` when the touch reaches the launcher or Recents.
  public func hitTest(x: Double, y: Double) -> Window? {
    guard screen == .app else { return nil }
    let point = DpRect(x: x, y: y, width: 0, height: 0)
    return visibleWindows.last { $0.kind != .toast && $0.frame.contains(point) }
  }
}
