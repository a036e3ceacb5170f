/// The status bar's content style a view controller asks for (UIKit's `UIStatusBarStyle`; Apple,
/// "UIStatusBarStyle", https://developer.apple.com/documentation/uikit/uistatusbarstyle ; iOS 7+,
/// `darkContent` iOS 13+; high). Raw values are UIKit's (`UIStatusBarStyleDarkContent` is 3: 2 was
/// the retired `blackOpaque`). The model draws no status bar (system chrome, the same over every
/// app and never part of the app's snapshot), so a style changes nothing in a run; it is declared
/// so that a lock screen's `override var preferredStatusBarStyle` compiles.
nonisolated public enum UIStatusBarStyle: Int, Sendable, Hashable {
  /// Dark content on light backgrounds before iOS 13; from iOS 13 it follows the interface style.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds (iOS 13+).
  case darkContent = 3
}

/// How a status bar change animates (UIKit's `UIStatusBarAnimation`; Apple, "UIStatusBarAnimation",
/// https://developer.apple.com/documentation/uikit/uistatusbaranimation ; iOS 3.2+; high). Nothing
/// is drawn (see ``UIStatusBarStyle``).
nonisolated public enum UIStatusBarAnimation: Int, Sendable, Hashable {
  /// No animation.
  case none = 0
  /// The bar fades in or out.
  case fade = 1
  /// The bar slides in or out.
  case slide = 2
}
