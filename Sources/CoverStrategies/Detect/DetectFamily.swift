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

  /// One way of registering and removing: `at=`, `unregister=`, `observer=`, `dedupe=`.
  public typealias Registration = (
    at: DetectConfiguration.Registration, unregister: DetectConfiguration.Unregister,
    observer: DetectConfiguration.Observer, dedupe: DetectConfiguration.Dedupe
  )

  /// The registrations the enumeration uses: once at launch or on enable, then the shapes real
  /// apps take (issue 25): every screen on appear, kept or removed on disappear, under a token,
  /// the screen itself or one shared object; on each activation or return from the background.
  public static let registrations: [Registration] = [
    (.launch, .never, .block, .observer),
    (.appCall, .never, .block, .observer),
    (.appear, .never, .block, .none),
    (.appear, .disappear, .block, .observer),
    (.willAppear, .disappear, .shared, .observer),
    (.appear, .never, .selector, .none),
    (.active, .resign, .block, .observer),
    (.foreground, .never, .block, .none),
  ]

  private static var radices: [Int] {
    [
      sources.count, CaptureDetectionState.Promise.allCases.count, DetectConfiguration.Initial.allCases.count,
      registrations.count, disablePaths.count, 2,
    ]
  }

  /// How many members the enumeration has (864).
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
    let r = registrations[digits[3]]
    c.registration = r.at
    c.unregister = r.unregister
    c.observer = r.observer
    c.dedupe = r.dedupe
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
