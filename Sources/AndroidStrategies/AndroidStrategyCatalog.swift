import AndroidModel

/// Every built-in Android strategy, by name order of the catalog.
public enum AndroidStrategyCatalog {
  /// Fresh instances of every strategy (strategies keep state, so each run needs its own).
  public static func all() -> [any AndroidPrivacyStrategy] {
    [
      NoAndroidProtection(), SecureFlagOnCreate(), RenderEffectBlurOnPause(), Seed004Protections(),
      SecureFlagOnPause(), CoverViewOnPause(), RecentsScreenshotDisabled(), SecureFlagCopiedToDialogs(),
      RecommendedAndroidProtection(),
    ]
  }
}
