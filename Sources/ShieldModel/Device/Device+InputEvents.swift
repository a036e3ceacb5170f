/// The user's touches and typing: a touch reaches the view under it (and may focus a field or make
/// its window key), and the keyboard comes up for the app's field and goes down.
extension Device {
  /// The events this file handles, and how the generator's validity key answers for them.
  nonisolated static let inputEvents: [HandledKind] = [
    .byRules(.touch), .byRules(.keyboardShow), .byKey(.keyboardHide), .byRules(.enterPasscode),
    .byRules(.enterWrongPasscode), .byRules(.interactivePop),
  ]

  func inputRefusal(for event: SystemEvent) -> Refusal? {
    switch event {
    case .interactivePop: return interactivePopRefusal()
    case .touch(let id, _, _):
      if let reason = runningAppRefusal(leavesInterruptions: true) { return reason }
      guard event.hasNumbersInRange else { return "touch coordinates are fractions 0...1" }
      guard let s = id.map({ scene(named: $0) }) ?? windowScenes.first else { return .noScene }
      guard isAppActiveWithNoOverlay, s.activationState == .foregroundActive,
        !systemUI.coveredSceneIdentifiers.contains(s.identifier)
      else {
        return "touches reach only an active scene with nothing over it"
      }
      return nil
    case .keyboardShow:
      if let reason = runningAppRefusal() { return reason }
      guard isAppActiveWithNoOverlay else { return "the app is not active with nothing over it" }
      if keyboard.firstResponder != nil { return "the keyboard is already up" }
      if tappableTypingField() != nil { return nil }
      return
        "no field of the app's is where a tap reaches it (an active scene with nothing over it, the field shown and in front: a tap there reaches the view hit-testing finds, here another one or none)"
    case .keyboardHide:
      if let reason = runningAppRefusal() { return reason }
      return keyboard.firstResponder != nil ? nil : "the keyboard is not up"
    case .enterPasscode, .enterWrongPasscode:
      if let reason = runningAppRefusal() { return reason }
      if passcodeEntry() != nil { return nil }
      return
        "no passcode entry (a .password text field or a .keyboardKey control) is in a visible window of an active scene the user can touch"
    default: EventSubsystem.input.unhandled(event)
    }
  }

  func performInput(_ event: SystemEvent) {
    switch event {
    case .touch(let id, let x, let y):
      sendTouchEvent()
      let touched = id.flatMap { scene(named: $0) } ?? windowScenes[0]
      let point = touched.bounds.point(atFractionX: x, y: y)
      // Judged before the touch: what the touch reaches may take the lock down (its Unlock button).
      let reachedLock = isTapForAppFieldTakenByLock(at: point, in: touched)
      let responderBefore = keyboard.firstResponder
      touch(scene: touched, at: point)
      if reachedLock {
        keyboard.tapForFieldReachedLock = true
      } else if let responder = keyboard.firstResponder, responder !== responderBefore {
        // Only a touch that focuses a field ends the lock's hold on the focus: a touch on another view leaves the
        // first responder as it was (UIKit resigns it only when another responder becomes first, or the app ends
        // editing), so the lock's field a tap focused stays the lock's (s41 new user's bank app, fl.out).
        keyboard.tapForFieldReachedLock = false
      }
    case .keyboardShow:
      sendTouchEvent()
      // The user taps the field a tap reaches (the rule refused the event when there is none).
      guard let (scene, field) = tappableTypingField() else { break }
      lastKeyboardShowScene = scene.identifier
      keyboard.tapForFieldReachedLock = false
      // The tap gives its scene keyboard focus before the field asks for the keyboard, as any
      // touch does; a framework that needs a key window finds one there.
      giveKeyFocus(to: scene, touching: field)
      if let trap = textInputKeyWindowTrap(in: scene) {
        recordCrash(trap)
      } else {
        field.becomeFirstResponder()
      }
    case .keyboardHide:
      keyboard.tapForFieldReachedLock = false
      keyboard.firstResponder?.resignFirstResponder()
    case .interactivePop: performInteractivePop()
    case .enterPasscode:
      if let entry = passcodeEntry() { typePasscode(into: entry.control, in: entry.scene, at: entry.center) }
    case .enterWrongPasscode:
      if let entry = passcodeEntry() {
        typePasscode(into: entry.control, in: entry.scene, at: entry.center, code: Self.wrongPasscode)
      }
    default: EventSubsystem.input.unhandled(event)
    }
  }

