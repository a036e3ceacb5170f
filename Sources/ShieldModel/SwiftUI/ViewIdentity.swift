extension View {
  /// Gives the view an explicit identity (Apple, "id(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/id(_:) ; iOS 13+; high for the
  /// declaration). Drawn as the view. On iOS a new identity makes a new view, whose `@State`
  /// starts again and which transitions in; the model keeps the view and its state (model limit:
  /// state an app resets by changing an `id` is kept, and no transition is drawn).
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
