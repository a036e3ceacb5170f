import AppLogic
import ShieldModel

/// The script's actions, each the UIKit calls an app's code makes (docs/app-logic.md, "Actions").
extension AppLogicStrategy {
  /// The scenes an action acts in: the event's, or every connected one in connection order.
  var targetScenes: [UIWindowScene] {
    if let eventScene { return [eventScene] }
    return Device.current?.windowScenes ?? []
  }

  /// Performs `action` (validated before the run) of the handler on `line`.
  func perform(_ action: AppLogicScript.Call, line: Int) {
    let first = action.positional.first ?? ""
    switch action.name {
    case "after":
      // `DispatchQueue.main.asyncAfter`: the model's main queue runs it when its time comes (not while
      // the app is suspended), in the scene of the event that asked (and for a screen's callback, with that screen,
      // as a block capturing the controller weakly).
      guard let seconds = AppLogicNumber.seconds(first),
        let later = action.arguments.dropFirst().first?.asCall(line: line)
      else {
        return
      }
      let scene = eventScene
      let screen = eventScreen
      let context = (unprovenContext, replyProves, absentUserReply)
      DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self, weak scene, weak screen] in
        guard let self else { return }
        let previous = (self.eventScene, self.eventScreen, self.unprovenContext, self.replyProves, self.absentUserReply)
        self.eventScene = scene
        self.eventScreen = screen
        (self.unprovenContext, self.replyProves, self.absentUserReply) = context
        defer {
          (self.eventScene, self.eventScreen, self.unprovenContext, self.replyProves, self.absentUserReply) = previous
        }
        Device.current?.log("app-logic \(self.script.place(ofLine: line)): \(later.canonicalText) (after \(first) s)")
        self.perform(later, line: line)
      }
    case "everyScene":
      // An app-wide change (an unlock typed in one window's field) reaches the other scenes only through the app's
      // shared state: its code walks the connected scenes and updates each (UIKit delivers nothing to them itself).
      guard let inner = action.arguments.first?.asCall(line: line) else { return }
      let previous = eventScene
      defer { eventScene = previous }
      for scene in Device.current?.windowScenes ?? [] {
        eventScene = scene
        perform(inner, line: line)
      }
    case "fade": fade(first, action, line: line)
    case "set":
      if isPerScene(first) { setPerScene(first, to: true) } else { variables.insert(first) }
      noteWrite(of: first, stored: false)
      noteWriteRecord(of: first, on: true, stored: false, line: line)
      // The lock set again: an earlier right entry is no longer the one judged.
      if first == lockVariable { rightEntryAt = nil }
    case "clear":
      let wasLocked = first == lockVariable && isAppLocked
      let setIn = first == lockVariable && isPerScene(first) ? scenes(where: first) : []
      if isPerScene(first) { setPerScene(first, to: false) } else { variables.remove(first) }
      noteWrite(of: first, stored: false)
      noteWriteRecord(of: first, on: false, stored: false, line: line)
      if first == lockVariable {
        let clearedIn = setIn.filter { !scenes(where: first).contains($0) }
        noteLockClear(line: line, wasLocked: wasLocked, scenes: isPerScene(first) ? clearedIn : nil)
      }
      if first == lockVariable { rightEntryAt = nil }
      // The app's own unlock releases the lock the user's setting owed too, and any re-arm it skipped is over.
      if first == lockVariable {
        owedByUserSetting = false
        skippedRearm = nil
      }
    case "stamp":
      stamps[first] = Device.current?.now ?? 0
      noteWrite(of: AppLogicProvenance.stampMark(first), stored: false)
    case "store":
      UserDefaults.standard.set(true, forKey: Self.storedKey(first))
      noteWrite(of: first, stored: true)
      noteWriteRecord(of: first, on: true, stored: true, line: line)
    case "unstore":
      noteSettingChangeWithoutUser(action, line: line)
      UserDefaults.standard.set(false, forKey: Self.storedKey(first))
      noteWrite(of: first, stored: true)
      noteWriteRecord(of: first, on: false, stored: true, line: line)
    case "keychainAdd":
      var attributes: [String: Any] = [
        kSecClass: kSecClassGenericPassword, kSecAttrService: Self.storedKey(first), kSecValueData: Data([1]),
      ]
      // `access=`: the item's access control, asked at every read (Security/SecAccessControl.swift).
      if let access = action.value(for: "access") {
        attributes[kSecAttrAccessControl] = SecAccessControlCreateWithFlags(
          nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, Self.accessFlags(access), nil)
      }
      let status = SecItemAdd(attributes, nil)
      if status == errSecSuccess {
        noteWrite(of: Self.keychainMark(first), stored: true)
        noteWriteRecord(of: Self.keychainMark(first), on: true, stored: true, line: line)
      }
      // A failed add keeps the item as it was (its access control too): the code's `if` sees no error, `explain` does.
      if status != errSecSuccess {
        Device.current?.log(
          "app-logic \(script.place(ofLine: line)): keychainAdd(\(first)): SecItemAdd returned "
            + (status == errSecDuplicateItem ? "errSecDuplicateItem (-25299): the item stays as it was" : "\(status)"))
      }
    case "keychainRead": keychainRead(first)
    case "storeDomainState": storeDomainState()
    case "keychainDelete":
      noteSettingChangeWithoutUser(action, line: line)
      _ = SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrService: Self.storedKey(first)])
      noteWrite(of: Self.keychainMark(first), stored: true)
      noteWriteRecord(of: Self.keychainMark(first), on: false, stored: true, line: line)
    case "addCover":
      let tag = action.value(for: "tag").flatMap { AppLogicNumber.whole($0, signed: true) } ?? 0
      let resizes = action.value(for: "resizes") == "true"
      let inRoot = action.value(for: "in") == "root"
      for scene in targetScenes { addCover(first, tag: tag, resizes: resizes, inRoot: inRoot, in: scene) }
    case "removeCover":
      let tag = action.value(for: "tag").flatMap { AppLogicNumber.whole($0, signed: true) } ?? 0
      for scene in targetScenes { LockScreen.appWindow(of: scene)?.viewWithTag(tag)?.removeFromSuperview() }
    case "showWindow" where first == Self.appWindowName:
      // `window.isHidden = false` on the app's own window: shown again, it does not take key status back
      // (the model's answer, Device.focus(in:)).
      for scene in targetScenes { LockScreen.appWindow(of: scene)?.isHidden = false }
    case "showWindow":
      let level = Self.windowLevel(action.value(for: "level") ?? "alert+1") ?? 2001
      for scene in targetScenes {
        let w = window(named: first, in: scene, level: level)
        // A later `level=` moves the window made earlier: `windowLevel` is settable at any time (UIKit).
        if action.value(for: "level") != nil, w.windowLevel != UIWindow.Level(CGFloat(level)) {
          w.windowLevel = UIWindow.Level(CGFloat(level))
        }
        // `root=lock`: the lock screen is the window's root view controller (Signal's and Element X's lock
        // window), so its field, keypad or Unlock button is what the window shows.
        if action.value(for: "root") == "lock" {
          let lock = lockScreen(for: scene)
          if w.rootViewController !== lock { w.rootViewController = lock }
        }
        w.isHidden = false
      }
    case "hideWindow" where first == Self.appWindowName:
      // Flutter's host and other app-delegate covers hide the app's own key window (C84).
      for scene in targetScenes { LockScreen.appWindow(of: scene)?.isHidden = true }
    case "hideWindow":
      for scene in targetScenes {
        for entry in windows where entry.name == first && entry.scene == ObjectIdentifier(scene) {
          // A lock window's field gives up the keyboard before its window goes, as the lock family's does.
          if entry.window.rootViewController is LockViewController { _ = entry.window.endEditing(true) }
          entry.window.isHidden = true
        }
      }
    case "makeKey":
      for scene in targetScenes {
        if first == Self.appWindowName {
          LockScreen.appWindow(of: scene)?.makeKey()
        } else {
          for entry in windows where entry.name == first && entry.scene == ObjectIdentifier(scene) {
            entry.window.makeKey()
          }
        }
      }
    case "addLock":
      for scene in targetScenes { addLock(to: first, in: scene) }
    case "present" where first != "lock" && first != "cover":
      for scene in targetScenes { presentScreen(first, action, in: scene) }
    case "present":
      for scene in targetScenes { present(first, action, in: scene) }
    case "dismiss" where !["lock", "cover", "top"].contains(first):
      for scene in targetScenes { dismissScreen(first, in: scene) }
      forgetDismissedScreens()
    case "dismiss":
      for scene in targetScenes { dismiss(first, in: scene) }
    case "dismissAll":
      for scene in targetScenes { LockScreen.appWindow(of: scene)?.rootViewController?.dismiss(animated: false) }
      forgetDismissedScreens()
    case "push":
      for scene in targetScenes {
        guard let nav = LockScreen.appWindow(of: scene)?.rootViewController as? UINavigationController else { continue }
        // `push(SCREEN)`: a new controller of the app's screen, as its code makes one for each push.
        if first != "lock" {
          guard let screen = Device.current?.makeAppScreenController(first, in: scene) else { continue }
          nav.pushViewController(screen, animated: action.value(for: "animated") != "false")
          // The app's navigation, not its lock's: the baseline (the app without the script's cover) pushes it too.
          Device.current?.noteCodeNavigation(.push(first), in: scene)
          continue
        }
        nav.pushViewController(lockScreen(for: scene), animated: action.value(for: "animated") != "false")
      }
    case "pop":
      for scene in targetScenes {
        let popped = (LockScreen.appWindow(of: scene)?.rootViewController as? UINavigationController)?
          .popViewController(animated: false)
        // A screen of the app's is the app's navigation (the lock screen's pop is the lock's own).
        if let screen = popped as? any AppScreen {
          Device.current?.noteCodeNavigation(.pop(screen.screenIdentifier), in: scene)
        }
      }
      forgetDismissedScreens()
    case "popToRoot":
      for scene in targetScenes {
        let popped =
          (LockScreen.appWindow(of: scene)?.rootViewController as? UINavigationController)?
          .popToRootViewController(animated: false) ?? []
        if popped.contains(where: { $0 is any AppScreen }) {
          Device.current?.noteCodeNavigation(.popToRoot, in: scene)
        }
      }
      forgetDismissedScreens()
    case "endEditing":
      for scene in targetScenes { _ = LockScreen.appWindow(of: scene)?.endEditing(true) }
    case "secure": performSecure(action)
    case "redact": performRedaction(RedactionReason(rawValue: first))
    case "unredact": performRedaction(nil)
    case "becomeFirstResponder":
      for entry in lockScreens { entry.controller.focusField() }
    case "evaluatePolicy":
      evaluatePolicy(
        first == "deviceOwnerAuthentication" ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics,
        held: action.value(for: "context") == "held")
    default: break
    }
  }

  /// The `SecAccessControlCreateFlags` `access=` names.
  nonisolated static func accessFlags(_ name: String) -> SecAccessControlCreateFlags {
    switch name {
    case "biometryAny": .biometryAny
    case "biometryCurrentSet": .biometryCurrentSet
    case "devicePasscode": .devicePasscode
    default: .userPresence
    }
  }

  /// `keychainRead(V)`: `SecItemCopyMatching` of the item `keychainAdd(V)` added, with no `LAContext`, on a queue of
  /// the app's own: an item with access control raises the system's authentication UI (the same prompt as an
  /// `evaluatePolicy`, ``ShieldModel/SecItemCopyMatching(_:reply:)``); the result hops to the main queue and is the event
  /// `keychainReadReply`. The read is in flight (`prompting`) until then.
  private func keychainRead(_ name: String) {
    // A request after the right entry is the code's way on (a second factor), judged by the rules of requests.
    rightEntryAt = nil
    requestsInFlight += 1
    SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrService: Self.storedKey(name)]) {
      [weak self] status, _ in
      // The code the platform ended the read's authentication with, as it answers (a system cancel under
      // errSecUserCanceled): what the reply's handler cannot tell, and the user's-settings rule reads.
      let underlying = status == errSecSuccess ? nil : Device.current?.authenticationFailureBeingAnswered
      let reply: String
      switch status {
      case errSecSuccess: reply = "success"
      case errSecUserCanceled: reply = "userCanceled"
      case errSecItemNotFound: reply = "notFound"
      case errSecInteractionNotAllowed: reply = "interactionNotAllowed"
      default: reply = "authFailed"
      }
      DispatchQueue.main.async {
        guard let self else { return }
        self.requestsInFlight -= 1
        self.lastReadFailure = underlying
        let wasLocked = self.isAppLocked
        // Not found while the device holds the item: a `.biometryCurrentSet` item invalidated (Keychain.swift).
        self.lastReadFoundInvalidatedItem =
          status == errSecItemNotFound
          && Device.current?.keychainItems.contains { $0.service == Self.storedKey(name) } == true
        self.lastReadAskedTheUser = status == errSecSuccess && self.keychainReadAsksTheUser(name)
        let proves = status != errSecSuccess || self.replyContext("keychainReadReply", "success") == nil
        self.fire("keychainReadReply", reply)
        if self.lastReadAskedTheUser, proves {
          self.noteReply(success: true, reused: false, wasLocked: wasLocked)
        }
      }
    }
  }

  /// `fade(NAME|cover, to=A, duration=S[, tag=N][, completion=ACTION][, ifFinished=true])`:
  /// `UIView.animate(withDuration:animations:completion:)` setting the alpha of a window of the script (or of the
  /// cover `addCover` tagged N) in each of the action's scenes. The completion runs ACTION with what UIKit passes as
  /// `finished`; with `ifFinished=true` only when it is `true` (the HUD pattern that hides its window only then).
  /// When `finished` is `false` is the model's (``Device/interruptAnimationsInBackground()``, a replacing animation).
  private func fade(_ name: String, _ action: AppLogicScript.Call, line: Int) {
    guard let alpha = action.value(for: "to").flatMap({ AppLogicNumber.decimal($0) }),
      let duration = action.value(for: "duration").flatMap({ AppLogicNumber.seconds($0) })
    else { return }
    let completion = Self.fadeCompletion(of: action)
    let onlyIfFinished = action.value(for: "ifFinished") == "true"
    let tag = action.value(for: "tag").flatMap { AppLogicNumber.whole($0, signed: true) }
    for scene in targetScenes {
      let view: UIView?
      if name == "cover", let tag {
        view = LockScreen.appWindow(of: scene)?.viewWithTag(tag)
      } else {
        view = windows.first { $0.name == name && $0.scene == ObjectIdentifier(scene) }?.window
      }
      guard let view else { continue }
      let screen = eventScreen
      UIView.animate(
        withDuration: duration, animations: { view.alpha = CGFloat(alpha) },
        completion: { [weak self, weak scene, weak screen] finished in
          guard let self, let completion else { return }
          let runs = finished || !onlyIfFinished
          Device.current?.log(
            "app-logic \(self.script.place(ofLine: line)): fade(\(name)) completion, finished == \(finished)"
              + (runs ? ": \(completion.canonicalText)" : ": skipped (ifFinished)"))
          guard runs else { return }
          let previous = (self.eventScene, self.eventScreen)
          self.eventScene = scene
          self.eventScreen = screen
          defer { (self.eventScene, self.eventScreen) = previous }
          self.perform(completion, line: line)
        })
    }
  }

  /// `addCover(KIND, tag=N[, resizes=true][, in=root])`: a view the size of the scene's window, added to it; with
  /// `resizes=true` it has the autoresizing mask real covers are usually given (`[.flexibleWidth, .flexibleHeight]`,
  /// or constraints to the window's edges), so the model's autoresizing keeps it the window's size on a rotation.
  /// With `inRoot` it is added to the root controller's view instead, where SwiftUI draws an `.overlay` of the
  /// root content: what the root presents (a sheet, an alert) lands above it, by UIKit's presentation (the
  /// SwiftUI lock overlay's row in docs/model-behaviours.md).
  private func addCover(_ kind: String, tag: Int, resizes: Bool, inRoot: Bool, in scene: UIWindowScene) {
    guard let window = LockScreen.appWindow(of: scene) else { return }
    let host: UIView = inRoot ? (window.rootViewController?.view ?? window) : window
    let cover: UIView
    switch kind {
    case "blur": cover = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    case "snapshot": cover = window.snapshotView(afterScreenUpdates: false) ?? UIView()
    default:
      cover = UIView()
      cover.backgroundColor = .white
    }
    // `UIView(frame: window.bounds)`, as covers are written: without `resizes=true` no autoresizing mask, so a
    // rotation or a resize leaves it at the size it had (the model's answer, not the script's). The default
    // stays that, so scripts written before the label keep their verdicts.
    cover.frame = window.bounds
    if resizes { cover.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    cover.tag = tag
    host.addSubview(cover)
  }

  /// `addLock(firstWindow|keyWindow|main)`: the lock screen's view added as a subview of a window, its controller
  /// in no controller hierarchy (LTHPasscodeViewController's `[windows[0] addSubview: self.view]`, C88): the first of
  /// `UIApplication.shared.windows`, the key window, or the scene's app window. What lands above it later (a
  /// presentation's container view, another window) is the model's answer.
  private func addLock(to host: String, in scene: UIWindowScene) {
    let window: UIWindow?
    switch host {
    case "firstWindow": window = UIApplication.shared.windows.first
    case "keyWindow": window = UIApplication.shared.keyWindow
    default: window = LockScreen.appWindow(of: scene)
    }
    guard let window else { return }
    let controller = lockScreen(for: scene)
    guard let view = controller.view, view.superview == nil else { return }
    view.frame = window.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(view)
  }

  /// The window `name` of `scene` at `level`, made at the first `showWindow`.
  private func window(named name: String, in scene: UIWindowScene, level: Double) -> UIWindow {
    let key = ObjectIdentifier(scene)
    if let entry = windows.first(where: { $0.name == name && $0.scene == key }) { return entry.window }
    let w = UIWindow(windowScene: scene)
    w.windowLevel = UIWindow.Level(CGFloat(level))
    let root = UIViewController()
    root.view.backgroundColor = .white
    w.rootViewController = root
    windows.append((name, key, w))
    return w
  }

  /// A window level as the script writes it: `normal`, `statusBar`, `alert`, a number (signed: `-1` or `+1`), each
  /// name with an optional `+N`/`-N`; `nil` for any other text and for a level beyond ``maxWindowLevel``.
  nonisolated static func windowLevel(_ text: String) -> Double? {
    let bases: [(String, Double)] = [("normal", 0), ("statusBar", 1000), ("alert", 2000)]
    for (name, base) in bases where text.hasPrefix(name) {
      let rest = text.dropFirst(name.count)
      if rest.isEmpty { return base }
      guard let sign = rest.first, sign == "+" || sign == "-", let n = AppLogicNumber.decimal(rest.dropFirst()),
        AppLogicNumber.isExactly(Int(base), adding: sign == "+", rest.dropFirst(), atMost: maxWindowLevel)
      else {
        return nil
      }
      return sign == "+" ? base + n : base - n
    }
    // `+1` is the signed number `-1` mirrors (`UIWindow.Level(rawValue:)` takes any CGFloat): one `+`, then digits.
    let unsigned = text.hasPrefix("+")
    let written = unsigned ? text.dropFirst() : Substring(text)
    guard AppLogicNumber.isExactly(0, written, signed: !unsigned, atMost: maxWindowLevel) else { return nil }
    return AppLogicNumber.decimal(written, signed: !unsigned)
  }

  /// The largest level's size a script may write: 2^53, up to which every whole number is a `CGFloat` exactly, so the
  /// window's level is the number written. A larger one is rounded (`12345678901234567890` becomes
  /// `12345678901234567168`), and two levels written apart could land equal, which the show order then decides. The
  /// text is compared exactly (``AppLogic/AppLogicNumber/isExactly(_:adding:_:signed:atMost:)``).
  nonisolated static let maxWindowLevel: UInt64 = 9_007_199_254_740_992

  /// `present(lock|cover, style=, from=, animated=, controller=)`: a new controller, or the one the app keeps
  /// (``controllerToPresent(_:held:in:)``), presented as the app's code presents it; what UIKit does with it (a crash
  /// for one presented already, a warning on a presenter already presenting) is the model's.
  private func present(_ what: String, _ action: AppLogicScript.Call, in scene: UIWindowScene) {
    guard let presenter = presenter(for: action, in: scene) else { return }
    let controller = controllerToPresent(what, held: action.value(for: "controller") == "held", in: scene)
    controller.modalPresentationStyle = Self.presentationStyle(action.value(for: "style") ?? "fullScreen")
    presenter.present(controller, animated: action.value(for: "animated") == "true")
  }

  /// UIKit's modal presentation style named `name`.
  static func presentationStyle(_ name: String) -> UIModalPresentationStyle {
    switch name {
    case "overFullScreen": .overFullScreen
    case "pageSheet": .pageSheet
    case "formSheet": .formSheet
    case "automatic": .automatic
    case "currentContext": .currentContext
    case "overCurrentContext": .overCurrentContext
    default: .fullScreen
    }
  }

  /// The names `style=` takes (`alert`: a screen as a `UIAlertController`, ``presentScreen(_:_:in:)``).
  nonisolated static let presentationStyles = [
    "fullScreen", "overFullScreen", "pageSheet", "formSheet", "automatic", "currentContext", "overCurrentContext",
    alertStyle,
  ]

  /// `dismiss(lock|cover|top)`: the controller's presenter dismisses it (UIKit takes everything above).
  private func dismiss(_ what: String, in scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    switch what {
    case "lock":
      for entry in lockScreens where entry.scene == key {
        _ = entry.controller.viewIfLoaded?.endEditing(true)
        if let window = lockWindow(of: entry.controller) {
          // A lock that is its own window's root (`showWindow(NAME, root=lock)`): the window is hidden, as the
          // app's code takes that lock down (`isHidden = true`); UIKit's `dismiss` would do nothing to a root.
          window.isHidden = true
        } else if entry.controller.presentingViewController == nil, entry.controller.navigationController == nil,
          let view = entry.controller.viewIfLoaded, view.superview is UIWindow
        {
          // A lock `addLock` added: its view leaves the window.
          view.removeFromSuperview()
        } else if let nav = entry.controller.navigationController,
          let i = nav.viewControllers.firstIndex(where: { $0 === entry.controller })
        {
          nav.setViewControllers(Array(nav.viewControllers[..<i]), animated: false)
        } else {
          entry.controller.presentingViewController?.dismiss(animated: false)
        }
      }
    case "cover":
      for entry in coverControllers where entry.scene == key {
        entry.controller.presentingViewController?.dismiss(animated: false)
      }
    default:
      guard var top = LockScreen.appWindow(of: scene)?.rootViewController else { return }
      while let p = top.presentedViewController { top = p }
      top.presentingViewController?.dismiss(animated: false)
    }
    forgetDismissedScreens()
  }

  /// The script's window whose root view controller is `lock` (`showWindow(NAME, root=lock)`), or `nil`.
  func lockWindow(of lock: LockViewController) -> UIWindow? {
    windows.first { $0.window.rootViewController === lock }?.window
  }

  /// Forgets the lock screens and covers no longer presented or pushed (the code's references); a lock that is its
  /// window's root stays with its window, shown or hidden (``isLockShown``).
  func forgetDismissedScreens() {
    lockScreens.removeAll {
      $0.controller.presentingViewController == nil && $0.controller.navigationController == nil
        && !($0.controller.viewIfLoaded?.superview is UIWindow) && lockWindow(of: $0.controller) == nil
    }
    coverControllers.removeAll { $0.controller.presentingViewController == nil }
    forgetDismissedPresentedScreens()
  }

  /// The lock screen of `scene`: the one placed, or a new one (``makeLockScreen(for:)``), listed in ``lockScreens``.
  func lockScreen(for scene: UIWindowScene) -> LockViewController {
    let key = ObjectIdentifier(scene)
    if let entry = lockScreens.first(where: { $0.scene == key }) { return entry.controller }
    let controller = makeLockScreen(for: scene)
    lockScreens.append((key, controller))
    return controller
  }

  /// A new lock screen for `scene`: the lock family's, wired to the script's events, listed nowhere yet.
  func makeLockScreen(for scene: UIWindowScene) -> LockViewController {
    let controller = LockViewController(release: release)
    controller.onRetry = { [weak self, weak scene] in self?.fire("unlockTapped", in: scene) }
    controller.onPasscode = { [weak self, weak scene] text in
      if text == LockStrategy.passcode { self?.notePasscodePass(in: scene) }
      self?.fire("passcodeEntered", text == LockStrategy.passcode ? "right" : "wrong", in: scene)
    }
    controller.onKey = { [weak self, weak scene] key in self?.typed(key, in: scene) }
    return controller
  }

  /// A key of the lock's keypad: digits up to the passcode's length are checked.
  private func typed(_ key: String, in scene: UIWindowScene?) {
    guard key != "clear" else {
      typedDigits = ""
      return
    }
    typedDigits += key
    guard typedDigits.count >= LockStrategy.passcode.count else { return }
    let entered = typedDigits
    typedDigits = ""
    if entered == LockStrategy.passcode { notePasscodePass(in: scene) }
    fire("passcodeEntered", entered == LockStrategy.passcode ? "right" : "wrong", in: scene)
  }

  /// `evaluatePolicy(...)`: a new `LAContext`, or with `context=held` (`held`) the one context the app keeps for the
  /// process (``heldContext``, made at its first use); its reply hops to the main queue, as apps do, and is the event
  /// `evaluatePolicyReply`. Whether a held context answers again from its earlier success is the platform's
  /// (``ShieldModel/PlatformFlags/evaluatedContextAnswersAgain``); the promise reads it (``noteReply(success:reused:wasLocked:)``).
  func evaluatePolicy(_ policy: LAPolicy, held: Bool = false) {
    let context = held ? (heldContext ?? LAContext()) : LAContext()
    if held { heldContext = context }
    rightEntryAt = nil
    requestsInFlight += 1
    context.evaluatePolicy(policy, localizedReason: "Unlock the app") { [weak self] success, error in
      let outcome =
        success ? "success" : (error as? LAError).flatMap { LockConfiguration.Outcome($0.code)?.rawValue } ?? "failure"
      DispatchQueue.main.async {
        guard let self else { return }
        self.requestsInFlight -= 1
        let reused = success && context.lastSuccessWasReused
        let wasLocked = self.isAppLocked
        self.lastReplyCode = success ? nil : (error as? LAError)?.code
        // A match after a face was added passes no lock its promise keeps (+EnrolmentChange).
        let proves = !success || self.replyContext("evaluatePolicyReply", "success") == nil
        self.fire("evaluatePolicyReply", outcome)
        if success, proves { self.noteReply(success: true, reused: reused, wasLocked: wasLocked) }
      }
    }
  }
}
