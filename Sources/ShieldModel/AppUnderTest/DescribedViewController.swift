/// A view controller of the app under test: builds its view from one screen of an
/// ``AppDescription`` (the first, or one of ``AppDescription/screens``).
///
/// In a scene the description marks non-sensitive, every view is neutral.
final class DescribedViewController: UIViewController, AppScreen {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let screenIdentifier: String
  let content: AppDescription.View
  let views: [AppDescription.View]
  let isSensitive: Bool
  /// The field this screen focuses when it appears (``AppDescription/focusesTypingFieldOnAppear``).
  private var fieldFocusedOnAppear: String?

  /// The app's first screen.
  init(app: AppDescription, isSensitive: Bool) {
    screenIdentifier = AppDescription.rootScreenIdentifier
    content = app.content
    views = app.views
    self.isSensitive = isSensitive
    if app.focusesTypingFieldOnAppear { fieldFocusedOnAppear = app.typingFieldIdentifier }
    super.init(nibName: nil, bundle: nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    Device.current?.strategy?.appScreen(self, appearance: .willAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    Device.current?.strategy?.appScreen(self, appearance: .willDisappear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    Device.current?.strategy?.appScreen(self, appearance: .didDisappear)
  }

  /// The app's code focuses its typing field (`becomeFirstResponder`), when it says so; the
  /// strategy's per-screen code runs first (``PrivacyScreenStrategy/appScreen(_:appearance:)``).
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    Device.current?.strategy?.appScreen(self, appearance: .didAppear)
    guard let identifier = fieldFocusedOnAppear, let root = viewIfLoaded else { return }
    for case let field as UITextField in root.subviews where field.accessibilityIdentifier == identifier {
      _ = field.becomeFirstResponder()
      return
    }
  }

  /// One of the app's other screens.
  init(screen: AppDescription.Screen, isSensitive: Bool) {
    screenIdentifier = screen.identifier
    content = screen.content
    views = screen.views
    self.isSensitive = isSensitive
    super.init(nibName: nil, bundle: nil)
  }

  /// Whether the screen shows sensitive content in its scene.
  var isSensitiveScreen: Bool { isSensitive && AppDescription.anySensitive(content, views) }

  override func loadView() {
    let bounds = Device.current?.screen.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
    let root = makeView(content, in: bounds.size)
    for description in views { root.addSubview(makeView(description, in: bounds.size)) }
    view = root
  }

  private func makeView(_ d: AppDescription.View, in size: CGSize) -> UIView {
    let frame = d.frame.resolved(in: size)
    let view: UIView
    switch d.kind {
    case .plain:
      view = UIView(frame: frame)
    case .label(let text, let fontSize):
      let label = UILabel(frame: frame)
      label.text = text
      label.font = .systemFont(ofSize: fontSize)
      view = label
    case .textField(let traits):
      let field = UITextField(frame: frame)
      field.text = traits.text
      field.isSecureTextEntry = traits.isSecureTextEntry
      field.keyboardType = traits.keyboardType.uiKeyboardType
      field.autocorrectionType = traits.autocorrects ? .default : .no
      view = field
    }
    if let color = d.backgroundColor { view.backgroundColor = color.uiColor }
    view.autoresizingMask = d.autoresizingMask
    switch d.role {
    case .neutral: view.layer.contentRole = .appNeutral
    case .sensitive(let height): view.layer.contentRole = isSensitive ? .appSensitive(textHeight: height) : .appNeutral
    }
    view.accessibilityIdentifier = d.identifier
    return view
  }
}

extension AppDescription {
  /// The root view controller of a window of this app: the first screen, inside a
  /// `UINavigationController` when the app has other screens to push, with the
  /// ``launchScreen`` (a login or lock screen) pushed over it.
  @MainActor func makeRootViewController(isSensitive: Bool) -> UIViewController {
    // A screen the app does not name among its sensitive ones shows its views as neutral.
    let first = DescribedViewController(
      app: self, isSensitive: isSensitive && self.isSensitive(screen: AppDescription.rootScreenIdentifier))
    guard !screens.isEmpty else { return first }
    let nav = UINavigationController(rootViewController: first)
    if let id = launchScreen, let screen = screen(named: id) {
      let shown = DescribedViewController(screen: screen, isSensitive: isSensitive && self.isSensitive(screen: id))
      nav.pushViewController(shown, animated: false)
    }
    return nav
  }
}
