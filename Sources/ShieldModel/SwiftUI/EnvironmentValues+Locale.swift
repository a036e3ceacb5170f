extension EnvironmentValues {
  /// The locale views format text with (Apple, "locale",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale ; iOS 13+; high):
  /// SwiftUI's default is the user's current locale; the model's is a fixed `en_US` (a model
  /// choice, so that no host setting reaches a run's output), set by an ancestor's
  /// `environment(\.locale, _:)`. The model draws text as content by its frame, not its
  /// characters, so no capture depends on it.
  public var locale: Locale {
    get { self[_LocaleKey.self] }
    set { self[_LocaleKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/locale``: `en_US` where no ancestor set one.
nonisolated struct _LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}
