/// Whether a piece of system or app chrome shows (Apple, "Visibility",
/// https://developer.apple.com/documentation/swiftui/visibility ; iOS 15+; high).
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// As the system decides.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// A bar a toolbar modifier applies to (Apple, "ToolbarPlacement",
/// https://developer.apple.com/documentation/swiftui/toolbarplacement ; iOS 16+; high).
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The bars the system picks.
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
  /// Asks the system to show or hide its overlays over the app, such as the home indicator
  /// (Apple, "persistentSystemOverlays(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/persistentsystemoverlays(_:) ; iOS 16+;
  /// high). The home indicator is drawn by the system above every app window and is not in the
  /// app's snapshot, so the model draws nothing for it either way.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  /// Shows or hides the bars `bars` of the enclosing navigation or tab view (Apple,
  /// "toolbar(_:for:)", https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:) ;
  /// iOS 16+; high). The model's SwiftUI has no navigation or tab bars to hide.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  /// Hides the status bar while the view shows (Apple, "statusBarHidden(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/statusbarhidden(_:) ; iOS 13+; high).
  /// The status bar is the system's, above every app window and not in the app's snapshot.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}
