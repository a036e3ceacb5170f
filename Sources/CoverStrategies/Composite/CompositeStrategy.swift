import ShieldModel

/// Two (or more) protections in one app, run together: every delegate call, notification
/// registration, app call and prompt is forwarded to each member in order, as an app whose own
/// cover lives beside an SDK's snapshot window, or whose sensitive screen blurs itself under a
/// browser-wide overlay, runs both.
///
/// Such pairs interfere: an SDK's plain snapshot window replaced an app's own switcher view, and a
/// browser session presented from the SDK's key window was lost with it
/// (https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3195 ; medium); a sensitive
/// screen's blur and the browser's private-mode overlay together left the card blank instead of
/// blurred, fixed by showing one only when nothing is presented
/// (https://github.com/mozilla-mobile/firefox-ios/issues/21791 , PR 21884; medium-high). Nothing
/// here arbitrates: each member does what it does, on the same UIKit objects.
///
/// What it claims is the union of the members' claims. Each member keeps its own app calls: the
/// composite remembers, per member, the last call among those the member names, so turning one
/// protection off releases that member's claims only (``releasedClaims(lastAppCall:)``); the
/// composite as a whole is off (``isTurnedOff(lastAppCall:)``, `residue` and `cannot-disable`
/// apply) when every member names the same ``disableCall`` and every member is off.
public final class CompositeStrategy: PrivacyScreenStrategy {
  nonisolated deinit {}
  /// The members, in the order every call reaches them.
  public let members: [any PrivacyScreenStrategy]
  /// Each member's last call among its own ``PrivacyScreenStrategy/appCalls`` (or its disable
  /// call), in member order.
  private var lastCalls: [String?]

  /// Runs `members` together, in this order.
  public init(_ members: [any PrivacyScreenStrategy]) {
    self.members = members
    lastCalls = Array(repeating: nil, count: members.count)
  }