  /// Whether the app's lock promise stands while the app's typing field is in no window (a lock made
  /// the root, or pushed over the app's screen, took the app's views off the window): a tap meant
  /// for the field reaches the lock (``KeyboardState/tapForFieldReachedLock``).
  private var isAppFieldOffWindowUnderLock: Bool {
    guard isAppLocked, app.typingFieldIdentifier != nil else { return false }
    for scene in windowScenes where typingField(in: scene) != nil { return false }
    return true
  }

  /// Whether a touch at `point` of `scene`, while the app's lock promise stands, is taken by
  /// another view than the app's typing field (``KeyboardState/tapForFieldReachedLock``): the field
  /// is in no window (``isAppFieldOffWindowUnderLock``), or the point lies on the field and
  /// hit-testing gives it to a view above: a lock window over the app's (Signal's, Element X's), a
  /// lock view added over the field. The view hit-testing finds takes the touch, windows tried
  /// front to back, and a text field becomes first responder only when it is the one touched, so
  /// the field under the lock is never focused (Apple, "Using responders and the responder chain
  /// to handle events": the touch's first responder is the view hit-testing finds,
  /// https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
  /// "hitTest(_:with:)", https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ;
  /// iOS 2+; high). The software keys over the point take the touch too, and type into the first
  /// responder: when that is the app's field, the tap reached the field's own keyboard; when it is
  /// the lock's entry (its passcode field focused by the lock's code), the keys are the lock's and
  /// the app's field under them is never touched (the same hit-test: the keyboard's window is the
  /// front-most, K1; its keys are the lock's entry's, K2; fortieth session: a new user's lock,
  /// which focused its passcode field after a Face ID cancel, read `focus-lost` for the sample
  /// app's `note-field` under the keys, focused only on the device without the script).
  private func isTapForAppFieldTakenByLock(at point: CGPoint, in scene: UIWindowScene) -> Bool {
    if isAppFieldOffWindowUnderLock { return true }
    guard isAppLocked(in: scene), let field = typingField(in: scene), sceneFrame(of: field).contains(point) else {
      return false
    }
    guard let hit = hitView(in: scene, at: point) else { return true }
    if hit === keyboardKeysView { return keyboard.firstResponder.map { $0 !== field } ?? false }
    return hit !== field
  }

  /// `view`'s frame in its scene's points: its frame through its superviews to its window.
  func sceneFrame(of view: UIView) -> CGRect {
    guard let window = view.window else { return .zero }
    var origin = CGPoint(x: window.frame.minX + view.frame.minX, y: window.frame.minY + view.frame.minY)
    var parent = view.superview
    while let ancestor = parent, ancestor !== window {
      origin = CGPoint(x: origin.x + ancestor.frame.minX, y: origin.y + ancestor.frame.minY)
      parent = ancestor.superview
    }
    return CGRect(origin: origin, size: view.frame.size)
  }

  /// A touch the user makes in the app goes through the app's `UIApplication.sendEvent(_:)`
  /// first (``PrivacyScreenStrategy/sendEvent(_:)``); its time is the user's last touch, which a
  /// lock's idle promise counts from (``LockTimerPromise/idle``).
  func sendTouchEvent() {
    lockAsks.lastTouchAt = runLoop.now
    strategy?.sendEvent(nil)
  }

  /// The centre of `view` in its scene's points (``sceneFrame(of:)``).
  func centreInScene(of view: UIView) -> CGPoint {
    let frame = sceneFrame(of: view)
    return CGPoint(x: frame.midX, y: frame.midY)
  }

  /// The view a touch at fractions `x`, `y` of `scene` would reach now, without touching
  /// (the top-most window that draws there and whose hit test answers).
  package func hitView(in scene: UIWindowScene, x: Double, y: Double) -> UIView? {
    hitView(in: scene, at: scene.bounds.point(atFractionX: x, y: y))
  }

