/// A strategy written as a scene delegate: one instance per connected scene, as UIKit makes one
/// scene-delegate object per scene.
///
/// UIKit instantiates the class named in the scene configuration once for each scene it connects
/// (https://developer.apple.com/documentation/uikit/uiscenedelegate : "UIKit creates your scene
/// delegate object ... when it creates the scene"; iOS 13 and later, high confidence), so a
/// delegate's stored `window` or cover belongs to its own scene. A strategy object shared by the
/// whole device would hand scene B's callbacks to scene A's cover. This adapter makes a fresh
/// instance with `make` in `scene(_:willConnectTo:options:)` and forwards each scene's callbacks
/// to that scene's instance only; the instance is released after `sceneDidDisconnect(_:)`, as
/// UIKit releases a disconnected scene and its delegate. Calls that are not about one scene
/// (the app's own calls, the biometric prompt, Flutter's and the SwiftUI app's phase) go to every
/// live instance in connection order; app-delegate calls go to none (a scene delegate gets none).
/// The device makes a new adapter, so new instances, for each process.
public final class PerSceneStrategy: PrivacyScreenStrategy {
  nonisolated deinit {}
  /// What the strategy claims to protect.
  public let claims: ProtectionClaims
  private let make: () -> any PrivacyScreenStrategy
  // In connection order (an array, not a dictionary: the order reaches `stateDescription`).
  private var instances: [(scene: ObjectIdentifier, strategy: any PrivacyScreenStrategy)] = []
  private let names: [String]

  /// Creates the adapter.
  ///
  /// - Parameters:
  ///   - claims: what the strategy claims to protect.
  ///   - make: makes the instance for one newly connected scene.
  public init(claims: ProtectionClaims, make: @escaping () -> any PrivacyScreenStrategy) {
    self.claims = claims
    self.make = make
    let probe = make()
    names = probe.appCalls
    disableCall = probe.disableCall
    isAppLock = probe.isAppLock
  }

  /// The number of scene instances alive now.
  public var instanceCount: Int { instances.count }

  private func instance(for scene: UIScene) -> (any PrivacyScreenStrategy)? {
    let id = ObjectIdentifier(scene)
    return instances.first { $0.scene == id }?.strategy
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    let strategy = make()
    instances.append((ObjectIdentifier(scene), strategy))
    strategy.scene(scene, willConnectTo: session, options: connectionOptions)
  }
  public func sceneDidDisconnect(_ scene: UIScene) {
    instance(for: scene)?.sceneDidDisconnect(scene)
    let id = ObjectIdentifier(scene)
    instances.removeAll { $0.scene == id }
  }
  public func sceneDidBecomeActive(_ scene: UIScene) { instance(for: scene)?.sceneDidBecomeActive(scene) }
  public func sceneWillResignActive(_ scene: UIScene) { instance(for: scene)?.sceneWillResignActive(scene) }
  public func sceneWillEnterForeground(_ scene: UIScene) { instance(for: scene)?.sceneWillEnterForeground(scene) }
  public func sceneDidEnterBackground(_ scene: UIScene) { instance(for: scene)?.sceneDidEnterBackground(scene) }
  public func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    instance(for: scene)?.scenePhaseDidChange(to: phase, in: scene)
  }
  public func handleAppCall(_ name: String) { for i in instances { i.strategy.handleAppCall(name) } }
  /// The calls of the first instance made (every instance is of the same type).
  public var appCalls: [String] { names }
  /// The first instance's disable call.
  public let disableCall: String?
  /// Whether the instances are app locks.
  public let isAppLock: Bool
  /// Whether any scene's instance reports its lock promise.
  public var isAppLocked: Bool {
    for i in instances where i.strategy.isAppLocked { return true }
    return false
  }
  /// The first instance's note on its promise.
  public var lockPromiseNote: String? {
    for i in instances { if let note = i.strategy.lockPromiseNote { return note } }
    return nil
  }
  /// The first instance's lock whose only way in is LocalAuthentication.
  public var biometricOnlyLock: BiometricOnlyLock? {
    for i in instances { if let lock = i.strategy.biometricOnlyLock { return lock } }
    return nil
  }
  /// The first instance's platform fact on its promise.
  public var lockPromiseFact: String? {
    for i in instances { if let fact = i.strategy.lockPromiseFact { return fact } }
    return nil
  }
  /// The promise of the first instance whose lock promise stands for an image of `kind`.
  public func lockPromise(forImageOf kind: CaptureKind) -> ImageLockPromise? {
    for i in instances { if let promise = i.strategy.lockPromise(forImageOf: kind) { return promise } }
    return nil
  }
  /// The first instance's note on its last Face ID request.
  public var reauthenticationNote: String? {
    for i in instances { if let note = i.strategy.reauthenticationNote { return note } }
    return nil
  }
  /// The first instance's note on its cover's removal.
  public var coverRemovalNote: String? {
    for i in instances { if let note = i.strategy.coverRemovalNote { return note } }
    return nil
  }
  public func appScenePhaseDidChange(to phase: ScenePhase) {
    for i in instances { i.strategy.appScenePhaseDidChange(to: phase) }
  }
  public func biometricPromptWillAppear() { for i in instances { i.strategy.biometricPromptWillAppear() } }
  public func biometricPromptDidFinish() { for i in instances { i.strategy.biometricPromptDidFinish() } }
  public func didChangeAppLifecycleState(_ state: AppLifecycleState) {
    for i in instances { i.strategy.didChangeAppLifecycleState(state) }
  }
  /// The app's screens live in the first scene's window (``Device/appNavigationController()``);
  /// a popped screen has no scene left to name, so every live instance hears them.
  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {
    for i in instances { i.strategy.appScreen(screen, appearance: phase) }
  }
  /// Every live instance hears a touch (the app's one `UIApplication`).
  public func sendEvent(_ event: UIEvent?) { for i in instances { i.strategy.sendEvent(event) } }
  /// Each instance's state, in connection order.
  public var stateDescription: String {
    instances.map(\.strategy.stateDescription).joined(separator: " | ")
  }
}
