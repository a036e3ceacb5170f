/// How a ``ProgressView`` is drawn, as a type (Apple, "ProgressViewStyle",
/// https://developer.apple.com/documentation/swiftui/progressviewstyle ; iOS 14+; high). The model
/// draws every progress view as an empty view of no content (``ProgressView``), so a style changes
/// nothing it draws: it is kept, never applied. The static `.circular`, `.linear` and `.automatic`
/// are ``ProgressViewStyleValue``'s.
nonisolated public protocol ProgressViewStyle: Sendable {}

/// A spinner (Apple, "CircularProgressViewStyle",
/// https://developer.apple.com/documentation/swiftui/circularprogressviewstyle ; iOS 14+; high):
/// kept, with its tint (see ``ProgressViewStyle``).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  /// The tint the spinner is drawn in (`nil`: the accent color); kept, never drawn.
  public let tint: Color?
  /// A spinner in the accent color.
  public init() { tint = nil }
  /// A spinner in `tint` (deprecated by Apple from iOS 15 for the `tint(_:)` modifier).
  public init(tint: Color) { self.tint = tint }
}

/// A bar (Apple, "LinearProgressViewStyle",
/// https://developer.apple.com/documentation/swiftui/linearprogressviewstyle ; iOS 14+; high):
/// kept, with its tint (see ``ProgressViewStyle``).
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  /// The tint the bar is drawn in (`nil`: the accent color); kept, never drawn.
  public let tint: Color?
  /// A bar in the accent color.
  public init() { tint = nil }
  /// A bar in `tint` (deprecated by Apple from iOS 15 for the `tint(_:)` modifier).
  public init(tint: Color) { self.tint = tint }
}

/// The platform's default progress style (Apple, "DefaultProgressViewStyle",
/// https://developer.apple.com/documentation/swiftui/defaultprogressviewstyle ; iOS 14+; high):
/// a spinner, or a bar for a fraction; kept (see ``ProgressViewStyle``).
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  /// The default style.
  public init() {}
}

extension View {
  /// This view's progress views drawn in `style`, a style type such as
  /// `CircularProgressViewStyle(tint: .white)` (Apple, "progressViewStyle(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:) ; iOS 14+;
  /// high): kept, the view unchanged (the model draws progress views as empty views).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
