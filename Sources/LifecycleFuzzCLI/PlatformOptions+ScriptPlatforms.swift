import LifecycleFuzz

extension PlatformOptions {
  /// Takes out of the strategies named the `--app-logic` scripts of a platform that `--platform` leaves out, and says
  /// so, one line each for standard error: `note: --app-logic FILE is an Android script, and --platform ios leaves
  /// Android out: skipped`. An app's iOS and Android scripts given together with one platform chosen run the chosen
  /// platform's script (a breaker's `--platform ios` called the Android script an unknown strategy). Nothing without
  /// `--platform`, or when it names every platform of the scripts.
  ///
  /// - Throws: ``ArgumentError/scriptOutsidePlatforms(file:platform:name:chosen:)`` when nothing named is left to run
  ///   (every strategy named was such a script).
  mutating func skipScriptsOutsidePlatforms(_ provider: StrategyProvider) throws(ArgumentError) -> [String] {
    guard let platformNames, let names = strategyNames else { return [] }
    var kept: [String] = []
    var skipped: [(file: String, platform: String, name: String)] = []
    for name in names {
      guard appLogicNames.contains(name),
        let owner = provider.platforms.first(where: { Self.knows($0, strategy: name) }),
        !platformNames.contains(type(of: owner).name)
      else {
        kept.append(name)
        continue
      }
      skipped.append((RunReport.appLogicFiles[name] ?? name, type(of: owner).displayName, type(of: owner).name))
    }
    guard !skipped.isEmpty else { return [] }
    let chosen = platformNames.joined(separator: ",")
    guard !kept.isEmpty else {
      throw .scriptOutsidePlatforms(
        file: skipped[0].file, platform: skipped[0].platform, name: skipped[0].name, chosen: chosen)
    }
    strategyNames = kept
    appLogicNames.removeAll { !kept.contains($0) }
    return skipped.map {
      "note: --app-logic \($0.file) is an \($0.platform) script, and --platform \(chosen) leaves \($0.platform) out:"
        + " skipped"
    }
  }
}
