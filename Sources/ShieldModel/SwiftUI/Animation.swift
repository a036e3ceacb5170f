/// SwiftUI's animations and transitions, declared so that app code compiles; not modeled: a change
/// made under an animation (`withAnimation`, `.animation(_:value:)`) or a view inserted or removed
/// with a `.transition` takes its final value in the update that draws it, with no frames in
/// between (Apple, "Animations", https://developer.apple.com/documentation/swiftui/animations ;
/// iOS 13+; model reduction). What the reduction hides: a cover that fades in over 0.3 s is fully
/// drawn in the model's first frame, where SwiftUI draws it partly transparent, so a snapshot
/// taken during the fade sees more of the content in SwiftUI than in the model.

/// How a change is animated (Apple, "Animation",
/// https://developer.apple.com/documentation/swiftui/animation ; high). Kept only by name. A
/// nonisolated value, as SwiftUI's (a library's defaults make one in a nonisolated closure).
nonisolated public struct Animation: Equatable, Sendable {
  let name: String
  /// The default animation.
  public static let `default` = Animation(name: "default")
  /// Ease in and out.
  public static let easeInOut = Animation(name: "easeInOut")
  /// Ease in.
  public static let easeIn = Animation(name: "easeIn")
  /// Ease out.
  public static let easeOut = Animation(name: "easeOut")
  /// Constant speed.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A smooth spring (iOS 17+).
  public static let smooth = Animation(name: "smooth")
  /// Ease in and out over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
  /// Ease in over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
  /// Ease out over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
  /// A spring of `stiffness` and `damping` (Apple, "interpolatingSpring(mass:stiffness:damping:initialVelocity:)",
  /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialVelocity:) ;
  /// iOS 13+; high); the model keeps the name, as for ``spring``.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { Animation(name: "spring") }
  /// A spring.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { Animation(name: "spring") }
  /// A spring that settles in about `duration` seconds with `bounce` (0: none, up to 1) (Apple,
  /// "spring(duration:bounce:blendDuration:)",
  /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:) ;
  /// iOS 17+; high); the model keeps the name, as for ``spring``.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(name: "spring")
  }
  /// A spring with a small bounce (Apple, "snappy"; iOS 17+; high).
  public static let snappy = Animation(name: "snappy")
  /// A spring with a larger bounce (Apple, "bouncy"; iOS 17+; high).
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring of `duration` seconds and `extraBounce` (Apple, "smooth(duration:extraBounce:)",
  /// https://developer.apple.com/documentation/swiftui/animation/smooth(duration:extrabounce:) ; iOS 17+; high).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth") }
  /// A snappy spring of `duration` seconds and `extraBounce` (Apple, "snappy(duration:extraBounce:)"; iOS 17+; high).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy") }
  /// A bouncy spring of `duration` seconds and `extraBounce` (Apple, "bouncy(duration:extraBounce:)"; iOS 17+; high).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy") }
  /// This animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation at `speed` times its speed.
  public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body` at once and returns its result; the state changes it makes update the views in
/// SwiftUI's next update, unanimated in the model (Apple, "withAnimation(_:_:)",
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:) ; iOS 13+; high that the
/// body runs synchronously; animation not modeled).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// How a view is inserted and removed (Apple, "AnyTransition",
/// https://developer.apple.com/documentation/swiftui/anytransition ; high). Not modeled: the view
/// appears and disappears in the update that inserts or removes it.
public struct AnyTransition: Sendable {
  /// Fades.
  public static let opacity = AnyTransition()
  /// Slides in from the leading edge.
  public static let slide = AnyTransition()
  /// Scales.
  public static let scale = AnyTransition()
  /// No change.
  public static let identity = AnyTransition()
  /// Moves in from `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// Scales from `scale`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  /// `insertion` on insertion, `removal` on removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A point in a view's unit square (Apple, "UnitPoint",
/// https://developer.apple.com/documentation/swiftui/unitpoint ; high).
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal fraction.
  public var x: CGFloat
  /// The vertical fraction.
  public var y: CGFloat
  /// The point at `x`, `y`.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top center.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The bottom center.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The leading edge's center (left-to-right layout).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The trailing edge's center.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Draws the content as it is (an animation or a transition: not modeled).
public struct _UnmodeledEffectModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { content() }
}

extension View {
  /// Changes to this view animated with `animation` when `value` changes (Apple,
  /// "animation(_:value:)", https://developer.apple.com/documentation/swiftui/view/animation(_:value:) ;
  /// iOS 15+): drawn at once in the model.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(_UnmodeledEffectModifier())
  }
  /// Changes to this view animated with `animation` (iOS 13's form, deprecated in iOS 15): drawn
  /// at once in the model.
  public func animation(_ animation: Animation?) -> some View { modifier(_UnmodeledEffectModifier()) }
  /// This view inserted and removed with `transition` (Apple, "transition(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/transition(_:) ; iOS 13+): at once in
  /// the model.
  public func transition(_ transition: AnyTransition) -> some View { modifier(_UnmodeledEffectModifier()) }
}
