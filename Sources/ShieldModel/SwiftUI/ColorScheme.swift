/// SwiftUI's light or dark appearance (Apple, "ColorScheme",
/// https://developer.apple.com/documentation/swiftui/colorscheme ; iOS 13+; high).
nonisolated public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension View {
  /// This view's presentation asks for `colorScheme` (Apple, "preferredColorScheme(_:)"; high).
  /// Kept as the environment's ``EnvironmentValues/colorScheme`` below it; the model draws by
  /// opacity, not by appearance.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(_EnvironmentModifier { if let colorScheme { $0.colorScheme = colorScheme } })
  }
}
