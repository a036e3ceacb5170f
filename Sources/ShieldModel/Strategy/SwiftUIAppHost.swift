/// The app's own SwiftUI `App` (its `@main struct`), hosted as SwiftUI hosts it, as a strategy:
/// a cover in the app's scene (an overlay or blur on the window group's content, or an
/// `onChange(of: scenePhase)` on the window group) is fuzzed with no glue beyond naming the type.
///
/// SwiftUI makes the app once at launch ("App": the `@main` type's `init()`, then its `body`,
/// https://developer.apple.com/documentation/swiftui/app ; iOS 14+; high); the host makes one per
/// process (the model makes a fresh strategy for each process). The `body` is evaluated with the
/// app's `scenePhase`, the aggregate over its scenes (Apple, "ScenePhase": read in the `App`, the
/// phase is active if any scene is active,
/// https://developer.apple.com/documentation/swiftui/scenephase ; high), at the first scene's
/// connection and again at each change of that phase (SwiftUI re-evaluates a body when an
/// environment value it reads changes), in SwiftUI's next update (``SwiftUIUpdate``); after an
/// evaluation, each scene `onChange(of:)` whose value differs from the one before runs its action
/// with the old and new values (Apple, "onChange(of:initial:_:)" on `Scene`,
/// https://developer.apple.com/documentation/swiftui/scene/onchange(of:initial:_:) ; iOS 17+,
/// the one-value form iOS 14+; high), and the body is evaluated once more if any did (an action
/// that sets the app's `@State`).
///
/// Each scene's window shows the window group's content (Apple, "WindowGroup": each window of the
/// group shows the content, https://developer.apple.com/documentation/swiftui/windowgroup ; high)
/// in a ``UIHostingController`` over the app description's screen, which stands for the app's own
/// views: the app's root view in the content is the glue's stub (a clear `Color`, say), so the
/// hosting view is transparent and whatever the content draws over it (an overlay, a blur) lies
/// over the screen under test. The host is for the SwiftUI app life cycle: the app's phase reaches
/// it only on a profile whose app structure is `swiftui`. Not modeled: `@State` of the app set
/// from outside a scene action, and more than one window group (the first is shown).
public final class SwiftUIAppHost<AppType: App>: PrivacyScreenStrategy {
  nonisolated deinit {}
  /// What the app's privacy code claims to protect.
  public let claims: ProtectionClaims
  /// The app, made with the host (SwiftUI makes it at launch).
  package let app: AppType
  // In connection order (an array: the order reaches the views' order of updates).
  private var hosts: [(scene: ObjectIdentifier, controller: UIHostingController<AnyView>)] = []
  /// The observers of the last evaluation (`nil`: no evaluation yet).
  private var observed: [SceneChangeObserver]?
  private var phase: ScenePhase = .inactive

  /// Hosts a new `AppType` (`AppType()`, as SwiftUI makes the `@main` type).
  ///
  /// - Parameters:
  ///   - type: the app's `App` type.
  ///   - appDelegate: makes the app's `@UIApplicationDelegateAdaptor` delegate (its class, as
  ///     `Info.plist` names a delegate; see ``UIApplicationDelegateAdaptor``); the host hands it
  ///     every app-delegate call UIKit makes. An app with an adaptor and no maker is told as a
  ///     hosting problem.
  ///   - claims: what the app's privacy code claims to protect.
  public init(
    _ type: AppType.Type = AppType.self, appDelegate: (@MainActor () -> any UIApplicationDelegate)? = nil,
    claims: ProtectionClaims
  ) {
    self.claims = claims
    app = AppType()
    for child in Mirror(reflecting: app).children {
      guard let adaptor = child.value as? any _AppDelegateAdaptorProperty else { continue }
      if let made = appDelegate?(), let adopted = adaptor.adopt(made) {
        delegate = adopted
      } else {
        HostingCheck.note(
          "the app's @UIApplicationDelegateAdaptor(\(adaptor.delegateTypeName).self) has no maker of that class "
            + "(SwiftUIAppHost(appDelegate:)): its delegate code is not fuzzed")
      }
    }
  }

  /// The app's `@UIApplicationDelegateAdaptor` delegate, made by the glue's maker.
  private var delegate: (any UIApplicationDelegate)?

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    _ = delegate?.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
  public func applicationWillResignActive(_ application: UIApplication) {
    delegate?.applicationWillResignActive(application)
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {
    delegate?.applicationDidBecomeActive(application)
  }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    delegate?.applicationDidEnterBackground(application)
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    delegate?.applicationWillEnterForeground(application)
  }

  /// The hosting controller of `scene`'s window, if the scene is connected (model-only).
  package func hostingController(for scene: UIScene) -> UIHostingController<AnyView>? {
    let id = ObjectIdentifier(scene)
    return hosts.first { $0.scene == id }?.controller
  }

  /// Evaluates the app's `body` with its environment at `phase`.
  private func evaluate() -> SceneParts {
    var values = EnvironmentValues()
    values.scenePhase = phase
    for child in Mirror(reflecting: app).children {
      (child.value as? any _AppEnvironmentProperty)?._link(toApp: values)
    }
    var parts = SceneParts()
    (app.body as? any _HostedScene)?._collect(into: &parts)
    return parts
  }

  /// The app's aggregate phase now (as ``Device/reportAppPhase()`` derives it).
  private static func currentPhase() -> ScenePhase {
    switch Device.current?.applicationState {
    case .active: return .active
    case .background: return .background
    default: return .inactive
    }
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    var parts: SceneParts
    if observed == nil {
      phase = Self.currentPhase()
      parts = evaluate()
      observed = parts.observers
      let initial = parts.observers.filter(\.initial)
      for observer in initial { observer.run(nil) }
      if !initial.isEmpty {
        parts = evaluate()
        observed = parts.observers
      }
    } else {
      parts = evaluate()
    }
    guard let root = (scene.modelDelegate as? any UIWindowSceneDelegate)?.window?.rootViewController,
      let content = parts.content
    else { return }
    let controller = UIHostingController(rootView: content)
    controller.view.backgroundColor = .clear
    controller.view.frame = root.view.bounds
    controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addChild(controller)
    root.view.addSubview(controller.view)
    hosts.append((ObjectIdentifier(scene), controller))
  }

  public func sceneDidDisconnect(_ scene: UIScene) {
    let id = ObjectIdentifier(scene)
    hosts.removeAll { $0.scene == id }
  }

  public func appScenePhaseDidChange(to phase: ScenePhase) {
    self.phase = phase
    var parts = evaluate()
    let earlier = observed ?? []
    observed = parts.observers
    var ran = false
    for (index, observer) in parts.observers.enumerated() {
      let before = index < earlier.count ? earlier[index] : nil
      guard let before, observer.differs(before) else { continue }
      observer.run(before)
      ran = true
    }
    if ran {
      parts = evaluate()
      observed = parts.observers
    }
    guard let content = parts.content else { return }
    for host in hosts { host.controller.rootView = content }
  }
}
