/// A navigation bar's style (UIKit's `UIBarStyle`); kept for source compatibility.
nonisolated public enum UIBarStyle: Int, Sendable {
  case `default`, black
}

/// A navigation bar (UIKit's `UINavigationBar`), as app delegates configure it through its
/// appearance proxy (`UINavigationBar.appearance().tintColor = ...`). The model draws no bars:
/// the settings are kept and decide no verdict (a bar is the app's own chrome, the app
/// description's neutral content).
@preconcurrency @MainActor open class UINavigationBar: UIView {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIView/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  /// A bar of `frame`.
  public override init(frame: CGRect) { super.init(frame: frame) }
  private static let proxy = UINavigationBar(frame: .zero)
  /// The appearance proxy: what is set on it applies to every bar (Apple, "UIAppearance",
  /// https://developer.apple.com/documentation/uikit/uiappearance ; iOS 5+; high).
  public class func appearance() -> Self {
    // One proxy for the class and its subclasses: the model draws no bars.
    unsafeDowncast(proxy, to: self)
  }
  /// The bar's style.
  public var barStyle: UIBarStyle = .default
  /// The title's text attributes.
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The bar's background tint.
  public var barTintColor: UIColor?
  /// Whether the bar is translucent.
  public var isTranslucent = true
  /// Whether the bar shows large titles (Apple, "prefersLargeTitles",
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles ; iOS
  /// 11+; high); kept, not drawn (the model draws no bars).
  public var prefersLargeTitles = false
  /// The image of the bar's bottom line (Apple, "shadowImage",
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/shadowimage ; iOS 6+;
  /// high); `UIImage()` removes the line. Kept, not drawn.
  public var shadowImage: UIImage?
}

extension NSAttributedString.Key {
  /// The text color attribute (UIKit's `NSAttributedString.Key.foregroundColor`, iOS 6+).
  nonisolated public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The font attribute (UIKit's `NSAttributedString.Key.font`, iOS 6+).
  nonisolated public static let font = NSAttributedString.Key("NSFont")
}
