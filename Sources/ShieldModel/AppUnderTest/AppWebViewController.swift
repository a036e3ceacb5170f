/// The app's own in-app browser (``AppPresentationKind/webView``): the page the app opened, its
/// text sensitive in a sensitive scene, full screen with a Done button. When it goes, the app's
/// code hides the window it was shown in, if the app made one for it (Cordova's `browserExit`
/// hides `tmpWindow` "to make main WebView responsive to touch again",
/// https://github.com/apache/cordova-plugin-inappbrowser ; high, code).
final class AppWebViewController: UIViewController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let isSensitive: Bool
  /// The window the app made to show the browser in, hidden when the browser goes.
  weak var browserWindow: UIWindow?

  init(isSensitive: Bool) {
    self.isSensitive = isSensitive
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .fullScreen
  }

  var screenIdentifier: String { "webView" }
  var isSensitiveScreen: Bool { isSensitive }

  override var offersDismissButton: Bool { true }

  override func loadView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    root.backgroundColor = .white
    root.layer.contentRole = .appNeutral
    root.accessibilityIdentifier = "web"
    let page = UILabel(frame: CGRect(x: 20, y: 100, width: 350, height: 300))
    page.text = "Statement"
    page.autoresizingMask = [.flexibleWidth]
    page.layer.contentRole = isSensitive ? .appSensitive(textHeight: 17) : .appNeutral
    page.accessibilityIdentifier = "web-page"
    root.addSubview(page)
    view = root
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    browserWindow?.isHidden = true
  }
}
