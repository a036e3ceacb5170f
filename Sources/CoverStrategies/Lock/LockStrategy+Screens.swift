import ShieldModel

extension LockStrategy {
  /// Puts the lock screen up in `scene` unless it is up there already; the hygiene flags run
  /// first, and with `async` the placing waits for the next main-queue turn. A code that
  /// ``LockConfiguration/stacks`` puts up another and keeps only the newest: the older stays
  /// wherever UIKit keeps a screen nobody references, and asks for Face ID again.
  func showScreen(in scene: UIWindowScene, opening: Bool = false) {
    // A section lock's moments put it up only over its section (``LockConfiguration/section``).
    if configuration.section != nil, !opening, !sectionIsShown { return }
    let key = ObjectIdentifier(scene)
    if let i = screens.firstIndex(where: { $0.scene == key }) {
      guard configuration.stacks else { return }
      let older = screens.remove(at: i).screen
      lostControllers.append(older.controller)
      stackedScreens.append(StackedLockScreen(controller: older.controller))
      askedSinceArmed = false
    }
    let controller = LockViewController(
      release: configuration.release, fieldFocus: configuration.fieldFocus, hidesField: configuration.hidesField,
      lockView: configuration.lockView, hidesRetry: configuration.hidesRetry)
    controller.onRetry = { [weak self, weak controller] in
      // Once the code believes the lock passed, an older screen of a stacking code still up keeps
      // its own button (``askFromStackedScreen(_:from:)``).
      guard let self else { return }
      guard !self.isLockDue, let controller, self.isStackedScreen(controller) else {
        self.askForFaceID()
        return
      }
      self.askFromStackedScreen(controller, from: "an older lock screen's Unlock button (stacks)")
    }
    if showsOwnKeypad { controller.showKeypad() }
    controller.onPasscode = { [weak self] text in
      if text == Self.passcode { self?.passed() } else { self?.rejected(text) }
    }
    if startsLockedOut { controller.setEntryEnabled(false) }
    controller.onKey = { [weak self] digit in self?.typed(digit) }
    controller.onAppear = { [weak self, weak controller] in
      guard let self, self.configuration.authStart == .appear else { return }
      if self.isLockDue { return self.askForFaceID() }
      // Once the code believes the lock passed, an older screen of a stacking code that UIKit
      // shows again asks from its own viewDidAppear (``askFromStackedScreen(_:from:)``).
      guard let controller, self.isStackedScreen(controller) else { return }
      self.askFromStackedScreen(controller, from: "an older lock screen's viewDidAppear (stacks)")
    }
    let screen = LockScreen(controller: controller)
    screens.append((key, screen))
    let main = LockScreen.appWindow(of: scene)
    if configuration.endsEditing { _ = main?.endEditing(true) }
    if configuration.restoresResponder, let field = main.flatMap(Self.firstResponder(in:)) {
      savedResponder = field
      _ = field.resignFirstResponder()
    }
    if configuration.dismissesPresented, let root = main?.rootViewController, root.presentedViewController != nil {
      root.dismiss(animated: false)
    }
    let configuration = self.configuration
    if configuration.isAsync {
      DispatchQueue.main.async { [weak scene] in
        guard let scene else { return }
        screen.place(in: scene, configuration)
        if configuration.fieldFocus == .shown || configuration.fieldFocus == .foreground { controller.focusField() }
      }
    } else {
      screen.place(in: scene, configuration)
      if configuration.fieldFocus == .shown || configuration.fieldFocus == .foreground { controller.focusField() }
    }
  }

  /// `focus=foreground` at will-enter-foreground, `focus=becomeActive` at did-become-active: while
  /// the lock is due, the lock's code asks for the keyboard for its field (again).
  func refocusField(in scene: UIWindowScene, at moment: LockConfiguration.Moment) {
    guard configuration.fieldFocus.rawValue == moment.rawValue, isLockDue,
      let screen = screens.first(where: { $0.scene == ObjectIdentifier(scene) })?.screen
    else { return }
    screen.controller.focusField()
  }

  /// `focus=reply` and `focus=replyQueue`: a failed Face ID reply reached the code while the lock
  /// is still due; it asks for the keyboard for its field on every lock screen up.
  func focusFieldsFromReply() {
    guard isLockDue else { return }
    for entry in screens { entry.screen.controller.focusField() }
  }

