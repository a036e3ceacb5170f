import ShieldModel

/// How much of the app the lock screen's own view hides (`lockView=`): app code, named only. Many
/// locks draw a lock screen that is only a logo and an Unlock button on a clear or translucent view,
/// and hide the content with a separate blur or cover layer that has show and hide moments of its
/// own: added at will-resign-active and removed at did-become-active
/// (https://github.com/admin-ch/CovidCertificate-App-iOS/pull/16 ; https://github.com/1letzgo/stashy/pull/4).
/// The family's separate layer is its shield (``LockConfiguration/shield``). What shows through the
/// lock screen is the model's rendering: a view with a clear background draws nothing and what is below
/// it shows (Apple, "backgroundColor": "The default value is nil, which results in a transparent
/// background color", https://developer.apple.com/documentation/uikit/uiview/backgroundcolor ; high), and the Face ID
/// prompt's own dismissal sends did-become-active, which takes the separate layer down while the lock
/// still stands after a cancel (https://github.com/christianselig/apollo-bugs/issues/361 : the blur goes
/// when Face ID fails at launch "despite the app still being locked"; Element X's did-become-active
/// after the prompt, https://github.com/element-hq/element-x-ios/issues/2134 ).
nonisolated extension LockConfiguration {
  /// The lock screen's background (``LockConfiguration/lockView``; absent: opaque white, as before).
  public enum LockView: String, CaseIterable, Sendable {
    /// `UIColor.clear`: only the lock's logo and controls are drawn.
    case clear
    /// White at 50% opacity: the content shows through, dimmed.
    case translucent

    /// The lock view's background color.
    public var backgroundColor: UIColor {
      switch self {
      case .clear: .clear
      case .translucent: UIColor.white.withAlphaComponent(0.5)
      }
    }
  }
}
