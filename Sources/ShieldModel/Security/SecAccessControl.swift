// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The Security framework's names, spelled as Apple spells them so app code compiles unchanged.
import Foundation

/// A Security framework result code (`OSStatus`).
public typealias OSStatus = Int32

/// `errSecSuccess` (0).
nonisolated public let errSecSuccess: OSStatus = 0
/// `errSecUserCanceled` (-128): the user cancelled the authentication the item's access control asked for.
nonisolated public let errSecUserCanceled: OSStatus = -128
/// `errSecAuthFailed` (-25293): the authentication failed.
nonisolated public let errSecAuthFailed: OSStatus = -25293
/// `errSecDuplicateItem` (-25299).
nonisolated public let errSecDuplicateItem: OSStatus = -25299
/// `errSecItemNotFound` (-25300).
nonisolated public let errSecItemNotFound: OSStatus = -25300
/// `errSecInteractionNotAllowed` (-25308): the item needs the authentication UI and it cannot be shown.
nonisolated public let errSecInteractionNotAllowed: OSStatus = -25308

/// `kSecClass`, the key of an item's class; the model keeps generic passwords only.
nonisolated public let kSecClass = "class"
/// `kSecClassGenericPassword`.
nonisolated public let kSecClassGenericPassword = "genp"
/// `kSecAttrService`, the key that names an item (with its class).
nonisolated public let kSecAttrService = "svce"
/// `kSecValueData`, the key of an item's secret (`Data`).
nonisolated public let kSecValueData = "v_Data"
/// `kSecAttrAccessControl`, the key of an item's ``SecAccessControl``.
nonisolated public let kSecAttrAccessControl = "accc"
/// `kSecUseAuthenticationContext`, the key of the ``LAContext`` a read authenticates with.
nonisolated public let kSecUseAuthenticationContext = "u_AuthCtx"
/// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`, the protection the model's items have.
nonisolated public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly = "aku"

/// What a Keychain item's access control asks for at every read (`SecAccessControlCreateFlags`,
/// iOS 8+; Apple, https://developer.apple.com/documentation/security/secaccesscontrolcreateflags ;
/// high). The model keeps the constraints apps lock a secret with:
/// - `userPresence`: Face ID, or the device passcode ("equivalent to specifying biometryAny, or,
///   and devicePasscode"; biometry "doesn't have to be available or enrolled",
///   https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/userpresence );
/// - `biometryAny`: Face ID with any enrolled face ("still accessible ... by Face ID if the user is
///   re-enrolled", .../biometryany ; iOS 11.3+);
/// - `biometryCurrentSet`: Face ID with the face enrolled when the item was added; "the item is
///   invalidated ... if the user re-enrolls for Face ID" (.../biometrycurrentset ; iOS 11.3+);
/// - `devicePasscode`: the device passcode only (.../devicepasscode).
nonisolated public struct SecAccessControlCreateFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Face ID or the device passcode (1).
  public static let userPresence = SecAccessControlCreateFlags(rawValue: 1 << 0)
  /// Face ID, any enrolled face (2).
  public static let biometryAny = SecAccessControlCreateFlags(rawValue: 1 << 1)
  /// Face ID, the faces enrolled when the item was added (8).
  public static let biometryCurrentSet = SecAccessControlCreateFlags(rawValue: 1 << 3)
  /// The device passcode (16).
  public static let devicePasscode = SecAccessControlCreateFlags(rawValue: 1 << 4)
}

/// An item's access control (`SecAccessControl`), made by ``SecAccessControlCreateWithFlags(_:_:_:_:)``.
nonisolated public final class SecAccessControl: Sendable {
  /// The item's protection class (recorded only: the model's device is unlocked while the app runs).
  public let protection: String
  /// What a read asks for.
  public let flags: SecAccessControlCreateFlags
  init(protection: String, flags: SecAccessControlCreateFlags) {
    self.protection = protection
    self.flags = flags
  }

  /// The LocalAuthentication policy a read evaluates: biometry only for the biometry constraints,
  /// Face ID then the passcode for `userPresence` (and the passcode alone for `devicePasscode`,
  /// ``asksPasscodeOnly``). A lock's route check reads it as the policy a read of the item can still pass
  /// (``Device/authenticationUnavailable(for:)``).
  public var policy: LAPolicy {
    flags.contains(.userPresence) || flags.contains(.devicePasscode)
      ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics
  }

  /// Whether a read asks for the device passcode with no Face ID stage (`devicePasscode` alone).
  var asksPasscodeOnly: Bool {
    flags.contains(.devicePasscode) && !flags.contains(.userPresence) && !flags.contains(.biometryAny)
      && !flags.contains(.biometryCurrentSet)
  }

  /// Whether the item is bound to the enrolled set (`biometryCurrentSet`).
  var bindsEnrolledSet: Bool { flags.contains(.biometryCurrentSet) }
}

/// Makes an access control (Apple, "SecAccessControlCreateWithFlags(_:_:_:_:)", iOS 8+; high).
/// `allocator` and `error` are accepted and unused; the model refuses no combination.
public func SecAccessControlCreateWithFlags(
  _ allocator: Any?, _ protection: String, _ flags: SecAccessControlCreateFlags,
  _ error: UnsafeMutablePointer<(any Error)?>?
) -> SecAccessControl? {
  SecAccessControl(protection: protection, flags: flags)
}