  /// Takes `scene`'s lock screen down, if up; returns whether it is down as far as app code can
  /// tell (see ``LockScreen/remove(_:)``).
  @discardableResult
  func removeScreen(of scene: UIWindowScene) -> Bool {
    let key = ObjectIdentifier(scene)
    guard let i = screens.firstIndex(where: { $0.scene == key }) else { return true }
    let screen = screens.remove(at: i).screen
    let down = screen.remove(configuration)
    removedControllers.removeAll { !Self.isOnScreen($0) }
    removedControllers.append(screen.controller)
    if down { restoreResponder() }
    return down
  }

  /// The code believes every screen gone: the ones a stacking code lost count as taken down, so
  /// those UIKit keeps up are judged as any lock screen left up.
  func forgetLostScreens() {
    removedControllers.append(contentsOf: lostControllers)
    lostControllers.removeAll()
  }

  /// Gives the saved field first responder back (`restoreResponder`), once.
  func restoreResponder() {
    guard configuration.restoresResponder, let field = savedResponder else { return }
    savedResponder = nil
    _ = field.becomeFirstResponder()
  }

  /// The text field in `view`'s subtree that is first responder, found as apps find it (a walk
  /// asking `isFirstResponder`; UIKit has no public getter).
  static func firstResponder(in view: UIView) -> UITextField? {
    if let field = view as? UITextField, field.isFirstResponder { return field }
    for sub in view.subviews {
      if let found = firstResponder(in: sub) { return found }
    }
    return nil
  }

  /// The content shield: a plain window at `.alert + 2`.
  func showShield(in scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    if let entry = shields.first(where: { $0.scene == key }) {
      entry.window.isHidden = false
      return
    }
    let w = UIWindow(windowScene: scene)
    w.windowLevel = .alert + 2
    w.rootViewController = PrivacyCoverViewController()
    w.isHidden = false
    shields.append((key, w))
  }

  /// Hides `scene`'s shield, if shown.
  func hideShield(in scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    for entry in shields where entry.scene == key { entry.window.isHidden = true }
  }

  /// Asks for Face ID when the lock is up, the release uses it and it has not been asked since
  /// the lock was armed or the app last left.
  func askForFaceIDIfNeeded() {
    guard configuration.release.usesBiometry, !askedSinceArmed, !screens.isEmpty else { return }
    let reprompt = repromptedAfter
    askForFaceID(from: "the lock going up")
    if let reprompt, authentication != nil {
      reauthenticationNote = "repromptOn=\(reprompt.rawValue) asks again after every \(reprompt.rawValue) reply"
    }
  }

