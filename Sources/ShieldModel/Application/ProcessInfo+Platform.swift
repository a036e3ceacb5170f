extension ProcessInfo {
  /// Whether the process is an iPhone or iPad app running on a Mac ("Designed for iPad" on Apple
  /// silicon; Apple, "isiOSAppOnMac",
  /// https://developer.apple.com/documentation/foundation/processinfo/isiosapponmac ; iOS 14+;
  /// high): "true only when the process is an iOS app running on a Mac": `true` on the model's
  /// `mac` profiles (``DeviceKind/mac``), `false` on the iPhone and iPad ones and outside a
  /// simulated device. Code that skips a trick on the Mac (the
  /// secure-field layer, ``PlatformFlags/secureCanvasBlanksMacWindow``) takes that branch on the
  /// `mac` profiles only. Foundation off Apple platforms has no such property. Read on the main
  /// actor, where app code and the simulated device run, as the model's `UserDefaults.standard`
  /// is (a read off it stops the process: the model has one thread for app code).
  public var isiOSAppOnMac: Bool {
    MainActor.assumeIsolated { Device.current?.profile.device == .mac }
  }

  /// Whether the process is a Mac Catalyst app (Apple, "isMacCatalystApp",
  /// https://developer.apple.com/documentation/foundation/processinfo/ismaccatalystapp ;
  /// iOS 13+; high): `true` for "a Mac app built with Mac Catalyst, or an iOS app running on
  /// Apple silicon" on a Mac, so it is ``isiOSAppOnMac``'s answer: the model has no Catalyst build.
  public var isMacCatalystApp: Bool { isiOSAppOnMac }
}
