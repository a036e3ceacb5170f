import ShieldModel

/// The field's cover strategies as one parametric strategy: a ``CoverConfiguration`` decides
/// the trigger, the mechanism, the removal and how carefully the code works, and this class
/// runs exactly that, written as app code against the model.
///
/// App-level triggers (`appNote`, `capture`, `appCall`) act on the key window's scene, as field
/// code that reaches for `UIApplication.shared.keyWindow` does; delegate and scene-phase
/// triggers act on the scene that changes. A non-idempotent member adds one more cover per
/// trigger and removes one per removal, so two resigns before one become-active strand a
/// cover; a prebuilt (not lazy) cover is built hidden when its scene connects and keeps the
/// frame it was built with (no autoresizing), as code written that way does. A member with a
/// ``CoverConfiguration/disable`` path is on from launch and offers `enable` and `disable`.
public final class ParametricCover: PrivacyScreenStrategy {
  /// The tag of a cover view.
  public static let coverTag = 999

  /// The member of the family this instance runs.
  public let configuration: CoverConfiguration
  public var claims: ProtectionClaims { configuration.claims }

  private final class Cover {
    var view: UIView?
    var window: UIWindow?
    var controller: UIViewController?
    var field: UITextField?
    weak var host: UIWindow?
    var isShown = false
  }

  // In insertion order, keyed by scene identity (no hash order reaches behaviour).
  private var covers: [(scene: ObjectIdentifier, cover: Cover)] = []
  private var observers: [any NSObjectProtocol] = []
  /// Whether the app has the member on (its `disable` call turns it off, `enable` back on).
  private var isOn = true
  /// The one stored cover of a `sharedRef` member (``CoverConfiguration/usesSharedReference``).
  private var sharedReference: Cover?

  /// Creates the strategy for `configuration`.
  public init(_ configuration: CoverConfiguration) { self.configuration = configuration }

  /// `enable` and `disable` when the app can turn the member off; none otherwise (the family's
  /// `appCall` trigger and removal answer the generator's default calls).
  public var appCalls: [String] { configuration.disable == nil ? [] : ["enable", "disable"] }
  /// `disable` when the member has a ``CoverConfiguration/disable`` path.
  public var disableCall: String? { configuration.disable == nil ? nil : "disable" }
  /// Whether the member's calls are the user's setting (``CoverConfiguration/setting``).
  public var appCallsAreUserSetting: Bool { configuration.setting != nil }
  /// The `UserDefaults` key a `setting=stored` member keeps the user's choice under.
  public static let settingKey = "privacyProtectionOn"
  /// `off=never`: no code of the member removes a cover it showed (a removal hook the host
  /// never calls, https://github.com/devgeeks/PrivacyScreenPlugin/issues/12 ), so a stranded
  /// cover follows from the parameter alone.
  public var coverRemovalNote: String? {
    configuration.removal == .never ? "off=never: nothing in the app removes the cover" : nil
  }
  /// The member's `noNeedlessCover` flag (``CoverConfiguration/promisesNoNeedlessCover``).
  public var promisesNoNeedlessCover: Bool { configuration.promisesNoNeedlessCover }
  /// `off` while the app has the member off.
  public var stateDescription: String { isOn ? "" : "off" }

  /// Everything once the app turned the member off; also after the app's `disable` call removed
  /// the cover of a member whose removal it is (`off=appCall`): the app allowed capture, and a
  /// capture then is its choice, until `enable`.
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims {
    if isTurnedOff(lastAppCall: lastAppCall) { return claims }
    return configuration.removal == .appCall && lastAppCall == "disable" ? claims : []
  }

