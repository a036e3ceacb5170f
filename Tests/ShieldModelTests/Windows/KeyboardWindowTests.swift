import TestExpectations
import Testing

@testable import ShieldModel

/// App code with a secure-entry password field of its own, focused on `appCall(focusPassword)`.
private final class PasswordField: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var field: UITextField?
  func handleAppCall(_ name: String) {
    guard name == "focusPassword", let window = UIApplication.shared.windows.first else { return }
    let f = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
    f.isSecureTextEntry = true
    f.layer.contentRole = .appSensitive(textHeight: 17)
    window.addSubview(f)
    field = f
    _ = f.becomeFirstResponder()
  }
}

@Suite("The keyboard's window (issue 26, P3)")
struct KeyboardWindowTests {
  @Test(
    "its frame: 336 points on an iPhone in portrait, 209 in landscape, 398 on an iPad; a hardware keyboard leaves none on an iPhone and the 55-point bar on an iPad",
    arguments: [
      ("iphone-ios17-scenes", false, 336.0), ("iphone-ios17-scenes", true, 209.0),
      ("ipad-split-ios17-scenes", false, 398.0),
      ("iphone-ios17-scenes+hardwareKeyboard=true", false, 0.0),
      ("ipad-split-ios17-scenes+hardwareKeyboard=true", false, 55.0),
    ])
  func frame(profile: String, landscape: Bool, height: Double) throws {
    let d = try launched(profile)
    if landscape { try d.apply(.rotate(.landscapeLeft)) }
    let scene = d.windowScenes[0]
    #expect(d.keyboardFrame(in: scene) == nil)
    try d.apply(.keyboardShow)
    let frame = d.keyboardFrame(in: scene)
    expectEqual((frame?.height ?? 0), CGFloat(height))
    if let frame { #expect(frame.maxY == scene.bounds.height && frame.width == scene.bounds.width) }
  }

  @Test("it takes the touches in its frame above windows up to its level; one above 10,000,000 covers it")
  func takesTouches() throws {
    let d = try launched()
    let scene = d.windowScenes[0]
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.9))
    expectEqual(d.lastTouch?.target, "pay-button")
    try d.apply(.keyboardShow, .touch(scene: nil, x: 0.5, y: 0.9))
    expectEqual(d.lastTouch?.target, "<UIKeyboardLayout>")
    // Above the keyboard's frame the app still takes the touch.
    #expect(d.hitView(in: scene, x: 0.5, y: 0.1)?.accessibilityIdentifier != nil)
    // A window at .alert + 1 is below the keyboard; one at 10,000,001 is above it.
    let cover = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { cover.isHidden = false }
    #expect(d.hitView(in: scene, x: 0.5, y: 0.9) is UIKeyboardLayout)
    d.withCurrent { cover.windowLevel = UIWindow.Level(10_000_001) }
    #expect(d.hitView(in: scene, x: 0.5, y: 0.9) === cover)
    let rows = d.render(scene, for: .display).rendering
    expectEqual(rows[19], "CCCCCCCC")
  }

  @Test(
    "keys reach the first responder: the software keys while no window above the keyboard's level covers them, a hardware keyboard always"
  )
  func keyInput() throws {
    let d = try launched()
    let scene = d.windowScenes[0]
    #expect(d.keyInput(in: scene) == nil)
    try d.apply(.keyboardShow)
    expectEqual(d.keyInput(in: scene)?.field.accessibilityIdentifier, "note-field")
    expectEqual(d.keyInput(in: scene)?.route, .softwareKeys)
    // A window at .alert + 1 shown over the app (not made key): the field keeps first responder
    // and its keys stay above the window.
    let cover = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { cover.isHidden = false }
    expectEqual(d.keyInput(in: scene)?.route, .softwareKeys)
    // One above the keyboard's level covers the keys: software typing reaches nothing.
    d.withCurrent { cover.windowLevel = UIWindow.Level(10_000_001) }
    #expect(d.keyInput(in: scene) == nil)
    // A hardware keyboard's presses go to the first responder whatever covers it.
    let hardware = try launched("iphone-ios17-scenes+hardwareKeyboard=true")
    try hardware.apply(.keyboardShow)
    let over = hardware.withCurrent { makeCoverWindow(in: hardware.windowScenes[0]) }
    hardware.withCurrent {
      over.windowLevel = UIWindow.Level(10_000_001)
      over.isHidden = false
    }
    expectEqual(hardware.keyInput(in: hardware.windowScenes[0])?.route, .hardwareKeyboard)
    // Made key, the window takes first responder away from the app's field: typing goes nowhere.
    hardware.withCurrent { over.makeKey() }
    #expect(hardware.keyInput(in: hardware.windowScenes[0]) == nil)
  }

  @Test("a key tap names the app's field it types into; a strategy's own field is not named")
  func keyTypedIntoAppField() throws {
    let d = try launched()
    try d.apply(.keyboardShow, .touch(scene: nil, x: 0.5, y: 0.9))
    expectEqual(d.lastTouch?.keyTypedIntoAppField, "note-field")
    let strategy = PasswordField()
    let other = try launched(strategy: strategy)
    try other.apply(.appCall("focusPassword"), .touch(scene: nil, x: 0.5, y: 0.9))
    expectEqual(other.lastTouch?.target, "<UIKeyboardLayout>")
    #expect(other.lastTouch?.keyTypedIntoAppField == nil)
  }

  @Test("a hardware keyboard on an iPhone: the field is focused, nothing is drawn and the touch reaches the app")
  func hardwareKeyboard() throws {
    let d = try launched("iphone-ios17-scenes+hardwareKeyboard=true")
    try d.apply(.keyboardShow, .touch(scene: nil, x: 0.5, y: 0.9))
    #expect(d.keyboard.firstResponder != nil)
    expectEqual(d.lastTouch?.target, "pay-button")
    expectEqual(
      d.render(d.windowScenes[0], for: .screenshot).rendering, d.render(d.windowScenes[0], for: .display).rendering)
  }

  @Test(
    "screen captures show the keys typing into the sensitive field; the snapshot and the display show plain keys",
    arguments: [
      (RenderPurpose.screenshot, "SSSSSSSS"), (.recording, "SSSSSSSS"), (.switcherSnapshot, "kkkkkkkk"),
      (.display, "kkkkkkkk"),
    ])
  func keysInCaptures(purpose: RenderPurpose, keys: String) throws {
    let d = try launched()
    try d.apply(.keyboardShow)
    expectEqual(d.render(d.windowScenes[0], for: purpose).rendering[18], keys)
    let plain = try launched("iphone-ios17-scenes+keyboardKeysRevealTypingInCaptures=false")
    try plain.apply(.keyboardShow)
    expectEqual(plain.render(plain.windowScenes[0], for: purpose).rendering[18], "kkkkkkkk")
  }

  /// What is over the app's note field when `keyboardShow` (the user's tap on it) comes, and
  /// whether the keys then type into it and show its typing in a screenshot: a window above the
  /// app's and a view in front of the field take the tap (hit-testing), a layer or a view with
  /// user interaction disabled does not.
  nonisolated enum Over: String, CaseIterable, Sendable { case window, view, layer, untouchableView }

  @Test(
    "keyboardShow is a tap the field must take: refused under a window or view that takes it; under a layer or an untouchable view the field is focused and the keys type and show its typing",
    arguments: Over.allCases)
  func keysOfFieldUnderCover(over: Over) throws {
    let d = try launched()
    let scene = d.windowScenes[0]
    let main = try #require(scene.windows.first)
    let cover: AnyObject = d.withCurrent {
      switch over {
      case .window:
        let w = makeCoverWindow(in: scene)
        w.isHidden = false
        return w
      case .view, .untouchableView:
        let v = UIView(frame: main.bounds)
        v.backgroundColor = .white
        v.isUserInteractionEnabled = over == .view
        main.addSubview(v)
        return v
      case .layer:
        let l = CALayer()
        l.frame = main.bounds
        l.backgroundColor = UIColor.white.cgColor
        main.layer.addSublayer(l)
        return l
      }
    }
    defer { withExtendedLifetime(cover) {} }
    let reaches = over == .layer || over == .untouchableView
    let refusal = d.validationError(for: .keyboardShow)
    expectEqual((refusal == nil), reaches)
    guard reaches else {
      expectEqual(refusal?.contains("no field of the app's is where a tap reaches it"), true)
      return
    }
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    #expect(d.typingReaches(field, in: scene))
    #expect(d.keyInput(in: scene) != nil)
    expectEqual(d.render(scene, for: .screenshot).rendering[18], "SSSSSSSS")
    try d.apply(.touch(scene: nil, x: 0.5, y: 0.9))
    expectEqual(d.lastTouch?.target, "<UIKeyboardLayout>")
    expectEqual(d.lastTouch?.keyTypedIntoAppField, "note-field")
  }

  @Test("a field focused before a cover came keeps the keys' typing, and captures show it (SwiftPasscodeLock PR 14)")
  func keysOfFieldFocusedBeforeCover() throws {
    let d = try launched()
    let scene = d.windowScenes[0]
    try d.apply(.keyboardShow)
    let cover = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { cover.isHidden = false }
    defer { withExtendedLifetime(cover) {} }
    let field = try #require(d.keyboard.firstResponder)
    #expect(d.typingReaches(field, in: scene))
    expectEqual(d.render(scene, for: .screenshot).rendering[18], "SSSSSSSS")
  }

  @Test("a focused secure-entry field keeps the keyboard out of screen captures (flag), not off the device")
  func secureEntryHidesKeyboard() throws {
    for hides in [true, false] {
      let p = PasswordField()
      let d = try launched("iphone-ios17-scenes+secureEntryHidesKeyboardInCaptures=\(hides)", strategy: p)
      try d.apply(.appCall("focusPassword"))
      let scene = d.windowScenes[0]
      expectEqual(d.render(scene, for: .display).rendering[18], "kkkkkkkk")
      let shot = d.render(scene, for: .screenshot).rendering[18]
      #expect(hides ? !shot.contains("k") && !shot.contains("S") : shot == "SSSSSSSS")
    }
  }

  @Test(
    "K10: a window made key takes the keyboard, the field stays its window's first responder, and making its window key again gives it back; a hidden key window gives nothing back",
    arguments: [true, false])
  func keptResponder(restores: Bool) throws {
    let d = try launched("iphone-ios17-scenes+makeKeyRestoresWindowResponder=\(restores)")
    let scene = d.windowScenes[0]
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    let main = try #require(d.keyboard.keyWindow)
    let lock = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { lock.makeKeyAndVisible() }
    #expect(d.keyboard.firstResponder == nil && d.keyboardFrame(in: scene) == nil)
    expectEqual(d.withCurrent { field.isFirstResponder }, restores)
    // Hidden, the lock hands key status on; the field's keyboard stays down.
    d.withCurrent { lock.isHidden = true }
    #expect(d.keyboard.keyWindow === main && d.keyboard.firstResponder == nil)
    // The app makes its window key again: the kept field has its keyboard back.
    d.withCurrent { main.makeKey() }
    expectEqual((d.keyboard.firstResponder === field), restores)
    // Across a return too, and the window's endEditing resigns a kept field.
    d.withCurrent { lock.makeKeyAndVisible() }
    try d.apply(.goHome, .returnToApp)
    #expect(d.keyboard.firstResponder == nil)
    d.withCurrent { _ = main.endEditing(true) }
    d.withCurrent { main.makeKey() }
    #expect(d.keyboard.firstResponder == nil)
  }

  @Test(
    "K10/F6: a window of another scene made key takes the keyboard; the field stays its scene's first responder (flag)",
    arguments: [true, false])
  func otherSceneTakesField(_ keeps: Bool) throws {
    let d = try launched("ipad-split-ios18-scenes+sceneKeepsFirstResponder=\(keeps)")
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    try d.apply(.connectScene("B"))
    #expect(d.keyboard.firstResponder == nil)
    // Until session 41 (and with the flag off) the field was lost for good.
    expectEqual(d.withCurrent { field.isFirstResponder }, keeps)
    expectEqual(d.focus(in: d.scene(named: "A")!).firstResponder, (keeps ? "note-field" : "none"))
  }
}
