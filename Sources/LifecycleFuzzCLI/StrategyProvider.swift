import CoverStrategies
import LifecycleFuzz

/// The strategies a ``CommandLineTool`` offers: what it lists, runs by default and finds by name.
///
/// The tool knows strategies only through this value, so a package of your own builds the same
/// tool over its own strategies:
///
/// ```swift
/// let mine = StrategyProvider(strategies: [myCover])
/// exit(CommandLineTool(strategies: mine).main().rawValue)
/// ```
///
/// Worker processes (`run --jobs`) are the same executable, so they resolve the names the
/// parent wrote with the same provider.
public struct StrategyProvider: Sendable {
  /// A searchable family of strategies (`run --family n`).
  public struct Family: Sendable {
    /// The number of members.
    public var count: Int
    /// `count` distinct members chosen from `seed`, the same for the same seed.
    public var sample: @Sendable (_ count: Int, _ seed: UInt64) -> [StrategyDescriptor]

    /// Creates a family of `count` members drawn by `sample`.
    public init(count: Int, sample: @escaping @Sendable (_ count: Int, _ seed: UInt64) -> [StrategyDescriptor]) {
      self.count = count
      self.sample = sample
    }
  }

  /// The listed strategies, in order: the default selection of `run` and `compare`.
  public var strategies: [StrategyDescriptor]
  /// What `bench throughput` and `bench model` measure without `--strategy`; the first is the
  /// one `bench scaling` and `bench memory` use.
  public var benchmarked: [StrategyDescriptor]
  /// The text of `list strategies`.
  public var listing: String
  /// The family `run --family` samples, or `nil` when there is none.
  public var family: Family?
  /// Finds a strategy by name (listed or not, e.g. a family member), or `nil`.
  public var lookup: @Sendable (String) -> StrategyDescriptor?
  /// Why `name` is malformed (a family name's parse error), or `nil`.
  public var nameProblem: @Sendable (String) -> String?
  /// Whether the tool also offers the built-in Android strategies (`run --platform`, `list`, `compare`,
  /// `explore`, Android traces in `replay`): true for ``builtIn``, false for a provider of your own.
  public var includesAndroid = false

  /// Creates a provider.
  ///
  /// - Parameters:
  ///   - strategies: the listed strategies; at least one.
  ///   - benchmarked: what `bench` measures by default (default: `strategies`).
  ///   - listing: the `list strategies` text (default: ``listing(of:)``).
  ///   - family: a family to sample with `--family`, if any.
  ///   - lookup: finds a strategy by name (default: among `strategies`).
  ///   - nameProblem: why a name is malformed (default: never).
  public init(
    strategies: [StrategyDescriptor], benchmarked: [StrategyDescriptor]? = nil, listing: String? = nil,
    family: Family? = nil, lookup: (@Sendable (String) -> StrategyDescriptor?)? = nil,
    nameProblem: @escaping @Sendable (String) -> String? = { _ in nil }
  ) {
    self.strategies = strategies
    self.benchmarked = benchmarked ?? strategies
    self.listing = listing ?? Self.listing(of: strategies)
    self.family = family
    self.lookup = lookup ?? { name in strategies.first { $0.name == name } }
    self.nameProblem = nameProblem
  }

  /// The names of the listed strategies.
  public var names: [String] { strategies.map(\.name) }

  /// `STRATEGIES` and, per strategy, its summary, source, claims and default profile.
  public static func listing(of strategies: [StrategyDescriptor]) -> String {
    var out = "STRATEGIES\n"
    for d in strategies {
      out += "  \(RunReport.pad(d.name, 22)) \(d.summary)\n"
      out += "  \(RunReport.pad("", 22)) source: \(d.source); claims: \(d.claims); profile: \(d.defaultProfile.name)\n"
    }
    return out
  }

  /// The strategies named in a `--strategy` value (commas inside `[...]` belong to a name).
  ///
  /// - Parameters:
  ///   - value: the option's value.
  ///   - option: the option, for messages.
  ///   - checksNames: whether a malformed name is reported as such (rather than as unknown)
  ///     and an empty list is an error, as `run` does.
  /// - Throws: ``ArgumentError`` for an empty list, a malformed or an unknown name.
  func descriptors(
    named value: String, option: String = "--strategy", checksNames: Bool = true
  ) throws(ArgumentError) -> [StrategyDescriptor] {
    let names = ArgumentScanner.strategyNames(value)
    if checksNames, names.isEmpty { throw .emptyList(option: option, noun: "strategy") }
    var found: [StrategyDescriptor] = []
    for name in names {
      if checksNames, let problem = nameProblem(name) { throw .message(problem) }
      guard let d = lookup(name) else { throw .unknownStrategy(name) }
      // Results are keyed by strategy name: a name twice would merge two runs into one report.
      if found.contains(where: { $0.name == d.name }) { throw .message("\(option) names '\(d.name)' twice") }
      found.append(d)
    }
    return found
  }

  /// A ``RunConfiguration`` decoder's resolver for strategy names.
  var resolver: RunConfiguration.StrategyResolver { RunConfiguration.StrategyResolver(lookup) }
}
