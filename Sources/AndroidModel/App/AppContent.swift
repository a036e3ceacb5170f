/// The app under test's start screen, built in `onCreate` by `setContentView`, in the app structure's host view: for
/// a sensitive start screen a banking screen with a balance, an IBAN, a CVV field (plain number input until a
/// strategy makes it a password) and a button; for a neutral one a line of neutral text. A Flutter app draws all of
/// it into one `SurfaceView` (`FlutterSurfaceView`), so it has no Android views to find.
///
/// Other screens are pushed above it (``push(_:in:)``): a full-screen opaque view named after the screen holding a
/// text line, sensitive or not; the screen below is not drawn (`GONE`) while it stays on the back stack. In Flutter
/// the routes are drawn into the same surface, whose content is then the top screen's.
///
/// A screen's ``AndroidEmbeddedView`` is an ``EmbeddedContentView`` below its text, drawn above the Flutter surface
/// (a platform view is composed over the routes) or in the screen's own view; a Flutter route pushed over it hides it,
/// as the framework stops compositing the platform view of a route it no longer paints.
enum AppContent {
  static func install(
    in activity: Activity, structure: AndroidAppStructure, start: AndroidAppScreen, isTaskRoot: Bool = true
  ) {
    let width = activity.window.frame.width
    let content = View(context: activity, id: "content", role: .none, frame: nil)
    activity.window.decorView.addView(content)
    guard let hostID = hostID(structure) else {
      content.addView(SurfaceView(context: activity, id: "FlutterSurfaceView", role: surfaceRole(start)))
      embed(start, in: content, activity: activity)
      return
    }
    let host = View(context: activity, id: hostID, role: .none, frame: nil)
    content.addView(host)
    // Another activity's start screen shows its own line of text; the app's start screen is the banking screen.
    guard start.isSensitive, isTaskRoot else {
      host.addView(screenText(start, in: activity))
      embed(start, in: host, activity: activity)
      return
    }
    host.addView(
      TextView(
        context: activity, id: "balance", text: "€ 12,480.00", textSize: 28, sensitive: true,
        frame: DpRect(x: 16, y: 120, width: width - 32, height: 40)))
    host.addView(
      TextView(
        context: activity, id: "iban", text: "DE89 3704 0044 0532 0130 00", textSize: 16, sensitive: true,
        frame: DpRect(x: 16, y: 170, width: width - 32, height: 24)))
    host.addView(
      EditText(
        context: activity, id: "cvv", text: "123", textSize: 16, inputType: InputType.TYPE_CLASS_NUMBER,
        frame: DpRect(x: 16, y: 220, width: 120, height: 48)))
    let button = View(
      context: activity, id: "pay", role: .appNeutral, frame: DpRect(x: 16, y: 300, width: 160, height: 48))
    button.setBackgroundColor(0xFF19_76D2)
    host.addView(button)
    embed(start, in: host, activity: activity)
  }

  /// Adds `screen`'s embedded view, if it has one, to `parent`, below the screen's text rows.
  private static func embed(_ screen: AndroidAppScreen, in parent: View, activity: Activity) {
    guard let embedded = screen.embeddedView else { return }
    parent.addView(
      EmbeddedContentView(
        context: activity, id: embeddedID(screen), embedded: embedded, role: surfaceRole(screen),
        frame: DpRect(x: 0, y: 360, width: activity.window.frame.width, height: 300)))
  }

  private static func embeddedID(_ screen: AndroidAppScreen) -> String { "\(screen.name)EmbeddedView" }

  /// The activity's `android:windowSoftInputMode`: `adjustResize` in the React Native and Flutter templates' manifests
  /// (react-native's template `AndroidManifest.xml`, `flutter create`'s; high), unspecified for plain views and
  /// Compose (no attribute).
  static func softInputMode(of structure: AndroidAppStructure) -> Int {
    switch structure {
    case .reactNative, .flutter: return WindowManager.LayoutParams.SOFT_INPUT_ADJUST_RESIZE
    case .views, .compose: return WindowManager.LayoutParams.SOFT_INPUT_STATE_UNSPECIFIED
    }
  }

