/// The app under test's screen, built in `onCreate` by `setContentView`: a banking screen with a balance, an IBAN,
/// a CVV field (plain number input until a strategy makes it a password) and a button, in the app structure's host
/// view. A Flutter app draws all of it into one `SurfaceView` (`FlutterSurfaceView`), so it has no Android views
/// to find.
enum AppContent {
  static func install(in activity: Activity, structure: AndroidAppStructure) {
    let width = activity.window.frame.width
    let content = View(context: activity, id: "content", role: .none, frame: nil)
    activity.window.decorView.addView(content)
    let hostID: String
    switch structure {
    case .flutter:
      content.addView(SurfaceView(context: activity, id: "FlutterSurfaceView", role: .appSensitive(textSizeSp: 16)))
      return
    case .views: hostID = "screen"
    case .reactNative: hostID = "ReactRootView"
    case .compose: hostID = "ComposeView"
    }
    let host = View(context: activity, id: hostID, role: .none, frame: nil)
    content.addView(host)
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
