import ShieldModel

/// The searchable space of ``DetectConfiguration``s, numbered by mixed-radix decoding as
/// ``CoverFamily`` is (the family holds no randomness).
nonisolated public enum DetectFamily {
  /// The sources the enumeration uses.
  public static let sources: [CaptureDetectionState.Sources] = [
    .captureChanges, .screenshots, [.captureChanges, .screenshots],
  ]
  /// The disable paths the enumeration uses (`nil`: none).
  public static let disablePaths: [CoverConfiguration.DisablePath?] = [nil, .clean, .leave]

  private static var radices: [Int] {
    [
      sources.count, CaptureDetectionState.Promise.allCases.count, DetectConfiguration.Initial.allCases.count,
      DetectConfiguration.Registration.allCases.count, disablePaths.count, 2,
    ]
  }

  /// How many members the enumeration has (216).
  public static var count: Int { radices.reduce(1, *) }

  /// Member `index` of the enumeration; the index is reduced modulo ``count``.
  public static func member(at index: Int) -> DetectConfiguration {
    var rest = ((index % count) + count) % count
    var digits: [Int] = []
    for r in radices {
      digits.append(rest % r)
      rest /= r
    }
    var c = DetectConfiguration()
    c.sources = sources[digits[0]]
    c.promise = CaptureDetectionState.Promise.allCases[digits[1]]
    c.initial = DetectConfiguration.Initial.allCases[digits[2]]
    c.registration = DetectConfiguration.Registration.allCases[digits[3]]
    c.disable = disablePaths[digits[4]]
    c.isIdempotent = digits[5] == 1
    return c
  }

  /// A descriptor for `configuration`, usable wherever a built-in strategy is.
  public static func descriptor(for configuration: DetectConfiguration) -> StrategyDescriptor {
    StrategyDescriptor(
      name: configuration.name,
      summary: "a member of the capture-detection family (see docs/strategies.md)",
      source: "field variants", claims: configuration.claims, defaultProfile: .iPhoneScenes,
      make: { CaptureDetector(configuration) })
  }
}
