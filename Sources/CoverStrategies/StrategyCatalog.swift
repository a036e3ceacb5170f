import ShieldModel

/// A built-in strategy: its name, what it is, where it comes from, and how to make one.
nonisolated public struct StrategyDescriptor: Sendable {
  /// The name used on the command line and in traces (kebab-case).
  public let name: String
  /// One line on what the strategy does.
  public let summary: String
  /// Where the strategy comes from (a seed article or a public report).
  public let source: String
  /// What the strategy claims to protect.
  public let claims: ProtectionClaims
  /// The profile the strategy was written for.
  public let defaultProfile: Profile
  /// Makes a fresh instance for one device.
  public let make: @MainActor @Sendable () -> any PrivacyScreenStrategy

  /// Creates a descriptor.
  public init(
    name: String, summary: String, source: String, claims: ProtectionClaims,
    defaultProfile: Profile, make: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
  ) {
    self.name = name
    self.summary = summary
    self.source = source
    self.claims = claims
    self.defaultProfile = defaultProfile
    self.make = make
  }
}

/// The strategies that ship with LifecycleFuzz, in a fixed order.
///
/// The seed strategies come first, then the recommended one; members of the field's parametric
/// family (``CoverConfiguration``) are not listed but are found by name.
nonisolated public enum StrategyCatalog {
  /// The name of the strategy LifecycleFuzz recommends.
  public static let recommended = "state-cover"

  private static let flutter329 = Profile(
    device: .iPhone, osVersion: OSVersion(17), appStructure: .flutterHost(minorVersion: 29))
  private static let swiftUI = Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .swiftUI)

  /// Every built-in strategy.
  public static let all: [StrategyDescriptor] = [
    StrategyDescriptor(
      name: "subview-tag",
      summary: "full-window view tagged 999 added in sceneWillResignActive, removed in sceneDidBecomeActive",
      source: "seed 003", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { SubviewTagCover() }),
    StrategyDescriptor(
      name: "cover-window",
      summary: "UIWindow at .alert + 1 shown in sceneWillResignActive, faded out over 0.12 s in sceneDidBecomeActive",
      source: "seed 002", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { CoverWindow() }),
    StrategyDescriptor(
      name: "secure-layer",
      summary: "window layer reparented into a full-window secure text field; logo overlay on resign (app delegate only)",
      source: "seed 000", claims: .all,
      defaultProfile: flutter329,
      make: { SecureLayerReparenting() }),
    // Catalog entries (issue 4), grouped; other issues append after this group.
    StrategyDescriptor(
      name: "subview-tag-vc",
      summary: "the screen's view controller adds a tag-999 view to its own view on the app-level resign notification",
      source: "seed 003", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { ViewControllerTagCover() }),
    StrategyDescriptor(
      name: "one-line-cover",
      summary: "window?.addSubview(UIView(frame: window!.bounds)) in sceneWillResignActive, never removed",
      source: "seed 000", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { OneLineSceneCover() }),
    StrategyDescriptor(
      name: "capture-alert",
      summary: "an in-app alert after each screenshot and when recording starts; detects, protects nothing",
      source: "seed 000", claims: [], defaultProfile: .iPhoneScenes,
      make: { CaptureAlerts() }),
    StrategyDescriptor(
      name: "privacy-sensitive",
      summary: "SwiftUI .privacySensitive() on the content and nothing else: marks, never redacts",
      source: "seed 002", claims: .all, defaultProfile: swiftUI,
      make: { PrivacySensitiveMarking(appliesRedaction: false) }),
    StrategyDescriptor(
      name: "privacy-redacted",
      summary: ".privacySensitive() plus .redacted(reason: .privacy) while the scene phase is not active",
      source: "seed 002 + Apple's RedactionReasons.privacy", claims: .appSwitcher, defaultProfile: swiftUI,
      make: { PrivacySensitiveMarking(appliesRedaction: true) }),
    StrategyDescriptor(
      name: "hidden-on-capture",
      summary: "content drawn inside a secure text field's canvas (found by class), so captures leave it out",
      source: "seed 004", claims: [.screenshots, .recordings], defaultProfile: swiftUI,
      make: { HiddenOnCapture() }),
    StrategyDescriptor(
      name: "blur-when-backgrounded",
      summary: "blur radius 10 (0.2 s ease-in-out) and 40% black on the app-level resign; undone on become-active",
      source: "seed 004", claims: .appSwitcher, defaultProfile: swiftUI,
      make: { BlurWhenBackgrounded() }),
    StrategyDescriptor(
      name: recommended,
      summary: "recommended: a window per scene at .alert + 1, shown exactly while the scene is not active; ends editing",
      source: "LifecycleFuzz", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
      make: { SceneStateCover() }),
  ]

  /// The built-in strategy named `name`, a member of the parametric family named in its text
  /// form (`cover[...]`, see ``CoverConfiguration``), or `nil`.
  public static func descriptor(named name: String) -> StrategyDescriptor? {
    if let d = all.first(where: { $0.name == name }) { return d }
    guard let configuration = try? CoverConfiguration(parsing: name) else { return nil }
    return CoverFamily.descriptor(for: configuration)
  }

  /// Why `name` names no strategy: a family name's parse error, or `nil` when it does name one
  /// (or is not a family name at all).
  public static func familyNameError(_ name: String) -> String? {
    guard name.hasPrefix(CoverConfiguration.prefix) else { return nil }
    do {
      _ = try CoverConfiguration(parsing: name)
      return nil
    } catch {
      return error.description
    }
  }
}
