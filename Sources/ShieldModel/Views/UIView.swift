/// A UIKit view: a rectangle in its superview, backed by a ``CALayer``, with ordered subviews.
///
/// Geometry, alpha and hiding live on the layer, as in UIKit, so that rendering (which walks the
/// layer tree) and hit-testing (which walks the view tree) agree until code rearranges layers by
/// hand. Units are points. Source: Apple, "UIView",
/// https://developer.apple.com/documentation/uikit/uiview (iOS 2+).
@preconcurrency @MainActor open class UIView: UIResponder {
  // A view going away clears the pointers to it that it knows of, as UIKit's views do: its
  // subviews' superview and its layer's owner (unowned, see superviewStorage).
  nonisolated deinit {
    for view in subviewStorage { view.superviewStorage = nil }
    layer.owningView = nil
    LiveObjects.views -= 1
  }
  /// The backing layer; `addSubview` keeps the layer tree in step with the view tree. Replaced
  /// only by key-value coding (``setValue(_:forKey:)``). Unchecked exclusivity: read on every
  /// walk, and no access spans a call.
  @exclusivity(unchecked) public private(set) var layer: CALayer
  /// An integer the app uses to find the view again with ``viewWithTag(_:)``; default 0.
  @exclusivity(unchecked) public var tag = 0
  /// The identifier that opts the view into state restoration (Apple, "restorationIdentifier",
  /// https://developer.apple.com/documentation/uikit/uiview/restorationidentifier ; iOS 6+; high);
  /// default `nil`. Kept, never read: the model does not preserve or restore state.
  @exclusivity(unchecked) open var restorationIdentifier: String?
  /// The transform applied to the view about its center (Apple, "transform",
  /// https://developer.apple.com/documentation/uikit/uiview/transform ; iOS 2+; high); default
  /// `.identity`. Kept, not applied: the model lays out and draws frames untransformed (a model
  /// reduction; the measured covers set it only for an entrance animation ending at `.identity`).
  @exclusivity(unchecked) open var transform: CGAffineTransform = .identity
  /// Whether touches can land on this view or its subviews. Default `true` (UILabel and
  /// UIImageView set `false`, as in UIKit).
  @exclusivity(unchecked) public var isUserInteractionEnabled = true
  /// How the frame follows its superview's size changes; default none, so a view made in code
  /// keeps its frame on rotation (Apple, "autoresizingMask",
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property ).
  @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = []
  /// Used by the checkers to tell the app's own views apart; UIKit's accessibility identifier.
  @exclusivity(unchecked) public var accessibilityIdentifier: String?
  /// The simulated process the view was made in (``Device/processToken``), 0 until a device uses
  /// a view made outside one; `Device+PreviousProcess.swift` reads it.
  @exclusivity(unchecked) package var processToken = Device.current?.processToken ?? 0
  /// Whether the frame is set by hand and autoresizing (`true`, the default for views made in
  /// code) or by active constraints (`false`; see ``NSLayoutConstraint``).
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if !translatesAutoresizingMaskIntoConstraints, AutoLayout.hasConstraints { AutoLayout.layOut(self) } }
  }
  /// Active constraints this view is an item of (see ``NSLayoutConstraint``).
  @exclusivity(unchecked) package var constraintStorage: [NSLayoutConstraint] = []
  /// The gesture recognizers attached to the view (``addGestureRecognizer(_:)``), retained.
  package var gestureRecognizerStorage: [UIGestureRecognizer] = []
  /// Attributes kept for source compatibility and never drawn (``UIView/overrideUserInterfaceStyle``
  /// and the like, `UIView+KeptAttributes.swift`), made on first write: one pointer per view.
  @exclusivity(unchecked) package var keptAttributes: UIViewKeptAttributes?
  /// The tint of templated images and controls (kept for source compatibility; not drawn).
  public var tintColor: UIColor! = .systemBlue
  /// Kept for source compatibility; layout is not modeled beyond autoresizing.
  public var contentMode: ContentMode = .scaleToFill

  // Parent and owner pointers are unowned, not weak, and cleared by the parent's deinit: a weak
  // reference gives the object a side table, which sends every retain and release of every
  // view and layer down the runtime's slow path (a sixth of the model's time). Safe unowned,
  // not unowned(unsafe): a pointer a deinit failed to clear traps instead of reading freed
  // memory (unowned(unsafe) was 4% faster and crashed the test suite in one ordering).
  @exclusivity(unchecked) nonisolated(unsafe) package private(set) unowned var superviewStorage: UIView?
  // Unchecked exclusivity here and on tag: viewWithTag, window and hit-testing walk every view,
  // and no access to these spans a call into other code.
  @exclusivity(unchecked) package private(set) var subviewStorage: [UIView] = [] {
    // Which window, and so which scene, a focused field is in decides where the keyboard shows.
    didSet {
      RenderEpoch.advance()
      ViewTreeGeneration.advance()
    }
  }
  /// Whether this view is a ``UIWindow``, fixed when it is made: ``window`` tests it at each step
  /// up the superview chain instead of a dynamic cast (issue 30: launches walk every new view up).
  @exclusivity(unchecked) private var isWindowView = false

  /// Creates a view with the given frame, in its future superview's coordinates (points).
  public init(frame: CGRect) {
    layer = Self.makeBackingLayer()
    super.init()
    isWindowView = self is UIWindow
    layer.frame = frame
    layer.owningView = self
    LiveObjects.views += 1
  }

  /// The class of the view's backing layer, `CALayer` unless a subclass overrides it; UIKit makes
  /// the view's layer of this class when it makes the view (Apple, "layerClass": "Returns the
  /// class used to create the layer for instances of this class ... override this method and use
  /// it to return the desired class", https://developer.apple.com/documentation/uikit/uiview/layerclass ;
  /// iOS 2+; high). A view backed by a ``CAShapeLayer``, a ``CAGradientLayer`` or an
  /// ``AVPlayerLayer`` has it as `layer`. A class that is not a ``CALayer`` gives a plain layer
  /// (UIKit's behaviour there is undefined).
  open class var layerClass: AnyClass { CALayer.self }

  /// A new layer of ``layerClass``.
  private static func makeBackingLayer() -> CALayer {
    let type: AnyClass = layerClass
    if type == CALayer.self { return CALayer() }
    return (type as? CALayer.Type)?.init() ?? CALayer()
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view from an archive: UIKit's `NSCoding` initializer, which every subclass that
  /// declares its own designated initializer must provide, as in UIKit (Apple, "init(coder:)",
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) ; iOS 2+). UIKit calls
  /// it for views in a nib or storyboard; the model reads no archives (its storyboards make
  /// their template view without it, see ``UIStoryboard``), so it fails: `nil`.
  public required init?(coder: NSCoder) { nil }

  // MARK: - Geometry and appearance (stored on the layer)

  /// The view's rectangle in its superview's coordinates, in points. Changing its size resizes
  /// subviews according to their ``autoresizingMask``.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.frame.size
      layer.frame = newValue
      if old != newValue.size {
        resizeSubviews(from: old, to: newValue.size)
        if AutoLayout.hasConstraints {
          for sub in subviewStorage where !sub.constraintStorage.isEmpty { AutoLayout.layOut(sub) }
        }
        if window != nil { layoutSubviews() }  // off-window, the layout waits for a window
      }
    }
  }

  /// The view's own coordinate space: its size at the origin, in points.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame = CGRect(origin: frame.origin, size: newValue.size) }
  }

  /// The center of the frame in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// Opacity from 0 to 1; below 0.01 the view takes no touches.
  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view (and its subtree) is drawn and hit-testable.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// The fill color, drawn over the whole bounds.
  @exclusivity(unchecked) public var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }

  /// Kept for source compatibility; drawing is not clipped in the model.
  public var clipsToBounds = false

  /// Whether the view promises to fill its bounds with opaque content (default `true`). A hint
  /// to the drawing system only: UIKit still draws the view's actual colors, so the model
  /// ignores it (Apple, "isOpaque": "If set to true, the drawing system treats the view as fully
  /// opaque ... if the view is not opaque the results are unpredictable",
  /// https://developer.apple.com/documentation/uikit/uiview/isopaque ; high).
  public var isOpaque = true

  /// Marks the view's content as needing to be redrawn. The model draws each frame from the
  /// current state, so there is nothing to invalidate (Apple, "setNeedsDisplay()",
  /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay() ).
  public func setNeedsDisplay() {}

  // MARK: - Hierarchy

  /// The parent view, or `nil`.
  public var superview: UIView? { superviewStorage }

  /// The controller whose root view this is, set when it takes the view (weak in UIKit: `nil`
  /// once the controller is gone).
  package var owningController: UIViewController? {
    get { owningControllerStorage }
    set {
      owningControllerStorage = newValue
      owningControllerID = newValue.map(ObjectIdentifier.init)
    }
  }
  // Not weak, and cleared by the controller's deinit (a view is owned only by the controller that
  // holds it as its view, see ``UIViewController``): a weak reference gave every controller a side
  // table, which sends each of its retains and releases down the runtime's slow path (issue 30).
  // unowned(unsafe), not unowned: an app's controller subclass runs its deinit before
  // UIViewController's clears this, and a safe unowned read of a controller in its deinit traps
  // (`view.next` there, or a responder-chain walk); this one answers the controller until its
  // UIViewController deinit runs, and never dangles: only the `view` setter sets it, and that deinit
  // clears it before the controller's memory goes (ViewOwnerPointerTests).
  @exclusivity(unchecked) nonisolated(unsafe) package unowned(unsafe) var owningControllerStorage: UIViewController?
  /// ``owningController``'s identity, which the controller's deinit compares without loading the
  /// reference.
  @exclusivity(unchecked) nonisolated(unsafe) package var owningControllerID: ObjectIdentifier?

  /// The controller that manages this view if it is a controller's root view, else the superview
  /// (Apple, "next": "UIView implements this property by returning the UIViewController object
  /// that manages it (if it has one) or its superview (if it doesn't)",
  /// https://developer.apple.com/documentation/uikit/uiresponder/next ; iOS 2+; high).
  open override var next: UIResponder? { owningController ?? superviewStorage }

  /// The child views, back to front (the last is drawn on top and hit-tested first).
  public var subviews: [UIView] { subviewStorage }

  /// The window this view is in, found by walking up the superview chain.
  public var window: UIWindow? {
    var v: UIView? = self
    while let current = v {
      if current.isWindowView { return unsafeDowncast(current, to: UIWindow.self) }
      v = current.superviewStorage
    }
    return nil
  }

  /// Adds `view` on top of the other subviews, and its layer on top of this layer's sublayers,
  /// removing it from its old superview first.
  ///
  /// `open`, as UIKit's is: Swift imports an Objective-C class's members as `open` (SE-0117,
  /// https://github.com/swiftlang/swift-evolution/blob/main/proposals/0117-non-public-subclassable-by-default.md ;
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) ; iOS 2+), so an app's
  /// container view overrides it to keep what is added in an inner view (as expo-ios-secure-view
  /// and JXSecureView do with a secure text field's canvas).
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviewStorage.count)
  }

  /// Inserts `view` at `index` (clamped) among the subviews. Its layer goes just below the layer
  /// of the subview it is inserted before, or on top of all sublayers when it is appended, as
  /// UIKit does (`addSubview` is `addSublayer`). `open`, as UIKit's is (see ``addSubview(_:)``).
  open func insertSubview(_ view: UIView, at index: Int) {
    // A view without subviews is no one's ancestor: the walk up from here is spared.
    if view === self || (!view.subviewStorage.isEmpty && isDescendant(of: view)) {
      modeledTrap("Can't add self as subview")
      return
    }
    Device.current?.checkSameProcess(self, view)
    let oldWindow = view.window
    view.detachFromSuperview()
    let i = min(max(index, 0), subviewStorage.count)
    let next: UIView? = i < subviewStorage.count ? subviewStorage[i] : nil
    // Appending is most inserts (addSubview); `insert(_:at:)` goes through the generic
    // replaceSubrange, several times the cost of `append`.
    if next == nil { subviewStorage.appendChild(view) } else { subviewStorage.insert(view, at: i) }
    view.superviewStorage = self
    if let next, next.layer.superlayer === layer, let pos = layer.sublayerIndex(of: next.layer) {
      layer.insertSublayer(view.layer, at: UInt32(pos))
    } else if next != nil {
      layer.insertSublayer(view.layer, at: 0)
    } else {
      layer.addSublayer(view.layer)
    }
    // The receiver's window, now `view`'s too (a window's own window is itself).
    let newWindow = view.isWindowView ? unsafeDowncast(view, to: UIWindow.self) : window
    if oldWindow !== newWindow {
      view.didMoveToWindowRecursively(inWindow: newWindow != nil, window: newWindow, at: ViewTreeGeneration.current)
    }
    if newWindow != nil { layoutSubviews() }
  }

  /// Moves `view` to the top of the subviews (and its layer to the top of the sublayers). `open`,
  /// as UIKit's is (see ``addSubview(_:)``).
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.append(view)
    if view.layer.superlayer === layer { layer.addSublayer(view.layer) }
  }

  /// Moves `view` to the bottom of the subviews. `open`, as UIKit's is (see ``addSubview(_:)``).
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    subviewStorage.removeAll { $0 === view }
    subviewStorage.insert(view, at: 0)
    if view.layer.superlayer === layer { layer.insertSublayer(view.layer, at: 0) }
  }

  /// Removes the view from its superview, and its layer from wherever the layer now is. `open`,
  /// as UIKit's is (see ``addSubview(_:)``).
  open func removeFromSuperview() {
    let hadWindow = window != nil
    detachFromSuperview()
    if hadWindow { didMoveToWindowRecursively(inWindow: false, window: nil, at: ViewTreeGeneration.current) }
  }

  private func detachFromSuperview() {
    guard let parent = superviewStorage else { return }
    // A loop, not `removeAll(where:)`: the closure would check its executor on every call.
    var i = parent.subviewStorage.count
    while i > 0 {
      i -= 1
      if parent.subviewStorage[i] === self { parent.subviewStorage.remove(at: i) }
    }
    superviewStorage = nil
    layer.removeFromSuperlayer()
  }

  /// Whether `view` is this view or one of its ancestors.
  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superviewStorage
    }
    return false
  }

  /// The first view with `tag` in a pre-order walk that starts with the receiver itself
  /// (Apple, "viewWithTag(_:)", https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:) ;
  /// iOS 2+; traversal order medium confidence).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for sub in subviewStorage {
      if let found = sub.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether the view can take focus (tvOS, iPad with a keyboard, CarPlay); `false` by default
  /// for views (Apple, "canBecomeFocused",
  /// https://developer.apple.com/documentation/uikit/uifocusenvironment/canbecomefocused ; iOS 9+;
  /// high). The model has no focus engine: nothing reads it.
  open var canBecomeFocused: Bool { false }

  /// Called when the view's window changes; override points for subclasses.
  open func didMoveToWindow() {}

  /// Called when the view's safe-area insets change; an override point, empty in UIKit (Apple,
  /// "safeAreaInsetsDidChange()",
  /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange() ; iOS 11+;
  /// high). The model calls it when the view enters a window whose screen has safe-area insets
  /// (its ``safeAreaInsets`` go from zero to the window's share), after ``didMoveToWindow()``; an
  /// over-approximation: a view away from the edges, whose insets stay zero, is called too.
  /// Not modeled: a call on rotation or when a controller's bars change the insets.
  open func safeAreaInsetsDidChange() {}

  /// Tells this view and its subtree that they moved into a window (or out of one). `known` is
  /// the window of this view's superview chain (its ``window``, unless it is a window itself) as
  /// it was when no view had yet been added or removed anywhere since `generation`
  /// (``ViewTreeGeneration``): while that still holds, the chain is as it was and `known` is the
  /// answer, so the walk up is skipped (a launch adds a screen of views at once: issue 30). App
  /// code run by the callbacks that adds or removes a view ends the shortcut; a window nested in
  /// the tree is its own window and its subviews'.
  private func didMoveToWindowRecursively(inWindow: Bool, window known: UIWindow?, at generation: UInt64) {
    didMoveToWindow()
    if inWindow {
      let window =
        isWindowView
        ? unsafeDowncast(self, to: UIWindow.self) : ViewTreeGeneration.current == generation ? known : self.window
      #if DEBUG
        precondition(window === self.window, "window shortcut: the view tree changed without ViewTreeGeneration")
      #endif
      if let window, window.screenSafeAreaInsets != .zero { safeAreaInsetsDidChange() }
    }
    // A view entering a window is laid out in the window's next layout pass (``layoutSubviews()``).
    if inWindow { layoutSubviews() }
    // A view entering a window gets its safe-area insets: views constrained to a guide move.
    if inWindow, AutoLayout.hasSafeAreaConstraints, !constraintStorage.isEmpty { AutoLayout.resolve(around: self) }
    // The subviews' window is this view's (`known` while the tree is unchanged since `generation`),
    // or this view itself when it is a window placed inside another window's tree.
    let now = ViewTreeGeneration.current
    let subviewsWindow: UIWindow? =
      !inWindow
      ? nil
      : isWindowView ? unsafeDowncast(self, to: UIWindow.self) : now == generation ? known : self.window
    for sub in subviewStorage { sub.didMoveToWindowRecursively(inWindow: inWindow, window: subviewsWindow, at: now) }
  }

  // MARK: - Key-value coding

  /// Key-value coding of the view's properties (`NSObject.setValue(_:forKey:)`); the model knows
  /// only the key `"layer"`, which replaces the view's layer pointer and nothing else: neither
  /// layer moves in the layer tree, the old layer keeps its place and its owner, and the view's
  /// geometry, hit-testing and subviews' `addSubview` now go through the new layer. Code uses it
  /// to point a secure text field's canvas view at another layer for one `isSecureTextEntry`
  /// toggle and back (seed 004; https://github.com/debugeek/DGSecureView ,
  /// `CALayer+Secure.swift`; private behaviour, iOS 15+; medium). Any other key, or a value that
  /// is not a layer, is recorded as a modeled crash (`NSUnknownKeyException` for unknown keys;
  /// the model has no other keys).
  public func setValue(_ value: Any?, forKey key: String) {
    guard key == "layer" else {
      modeledTrap("setValue(_:forKey:): key \"\(key)\" is not modeled (NSUnknownKeyException)")
      return
    }
    guard let newLayer = value as? CALayer else {
      modeledTrap("setValue(_:forKey: \"layer\"): the value is not a CALayer")
      return
    }
    if newLayer !== layer {
      layer = newLayer
      RenderEpoch.advance()
    }
  }

  // MARK: - Hit-testing

  /// Whether `point` (in this view's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.hitContains(point)
  }

  /// The front-most descendant (or self) that contains `point`, in this view's coordinates.
  ///
  /// Skips views that are hidden, have user interaction disabled or alpha below 0.01; tries
  /// subviews front-most first; a point outside the bounds is never a hit even if a subview
  /// reaches there (Apple, "hitTest(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; iOS 2+).
  /// A view with an animation in flight takes no touches unless that animation was started with
  /// `.allowUserInteraction` (Apple, "allowUserInteraction",
  /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction ;
  /// medium confidence). Uses model values, not what is on screen mid-animation. A subview whose own layer the app
  /// moved into a secure text field's layer (the secure-canvas trick applied to a view) is passed by under
  /// ``PlatformFlags/secureCanvasHostedViewTakesNoTaps`` (``isSkippedAsSecureCanvasHost(under:)``, SC17).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01,
      layer.animations.allSatisfy(\.allowsUserInteraction),
      self.point(inside: point, with: event)
    else { return nil }
    for sub in subviewStorage.reversed() {
      if sub.layer.superlayer !== layer, sub.isSkippedAsSecureCanvasHost(under: layer) { continue }
      let local = CGPoint(x: point.x - sub.frame.minX, y: point.y - sub.frame.minY)
      if let hit = sub.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: - Layout

  /// Lays out this view's constrained subviews now, then runs ``layoutSubviews()`` (the model
  /// lays out at once anyway).
  public func layoutIfNeeded() {
    if AutoLayout.hasConstraints {
      for sub in subviewStorage where !sub.constraintStorage.isEmpty { AutoLayout.layOut(sub) }
    }
    if window != nil { layoutSubviews() }
  }
  /// Asks for a layout pass; the model lays out at once: ``layoutSubviews()`` runs now, where
  /// UIKit runs it before the next frame is drawn (captures see committed frames either way).
  public func setNeedsLayout() { if window != nil { layoutSubviews() } }

  /// A subclass's own layout of its subviews. UIKit calls it in a layout pass after the view's
  /// size changed, after a subview was added, when it entered a window, or after
  /// `setNeedsLayout()`, and only for views in a window (Apple,
  /// "layoutSubviews()", https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() ;
  /// View Programming Guide for iOS, "The Layout Process"; iOS 2+; high); the model calls it at
  /// those moments at once, after autoresizing and constraints were applied. Default: nothing
  /// (the model applies masks and constraints itself).
  open func layoutSubviews() {}

  /// The size that best fits `size` (Apple, "sizeThatFits(_:)",
  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) ; iOS 2+; high):
  /// a plain view answers its current size, as UIKit's default does; a label answers its
  /// text's size (``UILabel/sizeThatFits(_:)``).
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (Apple,
  /// "sizeToFit()", https://developer.apple.com/documentation/uikit/uiview/sizetofit() ;
  /// iOS 2+; high).
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// Applies each subview's autoresizing mask after this view's size changed from `old` to `new`.
  private func resizeSubviews(from old: CGSize, to new: CGSize) {
    for sub in subviewStorage where !sub.autoresizingMask.isEmpty {
      sub.frame = sub.autoresizingMask.resize(sub.frame, from: old, to: new)
    }
  }

  /// Resigns first responder status for any text field in this subtree; returns whether one did.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let device = Device.current else { return false }
    // A field its window kept as first responder when it lost key status ends editing too.
    var ended = false
    if let parked = device.keyboard.parkedResponder, parked.isDescendant(of: self) {
      ended = parked.resignFirstResponder()
    }
    // So does the field its scene kept when the user's focus went to another scene (F6).
    if device.keyboard.keepsSceneResponders, let scene = window?.windowScene,
      let kept = device.keptResponder(in: scene), kept.isDescendant(of: self)
    {
      ended = kept.resignFirstResponder() || ended
    }
    guard let responder = device.keyboard.firstResponder, responder.isDescendant(of: self) else { return ended }
    return responder.resignFirstResponder() || ended
  }
}

