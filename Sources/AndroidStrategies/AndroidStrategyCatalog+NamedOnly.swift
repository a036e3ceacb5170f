import AndroidModel

nonisolated extension AndroidStrategyCatalog {
  /// Built-in strategies reached by name only (traces, `run --strategy`, `replay`), outside the default run: the
  /// seed's `FLAG_SECURE` over a Flutter web view in each composition (``SecureFlagOverWebView``), on a profile that
  /// answers ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow`` as the Oppo, Vivo and Huawei
  /// reports do (`phone-api29-flutter+virtualDisplayContentBlackUnderSecureWindow=true`; Android 10, the reports'
  /// release). The first breaks blank-window there, the second is its control.
  public static let namedOnly: [AndroidStrategyDescriptor] = [
    AndroidEmbeddedView.Composition.virtualDisplay, .hybridComposition,
  ].map { composition in
    let mode = composition == .virtualDisplay ? "virtual-display mode" : "hybrid composition"
    return AndroidStrategyDescriptor(
      name: SecureFlagOverWebView.name(for: composition),
      summary: "FLAG_SECURE in onCreate over a Flutter web view in \(mode)",
      source: composition == .virtualDisplay
        ? "https://github.com/pichillilorenzo/flutter_inappwebview/issues/534"
        : "https://github.com/flutter-team-archive/plugins/pull/2883",
      defaultProfile: vendorBuild(AndroidProfile(apiLevel: 29, structure: .flutter)),
      app: .bankingWithWebView(composition), make: { SecureFlagOverWebView(composition) })
  }

  /// `profile` answering ``AndroidPlatformFlags/virtualDisplayContentBlackUnderSecureWindow`` as the vendor builds of
  /// the black web view reports do.
  static func vendorBuild(_ profile: AndroidProfile) -> AndroidProfile {
    var profile = profile
    profile.flags.virtualDisplayContentBlackUnderSecureWindow = true
    return profile
  }
}
