import AppLogic

/// A platform the engine fuzzes: its vocabulary (events, profiles, invariants, abstract states), how a device runs a
/// trace (``Session``), and, as a value, its catalog of strategies, so a user's package brings its own.
///
/// The engine (generator, shrinker, campaign with blocks, workers and shards, corpus, replay, explorer, reports) is
/// generic over a platform; iOS (`IOSPlatform`) and Android (`AndroidPlatform`) conform, and so can a toy platform in
/// a test. Static requirements are the platform's own facts, the same for every catalog; instance requirements are
/// the catalog.
///
/// What a conformance writes, at the least: the associated types, ``name``, ``vocabulary`` (one
/// ``EventDefinition`` per event), ``profile(named:)`` and ``name(of:)``, the ``Session`` (one device running one
/// strategy, checked after every event) and the catalog. Everything else has a default.
public nonisolated protocol Platform: Sendable {
  /// A trace's step: a user action, a system event or a scheduler choice.
  associatedtype Event: Hashable & Sendable
  /// A device and OS configuration, with its open questions answered (flags).
  associatedtype Profile: Hashable & Sendable
  /// A strategy of the catalog: its name, what it claims, the profile it was written for, how to make one.
  associatedtype Strategy: PlatformStrategy where Strategy.Profile == Profile
  /// The platform's invariants, in checking order (``PlatformInvariant``).
  associatedtype Invariant: PlatformInvariant
  /// One device (and what it is compared against) running one strategy, driven event by event.
  associatedtype Session: PlatformSession where Session.Host == Self
  /// The app under test, as a value (which views are sensitive); part of failure signatures.
  associatedtype App: Hashable & Sendable = NoApp
  /// What a run prepares once per strategy and hands every session (for example the invariant checkers).
  associatedtype Preparation = InvariantSelection<Invariant>

  /// The platform's name in `--platform`, trace headers, corpus folders and reports (`ios`, `android`).
  static var name: String { get }
  /// The platform's name in prose (`iOS`).
  static var displayName: String { get }
  /// Whether trace files, corpus folders, results files and reports leave the name out: true for the platform whose
  /// files predate the others (iOS), so every file written before stays byte for byte what it was.
  static var isUnnamedInFiles: Bool { get }

  /// Every event kind's one definition (text, parser, generation, shrinking, explorer menu), with the tables the
  /// generator derives from them.
  static var vocabulary: EventVocabulary<Self> { get }
  /// The position of `event`'s definition in ``vocabulary``.
  static func definitionIndex(of event: Event) -> Int

  /// The profile `name` means, flags included (`iphone-ios17-scenes+flag=value`).
  /// - Throws: ``ProfileNameError`` naming what is wrong.
  static func profile(named name: String) throws(ProfileNameError) -> Profile
  /// A profile's name, as traces write it (flags that differ from the defaults included).
  static func name(of profile: Profile) -> String
  /// Every built-in profile (`--profile all`, `list profiles`).
  static var profiles: [Profile] { get }
  /// The open questions (flags): name, default and question, for `list profiles` and `--flag`.
  static var flags: [FlagDescription] { get }
  /// `profile` with the flag `name` set to `value`.
  /// - Throws: ``ProfileNameError`` for an unknown flag.
  static func setting(_ name: String, to value: Bool, on profile: Profile) throws(ProfileNameError) -> Profile

  /// The abstract states coverage counts, as text, in a fixed order (at most 256); a session names its state by
  /// position (``PlatformSession/abstractStateIndex``).
  static var abstractStates: [String] { get }

  /// The app strategies run in unless they bring their own.
  static var sampleApp: App { get }
  /// The app `strategy` runs in: its own, or ``sampleApp``.
  static func app(for strategy: Strategy) -> App
  /// `app` with the scenes named in a trace's `nonsensitive-scenes` header showing nothing sensitive.
  static func app(_ app: App, withNonSensitiveScenes scenes: [String]) -> App
  /// Why `scene`, named in a trace's `nonsensitive-scenes` header, is no scene a trace of `events` has (the platform
  /// has no scenes, or none of that name connects in it), or `nil`: a misspelt name would leave every scene
  /// sensitive without a word. Default: none for a platform with an app description; a platform without one
  /// (``NoApp``) has no scenes.
  static func nonSensitiveSceneProblem(_ scene: String, events: [Event]) -> String?
  /// Why `text`, a trace line's checkpoint after `=>`, is no text ``PlatformSession/checkpoint`` writes (a field
  /// cut short or missing), or `nil`. A trace with one is refused at its line: read as a checkpoint the session no
  /// longer reaches, it would replay as STALE, and a corpus would count and copy it. Default: none.
  static func checkpointProblem(_ text: Substring) -> String?
  /// What `app` adds to failure signatures and corpus file hashes: `nil` for ``sampleApp``.
  static func signatureText(of app: App) -> String?
  /// Why the platform could never deliver `event` to `app`, whatever state the device is in, because the app does not
  /// declare what the event needs (an entry from a source it never registered), or `nil`. A trace with such a step is
  /// refused where it meets its strategy's app (``Trace/undeclaredStepError(app:file:eventLines:)``). Default: none.
  static func undeclaredEventProblem(_ event: Event, in app: App) -> String?
  /// The first step of `events` that names an app call `strategy` does not answer, with the problem in one line
  /// (`unknown app call 'disabel' for strategy X; it offers: enable, disable`), or `nil`. A trace with such a step is
  /// refused where it meets its strategy (``Trace/unansweredAppCallError(strategy:file:eventLines:)``), before
  /// running anything: a misspelt call would otherwise do nothing and the trace replay as it was recorded.
  /// Default: none.
  @MainActor static func unansweredAppCall(in events: [Event], strategy: Strategy) -> (step: Int, problem: String)?
  /// The first step of `events` that `strategy`'s own app could never be given, because the app does not declare what
  /// the step needs (Android: an entry or picture-in-picture its script's `entries:` leaves out), with the problem in
  /// one line, or `nil`. Asked with ``unansweredAppCall(in:strategy:)`` wherever a trace meets its strategy
  /// (``Trace/unansweredAppCallError(strategy:file:eventLines:)``), for a platform whose app comes with the strategy
  /// rather than as ``App`` (``undeclaredEventProblem(_:in:)``). Default: none.
  @MainActor static func undeclaredStrategyStep(in events: [Event], strategy: Strategy)
    -> (step: Int, problem: String)?

  /// The bit of an event without arguments in the platform's validity key (``PlatformSession/eventValidity()``),
  /// or 0 when the key does not answer for it.
  @MainActor static func validityBit(of event: Event) -> UInt64

  /// A constant of `event` that ``PlatformSession/isValid(_:ruleKey:)`` takes instead of finding it again (for
  /// iOS, its kind), or -1 for none. The generator finds it once for each fixed candidate.
  @MainActor static func ruleKey(of event: Event) -> Int

  /// What every session of `strategy` on `profile` shares, checking `invariants`.
  @MainActor static func prepare(strategy: Strategy, invariants: InvariantSelection<Invariant>) -> Preparation

  /// Why a strategy name in a trace is malformed (a parametric family's syntax), or `nil`.
  static func strategyNameProblem(_ name: String) -> String?
  /// Whether `name` names a member of a parametric family (found by name, never listed).
  static func isFamilyName(_ name: String) -> Bool
  /// The name the catalog gives the strategy called `name`: a family member's parts in their canonical order
  /// (`lock[askFrom=resign,as=push]` and `lock[as=push,askFrom=resign]` are one strategy, as on the command line);
  /// `name` itself when it is no family member or does not parse.
  static func canonicalStrategyName(_ name: String) -> String
  /// The `app-logic:` header lines a trace of the strategy `name` carries (its app-logic script, so the trace is
  /// self-contained), or none.
  static func appLogicLines(forStrategy name: String) -> [String]
  /// Reads a trace's `app-logic:` header lines for the strategy `name`, so the name resolves; why they cannot be
  /// read (with the wrong line's 1-based position among `lines`, when one is), or `nil`.
  static func readAppLogicLines(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem?
  /// The `assumed:` lines of the app-logic script registered for `name` (``AppLogicAssumption``, rendered): the
  /// defaults it leaves unspoken that decide its verdicts, which `explain` and `replay` print; none for any other
  /// strategy. Default: none.
  static func appLogicAssumptions(forStrategy name: String) -> [String]
  /// For each of ``appLogicAssumptions(forStrategy:)``'s lines, in order, the word said otherwise and the strategy
  /// name of the script that says it (registered here, so the name resolves), or `nil` where no one word does:
  /// `explain` replays the trace's events with it. Default: none.
  static func appLogicAlternatives(forStrategy name: String) -> [(word: String, strategy: String)?]
  /// The user's event a trace writes for an app-logic script's callback `name` (`unlockTapped`: the touch on the
  /// lock's Unlock button), or `nil` when `name` is no such callback: a trace that names the callback is told in one
  /// line what to write. Default: none.
  static func userEvent(forScriptCallback name: String) -> String?

  /// The exposures sessions measure (``PlatformSession/exposureSeconds``, one value per channel, in this order); empty
  /// when the platform measures none (reports then leave the lines and columns out).
  static var exposureChannels: [ExposureChannel] { get }
  /// What leaked in a finding of `invariant` whose trace is `events`: the capture and the app's views it showed, found
  /// by replaying it; `nil` for an invariant not broken by captures, or a platform that names no views.
  @MainActor static func evidence(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> FindingEvidence?
  /// What of the engine's stand-in app (the sample app a script runs in) put a script's finding of `invariant` there
  /// (``StandInCause``), found by replaying `events`; `nil` for a built-in strategy, for an invariant no stand-in UI
  /// decides, and when the script's own code or the platform did it. Default: none.
  @MainActor static func standInCause(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> StandInCause?
  /// The picture `explain --format html` draws for a finding of `invariant` that ``evidence(of:runner:invariant:)``
  /// has none for (Android's `lock-bypass`: the screen the user saw while locked); `nil` where the platform draws none.
  /// Only the HTML page reads it: the run's reports keep their evidence.
  @MainActor static func explainEvidence(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> FindingEvidence?
  /// Lines of a ready-to-paste test that fails until `finding` is fixed (empty for none).
  @MainActor static func testSnippet(for finding: Finding<Self>) -> [String]
  /// What a security report says the verdicts were demonstrated on (`LifecycleFuzz's model of UIKit`).
  static var modelName: String { get }
  /// A capture kind's title in reports (`switcher snapshot`).
  static func captureKindTitle(_ kind: String) -> String
  /// Why a leak in a capture kind matters, one sentence for a security report.
  static func captureKindWhy(_ kind: String) -> String
  /// A security report's severity of breaking `invariant` (in `captureKind`), 0.0 to 10.0 (``SecurityRule``).
  static func severity(of invariant: Invariant, captureKind: String?) -> Double
  /// The evidence picture (SVG) of a leak finding of `invariant` whose trace is `events`, or `nil`.
  @MainActor static func evidencePicture(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> String?

  /// A capture kind's short name for narrow columns (`card`).
  static func captureKindShortName(_ kind: String) -> String
  /// Whether a capture kind is seen for as long as it shows (a live card, a recording), so a comparison adds up its
  /// exposure over the steps it shows sensitive content.
  static func isContinuousCapture(_ kind: String) -> Bool
  /// The capture kind the system stores and shows again until its scene returns (iOS's switcher snapshot), whose
  /// exposure lasts that long, or `nil`.
  static var storedCaptureKind: String? { get }
  /// Whether a violation's detail starts with the text of its step's event and `: ` (Android's
  /// `openRecents: locked, yet ...`), which ``FindingGroup`` sets aside: one cause reached by different last events
  /// is one finding, as iOS's details, which name no event, group.
  static var detailsStartWithTheirEvent: Bool { get }
  /// How a violation's detail names the profile it ran on, as a word and a level (Android's `API 22` in
  /// `NoSuchMethodError: ... on API 22`), or `nil` when details name none: a report of one finding on several
  /// profiles names their levels once (`on API 21-25`) rather than telling the finding once per level.
  static func levelWording(of profile: Profile) -> (word: String, level: Int)?
  /// Whether `strategy` claims to protect captures of `kind`.
  @MainActor static func claims(_ strategy: Strategy, covers kind: String) -> Bool
  /// `strategy` claiming only `kind` (nothing for `nil`), so a comparison's shrink of one cell is not hidden by
  /// another cell's failure earlier in the trace; the strategy itself where the platform cannot narrow it.
  @MainActor static func narrowing(_ strategy: Strategy, toCaptureKind kind: String?) -> Strategy
  /// What the first sensitive capture of `kind` in `events` showed (running past violations), for a comparison's
  /// leak cell.
  @MainActor static func evidence(of events: [Event], runner: TraceRunner<Self>, captureKind kind: String)
    -> FindingEvidence?
  /// A timeline as a picture or table for the HTML reports (default: the engine's table).
  static func timelineHTML(_ timeline: Timeline<Self>) -> String
  /// What the HTML reports' timelines' colours mean (default: nothing).
  static var timelineLegendHTML: String { get }
  /// A timeline as JSON for the comparison's JSON report (default: per step the event, checkpoint, captures and
  /// verdict).
  static func timelineJSON(_ timeline: Timeline<Self>) -> JSONValue
  /// The review report's profile columns' titles (default: `profile`).
  static var reviewProfileHeaders: [String] { get }
  /// A profile's review columns (default: its name).
  static func reviewProfileColumns(_ profile: Profile) -> [String]
  /// The capture kinds in the order a review takes them, with each section's title.
  static var reviewCaptureKinds: [(kind: String, title: String)] { get }
  /// One plain line on what the event kind `name` (its definition's name) means for the app and what the system
  /// saw, for a report's reader (default: the definition's `list events` text).
  static func explanation(ofEvent name: String) -> String?
  /// A flag's answer on `profile`, or `nil` for no such flag.
  static func flagValue(_ name: String, on profile: Profile) -> Bool?
  /// The answer `profile` gives the open question `name` (a flag's `true`/`false`, a duration's seconds as
  /// `0.05 s`), as a report names what a verdict rests on; `nil` for no such question.
  static func openQuestionValue(_ name: String, on profile: Profile) -> String?
  /// How far the evidence under the open duration `name`'s default goes, as reports print it beside the duration;
  /// `nil` for none recorded (printed `unsourced`).
  static func evidence(ofTiming name: String) -> FlagEvidence?
  /// The addresses the doc comment of the flag `name` cites (its sources, and the other answer's), which `explain`
  /// lists under a verdict that rests on the flag so a reviewer can check them; empty for none (default: none).
  static func citedAddresses(ofFlag name: String) -> [String]
  /// `profile` with each open question answered the other way, one at a time (each flag flipped, each unsourced
  /// duration at either end of its plausible range), labelled `name=value`: the profiles a verdict is checked
  /// against to say what it rests on.
  static func openQuestionAnswers(_ profile: Profile) -> [(label: String, isTiming: Bool, profile: Profile)]
  /// Clears the record of which open questions the model reads (``openQuestionsRead()``).
  static func clearOpenQuestionReads()
  /// Which open questions the model read since ``clearOpenQuestionReads()``, as a test of a question's name and
  /// whether it is a duration; `nil` when the platform keeps no record (a report then replays every answer). An answer
  /// to a question a replay never read cannot change it.
  static func openQuestionsRead() -> (@Sendable (_ name: String, _ isTiming: Bool) -> Bool)?

  /// `trace`'s timeline in `format`, for `explain` (`path` names the file in titles).
  @MainActor static func explain(_ trace: Trace<Self>, strategy: Strategy, path: String, format: TimelineFormat)
    -> String

  /// The other half of a cross-platform plugin `strategy` belongs to: its platform's name and strategy name, or
  /// `nil` (`compare --plugins`).
  static func counterpart(of strategy: Strategy) -> (platform: String, strategy: String)?

  /// What `list strategies` adds at the end of a strategy's second line (`; iOS half: …`), or empty.
  static func listingSuffix(of strategy: Strategy) -> String
  /// `list profiles`' section: the profile-name syntax, the built-in profiles and every flag with its default.
  static var profileListing: String { get }

  // The engine's heavy entry points, called through the platform so that a conformance in the engine's module
  // runs them specialized for its own types (a generic call from another module would not be); the defaults do
  // the work, and no platform needs to write them.

  /// Runs block `block` of `strategy` (``Campaign/runBlock(_:block:corpus:stop:)``).
  @MainActor static func runBlock(
    of campaign: Campaign<Self>, _ strategy: Strategy, block: Int, corpus: CorpusIndex<Self>?, stop: StopSignal
  ) -> BlockResult<Self>
  /// Generates and runs one trace (``Campaign/generateTrace(seed:runner:)``).
  @MainActor static func generateTrace(of campaign: Campaign<Self>, seed: UInt64, runner: TraceRunner<Self>)
    -> (events: [Event], outcome: TraceOutcome<Self>)
  /// Runs a comparison (``Comparison/run()``).
  @MainActor static func compare(_ comparison: Comparison<Self>) -> ComparisonReport<Self>
  /// Runs a bounded-exhaustive search (``Explorer/explore(depth:)``).
  @MainActor static func explore(_ explorer: Explorer<Self>, depth: Int) -> Explorer<Self>.Result

  /// The listed strategies, in order: the default selection of `run` and `compare`.
  var strategies: [Strategy] { get }
  /// The strategy called `name` (listed, or a parametric family's member), or `nil`.
  func strategy(named name: String) -> Strategy?
  /// Why `name` is malformed (a family name's syntax), or `nil`.
  func nameProblem(_ name: String) -> String?
  /// Why `strategy` cannot run in its app (its code names a screen the app does not have), or `nil`: a run refuses
  /// it before it starts rather than fuzz code that waits for nothing.
  static func appProblem(of strategy: Strategy) -> String?
  /// The invariants the catalog's strategies break on purpose on their own profiles, and why (default: none): a
  /// run, replay, explore or comparison does not fail on them (``RunVerdicts``).
  var expectedFailures: [ExpectedFailure] { get }
  /// Finer entries of ``expectedFailures``: why a strategy breaks an invariant by one kind of event (default: none),
  /// SARIF's justification of each suppressed finding (``ExpectedFailureCause``).
  var expectedFailureCauses: [ExpectedFailureCause] { get }

  /// The strategies a finding is tried against to tell a platform limit from a strategy's fault (``PlatformLimit``):
  /// the built-in catalog (default: none, so no finding is called a platform limit).
  static var limitCatalog: [Strategy] { get }
  /// `catalog`, a strategy of ``limitCatalog``, as ``PlatformLimit`` replays it to judge a finding of `finding`: set in
  /// `finding`'s own app when that strategy runs one no catalog strategy runs (an app-logic script's screens, which
  /// the catalog's apps lack, so its traces could not be replayed there), else `catalog` itself (default).
  @MainActor static func limitStrategy(_ catalog: Strategy, judging finding: Strategy) -> Strategy
  /// Whether the app in `session` has sensitive content on screen now, covered or not (default: always): a catalog
  /// strategy whose app shows none then holds with nothing to protect, which tells nothing of a platform limit.
  @MainActor static func showsSensitiveContent(_ session: Session) -> Bool

  /// Whether `strategy` claims `invariant`: whether the invariant can fail for it at all (default: every one). A
  /// report skips an invariant no strategy claims rather than calling it held; a finding always counts.
  @MainActor static func claims(_ strategy: Strategy, invariant: Invariant) -> Bool
  /// Why a strategy that does not claim `invariant` (``claims(_:invariant:)``) cannot break it, for JUnit's skipped
  /// message (default: that it does not claim it).
  static func unclaimedReason(_ invariant: Invariant) -> String

  /// The name of the type that implements `strategy` (a fresh instance's type), which a security report locates at
  /// the file declaring it (``SourceLocator``); `nil` (the default) locates it at its descriptor's file.
  @MainActor static func implementationTypeName(of strategy: Strategy) -> String?
}

/// A strategy as the engine sees it.
public nonisolated protocol PlatformStrategy: Sendable {
  /// The platform's profile.
  associatedtype Profile
  /// The name on the command line and in traces.
  var name: String { get }
  /// One line on what it does.
  var summary: String { get }
  /// Where it comes from (a seed article, a public report, your app).
  var source: String { get }
  /// What it claims to protect, as reports print it.
  @MainActor var claimsText: String { get }
  /// The profile it was written for.
  var defaultProfile: Profile { get }
  /// The source file that describes it (where a security report locates a finding with no trace file).
  var sourceFile: String { get }
  /// Weights its own app gives event classes of default weight 0 (surfaces only some apps have), which a run
  /// uses for its traces unless `--weight` names the class. Default: none.
  var eventWeights: [String: Int] { get }
  /// Its app-logic script's coverage points (``AppLogic/AppLogicScript/branches``): a run keeps the traces that
  /// first reach one to start later traces from, and reports those never reached. Default: none.
  var scriptBranches: [AppLogicBranch] { get }
  /// Why the handler of script point `branch` can never run on `profile` with the classes `turnedOff` weighted 0,
  /// known before any trace (the profile's app structure, a weight, an event nothing can cause), or `nil`: a run
  /// that never reached it says so rather than "a longer run may reach it". Default: `nil`.
  func reasonNeverRuns(_ branch: AppLogicBranch, on profile: Profile, turnedOff: [String]) -> String?
  /// Short traces its own declarations make worth checking in every run, each a list of steps in the platform's
  /// trace syntax (an app-logic script's `lockSetting:`: ``AppLogic/AppLogicLockSetting/probes(in:words:)``): `run`
  /// takes them as the first traces of its first block, as Hypothesis's `@example`, each step only where a generated
  /// one could be (a refused step is skipped). Default: none.
  var probeTraces: [[String]] { get }
}

nonisolated extension PlatformStrategy {
  /// No weights of its own.
  public var eventWeights: [String: Int] { [:] }
  /// No script.
  public var scriptBranches: [AppLogicBranch] { [] }
  /// Not known.
  public func reasonNeverRuns(_ branch: AppLogicBranch, on profile: Profile, turnedOff: [String]) -> String? { nil }
  /// None.
  public var probeTraces: [[String]] { [] }
}

/// A platform's invariant: a property every strategy must keep. Its raw value is its name in traces; its order
/// (``Comparable``) is the checking order, which reports follow.
public nonisolated protocol PlatformInvariant: RawRepresentable, CaseIterable, Hashable, Comparable, Sendable
where RawValue == String, AllCases == [Self] {
  /// One line on what it demands (`list invariants`).
  var summary: String { get }
  /// The Markdown comparison's short column title.
  var shortTitle: String { get }
  /// The capture kinds whose images break it, one comparison row each, in report order; empty for an invariant of
  /// the device's state.
  var captureKindNames: [String] { get }
}

nonisolated extension PlatformInvariant {
  /// The comparison's column title: the name with spaces (`stranded cover`).
  public var title: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }
}

/// A profile name (or flag) that names nothing.
public nonisolated struct ProfileNameError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in one line.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}

/// One open question of a platform's model: the flag that answers it.
public nonisolated struct FlagDescription: Hashable, Sendable {
  /// The flag's name in profile names and `--flag`.
  public let name: String
  /// Its default, as `list profiles` prints it.
  public let defaultValue: String
  /// The question, with what decided the default.
  public let question: String
  /// How far the evidence under its default goes, as reports print it beside the flag.
  public let evidence: FlagEvidence

  /// A flag.
  public init(name: String, defaultValue: String, question: String, evidence: FlagEvidence) {
    self.name = name
    self.defaultValue = defaultValue
    self.question = question
    self.evidence = evidence
  }
}

nonisolated extension Platform {
  /// No script, no assumptions: a platform without app-logic scripts.
  public static func appLogicAssumptions(forStrategy name: String) -> [String] { [] }
  /// No script, no alternatives.
  public static func appLogicAlternatives(forStrategy name: String) -> [(word: String, strategy: String)?] { [] }
  /// No script, no callbacks.
  public static func userEvent(forScriptCallback name: String) -> String? { nil }

  /// No flags.
  public static var flags: [FlagDescription] { [] }
  /// No addresses.
  public static func citedAddresses(ofFlag name: String) -> [String] { [] }
  /// Names are their own canonical form (no parametric family).
  public static func canonicalStrategyName(_ name: String) -> String { name }
  /// An unknown flag: there are none.
  /// - Throws: ``ProfileNameError`` always.
  public static func setting(_ name: String, to value: Bool, on profile: Profile) throws(ProfileNameError) -> Profile {
    throw ProfileNameError("unknown flag '\(name)' (\(Self.displayName) has no flags)")
  }
  /// One state: coverage counts nothing.
  public static var abstractStates: [String] { ["-"] }
  /// Strategies are listed only.
  public func strategy(named name: String) -> Strategy? { strategies.first { $0.name == name } }
  /// Names are never malformed.
  public func nameProblem(_ name: String) -> String? { nil }
  /// Every strategy fits its app.
  public static func appProblem(of strategy: Strategy) -> String? { nil }
  /// No expected failures.
  public var expectedFailures: [ExpectedFailure] { [] }
  /// No finer entries.
  public var expectedFailureCauses: [ExpectedFailureCause] { [] }
  /// No catalog: no finding is judged a platform limit.
  public static var limitCatalog: [Strategy] { [] }
  /// The catalog's strategy as it is.
  @MainActor public static func limitStrategy(_ catalog: Strategy, judging finding: Strategy) -> Strategy { catalog }
  /// Always: every strategy that holds counts as avoiding a failure.
  @MainActor public static func showsSensitiveContent(_ session: Session) -> Bool { true }
  /// Every invariant is claimed.
  @MainActor public static func claims(_ strategy: Strategy, invariant: Invariant) -> Bool { true }
  /// The strategy does not claim it.
  public static func unclaimedReason(_ invariant: Invariant) -> String { "the strategy does not claim it" }
  /// None: reports locate a strategy at its descriptor's file.
  @MainActor public static func implementationTypeName(of strategy: Strategy) -> String? { nil }
  /// The platform's name in prose is its name.
  public static var displayName: String { name }
  /// Files name the platform.
  public static var isUnnamedInFiles: Bool { false }
  /// No validity key.
  @MainActor public static func validityBit(of event: Event) -> UInt64 { 0 }
  /// No rule key.
  @MainActor public static func ruleKey(of event: Event) -> Int { -1 }
  /// Every event is one the app could be given.
  public static func undeclaredEventProblem(_ event: Event, in app: App) -> String? { nil }
  public static func checkpointProblem(_ text: Substring) -> String? { nil }
  /// Every app call is answered.
  @MainActor public static func unansweredAppCall(in events: [Event], strategy: Strategy)
    -> (step: Int, problem: String)?
  { nil }
  /// Every step is one the strategy's app could be given.
  @MainActor public static func undeclaredStrategyStep(in events: [Event], strategy: Strategy)
    -> (step: Int, problem: String)?
  { nil }
  /// Names are never malformed.
  public static func strategyNameProblem(_ name: String) -> String? { nil }
  /// No app-logic scripts.
  public static func appLogicLines(forStrategy name: String) -> [String] { [] }
  /// No app-logic scripts: any line is an unknown header key.
  public static func readAppLogicLines(_ lines: [String], strategy name: String) -> AppLogicHeaderProblem? {
    lines.isEmpty ? nil : AppLogicHeaderProblem(line: 1, message: "unknown header key 'app-logic'")
  }
  /// No exposure measured.
  public static var exposureChannels: [ExposureChannel] { [] }
  /// No stand-in app.
  @MainActor public static func standInCause(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> StandInCause?
  { nil }
  /// No evidence beyond the detail.
  @MainActor public static func evidence(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> FindingEvidence?
  { nil }
  /// No picture beyond the evidence.
  @MainActor public static func explainEvidence(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> FindingEvidence?
  { nil }
  /// No test snippet.
  @MainActor public static func testSnippet(for finding: Finding<Self>) -> [String] { [] }
  /// Nothing.
  public static func listingSuffix(of strategy: Strategy) -> String { "" }
  /// The engine's work, specialized for the conforming platform.
  @MainActor public static func runBlock(
    of campaign: Campaign<Self>, _ strategy: Strategy, block: Int, corpus: CorpusIndex<Self>?, stop: StopSignal
  ) -> BlockResult<Self> {
    campaign.runBlockSpecialized(strategy, block: block, corpus: corpus, stop: stop)
  }
  /// The engine's work, specialized for the conforming platform.
  @MainActor public static func generateTrace(of campaign: Campaign<Self>, seed: UInt64, runner: TraceRunner<Self>)
    -> (events: [Event], outcome: TraceOutcome<Self>)
  {
    campaign.generateTraceSpecialized(seed: seed, runner: runner)
  }
  /// The engine's work, specialized for the conforming platform.
  @MainActor public static func compare(_ comparison: Comparison<Self>) -> ComparisonReport<Self> {
    comparison.runSpecialized()
  }
  /// The engine's work, specialized for the conforming platform.
  @MainActor public static func explore(_ explorer: Explorer<Self>, depth: Int) -> Explorer<Self>.Result {
    explorer.exploreSpecialized(depth: depth)
  }
  /// None.
  public static func counterpart(of strategy: Strategy) -> (platform: String, strategy: String)? { nil }
  /// `LifecycleFuzz's model of <platform>`.
  public static var modelName: String { "LifecycleFuzz's model of \(displayName)" }
  /// The kind itself.
  public static func captureKindTitle(_ kind: String) -> String { kind }
  /// A generic reason.
  public static func captureKindWhy(_ kind: String) -> String { "anyone who sees the \(kind) sees it." }
  /// 6.0 for a leak, 5.0 for a crash, 3.0 otherwise.
  public static func severity(of invariant: Invariant, captureKind: String?) -> Double {
    captureKind != nil ? 6.0 : invariant.rawValue == "crash" ? 5.0 : 3.0
  }
  /// The engine's table (``TimelineTable``), and what leaked under the outcome.
  @MainActor public static func explain(_ trace: Trace<Self>, strategy: Strategy, path: String, format: TimelineFormat)
    -> String
  {
    let runner = TraceRunner<Self>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    var text = TimelineTable.render(Timeline.record(trace.events, runner: runner), trace: trace, format: format)
    guard case .broken(let invariant) = trace.expected else { return text }
    if format == .html, evidence(of: trace.events, runner: runner, invariant: invariant) == nil,
      let e = explainEvidence(of: trace.events, runner: runner, invariant: invariant)
    {
      let block = ComparisonHTML.evidenceBlock(e, caption: EvidenceCaption.lines(trace: trace, dependences: nil))
      if let end = text.range(of: "</body>", options: .backwards) { text.replaceSubrange(end, with: block + "</body>") }
      return text
    }
    // Whose UI it was: the sample app's own, which no line of a script wrote (``StandInCause``).
    let standIn =
      format == .text && ScriptPlace.isScript(strategy.name)
      ? standInCause(of: trace.events, runner: runner, invariant: invariant)
        .map { Escape.terminal($0.sentence(script: ScriptIdentity.reportedFile(of: strategy.name))) + "\n" } ?? ""
      : ""
    guard let e = evidence(of: trace.events, runner: runner, invariant: invariant) else { return text + standIn }
    switch format {
    case .text: text += Escape.terminal("leaked: \(e.whatLeaked)") + "\n" + standIn
    case .markdown: break
    case .html:
      // The picture of what the capture showed, as iOS's page has it; where the platform draws none, why.
      let block =
        e.svg == nil
        ? "<p>No picture: \(Escape.html(displayName))'s model names the leaking views but draws no screen for this"
          + " capture. Leaked: \(Escape.html(e.whatLeaked))</p>\n"
        : ComparisonHTML.evidenceBlock(e, caption: EvidenceCaption.lines(trace: trace, dependences: nil))
      if let end = text.range(of: "</body>", options: .backwards) { text.replaceSubrange(end, with: block + "</body>") }
    }
    return text
  }
  /// The kind itself.
  public static func captureKindShortName(_ kind: String) -> String { kind }
  /// No capture lasts.
  public static func isContinuousCapture(_ kind: String) -> Bool { false }
  /// Nothing stored.
  public static var storedCaptureKind: String? { nil }
  /// Details name no event.
  public static var detailsStartWithTheirEvent: Bool { false }
  /// Details name no profile.
  public static func levelWording(of profile: Profile) -> (word: String, level: Int)? { nil }
  /// Every kind is claimed.
  @MainActor public static func claims(_ strategy: Strategy, covers kind: String) -> Bool { true }
  /// The strategy itself.
  @MainActor public static func narrowing(_ strategy: Strategy, toCaptureKind kind: String?) -> Strategy { strategy }
  /// The first sensitive capture record of `kind`.
  @MainActor public static func evidence(of events: [Event], runner: TraceRunner<Self>, captureKind kind: String)
    -> FindingEvidence?
  {
    var measuring = runner
    measuring.stopsAtFirstViolation = false
    var found: FindingEvidence?
    _ = measuring.run(events) { record in
      guard found == nil else { return }
      if let c = record.session.lastCaptureRecords.first(where: { $0.kind == kind && $0.showsSensitiveContent }) {
        found = FindingEvidence(captureKind: kind, views: [], whatLeaked: c.detail)
      }
    }
    return found
  }
  /// The engine's table.
  public static func timelineHTML(_ timeline: Timeline<Self>) -> String { TimelineTable.htmlTable(timeline) }
  /// No legend.
  public static var timelineLegendHTML: String { "" }
  /// Per step the event, checkpoint, captures and verdict.
  public static func timelineJSON(_ timeline: Timeline<Self>) -> JSONValue { TimelineTable.json(timeline) }
  /// One column.
  public static var reviewProfileHeaders: [String] { ["profile"] }
  /// The profile's name.
  public static func reviewProfileColumns(_ profile: Profile) -> [String] { [name(of: profile)] }
  /// The invariants' capture kinds in order, titled by kind.
  public static var reviewCaptureKinds: [(kind: String, title: String)] {
    Invariant.allCases.flatMap(\.captureKindNames).map { ($0, captureKindTitle($0)) }
  }
  /// No flags read.
  public static func flagValue(_ name: String, on profile: Profile) -> Bool? { nil }
  /// The definition's `list events` text.
  public static func explanation(ofEvent name: String) -> String? {
    vocabulary.definitions.first { $0.name == name }?.meaning
  }
  /// The flag's answer (``flagValue(_:on:)``).
  public static func openQuestionValue(_ name: String, on profile: Profile) -> String? {
    flagValue(name, on: profile).map { String($0) }
  }
  /// None recorded.
  public static func evidence(ofTiming name: String) -> FlagEvidence? { nil }
  /// No record: nothing to clear.
  public static func clearOpenQuestionReads() {}
  /// No record (every answer is replayed).
  public static func openQuestionsRead() -> (@Sendable (_ name: String, _ isTiming: Bool) -> Bool)? { nil }
  /// Each flag ``flagValue(_:on:)`` reads, flipped.
  public static func openQuestionAnswers(_ profile: Profile) -> [(label: String, isTiming: Bool, profile: Profile)] {
    flags.compactMap { f in
      guard let value = flagValue(f.name, on: profile), let flipped = try? setting(f.name, to: !value, on: profile)
      else { return nil }
      return ("\(f.name)=\(!value)", false, flipped)
    }
  }
  /// No picture.
  @MainActor public static func evidencePicture(of events: [Event], runner: TraceRunner<Self>, invariant: Invariant)
    -> String?
  { nil }
  /// Every built-in profile and flag.
  public static var profileListing: String {
    var out = "\(displayName.uppercased()) PROFILES\n"
    for p in profiles { out += "    \(name(of: p))\n" }
    if !flags.isEmpty { out += "  flags (open questions; default shown):\n" }
    for f in flags { out += "    \(f.name) (\(f.defaultValue); \(f.evidence.column)): \(f.question)\n" }
    return out
  }
  /// No family.
  public static func isFamilyName(_ name: String) -> Bool { false }
  /// Any scene name.
  public static func nonSensitiveSceneProblem(_ scene: String, events: [Event]) -> String? { nil }
}

nonisolated extension Platform where App == NoApp {
  /// No app description.
  public static var sampleApp: NoApp { NoApp() }
  /// No app description.
  public static func app(for strategy: Strategy) -> NoApp { NoApp() }
  /// No app description.
  public static func app(_ app: NoApp, withNonSensitiveScenes scenes: [String]) -> NoApp { app }
  /// No scenes: the header would be ignored.
  public static func nonSensitiveSceneProblem(_ scene: String, events: [Event]) -> String? {
    "\(displayName) traces have no scenes (the header would be ignored)"
  }
  /// Nothing.
  public static func signatureText(of app: NoApp) -> String? { nil }
}

extension Platform where Preparation == InvariantSelection<Invariant> {
  /// The selection itself.
  public static func prepare(strategy: Strategy, invariants: InvariantSelection<Invariant>) -> Preparation {
    invariants
  }
}

/// What a leaking capture showed, for a report: the kind of capture, the app's views it showed, and a line saying
/// what and where.
public nonisolated struct FindingEvidence: Hashable, Sendable {
  /// The capture kind (`switcherSnapshot`, `recentsThumbnail`), or `display` for what the screen itself showed (an iOS
  /// `lock-bypass` judged on the screen while the lock should have been up).
  public let captureKind: String
  /// The sensitive views (or windows) it showed, top-most first.
  public let views: [String]
  /// The report line: the views and where (`'balance', 'iban' in x 0-375, y 96-200 pt of scene A`).
  public let whatLeaked: String
  /// A picture of what the capture showed (SVG markup), for the HTML reports, or `nil`.
  public var svg: String?
  /// The picture's caption, one item per line.
  public var caption: [String] = []
  /// The evidence as the comparison's JSON report writes it.
  public var json: JSONValue?
  /// Whether findings whose captures show the same kind and views are one root cause (a leak invariant's); `false`
  /// when the finding's detail names the cause and the capture only shows it (a `lock-bypass` image: the lock
  /// stood), so ``FindingGroup`` groups and heads them by detail as before.
  public var groupsFindings = true

  /// Evidence.
  public init(captureKind: String, views: [String], whatLeaked: String) {
    self.captureKind = captureKind
    self.views = views
    self.whatLeaked = whatLeaked
  }
}

/// The app of a platform that describes none.
public nonisolated struct NoApp: Hashable, Sendable {
  /// No app.
  public init() {}
}
