/// The strategy that protects nothing (the app as written).
public final class NoAndroidProtection: AndroidPrivacyStrategy {
  /// A strategy with no code.
  public init() {}
  /// `none`.
  public var name: String { "none" }
  /// Nothing.
  public var claims: AndroidProtectionClaims { [] }
}
