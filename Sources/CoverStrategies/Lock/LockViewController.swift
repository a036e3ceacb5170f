import ShieldModel

/// The lock screen: an opaque view (or a clear or translucent one, `lockView=`) with what the release needs, laid out over the bounds it is
/// given: an "Unlock" button that asks for Face ID again (Signal's unlock button, DuckDuckGo's
/// tap to retry), a passcode field (`textContentType = .password`, secure), or a keypad of digit
/// keys and a `clear` key (controls with the `.keyboardKey` trait, labelled with their digit).
///
/// None of its views carries an accessibility identifier: a touch on the lock is not a touch on
/// the app's content.
public final class LockViewController: UIViewController {
  /// What the screen shows.
  let release: LockConfiguration.Release
  /// Runs when the user taps "Unlock".
  var onRetry: () -> Void = {}
  /// Runs with the field's text when the user presses Return in the passcode field.
  var onPasscode: (String) -> Void = { _ in }
  /// Runs with each key the user taps on the keypad: a digit, or `clear`.
  var onKey: (String) -> Void = { _ in }
  /// Runs in `viewDidAppear(_:)` (`auth=appear`).
  var onAppear: () -> Void = {}
  /// The passcode field, when the release has one.
  private(set) var field: UITextField?
  /// When the lock's code focuses its field (``LockConfiguration/fieldFocus``).
  let fieldFocus: LockConfiguration.FieldFocus
  /// Whether the field is hidden (``LockConfiguration/hidesField``).
  let hidesField: Bool

  /// The view's background (``LockConfiguration/lockView``; `nil`: opaque white).
  let lockView: LockConfiguration.LockView?
  /// Whether the screen leaves out its Unlock button (``LockConfiguration/hidesRetry``).
  let hidesRetry: Bool

  init(
    release: LockConfiguration.Release, fieldFocus: LockConfiguration.FieldFocus = .tap, hidesField: Bool = false,
    lockView: LockConfiguration.LockView? = nil, hidesRetry: Bool = false
  ) {
    self.lockView = lockView
    self.hidesRetry = hidesRetry
    self.release = release
    self.fieldFocus = fieldFocus
    self.hidesField = hidesField
    super.init(nibName: nil, bundle: nil)
  }

  /// The lock's code asks for the keyboard for its field; UIKit answers (see
  /// ``LockConfiguration/FieldFocus``).
  func focusField() { _ = field?.becomeFirstResponder() }

  /// Whether the entry takes input (`wrong=lockout`); applied to the field and the keys as they are made.
  private(set) var isEntryEnabled = true

  /// The lock's code enables or disables its field and keys (a lockout); it resigns a disabled field
  /// first, and focuses a hidden field again when it enables it (only its code can).
  func setEntryEnabled(_ enabled: Bool) {
    isEntryEnabled = enabled
    if !enabled, field?.isFirstResponder == true { _ = field?.resignFirstResponder() }
    field?.isEnabled = enabled
    for case let key as UIControl in keypadView?.subviews ?? [] { key.isEnabled = enabled }
    if enabled, hidesField { focusField() }
  }

  /// The lock's code clears a refused entry from its field.
  func clearEntry() { field?.text = "" }

  /// The model reads no archives (see `UIViewController.init(coder:)`).
  public required init?(coder: NSCoder) { nil }

  /// A view the size of the screen, so the controls are laid out before the lock is placed
  /// (they scale with it: every margin and size is flexible).
  /// Whether a lock screen of `release` shows its Unlock button (``onRetry``): a release that asks for Face ID,
  /// unless the family's `noRetry` hides it. The app-logic never-runs judgement asks it (`unlockTapped`).
  static func showsUnlockButton(_ release: LockConfiguration.Release, hidesRetry: Bool = false) -> Bool {
    release.usesBiometry && !hidesRetry
  }

  /// Whether a lock screen of `release` shows a passcode entry (``onPasscode``): its field or its keypad.
  static func showsPasscodeEntry(_ release: LockConfiguration.Release) -> Bool {
    release.usesField || release.usesKeypad
  }

  public override func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view = v
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = lockView?.backgroundColor ?? .white
    let title = UILabel(frame: frame(0.2, 0.12, 0.6, 0.06))
    title.text = "Locked"
    title.autoresizingMask = flexible
    view.addSubview(title)
    if Self.showsUnlockButton(release, hidesRetry: hidesRetry) {
      let retry = UIButton(frame: frame(0.2, 0.35, 0.6, 0.2))
      retry.setTitle("Unlock", for: .normal)
      retry.autoresizingMask = flexible
      retry.addAction(UIAction { [weak self] _ in self?.onRetry() }, for: .touchUpInside)
      view.addSubview(retry)
    }
    if release.usesField {
      let f = UITextField(frame: frame(0.15, 0.68, 0.7, 0.06))
      f.textContentType = .password
      f.isSecureTextEntry = true
      f.autoresizingMask = flexible
      f.isHidden = hidesField
      f.isEnabled = isEntryEnabled
      f.addAction(UIAction { [weak self, weak f] _ in self?.onPasscode(f?.text ?? "") }, for: .editingDidEndOnExit)
      view.addSubview(f)
      field = f
      if fieldFocus == .load { focusField() }
    }
    if release.usesKeypad || showsKeypad { addKeypad() }
  }

  /// Every margin and size flexible: the controls scale with the lock's view.
  private let flexible: UIView.AutoresizingMask = [
    .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin, .flexibleWidth,
    .flexibleHeight,
  ]

  /// A rectangle in fractions of the view's width and height.
  private func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
    let b = view.bounds.size
    return CGRect(x: b.width * x, y: b.height * y, width: b.width * w, height: b.height * h)
  }

  /// Whether the lock shows its keypad although its release has none (`cannotEvaluate=keypad`).
  private(set) var showsKeypad = false
  /// The keypad's view, once added.
  private var keypadView: UIView?

  /// Shows the keypad (the app's own passcode) on a biometry-only lock: now if the view is loaded,
  /// else when it loads.
  func showKeypad() {
    guard !showsKeypad, !release.usesKeypad else { return }
    showsKeypad = true
    if isViewLoaded { addKeypad() }
  }

  /// Adds the keypad of digit keys and a `clear` key.
  private func addKeypad() {
    guard keypadView == nil else { return }
    do {
      let keypad = UIView(frame: frame(0.15, 0.6, 0.7, 0.36))
      keypad.autoresizingMask = flexible
      let k = keypad.bounds.size
      for (i, digit) in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "clear"].enumerated() {
        let column = digit == "0" ? 1 : digit == "clear" ? 2 : i % 3
        let row = i >= 9 ? 3 : i / 3
        let key = UIButton(
          frame: CGRect(
            x: k.width * Double(column) / 3, y: k.height * Double(row) / 4, width: k.width / 3 - 4,
            height: k.height / 4 - 4))
        key.setTitle(digit, for: .normal)
        key.accessibilityLabel = digit
        key.accessibilityTraits = .keyboardKey
        key.isEnabled = isEntryEnabled
        key.autoresizingMask = flexible
        key.addAction(UIAction { [weak self] _ in self?.onKey(digit) }, for: .touchUpInside)
        keypad.addSubview(key)
      }
      view.addSubview(keypad)
      keypadView = keypad
    }
  }

  /// UIKit's appearance callback, sent when the model's rules say (a presentation finished, its
  /// window shown, a full-screen presentation over it dismissed).
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if fieldFocus == .appear { focusField() }
    onAppear()
  }

  public override var prefersStatusBarHidden: Bool { true }
}