  // MARK: - Hooks

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    let center = NotificationCenter.default
    func observe(_ name: Notification.Name, _ body: @escaping (Notification) -> Void) {
      observers.append(center.addObserver(forName: name, object: nil, queue: .main, using: body))
    }
    for trigger in configuration.triggers {
      switch trigger {
      case .phase:
        observe(UIScene.willDeactivateNotification) { [weak self] in self?.show($0.object as? UIWindowScene) }
        observe(UIScene.didEnterBackgroundNotification) { [weak self] in self?.show($0.object as? UIWindowScene) }
      case .appNote:
        observe(UIApplication.willResignActiveNotification) { [weak self] _ in self?.show(Self.keyScene) }
      case .capture:
        observe(UIScreen.capturedDidChangeNotification) { [weak self] _ in
          guard let self else { return }
          if UIScreen.main.isCaptured {
            self.show(Self.keyScene)
          } else if self.configuration.removal == .captureEnd {
            self.hideAll()
          }
        }
      default: break
      }
    }
    switch configuration.removal {
    case .phase:
      observe(UIScene.didActivateNotification) { [weak self] in self?.hide($0.object as? UIWindowScene) }
    case .appNote:
      observe(UIApplication.didBecomeActiveNotification) { [weak self] _ in self?.hideAll() }
    case .captureEnd where !configuration.fires(on: .capture):
      observe(UIScreen.capturedDidChangeNotification) { [weak self] _ in
        if !UIScreen.main.isCaptured { self?.hideAll() }
      }
    default: break
    }
    // The user's setting as the member keeps it: read back at launch, or on at every launch.
    if configuration.setting == .stored {
      isOn = UserDefaults.standard.object(forKey: Self.settingKey) as? Bool ?? true
    }
    // An app-delegate-only app has its window now; a scene-based one gets it on connection.
    if !configuration.isLazy, let scene = Self.appDelegateScene { prebuild(for: scene) }
    if let scene = Self.appDelegateScene { applySettingAtLaunch(to: scene) }
  }

  /// A member that keeps a setting applies it when the app starts, as `enable` would (apps
  /// "re-apply on app launch", https://github.com/ZeusLN/zeus/pull/4031 ), a main-queue turn
  /// later, once the window is there; off, it applies nothing.
  private func applySettingAtLaunch(to scene: UIWindowScene) {
    guard configuration.setting != nil, configuration.fires(on: .appCall) else { return }
    DispatchQueue.main.async { [weak self, weak scene] in self?.show(scene) }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if !configuration.isLazy, let ws = scene as? UIWindowScene { prebuild(for: ws) }
    if let ws = scene as? UIWindowScene { applySettingAtLaunch(to: ws) }
  }

  public func sceneWillResignActive(_ scene: UIScene) {
    if configuration.fires(on: .resign) { show(scene as? UIWindowScene) }
  }
  public func applicationWillResignActive(_ application: UIApplication) {
    if configuration.fires(on: .resign) { show(Self.appDelegateScene) }
  }
  public func sceneDidEnterBackground(_ scene: UIScene) {
    if configuration.fires(on: .background) { show(scene as? UIWindowScene) }
    if configuration.removal == .background { hide(scene as? UIWindowScene) }
  }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    if configuration.fires(on: .background) { show(Self.appDelegateScene) }
    if configuration.removal == .background { hide(Self.appDelegateScene) }
  }
  public func sceneDidBecomeActive(_ scene: UIScene) {
    if configuration.removal == .becomeActive { hide(scene as? UIWindowScene) }
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {
    if configuration.removal == .becomeActive { hide(Self.appDelegateScene) }
  }
  public func sceneWillEnterForeground(_ scene: UIScene) {
    if configuration.removal == .foreground { hide(scene as? UIWindowScene) }
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    if configuration.removal == .foreground { hide(Self.appDelegateScene) }
  }
  public func handleAppCall(_ name: String) {
    if name == "enable", configuration.disable != nil { isOn = true }
    if name == "enable", configuration.disable == .toggle { setSecureEntry(true) }
    if name == "enable", configuration.fires(on: .appCall) { show(Self.keyScene) }
    if name == "disable", configuration.removal == .appCall { hideAll() }
    if name == "disable", let path = configuration.disable, path != .ignore {
      isOn = false
      if path == .clean { tearDown() }
      if path == .toggle { setSecureEntry(false) }
    }
    if configuration.setting == .stored, name == "enable" || name == "disable" {
      UserDefaults.standard.set(isOn, forKey: Self.settingKey)
    }
  }

  /// `disable=toggle`: secure entry on or off on every field the member holds, the window (or
  /// the content) left in the canvas.
  private func setSecureEntry(_ on: Bool) {
    for (_, cover) in covers { cover.field?.isSecureTextEntry = on }
  }

  // MARK: - Finding windows

  private static var keyScene: UIWindowScene? { UIApplication.shared.keyWindow?.windowScene }
  private static var appDelegateScene: UIWindowScene? { UIApplication.shared.delegate?.window?.windowScene }

  /// The app's own window in `scene`.
  private func appWindow(of scene: UIWindowScene) -> UIWindow? {
    if let w = (scene.delegate as? any UIWindowSceneDelegate)?.window { return w }
    if let w = UIApplication.shared.delegate?.window, w.windowScene === scene { return w }
    return nil
  }

  // MARK: - Showing

  private func show(_ scene: UIWindowScene?) {
    guard let scene, isOn else { return }
    // Strongbox's check: the visible controller's class, asked when the trigger fires.
    if configuration.onlyIfSensitive,
      appWindow(of: scene)?.rootViewController?.visibleAppScreen?.isSensitiveScreen != true
    {
      return
    }
    deferred { self.display(on: scene) }
  }

  /// Runs `work` now, on a later main-queue turn (`async`), at the next display frame
  /// (`frame`), or at the frame asked for from that turn (both).
  private func deferred(_ work: @escaping () -> Void) {
    switch (configuration.isAsync, configuration.isOnNextFrame) {
    case (false, false): work()
    case (true, false): DispatchQueue.main.async { work() }
    case (false, true): DisplayFrame.next(work)
    case (true, true): DispatchQueue.main.async { DisplayFrame.next(work) }
    }
  }

  private func prebuild(for scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    guard !covers.contains(where: { $0.scene == key }), let cover = build(for: scene) else { return }
    covers.append((key, cover))
  }

  private func display(on scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    let mine = covers.filter { $0.scene == key }.map(\.cover)
    if configuration.usesSharedReference {
      // Expo's guard after its fix: the stored property, not what is on screen.
      if configuration.isIdempotent, sharedReference != nil { return }
    } else if configuration.isIdempotent, mine.contains(where: \.isShown) {
      return
    }
    let cover: Cover
    if !configuration.isLazy, let prebuilt = mine.first {
      cover = prebuilt
    } else {
      guard let built = build(for: scene) else { return }
      covers.append((key, built))
      cover = built
    }
    reveal(cover)
    if configuration.usesSharedReference { sharedReference = cover }
  }

  /// Makes a cover for `scene` in its hidden state.
  private func build(for scene: UIWindowScene) -> Cover? {
    guard let host = appWindow(of: scene) else { return nil }
    let cover = Cover()
    cover.host = host
    switch configuration.mechanism {
    case .subview, .rootView, .blur:
      let container: UIView = configuration.mechanism == .rootView ? (host.rootViewController?.view ?? host) : host
      let v = UIView(frame: container.bounds)
      v.tag = Self.coverTag
      if case .blur(let radius) = configuration.mechanism {
        v.backgroundColor = UIColor.white.withAlphaComponent(0.3)
        v.layer.backdropBlurRadius = CGFloat(radius)
      } else {
        v.backgroundColor = .white
      }
      v.isHidden = true
      container.addSubview(v)
      cover.view = v
    case .present:
      let vc = PrivacyCoverViewController()
      vc.modalPresentationStyle = configuration.presentedStyle.uiKitStyle
      cover.controller = vc
    case .window(let level, _):
      let w = UIWindow(windowScene: scene)
      w.windowLevel = UIWindow.Level(CGFloat(level))
      w.rootViewController = PrivacyCoverViewController()
      cover.window = w
    case .secure:
      // Built hidden and untouchable, as the family's docs say and as the libraries do
      // (https://github.com/bitcoinppl/cove/pull/684 : a full-window field that takes touches
      // swallows them): shown only while the window's layer is in its canvas (issue 26, SC13).
      let field = UITextField(frame: host.bounds)
      field.isSecureTextEntry = true
      field.isUserInteractionEnabled = false
      field.isHidden = true
      field.tag = SecureLayerReparenting.secureFieldTag
      host.addSubview(field)
      cover.field = field
    case .secureContainer(let touchable):
      // The field stays out of every window; the cover keeps it (the canvas's owner is weak:
      // a canvas whose field is gone hides nothing).
      let field = UITextField()
      field.isSecureTextEntry = true
      cover.field = field
      let canvas = field.subviews.first { String(describing: type(of: $0)).contains("LayoutCanvasView") }
      for view in canvas?.subviews ?? [] { view.removeFromSuperview() }
      if touchable { canvas?.isUserInteractionEnabled = true }
      cover.view = canvas
    case .hideWindow:
      break
    }
    return cover
  }

  private func reveal(_ cover: Cover) {
    guard let host = cover.host else { return }
    var faded: UIView?
    switch configuration.mechanism {
    case .subview, .rootView, .blur:
      guard let v = cover.view, let container = v.superview else { return }
      container.addSubview(v)  // to the front
      v.isHidden = false
      faded = v
    case .present:
      guard let vc = cover.controller, var from = host.rootViewController else { return }
      if configuration.presentedFrom == .top {
        while let presented = from.presentedViewController { from = presented }
      }
      from.present(vc, animated: configuration.fadeIn > 0)
    case .window(_, let makesKey):
      guard let w = cover.window else { return }
      if makesKey { w.makeKeyAndVisible() } else { w.isHidden = false }
      faded = w
    case .secure(let lookup):
      guard let field = cover.field else { return }
      let canvas: CALayer?
      switch lookup {
      case .first: canvas = field.layer.sublayers?.first.orTrap()
      case .last: canvas = field.layer.sublayers?.last.orTrap()
      case .class:
        canvas = field.subviews.first { String(describing: type(of: $0)).contains("LayoutCanvasView") }?.layer
      }
      guard let canvas else { return }
      field.isHidden = false
      host.layer.superlayer?.addSublayer(field.layer)
      canvas.addSublayer(host.layer)
    case .secureContainer:
      guard let canvas = cover.view, let root = host.rootViewController?.view else { return }
      let content = root.subviews
      canvas.frame = root.bounds
      canvas.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      root.addSubview(canvas)
      for view in content where view !== canvas { canvas.addSubview(view) }
    case .hideWindow:
      host.isHidden = true
    }
    cover.isShown = true
    if let faded, configuration.fadeIn > 0 {
      UIView.performWithoutAnimation { faded.alpha = 0 }
      UIView.animate(withDuration: configuration.fadeIn) { faded.alpha = 1 }
    }
  }

  // MARK: - Removing

  private func hide(_ scene: UIWindowScene?) {
    // Off, the member's hooks do nothing (`disable=leave` strands what it had up).
    guard let scene, isOn else { return }
    deferred { self.remove(from: scene) }
  }

  private func hideAll() {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    for scene in scenes { hide(scene) }
  }

  /// The clean disable path: every cover, shown or prebuilt, leaves the app at once (shown ones
  /// without their fade), so the app is as it would be without the member.
  private func tearDown() {
    for (_, cover) in covers {
      let wasShown = cover.isShown
      cover.isShown = false
      switch configuration.mechanism {
      case .subview, .rootView, .blur: cover.view?.removeFromSuperview()
      case .present: if wasShown { cover.controller?.dismiss(animated: false) }
      case .window: cover.window?.isHidden = true
      case .secure:
        if wasShown, let host = cover.host { cover.field?.layer.superlayer?.addSublayer(host.layer) }
        cover.field?.removeFromSuperview()
        cover.field?.layer.removeFromSuperlayer()
      case .secureContainer: if wasShown, let canvas = cover.view { Self.moveContentOut(of: canvas) }
      case .hideWindow: if wasShown { cover.host?.isHidden = false }
      }
    }
    covers.removeAll()
    sharedReference = nil
  }

  /// Takes away one shown cover of `scene` (the oldest, as a tag lookup finds it), or, for a
  /// `sharedRef` member, the stored one when it is `scene`'s.
  private func remove(from scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    let found: Int?
    if configuration.usesSharedReference {
      found = sharedReference.flatMap { stored in covers.firstIndex { $0.scene == key && $0.cover === stored } }
    } else {
      found = covers.firstIndex { $0.scene == key && $0.cover.isShown }
    }
    guard let index = found else { return }
    let cover = covers[index].cover
    cover.isShown = false
    // The stored property is cleared when the cover is gone: in the fade's completion, or now.
    let clearsReference = configuration.usesSharedReference
    func removed() { if clearsReference { sharedReference = nil } }
    let lazy = configuration.isLazy
    if lazy { covers.remove(at: index) }
    guard let host = cover.host else { return }
    switch configuration.mechanism {
    case .subview, .rootView, .blur:
      guard let v = cover.view else { return }
      fadeOut(v) {
        if lazy { v.removeFromSuperview() } else { v.isHidden = true }
        removed()
      }
    case .present:
      cover.controller?.dismiss(animated: configuration.fadeOut > 0)
      removed()
    case .window:
      guard let w = cover.window else { return }
      fadeOut(w) {
        w.isHidden = true
        removed()
      }
    case .secure:
      guard let field = cover.field else { return }
      field.layer.superlayer?.addSublayer(host.layer)
      if lazy {
        field.removeFromSuperview()
        field.layer.removeFromSuperlayer()
      } else {
        field.isHidden = true
      }
      removed()
    case .secureContainer:
      if let canvas = cover.view { Self.moveContentOut(of: canvas) }
      removed()
    case .hideWindow:
      host.isHidden = false
      removed()
    }
  }

  /// Puts a secure container's content back where the canvas was, in order, and takes the
  /// canvas out of the root view.
  private static func moveContentOut(of canvas: UIView) {
    guard let root = canvas.superview else { return }
    var index = root.subviews.firstIndex { $0 === canvas } ?? root.subviews.count
    for view in canvas.subviews {
      root.insertSubview(view, at: index)
      index += 1
    }
    canvas.removeFromSuperview()
  }

  private func fadeOut(_ view: UIView, then finish: @escaping () -> Void) {
    guard configuration.fadeOut > 0 else { return finish() }
    UIView.animate(
      withDuration: configuration.fadeOut, animations: { view.alpha = 0 },
      completion: { _ in
        finish()
        view.alpha = 1
      })
  }
}
