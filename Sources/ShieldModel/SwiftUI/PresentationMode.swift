/// Whether the view is presented, and a way to dismiss it (Apple, "PresentationMode",
/// https://developer.apple.com/documentation/swiftui/presentationmode ; iOS 13+, deprecated for
/// `dismiss` since iOS 15; high). **Without behaviour**: the model reads `isPresented` as
/// `false` and `dismiss()` does nothing; a cover the app dismisses this way stays until its
/// presenting binding is cleared.
nonisolated public struct PresentationMode: Sendable {
  /// Whether the view is presented: `false` in the model (see the type's note).
  public var isPresented: Bool { false }
  /// Dismisses the view: nothing in the model (see the type's note).
  public mutating func dismiss() {}
}

extension EnvironmentValues {
  /// A binding to the view's presentation mode (Apple, "presentationMode",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/presentationmode ; iOS
  /// 13+; high). **Without behaviour** (see ``PresentationMode``).
  @MainActor public var presentationMode: Binding<PresentationMode> {
    Binding(get: { PresentationMode() }, set: { _ in })
  }
}
