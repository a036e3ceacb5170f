import ShieldModel

nonisolated extension StrategyDescriptor {
  /// The weights `run` draws the Mac's focus events with for a strategy whose claims include
  /// ``ProtectionClaims/unfocused`` (`focusOtherMacApp` and `focusMacApp`, off by default and valid only on the
  /// `mac` profile): the promise is reached only through them. Empty for any other claims.
  public static func focusEventWeights(_ claims: ProtectionClaims) -> [String: Int] {
    claims.contains(.unfocused) ? ["focusOtherMacApp": 2, "focusMacApp": 2] : [:]
  }
}
