import ShieldModel

/// A life-cycle callback or notification a cover can be tied to.
nonisolated public enum LifecycleHook: String, Hashable, Sendable, CaseIterable {
  /// The scene delegate's methods (scene-based apps only); they act on that scene's window.
  case sceneWillResignActive, sceneDidEnterBackground, sceneWillEnterForeground, sceneDidBecomeActive
  /// The app delegate's UI-state methods (called by UIKit only in app-delegate-only apps); they
  /// act on the app's windows.
  case appDelegateWillResignActive, appDelegateDidEnterBackground
  /// See ``appDelegateWillResignActive``.
  case appDelegateWillEnterForeground, appDelegateDidBecomeActive
  /// `UIApplication` notifications (every app structure); they act on the app's windows.
  case willResignActiveNotification, didEnterBackgroundNotification
  /// See ``willResignActiveNotification``.
  case willEnterForegroundNotification, didBecomeActiveNotification

  /// The `UIApplication` notification, for the notification hooks.
  @MainActor var notificationName: Notification.Name? {
    switch self {
    case .willResignActiveNotification: return UIApplication.willResignActiveNotification
    case .didEnterBackgroundNotification: return UIApplication.didEnterBackgroundNotification
    case .willEnterForegroundNotification: return UIApplication.willEnterForegroundNotification
    case .didBecomeActiveNotification: return UIApplication.didBecomeActiveNotification
    default: return nil
    }
  }
}

/// Where a cover is drawn.
nonisolated public enum CoverSurface: Hashable, Sendable {
  /// A full-window white view added on top of the app's window.
  case subview
  /// A separate `UIWindow` at `.alert + 1` with a white cover view controller, shown with
  /// `isHidden = false` (not made key).
  case window
}

/// The common shape of many real covers: show an opaque cover on some life-cycle hooks and
/// remove it on others, per scene (or for the app's one window when the hook is app-wide).
///
/// Which hooks are chosen is the whole story of several public bugs: app-delegate hooks that
/// UIKit never calls in a scene-based app (home-assistant/iOS#1012), a cover installed only in
/// did-enter-background (corona-warn-app/cwa-app-ios#666), removal tied to will-enter-foreground
/// (ResearchKit#705), an external display's scene that never becomes active
/// (SalesforceMobileSDK-iOS#3679). With `endsEditing` the cover first ends editing in the
/// window, so the keyboard goes down before the snapshot (mozilla-mobile/focus-ios#1096).
public final class LifecycleHookCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  let showOn: Set<LifecycleHook>
  let hideOn: Set<LifecycleHook>
  let surface: CoverSurface
  let endsEditing: Bool
  /// Whether the strategy promises no cover while the app stays in front (``PrivacyScreenStrategy/promisesNoNeedlessCover``).
  public let promisesNoNeedlessCover: Bool
  /// The covers shown, by the window they cover. Held weakly, not by `ObjectIdentifier`: a
  /// window that went away must not match a new one that got its address.
  private var covers: [Cover] = []
  private struct Cover {
    weak var window: UIWindow?
    var view: UIView?
    var coverWindow: UIWindow?
  }
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - showOn: hooks that show the cover (once; showing again while shown does nothing).
  ///   - hideOn: hooks that remove it, at once and without animation.
  ///   - surface: a subview of the app's window or a cover window.
  ///   - endsEditing: whether showing the cover first calls `endEditing(true)` on the window.
  ///   - promisesNoNeedlessCover: whether the app declares its cover never shows while it stays in front (a cover
  ///     shown only at did-enter-background, as corona-warn-app chose to keep it off system prompts).
  public init(
    showOn: Set<LifecycleHook>, hideOn: Set<LifecycleHook>, surface: CoverSurface,
    endsEditing: Bool = false, promisesNoNeedlessCover: Bool = false
  ) {
    self.promisesNoNeedlessCover = promisesNoNeedlessCover
    self.showOn = showOn
    self.hideOn = hideOn
    self.surface = surface
    self.endsEditing = endsEditing
  }

  /// The app's main windows: each scene's delegate window, or the app delegate's window.
  private func appWindows(for scene: UIScene?) -> [UIWindow] {
    if let scene { return [(scene.delegate as? any UIWindowSceneDelegate)?.window].compactMap { $0 } }
    if let w = UIApplication.shared.delegate?.window { return [w] }
    return UIApplication.shared.connectedScenes.compactMap { ($0.delegate as? any UIWindowSceneDelegate)?.window }
  }

  private func handle(_ hook: LifecycleHook, scene: UIScene?) {
    if showOn.contains(hook) { for w in appWindows(for: scene) { show(over: w) } }
    if hideOn.contains(hook) { for w in appWindows(for: scene) { hide(from: w) } }
  }

  private func show(over window: UIWindow) {
    guard !covers.contains(where: { $0.window === window }) else { return }
    if endsEditing { window.endEditing(true) }
    switch surface {
    case .subview:
      let cover = UIView(frame: window.bounds)
      cover.backgroundColor = .white
      cover.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(cover)
      covers.append(Cover(window: window, view: cover, coverWindow: nil))
    case .window:
      let coverWindow = window.windowScene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: window.frame)
      coverWindow.windowLevel = .alert + 1
      coverWindow.rootViewController = PrivacyCoverViewController()
      coverWindow.isHidden = false
      covers.append(Cover(window: window, view: nil, coverWindow: coverWindow))
    }
  }

  private func hide(from window: UIWindow) {
    guard let i = covers.firstIndex(where: { $0.window === window }) else { return }
    let cover = covers.remove(at: i)
    cover.view?.removeFromSuperview()
    cover.coverWindow?.isHidden = true
  }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    for hook in LifecycleHook.allCases where showOn.contains(hook) || hideOn.contains(hook) {
      guard let name = hook.notificationName else { continue }
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          self?.handle(hook, scene: nil)
        })
    }
  }

  public func applicationWillResignActive(_ application: UIApplication) {
    handle(.appDelegateWillResignActive, scene: nil)
  }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    handle(.appDelegateDidEnterBackground, scene: nil)
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    handle(.appDelegateWillEnterForeground, scene: nil)
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {
    handle(.appDelegateDidBecomeActive, scene: nil)
  }
  public func sceneWillResignActive(_ scene: UIScene) { handle(.sceneWillResignActive, scene: scene) }
  public func sceneDidEnterBackground(_ scene: UIScene) { handle(.sceneDidEnterBackground, scene: scene) }
  public func sceneWillEnterForeground(_ scene: UIScene) { handle(.sceneWillEnterForeground, scene: scene) }
  public func sceneDidBecomeActive(_ scene: UIScene) { handle(.sceneDidBecomeActive, scene: scene) }
}
