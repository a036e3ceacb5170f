/// A scene: one instance of the app's UI with its own activation state (UIKit's `UIScene`, iOS 13+).
///
/// Callback order: connect → will-enter-foreground → did-become-active; leaving:
/// will-resign-active → did-enter-background → (system's choice) did-disconnect. Each delegate call
/// is followed by the scene's notification, with the scene as object. UIKit notifies only the
/// delegate of the scene that changes (Apple, "sceneWillEnterForeground(_:)",
/// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:) ;
/// "UIScene.willDeactivateNotification",
/// https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification ; WWDC19
/// session 258, https://asciiwwdc.com/2019/sessions/258 ; high).
@preconcurrency @MainActor open class UIScene: UIResponder {
  nonisolated deinit {}
  /// A scene's activation state (raw values as UIKit's).
  nonisolated public enum ActivationState: Int, Sendable, CustomStringConvertible {
    /// Not connected to the app's UI.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen but not receiving events (a system interruption, or in transition).
    case foregroundInactive = 1
    /// Not on screen.
    case background = 2

    public var description: String {
      switch self {
      case .unattached: return "unattached"
      case .foregroundActive: return "foregroundActive"
      case .foregroundInactive: return "foregroundInactive"
      case .background: return "background"
      }
    }
  }

  /// Options passed on connection: what the user opened the scene with (Apple,
  /// "UIScene.ConnectionOptions", https://developer.apple.com/documentation/uikit/uiscene/connectionoptions ;
  /// iOS 13+). The model carries a link or a quick action the scene was opened with as
  /// ``entry`` (``SystemEvent/openEntry(_:_:)``), which the app under test's scene delegate
  /// routes; the UIKit properties stay empty (no strategy reads them).
  public final class ConnectionOptions {
    nonisolated deinit {}
    /// The user activities (Handoff, universal links) the scene was opened with; none.
    public let userActivities: Set<NSUserActivity> = []
    /// The URLs the scene was opened with; none.
    public let urlContexts: Set<UIOpenURLContext> = []
    /// The link or quick action the scene was opened with, if any.
    package let entry: AppEntry?
    package init(entry: AppEntry? = nil) { self.entry = entry }
  }

  /// Posted after `sceneWillResignActive(_:)`.
  nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
  /// Posted after `sceneDidBecomeActive(_:)`.
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted after `sceneDidEnterBackground(_:)`.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
  /// Posted after `sceneWillEnterForeground(_:)`.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted after `scene(_:willConnectTo:options:)`.
  nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted after `sceneDidDisconnect(_:)`.
  nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")

  /// The scene's activation state.
  public package(set) var activationState: ActivationState {
    get { activationStateStorage }
    set { activationStateStorage = newValue }
  }
  // Unchecked exclusivity on private storage behind the accessor: other modules (the engine
  // reads the state every step) do not see the attribute and check each direct access at run time.
  @exclusivity(unchecked) private var activationStateStorage: ActivationState = .unattached
  /// The scene delegate (retained by the scene, as in UIKit): the app's own when the app's
  /// delegates are hosted (``AppDelegateHost``), so `scene.delegate as? SceneDelegate` finds it as
  /// on iOS, where it is the object of the class the scene's configuration names (Apple,
  /// "delegate", https://developer.apple.com/documentation/uikit/uiscene/delegate ; iOS 13+;
  /// high); otherwise the model's own. Setting it sets the model's (`nil` also forgets the app's).
  public var delegate: (any UISceneDelegate)? {
    get { hostedDelegate ?? modelDelegate }
    set {
      modelDelegate = newValue
      if newValue == nil { hostedDelegate = nil }
    }
  }
  /// The model's scene delegate, which makes the scene's window and forwards every callback.
  @exclusivity(unchecked) package var modelDelegate: (any UISceneDelegate)?
  /// The app's scene delegate that an ``AppDelegateHost`` made for this scene.
  @exclusivity(unchecked) package var hostedDelegate: (any UISceneDelegate)?
  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The model's name for the scene in traces ("A", "B", ...).
  public let identifier: String

  package init(identifier: String, role: UISceneSession.Role) {
    self.identifier = identifier
    session = UISceneSession(persistentIdentifier: identifier, role: role)
    super.init()
  }
}

/// A scene's persistent session.
@preconcurrency @MainActor public final class UISceneSession {
  nonisolated deinit {}
  /// A session's role.
  nonisolated public struct Role: Hashable, Sendable {
    public let rawValue: String
    /// An interactive app window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// A non-interactive external display.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }
  /// The session's identifier.
  public let persistentIdentifier: String
  /// The session's role.
  public let role: Role
  init(persistentIdentifier: String, role: Role) {
    self.persistentIdentifier = persistentIdentifier
    self.role = role
  }
}

// UIKit's session is an `NSObject`, equal only to itself, so an app delegate's
// `application(_:didDiscardSceneSessions:)` takes a `Set<UISceneSession>` (Apple,
// "application(_:didDiscardSceneSessions:)",
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:) ;
// iOS 13+; high).
extension UISceneSession: Hashable {
  nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What an app delegate answers for a new scene session (Apple, "UISceneConfiguration",
/// https://developer.apple.com/documentation/uikit/uisceneconfiguration ; iOS 13+; high). The
/// fuzzer's host is given the app's scene delegate class as `Info.plist` names it, so the answer
/// is kept but picks nothing.
@preconcurrency @MainActor open class UISceneConfiguration {
  nonisolated deinit {}
  /// The configuration's name in `Info.plist` (`nil`: one made in code).
  public let name: String?
  /// The role of the sessions it is for.
  public let role: UISceneSession.Role
  /// The scene delegate class the app asks for; the host's maker stands for it.
  public var delegateClass: AnyClass?
  /// The storyboard the app asks for; the model reads no storyboard.
  public var storyboard: UIStoryboard?

  /// A configuration named as in `Info.plist`, for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// The scene delegate's methods that the model calls (all optional, as in UIKit).
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
  /// Called when the scene connects, before it enters the foreground.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// Called after the scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// Called after the scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// Called before the scene stops being active (system interruptions and every backgrounding).
  func sceneWillResignActive(_ scene: UIScene)
  /// Called before the scene comes on screen.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// Called after the scene left the screen; the app-switcher snapshot is taken shortly after
  /// this returns.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that owns the scene's main window.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. Optional, as in UIKit, where a delegate without it has no
  /// storyboard window (Apple, "window",
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window ; iOS 13+).
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// A delegate that declares no window has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
