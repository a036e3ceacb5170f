extension UIWindow {
  /// UIKit's notice to a window that it stopped being key (Apple, "resignKey()",
  /// https://developer.apple.com/documentation/uikit/uiwindow/resignkey() ; iOS 2+: "called
  /// automatically ... never call this method directly"). Calling it changes nothing: the key
  /// window stays key until another window is made key or it is hidden (medium: the page says
  /// what the method is for, not what a direct call does; a first-hand report of a direct call was
  /// not found). The model does not call it when the key window changes (an override in a
  /// subclass is not reachable here: declared in an extension).
  public func resignKey() {}

  /// UIKit's notice to a window that it became key (Apple, "becomeKey()"; iOS 2+); a direct
  /// call changes nothing, as ``resignKey()``.
  public func becomeKey() {}
}
