/// The app under test, described as a value: which scenes show sensitive content, the views of
/// its first screen, the other screens its code navigates to, and the text field the user types
/// in.
///
/// A ``Device`` runs the app it is created with: every scene (or, in an app-delegate-only app,
/// the one window) gets a view controller whose view is ``content`` with ``views`` as its
/// subviews, back to front. Frames follow ``AppDescription/Frame`` rules evaluated against the
/// screen's bounds when the view loads; afterwards autoresizing moves them, as in UIKit. An app
/// with other ``screens`` puts that first screen in a `UINavigationController`, the window's
/// root, and its code pushes and pops the others (``SystemEvent/pushScreen(_:)``), so what the
/// app shows, and how sensitive it is, changes over a trace.
///
/// Describe your own app instead of editing the model; the `SampleApp` module's
/// `AppDescription.sample` (a banking screen) is the default the engine runs.
nonisolated public struct AppDescription: Codable, Hashable, Sendable {
  /// Scenes (by identifier, such as `"B"`) whose content is not sensitive; every other scene
  /// is. In a non-sensitive scene every view is treated as ``Role/neutral``.
  public var nonSensitiveScenes: [String]
  /// The root view of each window's view controller; its frame is usually ``Frame/fill``.
  public var content: View
  /// The content view's subviews, back to front.
  public var views: [View]
  /// The identifier of the field ``SystemEvent/keyboardShow`` focuses, or `nil` for the first
  /// text field in ``views``.
  public var typingField: String?
  /// The app's other screens, which its code pushes onto the navigation stack of a window; empty
  /// for an app of one screen (its window's root is then the screen itself, with no navigation
  /// controller).
  public var screens: [Screen] = []
  /// The screen among ``screens`` the app shows over its first screen at every cold launch (a
  /// login or lock screen), until its code pops it (``SystemEvent/popScreen``); `nil` for an
  /// app that opens on its content. Many apps do: DuckDuckGo, Signal and KeePassium lock at
  /// launch (docs: fidelity survey, issue 26; medium). It decides what a launch into the
  /// background snapshots, since that launch builds the same first window
  /// (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence ;
  /// high).
  public var launchScreen: String?
  /// Whether the framework behind the app's text field asserts a key window when the field is
  /// focused (a cross-platform engine's text input, as Flutter's before 2.8: Flutter hosts get it
  /// from their profile), so focusing it in a scene without a key window traps
  /// (``Device/textInputKeyWindowTrap(in:)``). Default `false`: UIKit's own fields need none.
  public var textInputRequiresKeyWindow = false
  /// Whether the app's first screen focuses its typing field (``typingFieldIdentifier``) in its
  /// `viewDidAppear(_:)`, as a note or chat app does: at launch, and whenever the screen appears
  /// again (a full-screen presentation over it dismissed). Whether the keyboard then shows is the
  /// platform's answer (K10, K11). Default `false`: the user taps the field.
  public var focusesTypingFieldOnAppear = false
  /// Where the user can open the app from besides its icon and the switcher (``AppEntrySource``): only
  /// an app that posts notifications gets its notification tapped, only one that claims a URL
  /// (a custom scheme, associated domains) is opened by a link, only one that lists Home Screen
  /// quick actions has them (Apple, "UIScene.ConnectionOptions"). The fuzzer draws
  /// ``SystemEvent/openEntry(_:_:)`` from these sources only. A trace's `openEntry(link, …)` into
  /// an app without `link` is refused where the trace meets its app (`replay`, `explain`,
  /// `minimize`): iOS opens an app from a URL only for a scheme in its Info.plist or a universal
  /// link of its associated domains, both declared before it runs. A notification or a quick
  /// action it does not list is not refused: an app's code can schedule a local notification or
  /// set dynamic quick actions at run time. Default none.
  /// Not part of ``canonicalText``: it decides which events a run draws, not what a trace does
  /// (the trace names its entries), so failure signatures stay as they were.
  public var entrySources: [AppEntrySource] = []
  /// The screens whose content the app itself calls sensitive (``rootScreenIdentifier`` and identifiers of
  /// ``screens``), or `nil` for every screen as its views' roles say. A screen not named shows its views as
  /// neutral, and what the app presents over it too: an app that protects one screen (a recovery phrase) says
  /// which content matters (an app-logic script's `sensitive:`). Part of ``canonicalText`` only when set.
  public var sensitiveScreens: [String]?

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - nonSensitiveScenes: scenes whose content is not sensitive; by default every scene is.
  ///   - content: the root view.
  ///   - views: the root view's subviews, back to front.
  ///   - typingField: the identifier of the field the user types in; `nil` picks the first
  ///     text field.
  ///   - screens: the other screens the app's code navigates to; by default none.
  ///   - launchScreen: the screen shown over the first one at every cold launch; by default none.
  ///   - entrySources: where the user can open the app from besides its icon; by default nowhere.
  public init(
    nonSensitiveScenes: [String] = [], content: View, views: [View], typingField: String? = nil,
    screens: [Screen] = [], launchScreen: String? = nil, entrySources: [AppEntrySource] = []
  ) {
    self.entrySources = entrySources
    self.nonSensitiveScenes = nonSensitiveScenes
    self.content = content
    self.views = views
    self.typingField = typingField
    self.screens = screens
    self.launchScreen = launchScreen
  }

  private enum CodingKeys: String, CodingKey {
    case nonSensitiveScenes, content, views, typingField, screens, launchScreen, textInputRequiresKeyWindow
    case focusesTypingFieldOnAppear, entrySources, sensitiveScreens
  }

  /// Decodes a description; one written before apps had screens has none, nor a launch screen.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    nonSensitiveScenes = try c.decode([String].self, forKey: .nonSensitiveScenes)
    content = try c.decode(View.self, forKey: .content)
    views = try c.decode([View].self, forKey: .views)
    typingField = try c.decodeIfPresent(String.self, forKey: .typingField)
    screens = try c.decodeIfPresent([Screen].self, forKey: .screens) ?? []
    launchScreen = try c.decodeIfPresent(String.self, forKey: .launchScreen)
    textInputRequiresKeyWindow = try c.decodeIfPresent(Bool.self, forKey: .textInputRequiresKeyWindow) ?? false
    focusesTypingFieldOnAppear = try c.decodeIfPresent(Bool.self, forKey: .focusesTypingFieldOnAppear) ?? false
    entrySources = try c.decodeIfPresent([AppEntrySource].self, forKey: .entrySources) ?? []
    sensitiveScreens = try c.decodeIfPresent([String].self, forKey: .sensitiveScreens)
  }

  /// Encodes a description; the launch screen and the key-window requirement only when the app
  /// has them, so the text of every app without them is as before.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(nonSensitiveScenes, forKey: .nonSensitiveScenes)
    try c.encode(content, forKey: .content)
    try c.encode(views, forKey: .views)
    try c.encodeIfPresent(typingField, forKey: .typingField)
    try c.encode(screens, forKey: .screens)
    try c.encodeIfPresent(launchScreen, forKey: .launchScreen)
    if textInputRequiresKeyWindow { try c.encode(true, forKey: .textInputRequiresKeyWindow) }
    if focusesTypingFieldOnAppear { try c.encode(true, forKey: .focusesTypingFieldOnAppear) }
    if !entrySources.isEmpty { try c.encode(entrySources, forKey: .entrySources) }
    try c.encodeIfPresent(sensitiveScreens, forKey: .sensitiveScreens)
  }

  /// The identifier of the app's first screen, the root of its navigation stack.
  public static let rootScreenIdentifier = "root"

  /// The screen called `identifier` among ``screens``, or `nil`.
  public func screen(named identifier: String) -> Screen? { screens.first { $0.identifier == identifier } }

  /// Whether scene `identifier` shows sensitive content.
  public func isSensitive(scene identifier: String) -> Bool { !nonSensitiveScenes.contains(identifier) }

  /// Whether the app calls the content of screen `identifier` sensitive (``sensitiveScreens``; every screen when
  /// it is `nil`).
  public func isSensitive(screen identifier: String) -> Bool { sensitiveScreens?.contains(identifier) ?? true }

  /// The same app with only `screens` showing sensitive content (``sensitiveScreens``).
  public func withSensitiveScreens(_ screens: [String]) -> AppDescription {
    var copy = self
    copy.sensitiveScreens = screens
    return copy
  }

  /// The same app with `scenes` as its non-sensitive scenes.
  public func withNonSensitiveScenes(_ scenes: [String]) -> AppDescription {
    var copy = self
    copy.nonSensitiveScenes = scenes
    return copy
  }

  /// The identifier of the field the user types in: ``typingField``, else the first text field
  /// in ``views``; `nil` when the app has no text field (``SystemEvent/keyboardShow`` then
  /// focuses nothing).
  public var typingFieldIdentifier: String? {
    if let typingField { return typingField }
    return views.first { if case .textField = $0.kind { true } else { false } }?.identifier
  }
}

nonisolated extension AppDescription {
  /// A screen the app's code navigates to: its root view and that view's subviews, as the first
  /// screen's ``AppDescription/content`` and ``AppDescription/views``.
  public struct Screen: Codable, Hashable, Sendable {
    /// The screen's name in traces (``SystemEvent/pushScreen(_:)``), unique in the app and not
    /// ``AppDescription/rootScreenIdentifier``.
    public var identifier: String
    /// The root view, usually ``Frame/fill``.
    public var content: View
    /// The root view's subviews, back to front.
    public var views: [View]

    /// Creates a screen.
    public init(_ identifier: String, content: View, views: [View]) {
      self.identifier = identifier
      self.content = content
      self.views = views
    }

    /// Whether any of its views is sensitive (in a scene the app marks sensitive).
    public var showsSensitiveContent: Bool { AppDescription.anySensitive(content, views) }
  }

  /// Whether the first screen has a sensitive view.
  public var rootShowsSensitiveContent: Bool { Self.anySensitive(content, views) }

  static func anySensitive(_ content: View, _ views: [View]) -> Bool {
    if case .sensitive = content.role { return true }
    return views.contains { if case .sensitive = $0.role { true } else { false } }
  }
}
