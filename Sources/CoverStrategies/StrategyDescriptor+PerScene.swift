import ShieldModel

extension StrategyDescriptor {
  /// A descriptor for a strategy written as a scene delegate: `makeForScene` makes one instance
  /// per connected scene, as UIKit makes one scene delegate per scene (``PerSceneStrategy``).
  ///
  /// - Parameters:
  ///   - name: the name used on the command line and in traces.
  ///   - summary: one line on what the strategy does.
  ///   - source: where it comes from.
  ///   - claims: what it claims to protect.
  ///   - defaultProfile: the profile it was written for.
  ///   - app: the app it runs in (`nil`: the sample app).
  ///   - sourceFile: the file that describes it (default: the caller's).
  ///   - makeForScene: makes the instance for one newly connected scene.
  /// - Returns: a descriptor whose `make` builds a fresh ``PerSceneStrategy`` for each process.
  public static func perScene(
    name: String, summary: String, source: String, claims: ProtectionClaims,
    defaultProfile: Profile, app: AppDescription? = nil, sourceFile: String = #filePath,
    makeForScene: @escaping @MainActor @Sendable () -> any PrivacyScreenStrategy
  ) -> StrategyDescriptor {
    StrategyDescriptor(
      name: name, summary: summary, source: source, claims: claims, defaultProfile: defaultProfile,
      app: app, sourceFile: sourceFile, make: { PerSceneStrategy(claims: claims, make: makeForScene) })
  }
}
