import CoverStrategies
import LifecycleFuzz
import ShieldModel

/// What `bench` measures, resolved from the tool's platforms: iOS strategies and profiles by name (the
/// measurements run on iOS's model).
public struct BenchSelection {
  /// The iOS platform's catalog, or `nil` when the tool offers none.
  let platform: IOSPlatform?

  /// A selection over `platforms` (the first iOS one is measured).
  public init(platforms: [any Platform]) { platform = platforms.lazy.compactMap { $0 as? IOSPlatform }.first }

  /// Each strategy (`names`, `all`, or `defaults`) on each profile (`profiles`, or each strategy's own).
  ///
  /// - Throws: a message naming an unknown strategy or profile.
  public func cells(names: String?, profiles: String?, defaults: [StrategyDescriptor]) throws(BenchSelectionError)
    -> [(StrategyDescriptor, Profile)]
  {
    guard let platform else { throw BenchSelectionError("bench: the tool offers no strategy to measure") }
    var strategies = defaults
    if let names {
      strategies =
        names == "all"
        ? platform.strategies
        : try names.split(separator: ",").map { name throws(BenchSelectionError) in
          guard let d = platform.strategy(named: String(name)) else {
            throw BenchSelectionError("unknown strategy '\(name)' for bench")
          }
          return d
        }
    }
    var chosen: [Profile]?
    if let profiles {
      chosen =
        profiles == "all"
        ? Profile.builtIn
        : try profiles.split(separator: ",").map { name throws(BenchSelectionError) in
          do throws(ProfileError) {
            return try Profile(named: String(name))
          } catch {
            throw BenchSelectionError(error.description)
          }
        }
    }
    guard !strategies.isEmpty else { throw BenchSelectionError("--strategy names no strategy") }
    return strategies.flatMap { s in (chosen ?? [s.defaultProfile]).map { (s, $0) } }
  }

  /// The strategy called `name` in the iOS catalog.
  public func strategy(named name: String) -> StrategyDescriptor? { platform?.strategy(named: name) }
}

/// Why `bench`'s selection is wrong, in one line.
public struct BenchSelectionError: Error, CustomStringConvertible {
  /// What is wrong.
  public let description: String
  init(_ description: String) { self.description = description }
}
