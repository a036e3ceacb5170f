/// A window: the root of a view tree, stacked with the scene's other windows by level.
///
/// Windows start hidden and appear with `isHidden = false` or ``makeKeyAndVisible()``; within a
/// level the most recently shown is on top (Apple, "makeKeyAndVisible()",
/// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() ; "UIWindow.Level",
/// https://developer.apple.com/documentation/uikit/uiwindow/level ; iOS 2+). In a scene-based app
/// a window draws only once attached to a scene (`UIWindow(windowScene:)`, iOS 13+; medium
/// confidence for "never shown otherwise"). The scene holds its windows weakly, as UIKit does,
/// so a window nobody keeps is released and vanishes
/// (https://learn.microsoft.com/en-us/dotnet/api/uikit.uiwindow.windowscene , medium).
@preconcurrency @MainActor open class UIWindow: UIView {
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  public required init?(coder: NSCoder) { nil }
  // The scene's weak reference goes nil: the window vanishes even if its host layer lives on.
  nonisolated deinit {
    RenderEpoch.advance()
    LiveObjects.windows -= 1
  }
  /// The stacking level; higher levels draw above and take touches first.
  /// The screen the window is shown on (Apple, "screen",
  /// https://developer.apple.com/documentation/uikit/uiwindow/screen ; iOS 3.2+; high): its
  /// scene's screen, else the main screen (the model has one screen; a window without a scene is
  /// on no display, and UIKit still answers the main screen for it).
  public var screen: UIScreen { windowScene?.screen ?? UIScreen.main }
  @exclusivity(unchecked) public var windowLevel: Level = .normal {
    didSet { if windowLevel != oldValue { RenderEpoch.advance() } }
  }
  /// The root view controller, whose view fills the window. Replacing it in a shown window sends
  /// the old root the disappear callbacks and the new one the appear callbacks (see ``isHidden``).
  ///
  /// Replacing it removes the window's own old views (Apple, "rootViewController",
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller ; iOS 4+): the old
  /// root's view is removed only while it is in this window. A view has one superview, and adding
  /// it elsewhere takes it out of its old one (Apple, "addSubview(_:)",
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) ; iOS 2+; high), so a
  /// controller made the root of a second window has its view there, and replacing the first
  /// window's root leaves that view in the second window (medium: UIKit's setter is documented to
  /// clear this window's views, nothing says it reaches into another window).
  @exclusivity(unchecked) public var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      let shown = !super.isHidden && windowScene != nil
      // The old root's view, unless another window holds it now.
      let oldView = oldValue?.viewIfLoaded
      let heldElsewhere = oldView?.window.map { $0 !== self } ?? false
      if shown && !heldElsewhere { oldValue?.sendAppearance(.willDisappear, animated: false) }
      if !heldElsewhere { oldView?.removeFromSuperview() }
      if oldValue?.hostWindow === self { oldValue?.hostWindow = nil }
      if shown && !heldElsewhere { oldValue?.sendAppearance(.didDisappear, animated: false) }
      guard let vc = rootViewController else { return }
      vc.hostWindow = self
      let v: UIView = vc.view
      v.frame = bounds
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if shown { vc.sendAppearance(.willAppear, animated: false) }
      insertSubview(v, at: 0)
      vc.layOutView()
      if shown { vc.sendAppearance(.didAppear, animated: false) }
    }
  }
  /// Stands for the window server context: the window's layer is this layer's sublayer unless
  /// code moves it. Rendering starts here.
  package let hostLayer = CALayer()
  /// Order among windows of the same level: larger is in front.
  package var orderStamp = 0 {
    didSet { RenderEpoch.advance() }
  }
  // Unowned, cleared by the scene's deinit (a weak reference gave every scene a side table).
  // Only the ``windowScene`` setter sets it, and it keeps the window in the scene's window list.
  @exclusivity(unchecked) nonisolated(unsafe) package unowned var sceneStorage: UIWindowScene?
  /// Whether the window waits for its first frame: created during a leave the trace chose
  /// (``SystemEvent/newWindowAfterSnapshot``), it is drawn in no render until that leave's
  /// snapshot and card are taken (``Device/releaseNewWindows()``).
  @exclusivity(unchecked) package var awaitsFirstFrame = false {
    didSet { if awaitsFirstFrame != oldValue { RenderEpoch.advance() } }
  }

  /// Creates a window attached to `windowScene`, sized to the scene, hidden.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.coordinateSpace.bounds)
    commonInit()
    self.windowScene = windowScene
  }

  /// Creates a window with a frame in screen points, hidden. In an app-delegate-only app it
  /// joins the app's only scene; in a scene-based app it has no scene and is never shown.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
    if !Self.makingAppearanceProxy, let device = Device.current, device.profile.appStructure.usesScenes == false {
      windowScene = device.implicitScene
    }
  }

  /// Whether ``init(appearanceProxy:)`` is making the proxy, which joins no scene.
  @exclusivity(unchecked) private static var makingAppearanceProxy = false

  /// The appearance proxy (``UIWindow/appearance()``): a hidden window of no scene, in every app
  /// structure, so that asking for the proxy adds no window to the app. A convenience
  /// initializer: a designated one that an app's module cannot see would keep an app's
  /// `class AppWindow: UIWindow {}` from inheriting `init(frame:)` and `init()` (Swift inherits a
  /// superclass's designated initializers only when it can inherit all of them).
  package convenience init(appearanceProxy: Void) {
    Self.makingAppearanceProxy = true
    self.init(frame: .zero)
    Self.makingAppearanceProxy = false
  }

  private func commonInit() {
    LiveObjects.windows += 1
    super.isHidden = true
    hostLayer.frame = frame
    hostLayer.addSublayer(layer)
  }

  /// The scene the window belongs to; setting it moves the window to that scene.
  public var windowScene: UIWindowScene? {
    get { sceneStorage }
    set {
      let joins = newValue != nil && newValue !== sceneStorage
      sceneStorage?.detach(self)
      sceneStorage = newValue
      newValue?.attach(self)
      if let s = newValue { frame = s.coordinateSpace.bounds }
      // A window joining a scene during a chosen leave is new to the render server (set again to
      // its own scene, it stays where it was).
      if joins, Device.current?.capture.leaveHoldsNewWindows == true { awaitsFirstFrame = true }
    }
  }

  /// Whether the window is hidden. Showing a window of a scene sends its root view controller
  /// `viewWillAppear(_:)` and `viewDidAppear(_:)`, hiding it the disappear pair: the root's view
  /// is added to or leaves the visible hierarchy (Apple, "rootViewController": the window installs
  /// the root's view as its content and manages it,
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller ; "viewWillAppear(_:)":
  /// the view "is about to be added to a view hierarchy",
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) ; the
  /// root of a window shown with `makeKeyAndVisible()` hears both, even in a launch into the
  /// background, https://stackoverflow.com/questions/66605799 ; iOS 2+; high for showing, medium
  /// for hiding). Nothing is sent when the app merely leaves or returns: its windows stay shown
  /// (viewDidAppear is not called on a return from the background,
  /// https://newbe.dev/viewdidappear-is-not-called-when-opening-app-from-background , an
  /// instrumented log: will-enter-foreground and did-become-active only; high).
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      let changes = wasHidden != newValue && windowScene != nil
      if changes { rootViewController?.sendAppearance(newValue ? .willDisappear : .willAppear, animated: false) }
      super.isHidden = newValue
      if wasHidden && !newValue {
        Device.current?.checkSameProcess(self)
        orderStamp = Device.current?.nextWindowOrder() ?? 0
      }
      if newValue, isKeyWindow { Device.current?.keyWindowDidHide(self) }
      if changes { rootViewController?.sendAppearance(newValue ? .didDisappear : .didAppear, animated: false) }
    }
  }

  /// Whether this is the key window: from iOS 15 the key window of its scene, before it the app's
  /// (Apple, "isKeyWindow", https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow ; high;
  /// `Device+SceneKeyWindow.swift`).
  public var isKeyWindow: Bool { Device.current?.isKey(self) ?? false }

  /// Shows the window in front of the others at its level and makes it key; a text field in
  /// another window loses first-responder status (Apple, "makeKeyAndVisible()"; iOS 2+).
  public func makeKeyAndVisible() {
    isHidden = false
    orderStamp = Device.current?.nextWindowOrder() ?? 0
    makeKey()
  }

  /// Makes the window key without changing its visibility.
  public func makeKey() {
    Device.current?.makeKey(self)
  }

  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.frame.size
      super.frame = newValue
      syncHostFrame()
      if oldSize != newValue.size { rootViewController?.layOutView() }
    }
  }

  /// Whether a touch at `point` (in the window's coordinates) reaches the window's layer through
  /// the layers it is drawn in. A touch is delivered through the layer tree the window is drawn
  /// in, and a layer never passes on a touch outside its own bounds (Apple, "hitTest(_:with:)":
  /// a point outside the bounds is never a hit, even where a subview reaches;
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ). So a window whose
  /// layer code moved into another layer (a secure field's canvas) takes touches only inside
  /// every such layer's bounds: after a rotation the field's stale portrait bounds drop touches on
  /// one side (https://github.com/JayantBadlani/ScreenShield/issues/29 , iOS 17; layout trouble
  /// with the same trick: ScreenShield#1, #6; medium). A window in its host layer, as UIKit puts
  /// it, is unaffected.
  package func layerPathContains(_ point: CGPoint) -> Bool {
    guard let parent = layer.superlayer, parent !== hostLayer else { return true }
    // The layers between the root (the host layer, as a rule) and the window's, outermost first.
    var path: [CALayer] = []
    var next: CALayer? = parent
    while let l = next, l !== hostLayer, l.superlayer != nil {
      path.append(l)
      next = l.superlayer
    }
    var p = point
    for l in path.reversed() {
      p = CGPoint(x: p.x - l.frame.minX, y: p.y - l.frame.minY)
      guard l.bounds.hitContains(p) else { return false }
    }
    return true
  }

  /// Keeps the host layer's geometry with the window's.
  package func syncHostFrame() { hostLayer.frame = CGRect(origin: .zero, size: super.frame.size) }
}

extension UIWindow {
  /// A window's stacking level in points of priority: normal 0, statusBar 1000, alert 2000
  /// (raw values from open-source UIKit reimplementations; medium confidence).
  nonisolated public struct Level: Hashable, Comparable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The app's content windows.
    public static let normal = Level(0)
    /// Above normal windows, below alerts.
    public static let statusBar = Level(1000)
    /// Above the status bar.
    public static let alert = Level(2000)
    public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
    public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }
}
