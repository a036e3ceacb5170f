import ShieldModel

/// SwiftUI's `.privacySensitive()` (seed 002), modeled as it behaves rather than as the seed
/// claims.
///
/// The modifier only marks a view; SwiftUI redacts marked views when the `.privacy` redaction
/// reason is in the environment, which `.redacted(reason: .privacy)` higher up (or the system,
/// on Lock Screen widgets) adds. Alone it changes nothing on screen (Apple,
/// "privacySensitive(_:)", https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:) ;
/// "RedactionReasons.privacy", https://developer.apple.com/documentation/swiftui/redactionreasons/privacy ;
/// iOS 15+; uikit-facts §9). No source says the app switcher adds that reason.
///
/// With ``appliesRedaction`` off this is the seed's one line: the app's content is marked and
/// nothing else happens; it claims what the seed claims (the switcher, screenshots and
/// recordings). With it on, the app does what Apple's example does: while the scene's phase is
/// not `.active` it applies `.redacted(reason: .privacy)`, which draws an opaque placeholder
/// over each marked text (label or field); that variant claims the app switcher.
public final class PrivacySensitiveMarking: PrivacyScreenStrategy {
  /// Whether the app applies `.redacted(reason: .privacy)` while its scene phase is not active.
  public let appliesRedaction: Bool
  public var claims: ProtectionClaims { appliesRedaction ? .appSwitcher : .all }

  // The marked views, and the placeholders drawn over them while redacted, in order.
  private var marked: [UIView] = []
  private var placeholders: [(scene: ObjectIdentifier, views: [UIView])] = []
  private var observers: [any NSObjectProtocol] = []

  /// Creates the strategy; `appliesRedaction` adds the app-driven redaction the seed omits.
  public init(appliesRedaction: Bool) { self.appliesRedaction = appliesRedaction }

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    if let content = UIApplication.shared.delegate?.window?.rootViewController?.view { privacySensitive(content) }
    guard appliesRedaction else { return }
    // SwiftUI's scenePhase follows the scene's notifications (uikit-facts §2).
    observers.append(
      NotificationCenter.default.addObserver(forName: UIScene.willDeactivateNotification, object: nil, queue: .main) {
        [weak self] note in (note.object as? UIWindowScene).map { self?.redact($0) }
      })
    observers.append(
      NotificationCenter.default.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: .main) {
        [weak self] note in (note.object as? UIWindowScene).map { self?.unredact($0) }
      })
  }

  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let content = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController?.view {
      privacySensitive(content)
    }
  }

  /// `.privacySensitive()` on `content`: marks the texts inside it, at any depth (the modifier
  /// applies to the view and everything it contains, a navigation container's screen included),
  /// and draws nothing. Screens the app pushes later are not marked (model choice).
  private func privacySensitive(_ content: UIView) {
    for sub in content.subviews {
      if sub is UILabel || sub is UITextField { marked.append(sub) } else { privacySensitive(sub) }
    }
  }

  private func redact(_ scene: UIWindowScene) {
    let key = ObjectIdentifier(scene)
    guard !placeholders.contains(where: { $0.scene == key }) else { return }
    var drawn: [UIView] = []
    for view in marked where view.window?.windowScene === scene {
      guard let parent = view.superview else { continue }
      let placeholder = UIView(frame: view.frame)
      placeholder.backgroundColor = .gray
      placeholder.autoresizingMask = view.autoresizingMask
      parent.addSubview(placeholder)
      drawn.append(placeholder)
    }
    placeholders.append((key, drawn))
  }

  private func unredact(_ scene: UIWindowScene) {
    guard let i = placeholders.firstIndex(where: { $0.scene == ObjectIdentifier(scene) }) else { return }
    for v in placeholders.remove(at: i).views { v.removeFromSuperview() }
  }
}
