extension Image {
  /// The catalog image `resource` (Apple, "init(_:)" for `ImageResource`,
  /// https://developer.apple.com/documentation/swiftui/image/init(_:)-3kbdr ; iOS 17+; high):
  /// `Image(.splashIcon)`, as ``init(_:)`` with the asset's name (see ``ImageResource``: off Xcode
  /// the app's glue declares the symbols its files name).
  public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
  /// The catalog color `resource` (Apple, "init(_:)" for `ColorResource`,
  /// https://developer.apple.com/documentation/swiftui/color/init(_:)-9b8ht ; iOS 17+; high): as
  /// `UIColor(resource:)`, opaque gray (the model has no catalog; its colors are not drawn beyond
  /// opacity).
  public init(_ resource: ColorResource) { self.init(white: 0.5) }
}
