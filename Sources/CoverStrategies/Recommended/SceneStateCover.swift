import ShieldModel

/// LifecycleFuzz's recommended cover: one window per scene at `.alert + 1`, shown exactly while
/// the scene is not `foregroundActive`, reconciled from the scenes' actual states on every
/// life-cycle notification rather than paired with particular callbacks.
///
/// Why each choice (every one answers a counterexample the fuzzer found in another strategy):
/// - It reads `activationState` instead of counting callbacks, so duplicated or missing
///   callbacks, Control Center (did-become-active without will-enter-foreground) and going home
///   while inactive cannot strand or skip it. It listens to the app-level notifications too, so
///   it works in app-delegate-only apps, where scene callbacks never come.
/// - A window of its own, attached to the scene and kept strongly, follows rotation and Split
///   View resizes and sits above the app's alerts; it is shown with `isHidden = false`, never
///   made key, so the app's own key window is unchanged when the cover goes.
/// - Shown and hidden synchronously, without animation, so the live switcher card and the
///   snapshot taken after did-enter-background already show it (Apple QA1838,
///   https://developer.apple.com/library/archive/qa/qa1838/_index.html ).
/// - It ends editing in the scene it covers: the keyboard's window lies above every app window
///   and its suggestion bar repeats the focused field's text. It remembers the field and makes it
///   first responder again when the cover goes, so the user's typing context survives (the
///   `focus-lost` invariant; https://github.com/mozilla-mobile/firefox-ios/pull/33874 ).
/// - Hidden windows take no touches; scenes that are not interactive app windows (an external
///   display) are left alone.
///
/// The trade-off, measured in docs/strategies.md: like every resign-triggered cover it also
/// covers the app while only Control Center, Notification Center or a system prompt (Face ID,
/// a permission alert) is up, because UIKit reports those exactly as it reports the app switcher
/// (uikit-facts §3, https://github.com/corona-warn-app/cwa-app-ios/pull/669 ), and the keyboard
/// goes down while the cover is up.
public final class SceneStateCover: PrivacyScreenStrategy {
  /// The cover windows' level: above the app's alerts (`.alert` is 2000).
  public static let coverLevel = UIWindow.Level.alert + 1

  public let claims: ProtectionClaims = .appSwitcher
  // Keyed by scene identity in connection order; holding the window keeps it alive.
  private var windows: [(scene: ObjectIdentifier, window: UIWindow)] = []
  /// The field that had the keyboard when editing was ended, by scene, to give it back.
  private var focused: [(scene: ObjectIdentifier, field: UIResponder)] = []
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy.
  public init() {}

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    let names = [
      UIScene.willConnectNotification, UIScene.willEnterForegroundNotification,
      UIScene.didActivateNotification, UIScene.willDeactivateNotification,
      UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    ]
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          self?.reconcile()
        })
    }
    reconcile()
  }

  /// Shows the cover over every interactive scene that is not active and hides it everywhere else.
  public func reconcile() {
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    windows.removeAll { entry in
      let gone = !scenes.contains { ObjectIdentifier($0) == entry.scene }
      if gone { entry.window.isHidden = true }
      return gone
    }
    for scene in scenes where scene.session.role == .windowApplication {
      let covered = scene.activationState != .foregroundActive && scene.activationState != .unattached
      if covered {
        let w = window(for: scene)
        for appWindow in scene.windows where appWindow !== w {
          if let field = Self.firstResponder(in: appWindow) { focused.append((ObjectIdentifier(scene), field)) }
          appWindow.endEditing(true)
        }
        if w.isHidden { w.isHidden = false }
      } else if let i = windows.firstIndex(where: { $0.scene == ObjectIdentifier(scene) }) {
        windows[i].window.isHidden = true
        if let j = focused.firstIndex(where: { $0.scene == ObjectIdentifier(scene) }) {
          _ = focused.remove(at: j).field.becomeFirstResponder()
        }
      }
    }
  }

  /// The view under `view` (or itself) that is first responder; UIKit has no public getter.
  private static func firstResponder(in view: UIView) -> UIView? {
    if view.isFirstResponder { return view }
    for sub in view.subviews {
      if let found = firstResponder(in: sub) { return found }
    }
    return nil
  }

  private func window(for scene: UIWindowScene) -> UIWindow {
    if let w = windows.first(where: { $0.scene == ObjectIdentifier(scene) })?.window { return w }
    let w = UIWindow(windowScene: scene)
    w.windowLevel = Self.coverLevel
    w.rootViewController = PrivacyCoverViewController()
    windows.append((ObjectIdentifier(scene), w))
    return w
  }
}
