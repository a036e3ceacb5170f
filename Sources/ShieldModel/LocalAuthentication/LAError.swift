import Foundation

/// Why a policy evaluation failed (LocalAuthentication's `LAError`, iOS 8+): its ``code`` with
/// Apple's raw values, bridged to `NSError` in the domain `com.apple.LocalAuthentication`.
///
/// The model produces ``Code/userCancel`` (the user cancels the prompt,
/// ``SystemEvent/dismissSystemAlert`` before a match; Apple, "LAError.Code.userCancel",
/// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/usercancel ;
/// high), ``Code/systemCancel`` (the user leaves the app, opens the switcher or locks the device
/// while the prompt is up; "LAError.Code.systemCancel": "if another app comes to the foreground
/// while your app displays the authentication dialog",
/// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/systemcancel ;
/// high), ``Code/appCancel`` (``LAContext/invalidate()`` during an evaluation; "invalidate()",
/// https://developer.apple.com/documentation/localauthentication/lacontext/invalidate() ; high) and
/// ``Code/invalidContext`` (an evaluation on an invalidated context; same page; high),
/// ``Code/userFallback`` (the fallback of the biometrics policy, ``SystemEvent/faceIDFallback``)
/// and ``Code/biometryLockout`` (five failed attempts in a row, ``SystemEvent/faceIDNoMatch``).
/// The other codes exist for source compatibility: the model has no missing enrollment.
nonisolated public struct LAError: Error, Hashable, Sendable, CustomNSError {
  /// LocalAuthentication's error codes, with Apple's raw values.
  public enum Code: Int, Sendable, Hashable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case notInteractive = -1004
  }

  /// The code.
  public let code: Code

  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// `com.apple.LocalAuthentication`.
  public static var errorDomain: String { "com.apple.LocalAuthentication" }
  /// The code's raw value.
  public var errorCode: Int { code.rawValue }

  // The codes as `LAError`'s own members, as Swift's bridged error structs spell them
  // (`LAError.userCancel`, `catch LAError.userCancel`).
  /// ``Code/authenticationFailed``.
  public static var authenticationFailed: Code { .authenticationFailed }
  /// ``Code/userCancel``.
  public static var userCancel: Code { .userCancel }
  /// ``Code/userFallback``.
  public static var userFallback: Code { .userFallback }
  /// ``Code/systemCancel``.
  public static var systemCancel: Code { .systemCancel }
  /// ``Code/passcodeNotSet``.
  public static var passcodeNotSet: Code { .passcodeNotSet }
  /// ``Code/biometryNotAvailable``.
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  /// ``Code/biometryNotEnrolled``.
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  /// ``Code/biometryLockout``.
  public static var biometryLockout: Code { .biometryLockout }
  /// ``Code/appCancel``.
  public static var appCancel: Code { .appCancel }
  /// ``Code/invalidContext``.
  public static var invalidContext: Code { .invalidContext }
  /// ``Code/notInteractive``.
  public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
  /// `catch LAError.userCancel`, as Swift's bridged errors match a code.
  public static func ~= (code: Self, error: any Error) -> Bool {
    (error as? LAError)?.code == code
  }
}

/// A pointer an API writes its error through (Foundation's `NSErrorPointer`; `&error` with
/// `var error: NSError?`). Foundation on Linux has no such alias, so the model spells it.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
