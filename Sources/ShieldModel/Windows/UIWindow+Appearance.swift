extension UIWindow {
  private static let proxy = UIWindow(appearanceProxy: ())

  /// The appearance proxy of windows (Apple, "UIAppearance",
  /// https://developer.apple.com/documentation/uikit/uiappearance ; iOS 5+; high): one for the
  /// class and its subclasses, as ``UINavigationBar/appearance()`` is.
  ///
  /// **Without behaviour**: what is set on it (`UIWindow.appearance().backgroundColor = .clear`)
  /// is kept on the proxy and applied to no window. Why: UIKit applies a proxy's values when a
  /// view enters a window (UIAppearance), and when a window itself takes them is not documented,
  /// so the model does not guess a moment. For the measured use, a clear background, nothing a
  /// cover shows depends on it: a window's background is `nil` by default, which draws
  /// transparent as clear does (Apple, "backgroundColor",
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor ; high). A colour
  /// set through the proxy that the app relies on to paint a window is not drawn (model limit).
  public class func appearance() -> Self { unsafeDowncast(proxy, to: self) }
}
