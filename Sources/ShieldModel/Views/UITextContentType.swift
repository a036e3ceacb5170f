/// The meaning of a text input's content (UIKit's `UITextContentType`, iOS 10+), which the
/// system reads to offer AutoFill. A field whose content is ``password`` is the app's passcode
/// entry for ``SystemEvent/enterPasscode`` (Apple, "password",
/// https://developer.apple.com/documentation/uikit/uitextcontenttype/password ; iOS 11+).
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "new-password")
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
