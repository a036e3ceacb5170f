import Foundation

// LocalAuthentication's C error constants (`LAError.h`: `#define kLAErrorAuthenticationFailed -1`
// and so on), which Swift imports as `Int32` globals; code written before `LAError.Code` switches
// on `Int32(error.code)` against them. The values are `LAError.Code`'s raw values (Apple,
// "LAError.Code", https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code ;
// iOS 8+; high); the Touch ID names are the deprecated aliases of the biometry ones (iOS 8 to 11,
// same page, "Deprecated"), and the watch, pairing and dimension codes are the later cases of
// the same enumeration (`LAError.h` of the iOS 17 SDK). The model produces only the codes
// ``LAError`` lists.

/// `LAError.Code.authenticationFailed` (-1).
public let kLAErrorAuthenticationFailed: Int32 = -1
/// `LAError.Code.userCancel` (-2).
public let kLAErrorUserCancel: Int32 = -2
/// `LAError.Code.userFallback` (-3).
public let kLAErrorUserFallback: Int32 = -3
/// `LAError.Code.systemCancel` (-4).
public let kLAErrorSystemCancel: Int32 = -4
/// `LAError.Code.passcodeNotSet` (-5).
public let kLAErrorPasscodeNotSet: Int32 = -5
/// `LAError.Code.biometryNotAvailable` (-6).
public let kLAErrorBiometryNotAvailable: Int32 = -6
/// The deprecated name of ``kLAErrorBiometryNotAvailable`` (-6).
public let kLAErrorTouchIDNotAvailable: Int32 = -6
/// `LAError.Code.biometryNotEnrolled` (-7).
public let kLAErrorBiometryNotEnrolled: Int32 = -7
/// The deprecated name of ``kLAErrorBiometryNotEnrolled`` (-7).
public let kLAErrorTouchIDNotEnrolled: Int32 = -7
/// `LAError.Code.biometryLockout` (-8).
public let kLAErrorBiometryLockout: Int32 = -8
/// The deprecated name of ``kLAErrorBiometryLockout`` (-8).
public let kLAErrorTouchIDLockout: Int32 = -8
/// `LAError.Code.appCancel` (-9).
public let kLAErrorAppCancel: Int32 = -9
/// `LAError.Code.invalidContext` (-10).
public let kLAErrorInvalidContext: Int32 = -10
/// `LAError.Code.watchNotAvailable` (-11).
public let kLAErrorWatchNotAvailable: Int32 = -11
/// `LAError.Code.biometryNotPaired` (-12).
public let kLAErrorBiometryNotPaired: Int32 = -12
/// `LAError.Code.biometryDisconnected` (-13).
public let kLAErrorBiometryDisconnected: Int32 = -13
/// `LAError.Code.invalidDimensions` (-14).
public let kLAErrorInvalidDimensions: Int32 = -14
/// `LAError.Code.notInteractive` (-1004).
public let kLAErrorNotInteractive: Int32 = -1004
