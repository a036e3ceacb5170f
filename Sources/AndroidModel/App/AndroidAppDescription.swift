/// One screen of the app under test: a destination of the app's navigator (a fragment, a React Navigation screen, a
/// Compose destination or a Flutter route) inside the one activity.
nonisolated public struct AndroidAppScreen: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The screen's name in traces (`navigate(phrase)`), an identifier.
  public var name: String
  /// Whether the screen shows content the app considers sensitive (a captured legible view of it is a leak).
  public var isSensitive: Bool
  /// Whether the screen is an activity of its own (`startActivity`): its own window, flags and lifecycle, above the
  /// activity that started it in the task; otherwise a destination inside the current activity.
  public var isActivity: Bool
  /// The manifest's `android:launchMode` of the screen's activity (an activity of its own; the launcher activity's
  /// destinations are reached by deep links), which decides what an entry's intent does to an instance already in
  /// the task (`AndroidDevice+EntryPoints.swift`).
  public var launchMode: LaunchMode
  /// A native view the screen embeds in its content (``AndroidEmbeddedView``: a web view, a PDF view, a video
  /// player, and how it is composed), or `nil`.
  public var embeddedView: AndroidEmbeddedView?
  /// The screens the user can navigate to from this one (``AndroidEvent/navigate(_:)``), in the app's order, or `nil`
  /// for any of the app's screens. A user's tap follows a control the screen shows, so what it offers is the app's
  /// navigation graph (the `NavGraph`'s actions, the buttons of a fragment): a lock screen with no control leads
  /// nowhere and is left only by the app's own code. The app's content, not a platform fact.
  public var leadsTo: [String]?
  /// The manifest's `android:parentActivityName` of the screen's activity (an activity of its own): the screen
  /// whose activity `TaskStackBuilder.addNextIntentWithParentStack` puts below it (the first screen: the launcher
  /// activity), or `nil`. Used only by an entry built with `TaskStackBuilder` (``AndroidEntry/Flags/taskStack``).
  public var parent: String?
  /// The `<activity>` element's own `android:enableOnBackInvokedCallback` (the screen's activity, or the launcher
  /// activity's for the first screen), or `nil` for the application's (``AndroidPlatformFlags/enableOnBackInvokedCallback``).
  /// From API 34 it overrides the application's for this activity: `false` keeps `onBackPressed()` and the Back key
  /// and no predictive back preview (https://developer.android.com/guide/navigation/custom-back/predictive-back-gesture ;
  /// high); below API 34 it is ignored. The app's manifest, not a platform fact.
  public var enablesOnBackInvokedCallback: Bool?
  /// The manifest's `android:exported` of the screen's activity (an activity of its own), or `nil` for the default:
  /// not exported. Whether another app's intent can start it: "If false, only components of the same application,
  /// applications with the same user ID, or privileged system components can launch the activity", and without an
  /// intent filter the attribute's default is `false` (https://developer.android.com/privacy-and-security/risks/android-exported ;
  /// https://developer.android.com/guide/topics/manifest/activity-element#exported ; every level; from API 31 an
  /// activity with an intent filter must say it; high). The default is `false` because an app-logic script declares
  /// no intent filter, and an inner activity (a lock, a settings page) usually has none. So a share or a link from
  /// another app (``AndroidEntry/Source/startsAsAnotherApp``) reaches only an exported activity, while the app's own
  /// `PendingIntent`s (notification, widget), its tile's code and its shortcuts (started with the app's identity)
  /// reach any (`AndroidDevice+EntryPoints.swift`). The launcher activity, and every destination inside it, is always
  /// exported: the launcher, another app, starts it. The app's manifest, not a platform fact.
  public var isExported: Bool?
  /// Whether the app's toolbar shows a back arrow of the app's own on the screen's activity whose tap finishes it
  /// (`onSupportNavigateUp() { finish() }`, a Compose `TopAppBar`'s navigation icon calling `finish()`), or `nil`:
  /// none. Otherwise an activity's root screen has an Up arrow only with a manifest parent (``parent``): the platform's
  /// `onNavigateUp` (``AndroidEvent/navigateBack``, `AndroidDevice+AppScreenEvents.swift`). The app's content, not a
  /// platform fact.
  public var hasBackArrow: Bool?
  /// Whether the screen, a destination of the launcher activity's navigator, is one of the app bar's top-level
  /// destinations besides the start one (`AppBarConfiguration(topLevelDestinationIds)`: the tabs of a bottom
  /// navigation bar), which show no Up arrow, or `nil`: not one. The start destination always is one. The app's
  /// content, not a platform fact (`AndroidDevice+UpArrow.swift`).
  public var isTopLevel: Bool?

  /// Whether another app's intent can start the screen: a destination or the first screen is reached through the
  /// launcher activity, which is exported; an activity of its own only when ``isExported``.
  public var isExportedToOtherApps: Bool { !isActivity || isExported == true }

  /// `android:launchMode` (https://developer.android.com/guide/topics/manifest/activity-element#lmode ; high).
  /// `singleInstance` and `singleInstancePerTask`, which put the activity in a task of its own, are not modeled.
  public enum LaunchMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// A new instance for every intent (the default).
    case standard
    /// An instance on top of the task gets the intent in `onNewIntent`.
    case singleTop
    /// One instance: an intent brings it up in its task (those above it finished) and delivers `onNewIntent`, even
    /// from another app's activity without `FLAG_ACTIVITY_NEW_TASK`.
    case singleTask
  }

  /// A screen called `name`; `isActivity` makes it an activity of its own, with `launchMode`; `embeddedView` is a
  /// native view in its content; `leadsTo` the screens the user can navigate to from it (`nil`: any); `parent` its
  /// manifest parent activity.
  public init(
    _ name: String, isSensitive: Bool, isActivity: Bool = false, launchMode: LaunchMode = .standard,
    embeddedView: AndroidEmbeddedView? = nil, leadsTo: [String]? = nil, parent: String? = nil
  ) {
    self.name = name
    self.isSensitive = isSensitive
    self.isActivity = isActivity
    self.launchMode = launchMode
    self.embeddedView = embeddedView
    self.leadsTo = leadsTo
    self.parent = parent
  }

  /// Whether the user can navigate from this screen to the one called `name`: by a control it shows.
  public func leads(to name: String) -> Bool { leadsTo?.contains(name) ?? true }

  /// `phrase(sensitive)`, `home(neutral)`, `card(sensitive, activity)`, `card(sensitive, activity, singleTask)` or
  /// `main(sensitive, webView/virtualDisplay)`, with `, leadsTo=a|b` (or `none`) when the screen says where it leads.
  public var description: String {
    let mode = launchMode == .standard ? "" : ", \(launchMode.rawValue)"
    let embedded = embeddedView.map { ", \($0)" } ?? ""
    let leads = leadsTo.map { ", leadsTo=\($0.isEmpty ? "none" : $0.joined(separator: "|"))" } ?? ""
    let parentText = parent.map { ", parent=\($0)" } ?? ""
    let backText = enablesOnBackInvokedCallback.map { ", enableOnBackInvokedCallback=\($0)" } ?? ""
    let exportedText = isExported == true ? ", exported" : ""
    let arrowText = hasBackArrow == true ? ", backArrow" : ""
    let topLevelText = isTopLevel == true ? ", topLevel" : ""
    return
      "\(name)(\(isSensitive ? "sensitive" : "neutral")\(isActivity ? ", activity" : "")\(mode)\(embedded)\(leads)"
      + "\(parentText)\(backText)\(exportedText)\(arrowText)\(topLevelText))"
  }
}