  /// ``hitView(in:x:y:)`` at `point` of the scene, in points: the keyboard's window takes the
  /// touches in its frame above the app's windows below its level (``keyboardFrame(in:)``).
  package func hitView(in scene: UIWindowScene, at point: CGPoint) -> UIView? {
    hitView(in: scene, at: point, throughKeyboard: false)
  }

  /// ``hitView(in:at:)``, or, with `throughKeyboard`, as if the keyboard were not there.
  /// Asked with this device current: a hit test may read its flags (SC17).
  func hitView(in scene: UIWindowScene, at point: CGPoint, throughKeyboard: Bool) -> UIView? {
    withCurrent { hitViewNow(in: scene, at: point, throughKeyboard: throughKeyboard) }
  }

  private func hitViewNow(in scene: UIWindowScene, at point: CGPoint, throughKeyboard: Bool) -> UIView? {
    var keyboardPending = !throughKeyboard && keyboard.firstResponder != nil
    let keys = keyboardPending ? keyboardFrame(in: scene) : nil
    if keys == nil { keyboardPending = false }
    for window in scene.windows.reversed() {
      if keyboardPending, window.windowLevel <= Self.keyboardWindowLevel {
        keyboardPending = false
        if let keys, keys.contains(point) { return keyboardKeys }
      }
      let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
      guard window.layerPathContains(local) else { continue }
      if let v = window.hitTest(local, with: nil) { return v }
    }
    if keyboardPending, let keys, keys.contains(point) { return keyboardKeys }
    return nil
  }

  /// How touch results name `view`: its accessibility identifier, else its type in brackets.
  package static func touchTargetName(_ view: UIView?) -> String {
    guard let view else { return "<none>" }
    if let identifier = view.accessibilityIdentifier { return identifier }
    return "<\(typeName(of: view))>"
  }

  /// `String(describing:)` of `view`'s class, found once per class: describing a type demangles its
  /// name (some 8,000 instructions at every touch: issue 30), and a class's name never changes. Asked of
  /// `_typeName(_:qualified: false)`, the name `String(describing:)` prints for a metatype, without the
  /// printing's protocol casts (each new class's first description looked up conformances: some 60,000
  /// instructions a class).
  private static func typeName(of view: UIView) -> String {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = viewTypeNames[type] { return known }
    let name = _typeName(Swift.type(of: view), qualified: false)
    viewTypeNames[type] = name
    return name
  }

  /// ``typeName(of:)``'s answers by class; looked up, never iterated.
  @exclusivity(unchecked) private static var viewTypeNames: [ObjectIdentifier: String] = [:]

  /// The scene the user touches takes keyboard focus when the app's key window is in another
  /// scene (https://developer.apple.com/forums/thread/695932 ; medium): from iOS 15 the scene's own
  /// key window becomes the app's, no window's key status changing (`Device+SceneKeyWindow.swift`);
  /// before, or in a scene without one, the window of the view the touch reaches becomes key. Every
  /// touch does it, `keyboardShow`'s tap on a field included.
  private func giveKeyFocus(to scene: UIWindowScene, touching hit: UIView?) {
    guard let w = hit?.window, let key = keyboard.keyWindow, key.windowScene !== scene, w.windowScene === scene else {
      return
    }
    makeKey((hasSceneKeyWindows ? sceneKeyWindow(of: scene) : nil) ?? w)
  }

