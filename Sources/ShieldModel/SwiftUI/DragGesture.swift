/// A gesture: an input a view recognizes (Apple, "Gesture",
/// https://developer.apple.com/documentation/swiftui/gesture ; iOS 13+; high).
@preconcurrency @MainActor public protocol Gesture {
  /// The type of the gesture's value.
  associatedtype Value
}

/// A dragging motion (Apple, "DragGesture", https://developer.apple.com/documentation/swiftui/draggesture ;
/// iOS 13+; high). **Without behaviour**: the fuzzer's touches do not move, so a drag never
/// begins and its actions never run.
public struct DragGesture: Gesture {
  /// A drag's state (Apple, "DragGesture.Value"; high).
  public struct Value: Equatable, Sendable {
    /// Where the drag started.
    public var startLocation: CGPoint
    /// Where the drag is.
    public var location: CGPoint
    /// How far the drag moved.
    public var translation: CGSize
  }
  /// A drag recognized after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
  /// `action` as the drag changes: never run (see the type's note).
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  /// `action` when the drag ends: never run (see the type's note).
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// Where a gesture's locations are measured (Apple, "CoordinateSpace",
/// https://developer.apple.com/documentation/swiftui/coordinatespace ; high); kept for source
/// compatibility.
public enum CoordinateSpace: Hashable, Sendable {
  /// The view's own space.
  case local
  /// The screen's space.
  case global
}

extension View {
  /// Attaches `gesture` (Apple, "gesture(_:including:)"; high). **Without behaviour**: the model
  /// recognizes taps only (``View/onTapGesture(count:perform:)``); the view is drawn as it is.
  public func gesture<G: Gesture>(_ gesture: G) -> some View { self }
  /// Attaches `gesture` ahead of the view's own (Apple, "highPriorityGesture(_:including:)";
  /// high). **Without behaviour**, as ``View/gesture(_:)``.
  public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }
  /// Attaches `gesture` alongside the view's own (Apple, "simultaneousGesture(_:including:)";
  /// high). **Without behaviour**, as ``View/gesture(_:)``.
  public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
  /// Moves the view's drawing by `x` and `y` points without moving its layout (Apple,
  /// "offset(x:y:)", https://developer.apple.com/documentation/swiftui/view/offset(x:y:) ; iOS
  /// 13+; high). **Without behaviour**: the model draws the view at its place (the apps measured
  /// offset a field to shake it on a wrong PIN).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  /// Moves the view's drawing by `offset` (see ``View/offset(x:y:)``: not drawn).
  public func offset(_ offset: CGSize) -> some View { self }
  /// The title of the navigation bar (Apple, "navigationBarTitle(_:)", iOS 13+, deprecated for
  /// `navigationTitle`; high). **Without behaviour**: the model draws no navigation bar.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
  /// The title of the navigation bar in `displayMode` (Apple,
  /// "navigationBarTitle(_:displayMode:)"; high). **Without behaviour**, as above.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View { self }
  /// The title of the navigation bar, a text (Apple, "navigationBarTitle(_:)"; high). **Without
  /// behaviour**, as above.
  public func navigationBarTitle(_ title: Text) -> some View { self }
  /// The title of the navigation bar, a text, in `displayMode` (Apple,
  /// "navigationBarTitle(_:displayMode:)"; high). **Without behaviour**, as above.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }
  /// The capitalization of typed text (Apple, "autocapitalization(_:)", iOS 13+, deprecated;
  /// high). **Without behaviour**: the model types no text.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

/// A navigation bar item's settings (Apple, "NavigationBarItem"; high); kept for source
/// compatibility.
public struct NavigationBarItem {
  /// How the navigation bar shows its title.
  public enum TitleDisplayMode: Sendable {
    /// As the system chooses.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// How typed text is capitalized (Apple, "UITextAutocapitalizationType",
/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype ; iOS 2+; high);
/// kept for source compatibility (the model types no text).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitalization.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}
