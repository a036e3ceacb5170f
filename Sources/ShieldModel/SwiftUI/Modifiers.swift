/// The modifiers privacy covers use, each drawn as SwiftUI documents it (Apple, "View modifiers",
/// https://developer.apple.com/documentation/swiftui/view-modifiers ; iOS 13+ unless noted).
/// Modifiers the model does not have do not compile.

/// Views drawn in front of the content, over its frame (`overlay`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) ; high).
public struct _OverlayModifier<Overlay: View>: ViewModifier, _PrimitiveModifier {
  let overlay: Overlay
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let below = content()
    let above = graph.views(of: overlay, slot: 2, in: node)
    return [SwiftUILayoutView(.overlay, [SwiftUILayoutView(.overlay, below)] + above)]
  }
}

/// Views drawn behind the content, over its frame (`background`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) ; high).
public struct _BackgroundModifier<Background: View>: ViewModifier, _PrimitiveModifier {
  let background: Background
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let behind = graph.views(of: background, slot: 2, in: node)
    return [SwiftUILayoutView(.overlay, behind + [SwiftUILayoutView(.overlay, content())])]
  }
}

/// A style drawn behind the content (`background(_:)` with a color or a material).
public struct _BackgroundStyleModifier: ViewModifier, _PrimitiveModifier {
  let style: any ShapeStyle
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    [SwiftUILayoutView(.overlay, [graph.fill(style), SwiftUILayoutView(.overlay, content())])]
  }
}

/// A Gaussian blur of the content (`blur(radius:opaque:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/blur(radius:opaque:) ; high). Drawn as
/// a blur over the content's frame (``CALayer/backdropBlurRadius``): the model blurs whatever lies
/// under that frame, the content and what shows through it (medium: SwiftUI blurs the content
/// alone; the two differ only where the content is transparent).
public struct _BlurModifier: ViewModifier, _PrimitiveModifier {
  let radius: CGFloat
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    var views = [SwiftUILayoutView(.overlay, content())]
    if radius > 0 {
      let blur = SwiftUILayoutView(.overlay, [])
      blur.layer.backdropBlurRadius = radius
      views.append(blur)
    }
    return [SwiftUILayoutView(.overlay, views)]
  }
}

/// The content at an opacity (`opacity(_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/opacity(_:) ; high).
public struct _OpacityModifier: ViewModifier, _PrimitiveModifier {
  let opacity: Double
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.alpha = CGFloat(min(max(opacity, 0), 1))
    return [view]
  }
}

/// The content shown only where a mask view draws (`mask(alignment:_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:) ; iOS 15+; high),
/// drawn as the container's ``CALayer/mask``.
public struct _MaskModifier<Mask: View>: ViewModifier, _PrimitiveModifier {
  let mask: Mask
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    let maskView = SwiftUILayoutView(.overlay, graph.views(of: mask, slot: 2, in: node))
    view.maskView = maskView
    view.layer.mask = maskView.layer
    return [view]
  }
}

/// A fixed size for the content, centered in the space offered (`frame(width:height:alignment:)`;
/// Apple, https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) ;
/// high). An infinite or absent maximum takes the space offered.
public struct _FrameModifier: ViewModifier, _PrimitiveModifier {
  let width: CGFloat?
  let height: CGFloat?
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.fixedWidth = width.flatMap { $0.isFinite ? $0 : nil }
    view.fixedHeight = height.flatMap { $0.isFinite ? $0 : nil }
    return [view]
  }
}

/// A change of the environment for the content (`redacted(reason:)`, `privacySensitive(_:)`,
/// `foregroundColor(_:)`, `font(_:)`).
public struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
  let change: @MainActor (inout EnvironmentValues) -> Void
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    graph.withEnvironment(change, content)
  }
}

/// An action run when a value changes between updates (`onChange(of:initial:_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) ; iOS 17+, and
/// the one-argument form of iOS 14; high): after the update that saw the new value, with the old
/// and the new value; with `initial`, also after the first.
public struct _OnChangeModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let views = content()
    let new = value
    if let old = node.lastValue as? Value {
      if old != new { graph.afterThisUpdate { action(old, new) } }
    } else if initial {
      graph.afterThisUpdate { action(new, new) }
    }
    node.lastValue = new
    return views
  }
}

/// Actions run when the view's identity first appears and when an update no longer reaches it
/// (`onAppear`, `onDisappear`; Apple, https://developer.apple.com/documentation/swiftui/view/onappear(perform:) ;
/// high), after the update.
public struct _AppearanceModifier: ViewModifier, _PrimitiveModifier {
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let views = content()
    if let onAppear, !node.appeared { graph.afterThisUpdate(onAppear) }
    node.appeared = true
    if let onDisappear { node.onDisappear = onDisappear }
    return views
  }
}

/// The content as it is: the model lays SwiftUI content over the whole host view, so it already
/// extends into the safe area (`ignoresSafeArea`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) ; iOS 14+).
public struct _IgnoresSafeAreaModifier: ViewModifier, _PrimitiveModifier {
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] { content() }
}

/// An edge of a view (Apple, "Edge", https://developer.apple.com/documentation/swiftui/edge ; high).
public enum Edge: Int8, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges (`ignoresSafeArea(edges:)`, `padding(_:_:)`).
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    /// Edges from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { rawValue = 1 << Int(edge.rawValue) }
    /// All four edges.
    public static let all = Set(rawValue: 15)
    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// The content taking no touches when `enabled` is false (`allowsHitTesting(_:)`; Apple,
/// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) ; iOS 13+; high):
/// drawn as a container with user interaction off, so a touch there goes to what is below it.
public struct _HitTestingModifier: ViewModifier, _PrimitiveModifier {
  let enabled: Bool
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let view = SwiftUILayoutView(.overlay, content())
    view.isUserInteractionEnabled = enabled
    return [view]
  }
}

/// Regions of the safe area (`ignoresSafeArea(_:edges:)`).
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  /// Regions from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Every region.
  public static let all = SafeAreaRegions(rawValue: 3)
  /// The container's region.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's region.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

extension View {
  /// `overlay` drawn in front of this view, over its frame.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier(overlay: content()))
  }
  /// `overlay` drawn in front of this view, over its frame.
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay))
  }
  /// `background` drawn behind this view, over its frame.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier(background: content()))
  }
  /// `background` drawn behind this view, over its frame. Disfavored, as SwiftUI ranks it below
  /// ``background(_:ignoresSafeAreaEdges:)`` for a value that is both a view and a shape style
  /// (a `Color`): since iOS 15 `.background(Color.red)` takes the shape-style form and fills into
  /// the safe area (Apple, "background(_:ignoresSafeAreaEdges:)",
  /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) ;
  /// iOS 15+; high for the form taken, which SDK code compiles unambiguously).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(_BackgroundModifier(background: background))
  }
  /// `style` (a color or a material) drawn behind this view.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundStyleModifier(style: style))
  }
  /// This view blurred by `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(_BlurModifier(radius: radius)) }
  /// This view at `opacity` (0 to 1).
  public func opacity(_ opacity: Double) -> some View { modifier(_OpacityModifier(opacity: opacity)) }
  /// This view shown only where `mask` draws.
  public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
    modifier(_MaskModifier(mask: mask()))
  }
  /// This view at a fixed width or height, centered.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameModifier(width: width, height: height))
  }
  /// This view within bounds; an infinite or absent maximum takes the space offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(_FrameModifier(width: maxWidth, height: maxHeight))
  }
  /// This view with its content drawn redacted for `reason` (iOS 14+).
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
  }
  /// This view with no redaction (iOS 14+).
  public func unredacted() -> some View { modifier(_EnvironmentModifier { $0.redactionReasons = [] }) }
  /// Marks this view's content as private: redacted where the `.privacy` reason applies
  /// (iOS 15+); it changes nothing on screen by itself.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.isPrivacySensitive = sensitive })
  }
  /// Text and shapes in this view drawn in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.foregroundColor = color
        $0.foregroundShapeStyle = nil
      })
  }
  /// Text and shapes in this view drawn in `style` (a color).
  public func foregroundStyle(_ style: Color) -> some View {
    modifier(
      _EnvironmentModifier {
        $0.foregroundColor = style
        $0.foregroundShapeStyle = nil
      })
  }
  /// Shapes in this view filled with `style`, a material or a gradient (Apple,
  /// "foregroundStyle(_:)", https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) ;
  /// iOS 15+; high): a shape with no fill of its own draws in it. Text keeps its color (the model
  /// draws text by where it is, not by its style).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(
      _EnvironmentModifier {
        if let color = style as? Color {
          $0.foregroundColor = color
          $0.foregroundShapeStyle = nil
        } else {
          $0.foregroundShapeStyle = style
        }
      })
  }
  /// Text in this view drawn in `font`.
  public func font(_ font: Font?) -> some View { modifier(_EnvironmentModifier { $0.font = font }) }
  /// `action(old, new)` after an update in which `value` changed (and after the first with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial, action: action))
  }
  /// `action()` after an update in which `value` changed (and after the first with `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
  /// `action(new)` after an update in which `value` changed (iOS 14's form).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void)
    -> some View
  {
    modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
  /// `action` after the update in which this view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
  }
  /// `action` after the update that no longer reaches this view.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
  }
  /// This view extended into the safe area (already so in the model).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_IgnoresSafeAreaModifier())
  }
  /// This view taking touches only when `enabled` (when false, touches go to what is below).
  public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_HitTestingModifier(enabled: enabled)) }
  /// This view's controls disabled when `disabled` (Apple, "disabled(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/disabled(_:) ; iOS 13+; high): a
  /// ``Button`` inside runs no action.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { $0.isEnabled = $0.isEnabled && !disabled })
  }
  /// This view with the environment value at `keyPath` set to `value` (Apple,
  /// "environment(_:_:)", https://developer.apple.com/documentation/swiftui/view/environment(_:_:) ;
  /// iOS 13+; high).
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
  }
  /// This view extended into the safe area (iOS 13's spelling).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_IgnoresSafeAreaModifier()) }
}

extension View {
  /// This view clipped to a rounded rectangle of `radius` (Apple, "cornerRadius(_:antialiased:)",
  /// https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:) ; iOS
  /// 13+; high): to the model, the view unclipped (a model reduction: the corners hide a few
  /// points of the frame, which hold no content the model tracks).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  /// This view clipped to `shape` (Apple, "clipShape(_:style:)",
  /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) ; iOS 13+; high):
  /// to the model, the view unclipped, as ``cornerRadius(_:antialiased:)`` (the apps measured
  /// clip a logo's corners).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  /// This view with a shadow (Apple, "shadow(color:radius:x:y:)",
  /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:) ; iOS 13+;
  /// high): to the model, the view (a shadow draws none of the app's content).
  public func shadow(color: Color? = nil, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  { self }
}
