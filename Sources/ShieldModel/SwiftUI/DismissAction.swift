/// SwiftUI's dismiss action (Apple, "DismissAction",
/// https://developer.apple.com/documentation/swiftui/dismissaction ; "dismiss",
/// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss ; iOS 15+; high):
/// read with `@Environment(\.dismiss)` and called as a function. In the content of a sheet or a
/// full-screen cover it dismisses that presentation by clearing the binding that presents it
/// (Apple: "the dismiss action … dismisses the sheet"), so the presentation goes as when the app
/// clears the binding itself; elsewhere it does nothing (Apple: no effect on a view that is not
/// presented). Popping a navigation stack is not modeled (model limit: the model's navigation
/// stacks are not driven by `dismiss`).
nonisolated public struct DismissAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  /// Dismisses the presentation the view is in (see the type's note).
  @MainActor public func callAsFunction() { action() }
}

extension EnvironmentValues {
  /// The action that dismisses the presentation the view is in (see ``DismissAction``).
  public var dismiss: DismissAction { dismissAction }
}
