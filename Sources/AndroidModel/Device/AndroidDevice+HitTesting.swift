extension AndroidDevice {
  /// The window a touch at (`x`, `y`) dp reaches: the topmost visible window containing the point, skipping toasts,
  /// which are not touchable (`Toast` windows carry `FLAG_NOT_TOUCHABLE`, frameworks/base `Toast.TN`; high).
  /// - Returns: the window, or `nil` when the touch reaches the launcher or Recents.
  public func hitTest(x: Double, y: Double) -> Window? {
    hitTestWindow(x: x, y: y)
  }

  /// Whether a touch in the middle of `view` reaches the window that holds it (no window above takes it), and
  /// that window, or `nil` when the view is in no window.
  public func touchReaches(_ view: View) -> (reaches: Bool, window: Window?)? {
    let root = view.rootView
    guard let window = root.rootWindow, window.isAttached else { return nil }
    var chain: [View] = []
    var current: View? = view
    while let v = current, v !== root {
      chain.append(v)
      current = v.parent
    }
    var rect = window.frame
    for v in chain.reversed() {
      if let f = v.frame { rect = DpRect(x: rect.x + f.x, y: rect.y + f.y, width: f.width, height: f.height) }
    }
    let top = hitTestWindow(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    return (top === window, top)
  }

  private func hitTestWindow(x: Double, y: Double) -> Window? {
    guard screen == .app else { return nil }
    let point = DpRect(x: x, y: y, width: 0, height: 0)
    return visibleWindows.last { $0.kind != .toast && $0.frame.contains(point) }
  }
}
