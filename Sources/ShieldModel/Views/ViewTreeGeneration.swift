/// A count of the changes to the view tree anywhere: every insertion or removal of a subview
/// (each change to a view's subviews) advances it. While it stands still, every view's superview
/// chain, and so its ``UIView/window``, is what it was; a walk over a subtree uses that to find
/// each view's window once at its root (issue 30). Global like ``RenderEpoch``: every device's
/// views are in the one count, so a change anywhere ends every shortcut.
nonisolated enum ViewTreeGeneration {
  @exclusivity(unchecked) nonisolated(unsafe) static var current: UInt64 = 0

  /// Records that some view's subviews changed.
  @inline(__always) static func advance() { current &+= 1 }
}
