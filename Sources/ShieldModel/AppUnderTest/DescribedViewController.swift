/// The view controller of the app under test: builds its view from an ``AppDescription``.
///
/// In a scene the description marks non-sensitive, every view is neutral.
final class DescribedViewController: UIViewController {
  nonisolated deinit {}
  /// The model reads no archives (see ``UIViewController/init(coder:)``).
  required init?(coder: NSCoder) { nil }
  let app: AppDescription
  let isSensitive: Bool
  init(app: AppDescription, isSensitive: Bool) {
    self.app = app
    self.isSensitive = isSensitive
    super.init()
  }

  override func loadView() {
    let bounds = Device.current?.screen.bounds ?? CGRect(x: 0, y: 0, width: 390, height: 844)
    let root = makeView(app.content, in: bounds.size)
    for description in app.views { root.addSubview(makeView(description, in: bounds.size)) }
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
