/// The app's surfaces outside its own process (issue: app extensions and widgets): the extensions
/// a host app opens and the widget the system shows.
///
/// An app extension "is not an app": a host app (another app the user is in) opens it in response
/// to the user, the system launches it in a process of its own, and it "typically terminates soon
/// after it completes the request"; there is no direct communication between an extension and its
/// containing app, which is often not running meanwhile; the two share data through a container
/// of their app group (Apple, App Extension Programming Guide, "Understand How an App Extension
/// Works",
/// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html ;
/// iOS 8+; high). So nothing the app keeps in memory (its lock passed, its lock due) reaches an
/// extension: what the extension shows is its own code's decision, from its own memory or from the
/// app group's stored data (``UserDefaults/init(suiteName:)``).
nonisolated public enum AppExtensionKind: String, Hashable, Sendable, CaseIterable {
  /// A share extension: the user shares from a host app (Photos, Safari) into the app, whose
  /// extension lists the app's own content (vaults, notebooks, accounts) to save into (iOS 8+).
  case share
  /// An AutoFill credential provider extension (`ASCredentialProviderViewController`, iOS 12+):
  /// a login form in a host app; the system calls `prepareCredentialList(for:)`, then presents the
  /// extension's view controller with the app's credentials
  /// (https://developer.apple.com/documentation/authenticationservices/ascredentialproviderviewcontroller ;
  /// https://developer.apple.com/documentation/authenticationservices/ascredentialproviderviewcontroller/preparecredentiallist(for:) ;
  /// high). Apple's own advice for the interface that unlocks: "showing an authentication UI to
  /// unlock the person's passwords database" is the extension's
  /// (https://developer.apple.com/documentation/authenticationservices/ascredentialproviderviewcontroller/prepareinterfacetoprovidecredential(for:)-68qpo ;
  /// iOS 17+; high).
  case autoFill

  /// The extension as reports name it.
  public var title: String {
    switch self {
    case .share: "the share extension"
    case .autoFill: "the AutoFill credential provider extension"
    }
  }
}

/// Where the system shows the app's widget.
nonisolated public enum WidgetPlace: String, Hashable, Sendable, CaseIterable {
  /// The Home Screen (iOS 14+), seen with the device unlocked and no app in front.
  case homeScreen
  /// The Lock Screen (iOS 16+), seen with the device locked.
  case lockScreen

  /// The widget as reports name it.
  public var title: String {
    switch self {
    case .homeScreen: "the Home Screen widget"
    case .lockScreen: "the Lock Screen widget"
    }
  }
}

/// What the app writes into its widget's timeline entries, which the system renders without
/// running the app: "To render a widget, WidgetKit executes the `content` block of the widget's
/// configuration, passing the corresponding timeline entry" (Apple, "TimelineEntry",
/// https://developer.apple.com/documentation/widgetkit/timelineentry ; iOS 14+; high). The app's
/// lock state is not consulted when the entry is shown.
nonisolated public enum WidgetContent: String, Hashable, Sendable, CaseIterable {
  /// The entry holds the app's content and the view shows it (a balance, the latest note).
  case sensitive
  /// The same, its views marked `privacySensitive()`: the system redacts them only where it
  /// applies the privacy redaction reason, on the Lock Screen while the device is locked
  /// (``PlatformFlags/lockScreenRedactsPrivacySensitive``); the app's own lock is no reason.
  case redacted
  /// The entry holds no content: a placeholder ("Open the app to see your notes").
  case placeholder
}

/// What the app's own extension code shows when a host app opens it: its lock, or the app's
/// content; with the mechanism, for `explain`.
nonisolated public struct AppExtensionInterface: Sendable, Equatable {
  /// Whether the extension shows a lock (asks the user) instead of the app's content.
  public let showsLock: Bool
  /// How the extension came to its decision, in a report's words (its own process, the shared
  /// store it read).
  public let mechanism: String
  /// The app's parameter that alone decides what it shows, or `nil` when the platform does (the
  /// engine labels the verdict "by construction").
  public let byConstruction: String?
  /// The policy the extension's own code evaluates now with an `LAContext` of its process (as its
  /// lock shows, or again in a reply handler), or `nil` when it asks nothing (see
  /// `Device+ExtensionAuthentication.swift`).
  public let asksAuthentication: LAPolicy?
  /// Whether that evaluation's context has an empty `localizedFallbackTitle`: no fallback button.
  public let hidesFallback: Bool

  /// An interface the extension's code chose.
  public init(
    showsLock: Bool, mechanism: String, byConstruction: String? = nil, asksAuthentication: LAPolicy? = nil,
    hidesFallback: Bool = false
  ) {
    self.showsLock = showsLock
    self.mechanism = mechanism
    self.byConstruction = byConstruction
    self.asksAuthentication = asksAuthentication
    self.hidesFallback = hidesFallback
  }
}

/// An extension's process: made new for each request (``AppExtensionSurfaces/makeProcess``), it
/// holds no reference into the app's process, only what its own code keeps and reads.
@MainActor public protocol AppExtensionProcess: AnyObject {
  /// The system asks the extension for its interface (`prepareCredentialList(for:)`, a share
  /// extension's `viewDidLoad`): what it shows.
  func prepareInterface(for kind: AppExtensionKind) -> AppExtensionInterface
  /// The reply to the evaluation the extension's interface asked for
  /// (``AppExtensionInterface/asksAuthentication``) reached its code: `error` is `nil` on the
  /// user's success. Returns what it shows now, with the evaluation its reply handler starts, if
  /// any. Default: ``prepareInterface(for:)`` again, asking nothing.
  func authenticationDidFinish(for kind: AppExtensionKind, failing error: LAError.Code?) -> AppExtensionInterface
}

extension AppExtensionProcess {
  /// Shows what ``prepareInterface(for:)`` shows: code that asks nothing ignores the reply.
  public func authenticationDidFinish(for kind: AppExtensionKind, failing error: LAError.Code?)
    -> AppExtensionInterface
  {
    let shown = prepareInterface(for: kind)
    return AppExtensionInterface(
      showsLock: shown.showsLock, mechanism: shown.mechanism, byConstruction: shown.byConstruction)
  }
}

/// The extensions and the widget an app ships, as its strategy describes them
/// (``PrivacyScreenStrategy/appExtensions``). The same for every process of the app: they are
/// part of its bundle.
nonisolated public struct AppExtensionSurfaces: Sendable {
  /// The extensions a host app can open, in a fixed order.
  public let extensions: [AppExtensionKind]
  /// What the widget's timeline entries hold, or `nil` for an app with no widget.
  public let widget: WidgetContent?
  /// Starts the extension's process for one request. It must not capture the app's objects: the
  /// extension is another process.
  public let makeProcess: @MainActor @Sendable (AppExtensionKind) -> any AppExtensionProcess
  /// The app's parameters as a report names them (`ext=shared`, `widget=redacted`).
  public let parameters: String

  /// The surfaces an app ships.
  public init(
    extensions: [AppExtensionKind], widget: WidgetContent?, parameters: String,
    makeProcess: @escaping @MainActor @Sendable (AppExtensionKind) -> any AppExtensionProcess
  ) {
    self.extensions = extensions
    self.widget = widget
    self.parameters = parameters
    self.makeProcess = makeProcess
  }
}
