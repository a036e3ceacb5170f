import ShieldModel

/// The searchable space of ``LockConfiguration``s: each dimension takes its values from a small
/// menu, and members are numbered by mixed-radix decoding, so that an engine can enumerate the
/// space or sample it with its own seeded generator (the family holds no randomness), as
/// ``CoverFamily`` does for covers.
nonisolated public enum LockFamily {
  /// The moment sets the enumeration uses: the surveyed apps' (docs/strategies.md) and the
  /// faulty ones of the public reports (a lock only at leave moments; only at will-enter-foreground).
  public static let whens: [Set<LockConfiguration.Moment>] = [
    [.launch, .becomeActive], [.launch, .foreground], [.launch, .background], [.foreground], [.becomeActive],
    [.background], [.launch, .resign, .background], [.launch, .background, .becomeActive],
  ]
  /// Placements the enumeration uses.
  public static let placements: [LockConfiguration.Placement] = [
    .window(level: 2001, makesKey: false, hidesMain: false), .window(level: 2000, makesKey: true, hidesMain: true),
    .window(level: 1002, makesKey: true, hidesMain: true), .window(level: 0, makesKey: false, hidesMain: true),
    .present(from: .top, style: .automatic, modal: false), .present(from: .top, style: .fullScreen, modal: false),
    .present(from: .root, style: .overFullScreen, modal: true), .subview(of: .window0), .subview(of: .rootView),
    .root, .swiftUIOverlay,
  ]
  /// Rearm rules with their grace, in seconds.
  public static let rearms: [(LockConfiguration.Rearm, Double)] = [
    (.background, 0), (.background, 30), (.inactive, 0), (.launch, 0),
  ]

  /// The app's idle timers: none, 60 s restarted at every touch, 60 s from the unlock only.
  public static let idles: [(seconds: Double, from: LockConfiguration.IdleStart)?] = [
    nil, (60, .touch), (60, .unlock),
  ]
  /// Where a grace's clock starts: not named (no promised interval), the leave, the unlock.
  public static let graceStarts: [LockConfiguration.GraceStart?] = [nil, .leave, .unlock]

  /// How the reply handler answers a failed evaluation: as surveyed apps do (nothing: the lock
  /// stays), a cancel taken as passed (Voyager, EhPanda), a system cancel taken as passed (leaving
  /// mid-prompt, Apollo), a re-prompt after a cancel (DMPasscode, LTHPasscodeViewController).
  public static let replies:
    [(unlocksOn: Set<LockConfiguration.Outcome>, repromptsOn: Set<LockConfiguration.Outcome>)] =
      [([], []), ([.userCancel], []), ([.systemCancel], []), ([], [.userCancel])]

  /// Appended last, so a member's first digits (and every index below the old count) keep their
  /// meaning: the policy and replies after the flags, then where the code asks for Face ID and
  /// where it is hooked, then whether it stacks its screens, then whether it keeps its `LAContext`, then its request logic
  /// (``LockRequestMenu``), then its idle timer and where its grace's clock starts.
  private static var radices: [Int] {
    [
      LockConfiguration.Shield.allCases.count, whens.count, placements.count,
      LockConfiguration.Release.allCases.count, rearms.count, 2, 2, 2, LockConfiguration.Policy.allCases.count,
      replies.count, LockConfiguration.AuthStart.allCases.count, LockConfiguration.Hook.allCases.count, 2, 2,
      LockRequestMenu.entries.count, idles.count, graceStarts.count,
    ]
  }

  /// How many members the enumeration has (1,532,805,120). A member whose release asks no Face ID
  /// takes `auth=shown`, no `keepContext` and the default request logic whatever its digits, a
  /// SwiftUI overlay never `stacks`, and a member without a grace names no `graceFrom=`, so those
  /// indices name the same member.
  public static var count: Int { radices.reduce(1, *) }

  /// How many distinct members the enumeration names (360,557,568): ``count`` less the indices
  /// that differ only in the `auth=`, `keepContext` or request-logic digit of a release without Face ID (or in the
  /// guarded `askFrom=becomeActive` entry under `auth=becomeActive`), in the `stacks` digit of a
  /// SwiftUI overlay, or in the `graceFrom=` digit of a member without a grace.
  public static var distinctCount: Int {
    let releases = LockConfiguration.Release.allCases
    let auths = LockConfiguration.AuthStart.allCases.count
    let biometric = releases.filter(\.usesBiometry).count
    let swiftUI = placements.filter { $0 == .swiftUIOverlay }.count
    let requests = LockRequestMenu.entries.count
    let graced = rearms.filter { $0.1 > 0 }.count
    // With `auth=becomeActive`, the guarded `askFrom=becomeActive` entry is the default one.
    return count / (releases.count * auths * 2 * requests)
      * (2 * biometric * (auths * requests - 1) + releases.count - biometric)
      / (placements.count * 2) * (2 * placements.count - swiftUI)
      / (rearms.count * graceStarts.count) * (graced * graceStarts.count + rearms.count - graced)
  }

  /// Member `index` of the enumeration, for `index` in `0..<count`; the index is reduced modulo
  /// ``count``, so any integer from a generator names a member.
  public static func member(at index: Int) -> LockConfiguration {
    var rest = ((index % count) + count) % count
    var digits: [Int] = []
    for r in radices {
      digits.append(rest % r)
      rest /= r
    }
    var c = LockConfiguration()
    c.shield = LockConfiguration.Shield.allCases[digits[0]]
    c.when = whens[digits[1]]
    c.placement = placements[digits[2]]
    c.release = LockConfiguration.Release.allCases[digits[3]]
    (c.rearm, c.grace) = rearms[digits[4]]
    c.isAsync = digits[5] == 1
    c.isAnimated = digits[6] == 1
    c.endsEditing = digits[7] == 1
    c.policy = LockConfiguration.Policy.allCases[digits[8]]
    (c.unlocksOn, c.repromptsOn) = replies[digits[9]]
    if c.release.usesBiometry { c.authStart = LockConfiguration.AuthStart.allCases[digits[10]] }
    c.hook = LockConfiguration.Hook.allCases[digits[11]]
    if c.placement != .swiftUIOverlay { c.stacks = digits[12] == 1 }
    if c.release.usesBiometry { c.keepsContext = digits[13] == 1 }
    LockRequestMenu.apply(digits[14], to: &c)
    if let idle = idles[digits[15]] { (c.idle, c.idleFrom) = (idle.seconds, idle.from) }
    if c.grace > 0 { c.graceFrom = graceStarts[digits[16]] }
    return c
  }

  /// How many choices of the named-only dimensions ``withNamedOnlyDimensions(_:choice:)`` decodes (1,658,880): `focus=`
  /// (8), `hiddenField` (2), `appFocus` (2), `cannotEvaluate=` (none, or one of 3), `ext=` (none, or one of 3),
  /// `widget=` (none, or one of 3), `fallback=` (none, or one of 2), `clock=` (2), `settings=` (none, or one of 2),
  /// `secret=` (none, or one of 4), `secretRead=` (3), `lockView=` (none, or one of 2).
  public static var namedOnlyChoices: Int { namedOnlyRadices.reduce(1, *) }

  private static var namedOnlyRadices: [Int] {
    [
      LockConfiguration.FieldFocus.allCases.count, 2, 2, LockConfiguration.CannotEvaluateReply.allCases.count + 1,
      LockConfiguration.ExtensionLock.allCases.count + 1, WidgetContent.allCases.count + 1,
      LockConfiguration.FallbackChoice.allCases.count + 1, LockConfiguration.GraceClock.allCases.count,
      LockConfiguration.SettingsRead.allCases.count + 1, LockConfiguration.SecretAccess.allCases.count + 1,
      LockConfiguration.SecretRead.allCases.count, LockConfiguration.LockView.allCases.count + 1,
    ]
  }

  /// `configuration` with the dimensions ``member(at:)`` never enumerates (so ``count`` and every member's index stay
  /// as they were) set from `choice` (reduced modulo ``namedOnlyChoices``), each only where it is valid: `focus=` and
  /// `hiddenField` with a release that has a field, `cannotEvaluate=` with a Face ID release (`keypad` with
  /// `release=biometry` only, else none); `fallback=` with a Face ID release and `policy=biometrics` whose replies do
  /// not already name what it answers; `clock=` with a grace; `secret=` and `secretRead=` with a Face ID release whose
  /// reply logic the Keychain read does not replace (no `unlockOn=`, `repromptOn=`, `onError=`, `cannotEvaluate=`,
  /// `fallback=`, `keepContext`, `askFrom=`, `unguarded`, `stacks`, reply focus); `appFocus`, `ext=`, `widget=`,
  /// `settings=` and `lockView=` with any member. `FamilySampler.sampleLocks` draws them so that `--lock-family` reaches what they decide.
  public static func withNamedOnlyDimensions(_ configuration: LockConfiguration, choice: Int) -> LockConfiguration {
    var rest = ((choice % namedOnlyChoices) + namedOnlyChoices) % namedOnlyChoices
    var digits: [Int] = []
    for r in namedOnlyRadices {
      digits.append(rest % r)
      rest /= r
    }
    var c = configuration
    if c.release.usesField {
      let focus = LockConfiguration.FieldFocus.allCases[digits[0]]
      // A reply's focus needs a Face ID release: the others keep `tap`.
      c.fieldFocus = focus.isInReply && !c.release.usesBiometry ? .tap : focus
      c.hidesField = digits[1] == 1
    }
    c.appFocusesField = digits[2] == 1
    if c.release.usesBiometry, digits[3] > 0 {
      let reply = LockConfiguration.CannotEvaluateReply.allCases[digits[3] - 1]
      if reply != .keypad || c.release == .biometry { c.cannotEvaluate = reply }
    }
    if digits[4] > 0 { c.extensionLock = LockConfiguration.ExtensionLock.allCases[digits[4] - 1] }
    if digits[5] > 0 { c.widget = WidgetContent.allCases[digits[5] - 1] }
    if digits[6] > 0, c.release.usesBiometry, c.policy == .biometrics {
      let fallback = LockConfiguration.FallbackChoice.allCases[digits[6] - 1]
      // The outcomes it answers (or hides) must not also have a reply of their own.
      let answered: [LockConfiguration.Outcome] =
        fallback == .passcode ? [.userFallback, .biometryLockout] : [.userFallback]
      if !answered.contains(where: { c.unlocksOn.contains($0) || c.repromptsOn.contains($0) }) { c.fallback = fallback }
    }
    if c.grace > 0 { c.clock = LockConfiguration.GraceClock.allCases[digits[7]] }
    if digits[8] > 0 { c.settings = LockConfiguration.SettingsRead.allCases[digits[8] - 1] }
    if digits[9] > 0 {
      // Only where the member's reply logic leaves the read's failure to the lock's Unlock button.
      var withSecret = c
      withSecret.secret = LockConfiguration.SecretAccess.allCases[digits[9] - 1]
      withSecret.secretRead = LockConfiguration.SecretRead.allCases[digits[10]]
      if (try? withSecret.validateSecret("", secretReadGiven: false)) != nil { c = withSecret }
    }
    if digits[11] > 0 { c.lockView = LockConfiguration.LockView.allCases[digits[11] - 1] }
    return c
  }

  /// A descriptor for `configuration`, usable wherever a built-in strategy is; `name` replaces
  /// the canonical name (a named wrapper such as `window-app-lock`).
  public static func descriptor(
    for configuration: LockConfiguration, name: String? = nil, summary: String? = nil, source: String? = nil,
    profile: Profile = .iPhoneScenes
  ) -> StrategyDescriptor {
    var descriptor = StrategyDescriptor(
      name: name ?? configuration.name,
      summary: summary ?? "a member of the app-lock family (see docs/strategies.md)",
      source: source ?? "app-lock survey", claims: configuration.claims, defaultProfile: profile,
      make: { LockStrategy(configuration) })
    descriptor.appFocusesTypingField = configuration.appFocusesField
    descriptor.eventWeights = configuration.surfaceEventWeights
    descriptor.screensNamed = configuration.section.map { [$0] } ?? []
    // A member that says what its code does with a wrong code has the user type one, half as often as the right one.
    if configuration.wrongEntry != .clear { descriptor.eventWeights["enterWrongPasscode"] = 2 }
    // A lock pushed on the app's navigation stack: the user's swipe back, as often as a wrong code.
    if case .push = configuration.placement { descriptor.eventWeights["interactivePop"] = 2 }
    return descriptor
  }
}
