import TestExpectations
import Testing

@testable import ShieldModel

/// App code with a passcode entry in a window of its own at `level`: a `.password` field or a
/// `.keyboardKey` keypad; it records what the entry's actions see.
private final class EntryWindow: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let usesKeypad: Bool
  let level: UIWindow.Level
  var window: UIWindow?
  var entry: UIControl?
  var typed: [String] = []

  init(usesKeypad: Bool, level: UIWindow.Level = .alert + 1) {
    self.usesKeypad = usesKeypad
    self.level = level
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let w = UIWindow(windowScene: windowScene)
    w.windowLevel = level
    let root = UIViewController()
    w.rootViewController = root
    let frame = CGRect(x: 95, y: 400, width: 200, height: 44)
    if usesKeypad {
      let keypad = UIButton(frame: frame)
      keypad.accessibilityTraits = .keyboardKey
      keypad.addAction(UIAction { [weak self] _ in self?.typed.append("key") }, for: .touchUpInside)
      entry = keypad
    } else {
      let field = UITextField(frame: frame)
      field.textContentType = .password
      field.isSecureTextEntry = true
      field.addAction(
        UIAction { [weak self, weak field] _ in self?.typed.append("return:\(field?.text ?? "")") },
        for: .editingDidEndOnExit)
      entry = field
    }
    root.view.addSubview(entry!)
    w.isHidden = false
    window = w
  }
  var appCalls: [String] { ["hide", "cover"] }
  func handleAppCall(_ name: String) {
    if name == "hide" { window?.isHidden = true }
    if name == "cover", let scene = window?.windowScene {
      // A window above the entry, as a cover would be.
      let cover = UIWindow(windowScene: scene)
      cover.windowLevel = .alert + 2
      cover.rootViewController = UIViewController()
      cover.isHidden = false
      covers.append(cover)
    }
  }
  var covers: [UIWindow] = []
}

@Suite("enterPasscode: the user types the passcode into the app's entry")
struct PasscodeEntryTests {
  @Test("a .password field is focused, filled with the user's code, and sent Return")
  func field() throws {
    let app = EntryWindow(usesKeypad: false)
    let device = try launched(strategy: app)
    try device.apply(.enterPasscode)
    expectEqual(app.typed, ["return:1234"])
    expectEqual(device.withCurrent { (app.entry as? UITextField)?.isFirstResponder }, true)
    expectEqual(device.lastTouch?.target, "<UITextField>")
  }

  @Test("a .keyboardKey keypad gets one touchUpInside per digit, and no keyboard comes up")
  func keypad() throws {
    let app = EntryWindow(usesKeypad: true)
    let device = try launched(strategy: app)
    try device.apply(.enterPasscode)
    expectEqual(app.typed, ["key", "key", "key", "key"])
    expectEqual(device.summary().isKeyboardUp, false)
  }

  @Test("a window above the entry takes the touch: the entry gets nothing, the touch reaches the cover")
  func coveredEntry() throws {
    let app = EntryWindow(usesKeypad: true)
    let device = try launched(strategy: app)
    try device.apply(.appCall("cover"), .enterPasscode)
    #expect(app.typed.isEmpty)
    expectEqual(device.lastTouch?.target, "<UIView>")
  }

  @Test("an entry below the app's own window still gets the touch where nothing above takes it")
  func entryBelowTheAppWindow() throws {
    // The app's root view covers the scene and takes touches: the entry in a window below
    // the app's (level -1) is not reached.
    let app = EntryWindow(usesKeypad: true, level: .normal - 1)
    let device = try launched(strategy: app)
    try device.apply(.enterPasscode)
    #expect(app.typed.isEmpty)
    expectEqual(device.lastTouch?.isAppView, true)
  }

  @Test(
    "refused with no entry on screen, with the scene inactive, or with the entry's window hidden",
    arguments: [
      ([SystemEvent](), false),
      ([.openControlCenter], true),
      ([.appCall("hide")], true),
    ])
  func refusals(before: [SystemEvent], withEntry: Bool) throws {
    let device = try launched(strategy: withEntry ? EntryWindow(usesKeypad: false) : nil)
    for e in before { try device.apply(e) }
    expectEqual(
      device.validationError(for: .enterPasscode),
      "no passcode entry (a .password text field or a .keyboardKey control) is in a visible window of an active scene the user can touch"
    )
  }
}
