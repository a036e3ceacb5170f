/// The user's text size (Apple, "DynamicTypeSize",
/// https://developer.apple.com/documentation/swiftui/dynamictypesize ; iOS 15+; high), smallest
/// first. The model draws text as content by its frame, not its glyphs, so a size changes nothing
/// a capture shows.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large (the system's default).
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth (largest) accessibility size.
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// The text size views use (Apple, "dynamicTypeSize",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize ; iOS 15+;
  /// high): `.large` where no ancestor set one (the model's device keeps the default size).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[_DynamicTypeSizeKey.self] }
    set { self[_DynamicTypeSizeKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/dynamicTypeSize``: `.large` where no ancestor set one.
nonisolated struct _DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension View {
  /// Sets the text size of this view's text (Apple, "dynamicTypeSize(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0 ; iOS 15+;
  /// high for the call). Kept, drawn as the view (see ``DynamicTypeSize``).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  /// Limits the text size of this view's text to `range` (Apple, "dynamicTypeSize(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-1m2tf ; iOS 15+);
  /// drawn as the view.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    self
  }
}