/// The app under test as a value: its screens, the first being the start destination the activity shows after
/// `onCreate`, and which of them are sensitive.
///
/// Its navigator keeps the screens below the top one on its back stack, created but not drawn: React Navigation's
/// stack "keeps the previous screen mounted" when a new one is pushed
/// (https://reactnavigation.org/docs/navigation-lifecycle ; high), and a fragment transaction added to the back stack
/// keeps the replaced fragment (https://developer.android.com/guide/fragments/fragmentmanager ; high). The back stack
/// is part of the activity's saved state, so a recreated activity, or one restored after its process died, shows
/// the same screens again and creates each anew
/// (https://developer.android.com/guide/fragments/saving-state ; high).
nonisolated public struct AndroidAppDescription: Hashable, Sendable, Codable {
  /// The screens, the start destination first; names are unique.
  public var screens: [AndroidAppScreen]
  /// Whether the app's code shows a toast with sensitive text (a copied IBAN, a one-time code), so the fuzzer draws
  /// `showWindow(toast(sensitive))` for it. A toast's text is the app's own and no flag the app sets reaches the
  /// toast's window, so only an app that does this can be shown one; default `false` (traces may still name it).
  public var showsSensitiveToast = false
  /// Whether the dialogs and popups the app shows carry the content of the screen they are shown over: sensitive
  /// only over a sensitive screen (a payment's confirmation over the card, a "log out?" over the settings), so
  /// verdicts judge the sensitive activities' content only. Default `false`: every dialog and popup shows sensitive
  /// text (an IBAN, a transfer), as in every app described before. The app's content, not a platform fact.
  public var windowsFollowScreenSensitivity = false
  /// Whether reports name an activity window's views by the screen it shows (`card/balance`), not by the window
  /// (`activity/balance`): an app-logic script's own app (`screens:`), whose names are the user's. Default `false`:
  /// the names every report printed before.
  public var namesViewsByScreen = false
  /// The entries and picture-in-picture the app declares (an app-logic script's `entries:`,
  /// ``AndroidDeclaredEntries``), or `nil`: every one, as every app had before the word.
  public var declaredEntries: AndroidDeclaredEntries?

  /// An app of `screens` (at least one; the first is the start destination).
  public init(screens: [AndroidAppScreen]) {
    precondition(!screens.isEmpty, "an app has a start destination")
    self.screens = screens
  }

  /// The banking app every Android strategy ran in before screens existed: one sensitive screen, `main`.
  public static let banking = AndroidAppDescription(screens: [AndroidAppScreen("main", isSensitive: true)])

  /// A wallet with a neutral home, a recovery phrase and its confirmation (both sensitive) in the main activity, and
  /// neutral settings and a sensitive card screen, each an activity of its own: the kind of app where screens register
  /// protection on their own.
  public static let wallet = AndroidAppDescription(screens: [
    AndroidAppScreen("home", isSensitive: false), AndroidAppScreen("phrase", isSensitive: true),
    AndroidAppScreen("confirm", isSensitive: true),
    .openToAll(AndroidAppScreen("settings", isSensitive: false, isActivity: true)),
    .openToAll(AndroidAppScreen("card", isSensitive: true, isActivity: true)),
  ])

  /// The activities of ``payments(sensitive:)``, each named by the screen it starts with: the launcher activity's
  /// start destination `home`, then `card`, `statement` and `settings`, each an activity of its own.
  public static let paymentsActivities = ["home", "card", "statement", "settings"]

  /// The activities of ``payments(sensitive:)`` whose content is sensitive when none are named: the card and the
  /// statement (the home and settings screens show nothing sensitive).
  public static let paymentsDefaultSensitive = ["card", "statement"]

  /// A payments app of several activities: the launcher activity showing `home`, and `card`, `statement` and
  /// `settings`, each an activity of its own that the user starts from the one in front (`navigate(card)`,
  /// `startActivity`) and Back finishes; `sensitive` names the activities whose content is sensitive (the app's
  /// content per activity), the others show neutral text.
  ///
  /// Every activity has its own window, so `FLAG_SECURE` is an attribute each activity's code sets on its own window
  /// or not (`Window.setFlags`; https://developer.android.com/reference/android/view/WindowManager.LayoutParams#FLAG_SECURE ;
  /// all API levels; high): what a capture shows follows the window on screen, and the Recents snapshot follows the
  /// task's top activity (`renderTaskSnapshot(of:)` in `AndroidDevice+Rendering.swift`). Verdicts judge the sensitive activities' content
  /// only: a captured neutral activity is no leak, secured or not.
  public static func payments(sensitive: [String] = paymentsDefaultSensitive) -> AndroidAppDescription {
    var app = AndroidAppDescription(
      screens: paymentsActivities.enumerated().map { index, name in
        let screen = AndroidAppScreen(name, isSensitive: sensitive.contains(name), isActivity: index > 0)
        return index > 0 ? .openToAll(screen) : screen
      })
    app.windowsFollowScreenSensitivity = true
    return app
  }

  /// A browser with a neutral start page and two pages whose content is sensitive.
  public static let browser = AndroidAppDescription(screens: [
    AndroidAppScreen("start", isSensitive: false), AndroidAppScreen("pageA", isSensitive: true),
    AndroidAppScreen("pageB", isSensitive: true),
  ])

  /// The banking app whose sensitive start screen also embeds a web view composed by `composition` (a Flutter app's
  /// statement page through webview_flutter, ``AndroidEmbeddedView``).
  public static func bankingWithWebView(_ composition: AndroidEmbeddedView.Composition) -> AndroidAppDescription {
    AndroidAppDescription(screens: [
      AndroidAppScreen("main", isSensitive: true, embeddedView: AndroidEmbeddedView(.webView, composition: composition))
    ])
  }

  /// The start destination.
  public var startScreen: AndroidAppScreen { screens[0] }

  /// The screen called `name`, or `nil`.
  public func screen(named name: String) -> AndroidAppScreen? { screens.first { $0.name == name } }

  /// Whether the app has more than its start destination (summaries print the back stack only then).
  public var hasSeveralScreens: Bool { screens.count > 1 }

  private enum CodingKeys: String, CodingKey {
    case screens, showsSensitiveToast, windowsFollowScreenSensitivity, namesViewsByScreen, declaredEntries
  }

  /// Reads a description; `showsSensitiveToast` and `windowsFollowScreenSensitivity` are absent when `false`
  /// (descriptions written before them read the same).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    screens = try c.decode([AndroidAppScreen].self, forKey: .screens)
    showsSensitiveToast = try c.decodeIfPresent(Bool.self, forKey: .showsSensitiveToast) ?? false
    windowsFollowScreenSensitivity =
      try c.decodeIfPresent(Bool.self, forKey: .windowsFollowScreenSensitivity) ?? false
    namesViewsByScreen = try c.decodeIfPresent(Bool.self, forKey: .namesViewsByScreen) ?? false
    declaredEntries = try c.decodeIfPresent(AndroidDeclaredEntries.self, forKey: .declaredEntries)
  }

  /// Writes a description, leaving `showsSensitiveToast` and `windowsFollowScreenSensitivity` out when `false`, so
  /// descriptions keep their bytes.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(screens, forKey: .screens)
    if showsSensitiveToast { try c.encode(true, forKey: .showsSensitiveToast) }
    if windowsFollowScreenSensitivity { try c.encode(true, forKey: .windowsFollowScreenSensitivity) }
    if namesViewsByScreen { try c.encode(true, forKey: .namesViewsByScreen) }
    if let declaredEntries { try c.encode(declaredEntries, forKey: .declaredEntries) }
  }
}

