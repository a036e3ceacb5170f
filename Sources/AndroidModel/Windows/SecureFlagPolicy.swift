// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// Jetpack Compose's `SecureFlagPolicy` for `DialogProperties` and `PopupProperties`
/// (https://developer.android.com/reference/kotlin/androidx/compose/ui/window/SecureFlagPolicy ; high).
nonisolated public enum SecureFlagPolicy: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Copy `FLAG_SECURE` from the parent window (the default).
  case Inherit
  /// Always set `FLAG_SECURE`.
  case SecureOn
  /// Never set `FLAG_SECURE`.
  case SecureOff

  /// `inherit`, `secureOn`, `secureOff`.
  public var description: String {
    switch self {
    case .Inherit: return "inherit"
    case .SecureOn: return "secureOn"
    case .SecureOff: return "secureOff"
    }
  }

  /// Whether Compose sets `FLAG_SECURE` on the dialog's or popup's own window, given its parent's flag when the window
  /// is created (`shouldApplySecureFlag` in Compose's `AndroidDialog.android.kt` and `AndroidPopup.android.kt`).
  func appliesSecureFlag(parentIsSecure: Bool) -> Bool {
    switch self {
    case .Inherit: return parentIsSecure
    case .SecureOn: return true
    case .SecureOff: return false
    }
  }
}