extension UIView {
  /// How content fills the bounds (kept for source compatibility).
  nonisolated public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
  }

  /// Which edges and sizes follow the superview's size (UIKit's `UIView.AutoresizingMask`).
  nonisolated public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Distributes the size change over the flexible parts in proportion to their current
    /// lengths (evenly if they are all zero), as UIKit does (Apple, "autoresizingMask",
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property ).
    func resize(_ f: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
      func axis(
        _ origin: CGFloat, _ size: CGFloat, _ oldTotal: CGFloat, _ delta: CGFloat,
        _ lead: Bool, _ flex: Bool, _ trail: Bool
      ) -> (CGFloat, CGFloat) {
        // Leading margin, size, trailing margin: which are flexible and how long they are now.
        let parts: [(flexible: Bool, length: CGFloat)] =
          [(lead, origin), (flex, size), (trail, oldTotal - origin - size)]
        let count = parts.filter(\.flexible).count
        guard count > 0 else { return (origin, size) }
        let total = parts.filter(\.flexible).reduce(0) { $0 + max($1.length, 0) }
        func share(_ part: (flexible: Bool, length: CGFloat)) -> CGFloat {
          guard part.flexible else { return 0 }
          if count == 1 { return delta }
          return total > 0 ? delta * max(part.length, 0) / total : delta / CGFloat(count)
        }
        return (origin + share(parts[0]), size + share(parts[1]))
      }
      let (x, w) = axis(
        f.minX, f.width, old.width, new.width - old.width,
        contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
      let (y, h) = axis(
        f.minY, f.height, old.height, new.height - old.height,
        contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }
}
