/// SwiftUI's `UIHostingController`: a view controller whose view draws a SwiftUI view (Apple,
/// "UIHostingController", https://developer.apple.com/documentation/swiftui/uihostingcontroller ;
/// iOS 13+; high).
///
/// Its view draws `rootView` as model UIKit views (``ViewGraph``), so the renderer, snapshots and
/// captures see what SwiftUI draws. The first update runs when the view loads (SwiftUI draws the
/// content before the controller's view is first shown); later ones in SwiftUI's next update after
/// a state change, a new `rootView`, or a change of the scene's phase.
@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
  nonisolated deinit {}
  /// The SwiftUI view drawn; setting it updates the view in the next update.
  public var rootView: Content {
    didSet { graphStorage?.setNeedsUpdate() }
  }
  private var graphStorage: ViewGraph?

  /// A controller drawing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  /// The model reads no archives.
  public required init?(coder: NSCoder) { nil }

  /// The hosting view, which draws `rootView` over its bounds with the system background
  /// (``PlatformFlags/hostingViewHasSystemBackground``).
  open override func loadView() {
    let host = SwiftUIHostingView()
    host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if Device.current?.profile.flags.hostingViewHasSystemBackground ?? true { host.backgroundColor = .systemBackground }
    let graph = ViewGraph(
      rootViews: { [weak self] graph in
        guard let self else { return [] }
        return graph.views(of: self.rootView, slot: 0, in: graph.rootNode)
      },
      environment: { [weak host] in host?.environment() ?? EnvironmentValues() },
      proposedSize: { [weak host] in host?.proposedSize() ?? .zero },
      install: { [weak host] views in host?.install(views) })
    host.graph = graph
    host.controller = self
    graphStorage = graph
    view = host
    graph.update()
  }

  /// The view graph (model-only: tests read its update count).
  package var viewGraph: ViewGraph? { graphStorage }
}

/// The hosting controller's view: its subviews are the SwiftUI content, over its bounds.
@preconcurrency @MainActor final class SwiftUIHostingView: UIView {
  nonisolated deinit {}
  var graph: ViewGraph?
  /// The hosting controller whose view this is: SwiftUI presents a sheet or a full-screen cover
  /// from it.
  weak var controller: UIViewController?
  /// The scene phase the last update read.
  private var drawnPhase: ScenePhase?
  /// The scene capture state the last update started from, and whether the content read it.
  private var drawnCapture: SceneCaptureRead?

  init() {
    super.init(frame: .zero)
    SwiftUIHosting.register(self)
  }
  /// The model reads no archives.
  required init?(coder: NSCoder) { nil }

  /// The environment an update starts from: the phase of the scene the view is in.
  func environment() -> EnvironmentValues {
    var values = EnvironmentValues()
    if let state = window?.windowScene?.activationState, let phase = ScenePhase(state) { values.scenePhase = phase }
    drawnPhase = values.scenePhase
    let capture = SceneCaptureRead(sceneIsCaptured)
    values.sceneCapture = capture
    drawnCapture = capture
    return values
  }

  /// Whether the view's scene is captured, as `isSceneCaptured` gives it (iOS 17+).
  private var sceneIsCaptured: Bool {
    guard let scene = window?.windowScene, let device = Device.current, device.profile.osVersion >= OSVersion(17)
    else { return false }
    return scene.isCaptured
  }

  /// The size the last update offered its content, in points.
  private(set) var drawnSize: CGSize?

  /// The size an update offers the content (a ``GeometryReader`` reads it): the view's size.
  func proposedSize() -> CGSize {
    drawnSize = bounds.size
    return bounds.size
  }

  /// Replaces the drawn views with `views`, laid out over the bounds.
  func install(_ views: [UIView]) {
    for view in subviews where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in views { addSubview(view) }
    arrange()
  }