  /// The union of the members' claims.
  public var claims: ProtectionClaims { members.reduce([]) { $0.union($1.claims) } }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    for m in members { m.application(application, didFinishLaunchingWithOptions: launchOptions) }
  }
  public func applicationWillResignActive(_ application: UIApplication) {
    for m in members { m.applicationWillResignActive(application) }
  }
  public func applicationDidBecomeActive(_ application: UIApplication) {
    for m in members { m.applicationDidBecomeActive(application) }
  }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    for m in members { m.applicationDidEnterBackground(application) }
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    for m in members { m.applicationWillEnterForeground(application) }
  }
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    for m in members { m.scene(scene, willConnectTo: session, options: connectionOptions) }
  }
  public func sceneDidDisconnect(_ scene: UIScene) { for m in members { m.sceneDidDisconnect(scene) } }
  public func sceneDidBecomeActive(_ scene: UIScene) { for m in members { m.sceneDidBecomeActive(scene) } }
  public func sceneWillResignActive(_ scene: UIScene) { for m in members { m.sceneWillResignActive(scene) } }
  public func sceneWillEnterForeground(_ scene: UIScene) { for m in members { m.sceneWillEnterForeground(scene) } }
  public func sceneDidEnterBackground(_ scene: UIScene) { for m in members { m.sceneDidEnterBackground(scene) } }
  public func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    for m in members { m.scenePhaseDidChange(to: phase, in: scene) }
  }
  public func appScenePhaseDidChange(to phase: ScenePhase) { for m in members { m.appScenePhaseDidChange(to: phase) } }
  public func biometricPromptWillAppear() { for m in members { m.biometricPromptWillAppear() } }
  public func biometricPromptDidFinish() { for m in members { m.biometricPromptDidFinish() } }
  public func didChangeAppLifecycleState(_ state: AppLifecycleState) {
    for m in members { m.didChangeAppLifecycleState(state) }
  }
  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {
    for m in members { m.appScreen(screen, appearance: phase) }
  }
  public func sendEvent(_ event: UIEvent?) { for m in members { m.sendEvent(event) } }
  /// The first member's that promises intervals.
  public var lockTimerPromise: LockTimerPromise? {
    for m in members { if let p = m.lockTimerPromise { return p } }
    return nil
  }

  /// Forwards the call to every member, and remembers it for each member that names it.
  public func handleAppCall(_ name: String) {
    for (i, m) in members.enumerated() {
      if m.appCalls.contains(name) || m.disableCall == name, m.isSwitchCall(name) { lastCalls[i] = name }
      m.handleAppCall(name)
    }
  }

  /// Every member's calls, each once, in member order.
  public var appCalls: [String] {
    var out: [String] = []
    for m in members { for c in m.appCalls where !out.contains(c) { out.append(c) } }
    return out
  }

  /// Whether a member answers the call (each is given every call).
  public func answersAppCall(_ name: String) -> Bool { members.contains { $0.answersAppCall(name) } }

  /// The disable call every member names, or `nil` when one names none or they differ: the app
  /// then cannot turn the composite off as a whole.
  public var disableCall: String? {
    guard let first = members.first?.disableCall else { return nil }
    return members.allSatisfy { $0.disableCall == first } ? first : nil
  }

  /// Whether a member is an app lock.
  public var isAppLock: Bool { members.contains { $0.isAppLock } }

  /// Whether a member's lock promise stands (the app's lock is due and not passed).
  public var isAppLocked: Bool { members.contains { $0.isAppLocked } }

  /// The members' locks, in member order: each member's own bits (a member that is no lock adds
  /// none), so each lock is judged by its own pass.
  public var lockPromises: LockPromises {
    var out = LockPromises(standing: 0, due: 0, count: 0)
    for m in members where m.isAppLock { out = out.followed(by: m.lockPromises) }
    return out.count == 0 ? LockPromises(single: isAppLocked) : out
  }

  /// The note of the first member whose lock promise a parameter alone decides.
  public var lockPromiseNote: String? {
    for m in members { if let note = m.lockPromiseNote { return note } }
    return nil
  }

  /// The platform fact of the first member whose lock a platform fact took down.
  public var lockPromiseFact: String? {
    for m in members { if let fact = m.lockPromiseFact { return fact } }
    return nil
  }

  /// The first member's lock screen whose only way in is LocalAuthentication.
  public var biometricOnlyLock: BiometricOnlyLock? {
    for m in members { if let lock = m.biometricOnlyLock { return lock } }
    return nil
  }

  /// The promise of the first member whose lock promise stands for an image of `kind`.
  public func lockPromise(forImageOf kind: CaptureKind) -> ImageLockPromise? {
    for m in members { if let promise = m.lockPromise(forImageOf: kind) { return promise } }
    return nil
  }

  /// The note of the first member whose last Face ID request a parameter made a re-prompt.
  public var reauthenticationNote: String? {
    for m in members { if let note = m.reauthenticationNote { return note } }
    return nil
  }

  /// The note of the first member that never removes its cover.
  public var coverRemovalNote: String? {
    for m in members { if let note = m.coverRemovalNote { return note } }
    return nil
  }

  /// Whether any member has settings the user turns (one protection of two may be switched off on its own).
  public var hasUserSettings: Bool { members.contains { $0.hasUserSettings } }
  /// The members' own kept settings (``PrivacyScreenStrategy/userSettingText``), in member order, or `nil` when none
  /// keeps any.
  public var userSettingText: String? {
    let texts = members.compactMap(\.userSettingText)
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }

  /// Off when every member names the same disable call and each one's last call was it.
  public func isTurnedOff(lastAppCall: String?) -> Bool {
    guard disableCall != nil else { return false }
    for (i, m) in members.enumerated() where !m.isTurnedOff(lastAppCall: lastCalls[i]) { return false }
    return true
  }

  /// The claims of the members turned off, less what a member still on claims.
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims {
    var released: ProtectionClaims = []
    var held: ProtectionClaims = []
    for (i, m) in members.enumerated() {
      released.formUnion(m.releasedClaims(lastAppCall: lastCalls[i]))
      held.formUnion(m.claims.subtracting(m.releasedClaims(lastAppCall: lastCalls[i])))
    }
    return released.subtracting(held)
  }

  /// The first member that relies on capture detection.
  public var captureDetection: CaptureDetectionState? {
    for m in members { if let d = m.captureDetection { return d } }
    return nil
  }

  /// The members' states, in order.
  public var stateDescription: String { members.map(\.stateDescription).joined(separator: " + ") }
}