nonisolated extension AndroidAppScreen {
  /// `screen` as the built-in apps declare their activities: exported (an intent filter for shares and links) and
  /// with a back arrow of the app's own that finishes it, as every built-in app ran before the words existed
  /// (``isExported``, ``hasBackArrow``), so their traces and the default run keep their meaning.
  static func openToAll(_ screen: AndroidAppScreen) -> AndroidAppScreen {
    var screen = screen
    screen.isExported = true
    screen.hasBackArrow = true
    return screen
  }

  private enum CodingKeys: String, CodingKey {
    case name, isSensitive, isActivity, launchMode, embeddedView, leadsTo, parent, isExported, hasBackArrow, isTopLevel
  }

  /// Reads a screen; `launchMode` is absent for `standard`, `embeddedView` when there is none and `leadsTo` when the
  /// screen leads anywhere (descriptions written before they existed read the same).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try c.decode(String.self, forKey: .name), isSensitive: try c.decode(Bool.self, forKey: .isSensitive),
      isActivity: try c.decode(Bool.self, forKey: .isActivity),
      launchMode: try c.decodeIfPresent(LaunchMode.self, forKey: .launchMode) ?? .standard,
      embeddedView: try c.decodeIfPresent(AndroidEmbeddedView.self, forKey: .embeddedView),
      leadsTo: try c.decodeIfPresent([String].self, forKey: .leadsTo),
      parent: try c.decodeIfPresent(String.self, forKey: .parent))
    isExported = try c.decodeIfPresent(Bool.self, forKey: .isExported)
    hasBackArrow = try c.decodeIfPresent(Bool.self, forKey: .hasBackArrow)
    isTopLevel = try c.decodeIfPresent(Bool.self, forKey: .isTopLevel)
  }

  /// Writes a screen, leaving `launchMode` out when `standard` and `embeddedView`, `leadsTo`, `parent`, `isExported`,
  /// `hasBackArrow` and `isTopLevel` when `nil`, so descriptions keep their bytes.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(isSensitive, forKey: .isSensitive)
    try c.encode(isActivity, forKey: .isActivity)
    if launchMode != .standard { try c.encode(launchMode, forKey: .launchMode) }
    if let embeddedView { try c.encode(embeddedView, forKey: .embeddedView) }
    if let leadsTo { try c.encode(leadsTo, forKey: .leadsTo) }
    if let parent { try c.encode(parent, forKey: .parent) }
    if let isExported { try c.encode(isExported, forKey: .isExported) }
    if let hasBackArrow { try c.encode(hasBackArrow, forKey: .hasBackArrow) }
    if let isTopLevel { try c.encode(isTopLevel, forKey: .isTopLevel) }
  }
}
