/// Where the user opens the app from, other than its Home Screen icon or the switcher
/// (``SystemEvent/openEntry(_:_:)``, `Device+Entries.swift`). Each decides the callback UIKit
/// hands the entry to (Apple, "UIScene.ConnectionOptions",
/// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions ; high).
nonisolated public enum AppEntrySource: String, Hashable, Sendable, CaseIterable, Codable {
  /// The user taps one of the app's notifications: its banner, or the notification in Notification
  /// Center or on the Lock Screen. The response goes to the `UNUserNotificationCenterDelegate`
  /// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`), which the app sets before
  /// `didFinishLaunching` returns.
  case notification
  /// A URL the app claims: a custom scheme or a universal link, from another app, Safari or a
  /// widget (a widget's tap opens its `widgetURL`). Cold, in the connection options' `urlContexts`
  /// or `userActivities` (`launchOptions[.url]` without scenes); warm, `scene(_:openURLContexts:)`
  /// or `scene(_:continue:)` (`application(_:open:options:)`, `application(_:continue:…)`).
  case link
  /// A Home Screen quick action (a long press on the app's icon). Cold, in the connection
  /// options' `shortcutItem` (`launchOptions[.shortcutItem]`); warm,
  /// `windowScene(_:performActionFor:completionHandler:)`
  /// (`application(_:performActionFor:completionHandler:)`).
  case shortcut
}

/// What the app's handler for an entry does: the app's own code, with the calls of
/// ``SystemEvent/appPresent(_:_:)``, ``SystemEvent/pushScreen(_:)`` and ``SystemEvent/popToRoot``.
///
/// Trace text: `none`, `present(kind, presenter)`, `push(screen)`, `popToRoot`.
nonisolated public enum AppEntryRoute: Hashable, Sendable {
  /// The handler routes nothing (the app only opens).
  case none
  /// The handler presents its screen of `kind` from the controller `presenter` names.
  case present(AppPresentationKind, AppPresenter)
  /// The handler pushes the app's screen `id` onto its navigation stack.
  case push(String)
  /// The handler pops its navigation stack back to the first screen.
  case popToRoot

  /// The route in trace text.
  public var text: String {
    switch self {
    case .none: "none"
    case .present(let kind, let presenter): "present(\(kind.rawValue), \(presenter.rawValue))"
    case .push(let id): "push(\(id))"
    case .popToRoot: "popToRoot"
    }
  }

  /// The route named by `text` (as ``text`` prints it, spaces after commas optional), or `nil`.
  public init?(text: String) {
    let t = text.filter { $0 != " " }
    switch t {
    case "none": self = .none
    case "popToRoot": self = .popToRoot
    default:
      guard t.hasSuffix(")"), let open = t.firstIndex(of: "(") else { return nil }
      let args = t[t.index(after: open)..<t.index(before: t.endIndex)].split(
        separator: ",", omittingEmptySubsequences: false
      ).map(String.init)
      switch t[..<open] {
      case "push":
        guard args.count == 1, !args[0].isEmpty,
          args[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return nil }
        self = .push(args[0])
      case "present":
        guard args.count == 2, let kind = AppPresentationKind(rawValue: args[0]),
          let presenter = AppPresenter(rawValue: args[1])
        else { return nil }
        self = .present(kind, presenter)
      default: return nil
      }
    }
  }
}

/// An entry the app is being opened with: its source and its handler's route.
nonisolated package struct AppEntry: Hashable, Sendable {
  /// Where the user opened the app from.
  package let source: AppEntrySource
  /// What the app's handler does.
  package let route: AppEntryRoute
}
