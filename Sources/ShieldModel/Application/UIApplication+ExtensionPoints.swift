import Foundation

extension UIApplication {
  /// An app extension point an app delegate may refuse in
  /// `application(_:shouldAllowExtensionPointIdentifier:)` (UIKit's
  /// `UIApplication.ExtensionPointIdentifier`; Apple, "UIApplication.ExtensionPointIdentifier",
  /// https://developer.apple.com/documentation/uikit/uiapplication/extensionpointidentifier ;
  /// iOS 8+; high): `keyboard`, custom (third-party) keyboards, the one point UIKit names.
  ///
  /// Declared so that an app delegate refusing third-party keyboards compiles; the model has no
  /// third-party keyboards, so it never asks the delegate (its keyboard is the system's, see
  /// `Device+KeyboardWindow.swift`), and a delegate's answer changes nothing in a run.
  nonisolated public struct ExtensionPointIdentifier: Hashable, RawRepresentable, Sendable {
    /// The extension point's identifier string.
    public let rawValue: String
    /// The extension point named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Custom keyboards (Apple: "keyboard", the identifier of custom keyboard extensions).
    public static let keyboard = ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
  }
}