  /// A new size is a new proposal: the content is evaluated again at once, as SwiftUI's layout
  /// pass re-evaluates size-dependent content (a ``GeometryReader``).
  override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      if let drawnSize, drawnSize != newValue.size { graph?.update() }
    }
  }

  override func layoutSubviews() { arrange() }

  /// Places the content over the bounds; a view with no size yet places nothing (UIKit lays a
  /// view out once it has its size, so the content is never squeezed to zero and back).
  private func arrange() {
    guard bounds.width > 0, bounds.height > 0 else { return }
    for view in subviews { SwiftUILayoutView.place(view, in: bounds) }
  }

  /// In a window, the content reads that window's scene phase: an update runs at once if it differs
  /// from the one drawn (SwiftUI evaluates the environment when the view joins the window).
  override func didMoveToWindow() {
    guard window != nil, let state = window?.windowScene?.activationState, let phase = ScenePhase(state),
      phase != drawnPhase
    else { return }
    graph?.update()
  }

  /// A scene phase change reaches the content in SwiftUI's next update.
  func scenePhaseDidChange() {
    guard let state = window?.windowScene?.activationState, ScenePhase(state) != drawnPhase else { return }
    graph?.setNeedsUpdate()
  }

  /// A capture state change reaches content that read `isSceneCaptured` in SwiftUI's next update,
  /// as a trait change does.
  func sceneCaptureDidChange() {
    guard let drawnCapture, drawnCapture.wasRead, drawnCapture.value != sceneIsCaptured else { return }
    graph?.setNeedsUpdate()
  }
}

/// The hosting views alive, so that a scene phase change reaches the SwiftUI content in them.
///
/// Kept per device (each trace's, and the deferred baseline's beside it): a phase change walks
/// only the views its own device made. One process-wide list made every phase change walk every
/// hosting view still alive from all earlier traces, so a campaign over an app that makes hosting
/// views slowed quadratically (the third unseen set's cilippofilia, which did not finish).
@MainActor enum SwiftUIHosting {
  private final class Weak {
    weak var view: SwiftUIHostingView?
    init(_ view: SwiftUIHostingView) { self.view = view }
  }
  private final class WeakDevice {
    weak var object: Device?
    init(_ object: Device) { self.object = object }
  }
  /// The views each live device made, in the order the devices first made one (an array: two or
  /// three devices are alive at once).
  @exclusivity(unchecked) private static var byDevice: [(device: WeakDevice, views: [Weak])] = []
  /// The views made with no device current (a test's, outside any trace).
  @exclusivity(unchecked) private static var outside: [Weak] = []

  static func register(_ view: SwiftUIHostingView) {
    guard let device = Device.current else {
      outside.removeAll { $0.view == nil }
      outside.append(Weak(view))
      return
    }
    byDevice.removeAll { $0.device.object == nil }
    if let index = byDevice.lastIndex(where: { $0.device.object === device }) {
      byDevice[index].views.removeAll { $0.view == nil }
      byDevice[index].views.append(Weak(view))
    } else {
      byDevice.append((WeakDevice(device), [Weak(view)]))
    }
  }

  /// The number of hosting views registered for the current device (or outside any), live or not
  /// yet purged (model-only: tests read it).
  package static var registeredCount: Int {
    guard let device = Device.current else { return outside.count }
    return byDevice.last { $0.device.object === device }?.views.count ?? 0
  }

  /// Tells the current device's hosting views, in the order they were made, that the capture
  /// state of the scenes changed.
  static func sceneCaptureDidChange() {
    guard let device = Device.current, let index = byDevice.lastIndex(where: { $0.device.object === device })
    else { return }
    byDevice[index].views.removeAll { $0.view == nil }
    for entry in byDevice[index].views { entry.view?.sceneCaptureDidChange() }
  }

  /// Tells the hosting views in `scene`, in the order they were made, that its phase changed.
  static func sceneDidChangePhase(_ scene: UIWindowScene) {
    // Nothing to do without hosting views; `removeAll(where:)` on the empty array allocates a
    // buffer (every scene phase change of every app that hosts no SwiftUI).
    if let device = Device.current, let index = byDevice.lastIndex(where: { $0.device.object === device }) {
      byDevice[index].views.removeAll { $0.view == nil }
      for entry in byDevice[index].views where entry.view?.window?.windowScene === scene {
        entry.view?.scenePhaseDidChange()
      }
    }
    guard !outside.isEmpty else { return }
    outside.removeAll { $0.view == nil }
    for entry in outside where entry.view?.window?.windowScene === scene { entry.view?.scenePhaseDidChange() }
  }
}