  /// The app's typing field the user can tap now, with its scene, as `enterPasscode` finds its
  /// entry: in the first scene (connection order) that is foreground-active, interactive and has no
  /// system UI or other app's window over it, the field a tap at its centre reaches (hit-testing:
  /// windows front to back, a view hidden, with user interaction off or alpha under 0.01 skipped; no
  /// keyboard is up). The user can tap only a field he sees: one under a lock window, a lock view or
  /// a cover that takes touches, or off the window, is none (Apple, "hitTest(_:with:)",
  /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) ; "Using responders and
  /// the responder chain to handle events",
  /// https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events ;
  /// a text field becomes first responder when tapped, "UITextField",
  /// https://developer.apple.com/documentation/uikit/uitextfield ; iOS 2+; high).
  func tappableTypingField() -> (scene: UIWindowScene, field: UITextField)? {
    guard app.typingFieldIdentifier != nil else { return nil }
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      if systemUI.coveredSceneIdentifiers.contains(scene.identifier) { continue }
      if let only = keyboardShowScene, scene.identifier != only { continue }
      guard let field = typingField(in: scene), field.window != nil else { continue }
      if let hit = hitView(in: scene, at: centreInScene(of: field), throughKeyboard: true),
        hit === field || hit.isDescendant(of: field)
      {
        return (scene, field)
      }
    }
    return nil
  }

  /// A touch at `point` of `scene` (points): reaches the view hit-testing finds there; returns it.
  @discardableResult
  func touch(scene: UIWindowScene, at point: CGPoint) -> UIView? {
    let hit = hitView(in: scene, at: point)
    let target = Self.touchTargetName(hit)
    giveKeyFocus(to: scene, touching: hit)
    lastTouch = TouchResult(scene: scene.identifier, target: target, isAppView: hit?.accessibilityIdentifier != nil)
    lastTouch?.landedWhileAppLocked = isAppLocked(in: scene)
    log("touch(\(scene.identifier)) -> \(target)")
    if let hit, hit === keyboardKeysView {
      // The keys type into the first responder, wherever it is; what was beneath gets nothing.
      if let field = keyInput(in: scene)?.field, field.accessibilityIdentifier != nil {
        lastTouch?.keyTypedIntoAppField = Self.touchTargetName(field)
      }
      // A tap on the first responder under its own keyboard loses nothing: the keys type into that very field. Nor
      // does the keyboard of the lock's own passcode entry over the lock's other controls (its Unlock button in
      // landscape, where the keys are 209 of 390 points): the keys type into the lock's input, which the user is
      // unlocking with; the reports' fault is the keyboard of a field behind the lock, whose keys type there
      // (https://github.com/velikanov/SwiftPasscodeLock/pull/14 ; K2).
      // One rule with the renderer's keys (``typingReaches(_:in:)``).
      if keyInput(in: scene) != nil, let beneath = hitView(in: scene, at: point, throughKeyboard: true) as? UIControl,
        beneath !== keyboard.firstResponder, !Self.isLockEntry(keyboard.firstResponder)
      {
        lastTouch?.keyboardCoveredControl = Self.touchTargetName(beneath)
      }
      return hit
    }
    if let control = hit as? UIControl, !(control is UITextField) {
      // A tap on a control: touch down and up inside it (Apple, "UIControl.Event.touchUpInside",
      // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside ; high).
      control.sendActions(for: .touchUpInside)
    } else if let hit, !(hit is UIControl) {
      // Not a control: the view gets the touch (``UIResponder/touchesBegan(_:with:)``), and a tap
      // recognizer on it or an ancestor (``UIGestureRecognizer``) recognizes at touch up, when the
      // view's touch is cancelled instead of ended (Apple, "cancelsTouchesInView",
      // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview ;
      // high, default `true`).
      let origin = hit.window?.frame.origin ?? .zero
      let touch = UITouch(view: hit, at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
      let touches: Set<UITouch> = [touch]
      hit.touchesBegan(touches, with: nil)
      if UIGestureRecognizer.recognizeTap(on: hit)?.cancelsTouchesInView == true {
        touch.phase = .cancelled
        hit.touchesCancelled(touches, with: nil)
      } else {
        touch.phase = .ended
        hit.touchesEnded(touches, with: nil)
      }
    }
    if let field = hit as? UITextField {
      // The app's own field is its framework's text input (Flutter's in a Flutter host); a
      // strategy's field is not.
      if field.accessibilityIdentifier != nil, field.accessibilityIdentifier == app.typingFieldIdentifier,
        let trap = textInputKeyWindowTrap(in: scene)
      {
        recordCrash(trap)
      } else {
        field.becomeFirstResponder()
      }
    }
    return hit
  }
}
