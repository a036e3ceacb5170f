import LifecycleFuzz

/// The platforms a ``CommandLineTool`` offers, each with its catalog of strategies: what it lists, runs by default
/// and finds by name.
///
/// The tool knows platforms and strategies only through this value, so a package of your own builds the same tool
/// over its own strategies, on any platform:
///
/// ```swift
/// let mine = StrategyProvider(platforms: [IOSPlatform(strategies: [myCover]), AndroidPlatform(strategies: [myAndroidCover])])
/// exit(CommandLineTool(strategies: mine).main().rawValue)
/// ```
///
/// Worker processes (`run --jobs`) are the same executable, so they resolve the names the parent wrote with the
/// same provider.
public struct StrategyProvider: Sendable {
  /// A searchable family of strategies (`run --family n`).
  public struct Family: Sendable {
    /// The number of members.
    public var count: Int
    /// The name of the platform the family's strategies run on.
    public var platformName: String
    /// `count` distinct members chosen from `seed`, the same for the same seed.
    public var sample: @Sendable (_ count: Int, _ seed: UInt64) -> [any PlatformStrategy]

    /// Creates a family of `count` members of the platform `platformName`, drawn by `sample`.
    public init(
      count: Int, platformName: String,
      sample: @escaping @Sendable (_ count: Int, _ seed: UInt64) -> [any PlatformStrategy]
    ) {
      self.count = count
      self.platformName = platformName
      self.sample = sample
    }
  }

  /// The platforms, in the order commands take them (and print them).
  public var platforms: [any Platform]
  /// The names `bench throughput` and `bench model` measure without `--strategy` (`nil`: every listed iOS
  /// strategy); the first is the one `bench scaling` and `bench memory` use.
  public var benchmarked: [String]?
  /// The family `run --family` samples, or `nil` when there is none.
  public var family: Family?
  /// The family of app locks `run --lock-family` samples, or `nil` when there is none.
  public var lockFamily: Family?
  /// Extra lines after a platform's strategies in `list strategies` (a family's syntax), by platform name.
  public var listingNotes: [String: String] = [:]

  /// A provider of `platforms`.
  ///
  /// - Parameters:
  ///   - platforms: the platforms with their catalogs; at least one.
  ///   - benchmarked: the names `bench` measures by default (default: every listed iOS strategy).
  ///   - family: a family to sample with `--family`, if any.
  public init(platforms: [any Platform], benchmarked: [String]? = nil, family: Family? = nil) {
    self.platforms = platforms
    self.benchmarked = benchmarked
    self.family = family
  }

  /// The registered platform whose traces, corpus folder and block lines carry `name` (`nil`: the platform unnamed
  /// in files), or `nil` when no registered platform is that one.
  public func platform(namedInFiles name: String?) -> (any Platform)? {
    platforms.first {
      type(of: $0).isUnnamedInFiles ? name == nil || name == type(of: $0).name : name == type(of: $0).name
    }
  }

  /// The names of the registered platforms, in order.
  public var platformNames: [String] { platforms.map { type(of: $0).name } }

  /// `STRATEGIES` and, per strategy, its summary, source, claims and default profile (for the first platform;
  /// each other platform's heading names it).
  ///
  /// - Parameter platformNames: the platforms listed (default: every one), in registration order.
  @MainActor public func listing(platformNames: [String]? = nil) -> String {
    var out = ""
    for (i, platform) in platforms.enumerated() where platformNames?.contains(type(of: platform).name) ?? true {
      out += Self.listing(of: platform, first: i == 0)
      out += listingNotes[type(of: platform).name] ?? ""
    }
    return out
  }

  /// The families' grammars alone (``listingNotes``: `cover[...]`, `detect[...]`, `lock[...]`, Android's), without
  /// the long list of named strategies before them: `list families`. A tool with none says so in one line.
  ///
  /// - Parameter platformNames: the platforms listed (default: every one), in registration order.
  public func familyListing(platformNames: [String]? = nil) -> String {
    let notes = platforms.map { type(of: $0).name }.filter { platformNames?.contains($0) ?? true }
      .compactMap { listingNotes[$0] }
    return notes.isEmpty ? "no strategy families: every strategy is listed by name (list strategies)\n" : notes.joined()
  }

  @MainActor private static func listing<P: Platform>(of platform: P, first: Bool) -> String {
    let heading =
      first ? "STRATEGIES" : "\(P.displayName.uppercased()) STRATEGIES  (run --platform \(P.name) --strategy NAMES)"
    let width = first ? 22 : 30
    var out = heading + "\n"
    for d in platform.strategies {
      out += "  \(RunReport.pad(d.name, width)) \(d.summary)\n"
      out +=
        "  \(RunReport.pad("", width)) source: \(d.source); claims: \(d.claimsText); profile: \(P.name(of: d.defaultProfile))"
      out += P.listingSuffix(of: d) + "\n"
    }
    return out
  }
}