  /// The id of the structure's host view, `nil` for Flutter (no Android views).
  private static func hostID(_ structure: AndroidAppStructure) -> String? {
    switch structure {
    case .flutter: return nil
    case .views: return "screen"
    case .reactNative: return "ReactRootView"
    case .compose: return "ComposeView"
    }
  }

  private static func surfaceRole(_ screen: AndroidAppScreen) -> ContentRole {
    screen.isSensitive ? .appSensitive(textSizeSp: 16) : .appNeutral
  }

  private static func screenText(_ screen: AndroidAppScreen, in activity: Activity) -> TextView {
    TextView(
      context: activity, id: "\(screen.name)Text",
      text: screen.isSensitive ? "witch collapse practice feed" : "Welcome",
      textSize: 20, sensitive: screen.isSensitive,
      frame: DpRect(x: 16, y: 120, width: activity.window.frame.width - 32, height: 32))
  }

  /// The view that draws `screen` (the host for the start screen), `nil` in Flutter.
  private static func view(of screen: AndroidAppScreen, in activity: Activity) -> View? {
    guard let hostID = hostID(activity.device.profile.structure) else { return nil }
    // A destination pushed again (no single top) has a page per instance: the latest is the one above.
    if let page = activity.contentView.children.last(where: { $0.id == screen.name }) { return page }
    return screen.name == (activity.startScreen ?? activity.backStack.first)?.name ? activity.findViewById(hostID) : nil
  }

  /// Draws `screen` above `below` (which stops being drawn).
  static func push(_ screen: AndroidAppScreen, over below: AndroidAppScreen, in activity: Activity) {
    let hostID = hostID(activity.device.profile.structure)
    guard hostID != nil else {
      activity.findViewById("FlutterSurfaceView")?.role = surfaceRole(screen)
      activity.findViewById(embeddedID(below))?.setVisibility(View.GONE)
      embed(screen, in: activity.contentView, activity: activity)
      return
    }
    view(of: below, in: activity)?.setVisibility(View.GONE)
    let page = View(context: activity, id: screen.name, role: .appNeutral, frame: nil)
    page.setBackgroundColor(0xFFFF_FFFF)
    page.addView(screenText(screen, in: activity))
    embed(screen, in: page, activity: activity)
    // Just above the screens drawn so far, as a navigator draws its destinations in its own container (a fragment's
    // container, React Navigation's root view, the Compose host): a view the app added over the content stays above
    // every screen.
    let content = activity.contentView
    let screenIDs = Set(activity.backStack.map(\.name) + [hostID].compactMap { $0 })
    let above = content.children.lastIndex { $0.id.map(screenIDs.contains) ?? false }.map { $0 + 1 }
    content.addView(page, index: above ?? content.children.count)
  }

  /// Removes `screen`'s view and draws `below` again.
  static func pop(_ screen: AndroidAppScreen, to below: AndroidAppScreen, in activity: Activity) {
    guard hostID(activity.device.profile.structure) != nil else {
      activity.findViewById("FlutterSurfaceView")?.role = surfaceRole(below)
      if let view = activity.findViewById(embeddedID(screen)) { view.parent?.removeView(view) }
      activity.findViewById(embeddedID(below))?.setVisibility(View.VISIBLE)
      return
    }
    if let page = view(of: screen, in: activity) { page.parent?.removeView(page) }
    view(of: below, in: activity)?.setVisibility(View.VISIBLE)
  }

  /// Lays the screen out again after the activity's window changed size without a recreation (a configuration
  /// change the activity handles): the text rows keep their 16 dp margins.
  static func relayout(in activity: Activity) {
    let width = activity.window.frame.width
    for id in ["balance", "iban"] {
      guard let view = activity.findViewById(id), var frame = view.frame else { continue }
      frame.width = width - 32
      view.frame = frame
    }
  }
}
