// The touch ID names of three codes, deprecated since iOS 11 for the biometry names, which take
// their raw values (Apple, "LAError.Code.touchIDLockout", "touchIDNotAvailable",
// "touchIDNotEnrolled", https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/touchidlockout ;
// iOS 8/9 to 11, deprecated, still in the SDK; high). Apps written before iOS 11 still switch on them.
extension LAError.Code {
  /// ``biometryLockout`` under its iOS 9 name.
  public static var touchIDLockout: Self { .biometryLockout }
  /// ``biometryNotAvailable`` under its iOS 8 name.
  public static var touchIDNotAvailable: Self { .biometryNotAvailable }
  /// ``biometryNotEnrolled`` under its iOS 8 name.
  public static var touchIDNotEnrolled: Self { .biometryNotEnrolled }
}

extension LAError {
  /// ``Code/biometryLockout`` under its iOS 9 name (`LAError.touchIDLockout`).
  public static var touchIDLockout: Code { .biometryLockout }
  /// ``Code/biometryNotAvailable`` under its iOS 8 name.
  public static var touchIDNotAvailable: Code { .biometryNotAvailable }
  /// ``Code/biometryNotEnrolled`` under its iOS 8 name.
  public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
}