  /// Asks for Face ID (the "Unlock" button, the lock going up, or the moment `auth=` names); the
  /// reply hops to the main queue, since LocalAuthentication replies on a private queue.
  ///
  /// `policy` is the one the code evaluates: the lock's own, or `.deviceOwnerAuthentication` when
  /// `fallback=passcode` answers the biometrics policy's fallback or lockout.
  func askForFaceID(from origin: String = "the Unlock button", policy: LAPolicy? = nil) {
    guard configuration.release.usesBiometry, isLockDue else { return }
    let policy = policy ?? configuration.policy.laPolicy
    guard authentication == nil || configuration.stacks || configuration.isUnguarded else {
      heldAskAt = Self.now
      return
    }
    heldAskAt = nil
    cancelReplyAfterHeldAsk = nil
    reauthenticationNote = nil
    repromptedAfter = nil
    if configuration.secret != nil, configuration.secretRead == .item { return readSecretToUnlock() }
    askedSinceArmed = true
    let context = configuration.keepsContext ? (keptContext ?? LAContext()) : LAContext()
    if configuration.keepsContext { keptContext = context }
    if configuration.cannotEvaluate != nil {
      // The code checks the context it will evaluate, as Apple's sample code does.
      var error: NSError?
      guard context.canEvaluatePolicy(policy, error: &error) else {
        // The error comes back as an NSError in LocalAuthentication's domain: its code is LAError's.
        answerCannotEvaluate(error.flatMap { LAError.Code(rawValue: $0.code) } ?? .invalidContext)
        return
      }
    }
    authentication = context
    let asked = ObjectIdentifier(context)
    noteRequest(asked, from: origin)
    if logsRequests { context.requestOrigin = origin }
    let focusOnReplyQueue = configuration.fieldFocus == .replyQueue
    // `fallback=hidden`: an empty title hides the biometrics policy's fallback button.
    if configuration.fallback == .hidden { context.localizedFallbackTitle = "" }
    if let reuse = configuration.reuseDuration { context.touchIDAuthenticationAllowableReuseDuration = reuse }
    context.evaluatePolicy(policy, localizedReason: "Unlock the app") {
      [weak self] success, error in
      let outcome = (error as? LAError).flatMap { LockConfiguration.Outcome($0.code) }
      // `focus=replyQueue`: the field asked for here, on LocalAuthentication's queue.
      if !success, focusOnReplyQueue { MainActor.assumeIsolated { self?.focusFieldsFromReply() } }
      DispatchQueue.main.async {
        guard let self else { return }
        let others = self.noteReply(asked)
        // A stacking code's newer request keeps its own reference.
        if let current = self.authentication, ObjectIdentifier(current) == asked {
          self.authentication = nil
          // The system's cancel, queued while an ask of the code's found this request in flight.
          if let held = self.heldAskAt, outcome == .systemCancel {
            self.cancelReplyAfterHeldAsk = (held, Self.now)
          }
          self.heldAskAt = nil
        }
        if success {
          // The code cannot tell a success the context reused from the user's match; the promise can.
          if let unlockAt = context.lastSuccessDeviceUnlockAt {
            self.passedOnDeviceUnlock(at: unlockAt)
          } else if context.lastSuccessWasReused {
            self.passed(byUser: false)
          } else {
            self.passed()
          }
          self.loadSecret(after: context)
        } else if let outcome {
          self.answer(outcome, others: others)
          if self.configuration.fieldFocus == .reply { self.focusFieldsFromReply() }
        }
      }
    }
  }

  /// Takes every lock screen down although the user did not pass it (a reply taken as a pass): the
  /// lock is no longer due and the responder it took is given back.
  ///
  /// - Returns: whether every screen came down.
  func takeDownWithoutPass() -> Bool {
    isLockDue = false
    var down = true
    for entry in screens {
      down = entry.screen.remove(configuration) && down
      removedControllers.append(entry.screen.controller)
    }
    screens.removeAll()
    forgetLostScreens()
    restoreResponder()
    return down
  }

  /// What the reply handler does with a failed evaluation: by default nothing (the lock stays,
  /// its "Unlock" button asks again); `unlockOn` takes the lock down although the user did not
  /// pass it (the promise stands); `repromptOn` forgets that it asked, so its next moment asks
  /// again.
  private func answer(_ outcome: LockConfiguration.Outcome, others: [String]) {
    if configuration.fallback == .passcode, outcome == .userFallback || outcome == .biometryLockout {
      // The device passcode through the passcode policy: the system's passcode UI, which ends a lockout.
      Device.current?.log("lock's reply handler asks with .deviceOwnerAuthentication after \(outcome.rawValue)")
      askForFaceID(from: "the fallback to the device passcode", policy: .deviceOwnerAuthentication)
    } else if configuration.unlocksOn.contains(outcome) {
      let down = takeDownWithoutPass()
      let taken = "unlockOn=\(outcome.rawValue) takes the lock down on a \(outcome.rawValue) reply"
      if down, outcome == .systemCancel {
        // LocalAuthentication's cancel when the app leaves with its prompt up (LAError.systemCancel): the
        // platform decides when it comes.
        constructionFact = "the system cancels the app's Face ID prompt when the app leaves (systemCancel); \(taken)"
      } else if down {
        constructionNote = taken
      }
    } else if configuration.repromptsOn.contains(outcome) {
      askedSinceArmed = false
      repromptedAfter = outcome
    } else {
      answerError(outcome, others: others)
    }
  }

  /// A key tapped on the keypad: `clear` empties the entry; a digit is added, and once the
  /// passcode's length is typed it is checked (a wrong code is cleared).
  func typed(_ digit: String) {
    guard isLockDue else { return }
    guard digit != "clear" else {
      typedDigits = ""
      return
    }
    typedDigits += digit
    guard typedDigits.count >= Self.passcode.count else { return }
    let entered = typedDigits
    typedDigits = ""
    if entered == Self.passcode { passed() } else { rejected(entered) }
  }
}
