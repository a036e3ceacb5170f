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
nonisolated public enum StrategyCatalog {
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
      defaultProfile: Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .flutterHost(minorVersion: 29)),
      make: { SecureLayerReparenting() }),
  ]

  /// The built-in strategy named `name`, or `nil`.
  public static func descriptor(named name: String) -> StrategyDescriptor? {
    all.first { $0.name == name }
  }
}
