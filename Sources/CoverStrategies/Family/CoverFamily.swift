import ShieldModel

/// The searchable space of ``CoverConfiguration``s: each dimension takes its values from a small
/// menu, and members are numbered by mixed-radix decoding so that an engine can enumerate the
/// space or sample it with its own seeded generator (the family itself holds no randomness).
nonisolated public enum CoverFamily {
  /// Mechanisms the enumeration uses: each kind once, a window at `.alert + 1` shown both ways
  /// and one at `.normal`, and two blur radii (one below and one above the legibility of the
  /// sample app's 34 pt balance).
  public static let mechanisms: [CoverConfiguration.Mechanism] = [
    .subview, .rootView, .present, .window(level: 2001, makesKey: false),
    .window(level: 2001, makesKey: true), .window(level: 0, makesKey: false), .blur(radius: 10),
    .blur(radius: 20), .secure(.first), .secure(.last), .secure(.class), .hideWindow,
  ]
  /// Removals the enumeration uses: every one but ``CoverConfiguration/Removal/background``,
  /// which joined later (the enumeration's numbering, and the members a seed samples, stay).
  public static let removals: [CoverConfiguration.Removal] = [
    .becomeActive, .foreground, .phase, .appNote, .captureEnd, .appCall, .never,
  ]
  /// Fade-in durations the enumeration uses, in seconds.
  public static let fadeIns: [Double] = [0, 0.3]
  /// Fade-out durations the enumeration uses, in seconds (0.12 is seed 002's).
  public static let fadeOuts: [Double] = [0, 0.12]

  private static var radices: [Int] {
    [
      CoverConfiguration.Trigger.allCases.count, mechanisms.count,
      removals.count, 2, 2, 2, fadeIns.count, fadeOuts.count,
    ]
  }

  /// How many members the enumeration has (16,128).
  public static var count: Int { radices.reduce(1, *) }

  /// Member `index` of the enumeration, for `index` in `0..<count`; the index is reduced modulo
  /// ``count``, so any integer from a generator names a member.
  public static func member(at index: Int) -> CoverConfiguration {
    var rest = ((index % count) + count) % count
    var digits: [Int] = []
    for r in radices {
      digits.append(rest % r)
      rest /= r
    }
    var c = CoverConfiguration()
    c.trigger = CoverConfiguration.Trigger.allCases[digits[0]]
    c.mechanism = mechanisms[digits[1]]
    c.removal = removals[digits[2]]
    c.isIdempotent = digits[3] == 1
    c.isAsync = digits[4] == 1
    c.isLazy = digits[5] == 1
    c.fadeIn = fadeIns[digits[6]]
    c.fadeOut = fadeOuts[digits[7]]
    return c
  }

  /// A descriptor for `configuration`, usable wherever a built-in strategy is.
  public static func descriptor(for configuration: CoverConfiguration) -> StrategyDescriptor {
    StrategyDescriptor(
      name: configuration.name,
      summary: "a member of the field's parametric family (see docs/strategies.md)",
      source: "field variants", claims: configuration.claims, defaultProfile: .iPhoneScenes,
      make: { ParametricCover(configuration) })
  }
}
