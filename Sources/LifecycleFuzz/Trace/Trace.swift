import Foundation

/// A trace: the events of one run with everything needed to replay it exactly.
///
/// Text form (format 2), one item per line, `#` starts a comment, blank lines are ignored:
///
/// ```
/// lifecycle-fuzz trace 2
/// strategy: subview-tag
/// profile: iphone-ios17-scenes
/// seed: 42
/// expect: snapshot-leak
/// launch         => t=0.0 fg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]
/// keyboardShow   => t=0.0 fg overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:foregroundActive[0]
/// goHome         => t=0.0 suspended overlay=- rec=0 mir=0 kb=1 q=0/0/0 A:background[0]
/// ```
///
/// Text after `=>` is the checkpoint: ``DeviceSummary``'s canonical text of the device running
/// the strategy after that event. Replay compares it, so a trace the model no longer follows is
/// reported at the step where it diverges. Checkpoints are optional per file (all or none);
/// format 1 files (no checkpoints) are still read.
///
/// `strategy`, `profile` and `expect` are required; `seed` (the search seed that found it) and
/// `nonsensitive-scenes` (comma-separated scene names) are optional. Header lines come before
/// the first event. A trace of a platform named in files has a `platform:` line (`platform: android`)
/// before its strategy; one of the platform unnamed in files (iOS) has none, and is read with one that
/// names it.
public nonisolated struct Trace<Host: Platform>: Hashable, Sendable {
  /// The current format version.
  public static var formatVersion: Int { 2 }
  /// Every format version this build reads.
  public static var readableVersions: [Int] { [1, 2] }
  /// The header keys this build reads.
  static var headerKeys: [String] {
    ["platform", "strategy", "profile", "seed", "expect", "nonsensitive-scenes", "app-logic"]
  }

  /// The strategy's name.
  public var strategy: String
  /// The profile.
  public var profile: Host.Profile
  /// The seed of the search that found the trace, if any.
  public var seed: UInt64?
  /// The verdict the trace is expected to give.
  public var expected: Verdict<Host>
  /// Scenes of the sample app that show no sensitive content.
  public var nonSensitiveScenes: [String] = []
  /// The events, in order.
  public var events: [Host.Event]
  /// Comment lines to write before the events (without `#`).
  public var comments: [String] = []
  /// The session's checkpoint after each event (``PlatformSession/checkpoint``), or `nil` when the
  /// file has no checkpoints.
  public var checkpoints: [String]?

  /// Creates a trace.
  public init(
    strategy: String, profile: Host.Profile, seed: UInt64? = nil, expected: Verdict<Host>,
    events: [Host.Event], nonSensitiveScenes: [String] = [], comments: [String] = []
  ) {
    self.init(
      traceOf: strategy, profile: profile, seed: seed, expected: expected, events: events,
      nonSensitiveScenes: nonSensitiveScenes, comments: comments)
  }

  /// ``init(strategy:profile:seed:expected:events:nonSensitiveScenes:comments:)``, which a platform's own
  /// convenience initializer calls.
  init(
    traceOf strategy: String, profile: Host.Profile, seed: UInt64?, expected: Verdict<Host>, events: [Host.Event],
    nonSensitiveScenes: [String], comments: [String]
  ) {
    self.strategy = strategy
    self.profile = profile
    self.seed = seed
    self.expected = expected
    self.events = events
    self.nonSensitiveScenes = nonSensitiveScenes
    self.comments = comments
  }

  /// The app the trace runs: the platform's sample app with the trace's non-sensitive scenes.
  public var app: Host.App { Host.app(Host.sampleApp, withNonSensitiveScenes: nonSensitiveScenes) }

  /// The app the trace runs for `strategy`: its own app, else the sample app, with the trace's
  /// non-sensitive scenes.
  public func app(for strategy: Host.Strategy) -> Host.App {
    Host.app(Host.app(for: strategy), withNonSensitiveScenes: nonSensitiveScenes)
  }

  /// The trace in its text form, ending with a newline.
  public var text: String {
    var lines = ["lifecycle-fuzz trace \(Trace.formatVersion)"]
    lines.append(contentsOf: comments.map { "# \($0)" })
    if !Host.isUnnamedInFiles { lines.append("platform: \(Host.name)") }
    lines.append("strategy: \(strategy)")
    lines.append(contentsOf: Host.appLogicLines(forStrategy: strategy).map { "app-logic: \($0)" })
    lines.append("profile: \(Host.name(of: profile))")
    if let seed { lines.append("seed: \(seed)") }
    if !nonSensitiveScenes.isEmpty { lines.append("nonsensitive-scenes: \(nonSensitiveScenes.joined(separator: ","))") }
    lines.append("expect: \(expected)")
    let texts = events.map(Host.vocabulary.text(of:))
    if let checkpoints, checkpoints.count == events.count {
      let width = texts.map(\.count).max() ?? 0
      for (e, c) in zip(texts, checkpoints) {
        lines.append(e.padding(toLength: width, withPad: " ", startingAt: 0) + "  => " + c)
      }
    } else {
      lines.append(contentsOf: texts)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The events on one line, joined by ` · `.
  public var eventSummary: String { events.map(Host.vocabulary.text(of:)).joined(separator: " · ") }
}

/// A trace file that cannot be read, with the file and line at fault.
public nonisolated struct TraceFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as given.
  public let file: String
  /// The 1-based line number, or 0 when the fault is the file as a whole.
  public let line: Int
  /// What is wrong.
  public let message: String

  /// Creates an error for `file` at `line` (0 for the whole file).
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, or `file: message` when the fault is the file as a whole.
  public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

nonisolated extension Trace {
  /// Parses the text form; errors name `file` and the line.
  ///
  /// - Throws: ``TraceFileError`` for a missing or malformed header, an unknown key, strategy
  ///   name syntax, profile, verdict or event.
  /// - Parameters:
  ///   - text: the file's contents.
  ///   - file: the path to name in errors.
  ///   - knownStrategies: if given, a strategy name outside this list is an error at its line.
  public init(parsing text: String, file: String, knownStrategies: [String]? = nil) throws(TraceFileError) {
    self = try Self.parsedWithLines(text, file: file, knownStrategies: knownStrategies).trace
  }

  /// ``init(parsing:file:knownStrategies:)`` with the 1-based line of each event, so that a
  /// caller can name the line of an event it refuses (`replay`: an event after the failure).
  ///
  /// - Throws: as ``init(parsing:file:knownStrategies:)``.
  /// `givenScripts` are the app-logic scripts given on the command line (their strategy names, `--app-logic FILE`):
  /// `strategy: app-logic` without `app-logic:` lines is this platform's among them (``scriptName(forLines:givenScripts:)``).
  package static func parsedWithLines(
    _ text: String, file: String, knownStrategies: [String]?, givenScripts: [String] = []
  ) throws(TraceFileError) -> (trace: Trace<Host>, eventLines: [Int]) {
    var eventLines: [Int] = []
    var strategy: String?
    var profile: Host.Profile?
    var seed: UInt64?
    var expected: Verdict<Host>?
    var nonSensitive: [String] = []
    var events: [Host.Event] = []
    var platformLine: Int?
    var scenesLine = 0
    var sawMagic = false
    var comments: [String] = []
    var checkpoints: [String] = []
    var appLogic: [String] = []
    var appLogicLines: [Int] = []
    var strategyLine = 0
    func fail(_ line: Int, _ message: String) -> TraceFileError {
      TraceFileError(file: file, line: line, message: message)
    }
    // "\r\n" is one Character in Swift, so splitting at "\n" alone would keep CRLF lines joined.
    let lines = text.splitLines()
    var seenKeys: [String] = []
    var firstEventLine: Int?
    for (index, rawLine) in lines.enumerated() {
      let n = index + 1
      var line = Substring(rawLine)
      if line.hasSuffix("\r") { line = line.dropLast() }
      if index == 0, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }  // a byte-order mark
      let trimmed = line.trimmingWhitespace()
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("#") {
        if events.isEmpty {
          comments.append(trimmed.dropFirst().trimmingWhitespace())
        }
        continue
      }
      if !sawMagic {
        guard trimmed.hasPrefix("lifecycle-fuzz trace ") else {
          throw fail(n, "not a trace file: the first line must be 'lifecycle-fuzz trace \(Trace.formatVersion)'")
        }
        let version = trimmed.dropFirst("lifecycle-fuzz trace ".count)
        // Digits exactly as written (`02`, `+2` are not a version this build wrote).
        guard let v = Int(version), String(v) == version, Trace.readableVersions.contains(v) else {
          throw fail(n, "unsupported trace format '\(version)' (this build reads formats 1 and 2)")
        }
        sawMagic = true
        continue
      }
      if trimmed.hasPrefix("lifecycle-fuzz trace ") { throw fail(n, "a second 'lifecycle-fuzz trace' line") }
      if let arrow = trimmed.rangeOfArrow() {
        let eventText = trimmed[..<arrow.lowerBound].trimmingWhitespace()
        let state = trimmed[arrow.upperBound...].trimmingWhitespace()
        guard checkpoints.count == events.count else {
          throw fail(n, "a checkpoint on this event but not on an earlier one")
        }
        guard !state.isEmpty else { throw fail(n, "empty checkpoint after '=>'") }
        do { events.append(try Host.vocabulary.event(parsing: Substring(eventText))) } catch {
          throw fail(n, error.message)
        }
        if let problem = Host.checkpointProblem(Substring(state)) {
          throw fail(n, "malformed checkpoint after '=>': \(problem)")
        }
        eventLines.append(n)
        firstEventLine = firstEventLine ?? n
        checkpoints.append(state)
        continue
      }
      // A known key is a header line even if its value has a `(`; other lines with one are events.
      if let colon = trimmed.firstIndex(of: ":"),
        !trimmed.contains("(") || Trace.headerKeys.contains(trimmed[..<colon].trimmingWhitespace())
      {
        guard events.isEmpty else { throw fail(n, "header line after the first event") }
        let key = trimmed[..<colon].trimmingWhitespace()
        let value = trimmed[trimmed.index(after: colon)...].trimmingWhitespace()
        // A script's lines are one key each (the script travels inside the trace).
        if key == "app-logic" {
          appLogic.append(String(value))
          appLogicLines.append(n)
          continue
        }
        guard !seenKeys.contains(key) else { throw fail(n, "duplicate header key '\(key)'") }
        seenKeys.append(key)
        switch key {
        case "platform":
          guard value == Host.name else {
            guard !value.isEmpty else { throw fail(n, "empty platform name (expected \(Host.name))") }
            throw fail(
              n,
              "a trace for platform \(value), not \(Host.name) (a corpus keeps each platform's traces in a folder of its own)"
            )
          }
          platformLine = n
        case "strategy":
          guard !value.isEmpty else { throw fail(n, "empty strategy name") }
          // `app-logic` alone: the script the `app-logic:` lines carry, or the one given; named once all are read.
          if value == Trace.scriptWord {
            strategy = value
            strategyLine = n
            continue
          }
          if let problem = Host.strategyNameProblem(String(value)) { throw fail(n, problem) }
          if let known = knownStrategies, !known.contains(String(value)), !Host.isFamilyName(String(value)) {
            throw fail(
              n,
              "unknown strategy '\(value)' (known: \(known.joined(separator: ", ")); a strategy of your own replays in a Swift test with replay(traceFile:strategy:))"
            )
          }
          strategy = value
          strategyLine = n
        case "profile":
          do { profile = try Host.profile(named: String(value)) } catch { throw fail(n, error.description) }
        case "seed":
          guard let s = DecimalText.wholeNumber(value, as: UInt64.self) else {
            throw fail(n, "seed must be a whole number from 0 to 2^64-1, not '\(value)'")
          }
          seed = s
        case "expect":
          guard let v = Verdict<Host>(text: String(value)) else {
            throw fail(
              n,
              "unknown verdict '\(value)' (expected holds or \(Host.Invariant.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
          }
          expected = v
        case "nonsensitive-scenes":
          nonSensitive = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
          if let problem = Self.sceneListProblem(nonSensitive) { throw fail(n, problem) }
          scenesLine = n
        default:
          throw fail(n, "unknown header key '\(key)'")
        }
        continue
      }
      guard checkpoints.isEmpty else { throw fail(n, "an event without a checkpoint after events with one") }
      do {
        events.append(try Host.vocabulary.event(parsing: Substring(trimmed)))
      } catch {
        throw fail(n, error.message)
      }
      eventLines.append(n)
      firstEventLine = firstEventLine ?? n
    }
    guard sawMagic else {
      let why = text.isEmpty ? "empty file" : "only blank and comment lines"
      throw fail(1, "\(why): no 'lifecycle-fuzz trace \(Trace.formatVersion)' line")
    }
    // A missing key is reported where the header ended: at the first event, else the last line.
    let headerEnd = firstEventLine ?? max(1, lines.count - (lines.last?.isEmpty == true ? 1 : 0))
    let placement = firstEventLine == nil ? "" : " before the first event"
    if !Host.isUnnamedInFiles, platformLine == nil {
      throw fail(headerEnd, "missing 'platform: \(Host.name)' header\(placement)")
    }
    guard var strategy else { throw fail(headerEnd, "missing 'strategy:' header\(placement)") }
    if strategy == Trace.scriptWord {
      guard let name = scriptName(forLines: appLogic, givenScripts: givenScripts) else {
        throw fail(strategyLine, scriptWordProblem(givenScripts: givenScripts))
      }
      strategy = name
    }
    if let problem = Host.readAppLogicLines(appLogic, strategy: strategy) {
      // The wrong `app-logic:` line itself, as any other bad line; the strategy's when no one line is wrong.
      throw fail(problem.line.map { appLogicLines[$0 - 1] } ?? strategyLine, problem.message)
    }
    guard let profile else { throw fail(headerEnd, "missing 'profile:' header\(placement)") }
    guard let expected else { throw fail(headerEnd, "missing 'expect:' header\(placement)") }
    // A header with nothing after it is a file cut short, not a trace that holds.
    guard !events.isEmpty else { throw fail(headerEnd, "no events after the header (the file is cut short)") }
    for scene in nonSensitive {
      if let problem = Host.nonSensitiveSceneProblem(scene, events: events) {
        throw fail(scenesLine, "nonsensitive-scenes: \(problem)")
      }
    }
    var trace = Trace(
      strategy: strategy, profile: profile, seed: seed, expected: expected, events: events,
      nonSensitiveScenes: nonSensitive, comments: comments)
    if !checkpoints.isEmpty { trace.checkpoints = checkpoints }
    return (trace, eventLines)
  }
}

nonisolated extension Trace {
  /// Why the names of a `nonsensitive-scenes` header are no list of scene names (an empty one, one that is no
  /// name, one given twice), or `nil`.
  static func sceneListProblem(_ names: [String]) -> String? {
    for (i, name) in names.enumerated() {
      guard !name.isEmpty else { return "nonsensitive-scenes: an empty scene name" }
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
        return "nonsensitive-scenes: '\(name)' is not a scene name (letters, digits, - and _)"
      }
      if names[..<i].contains(name) { return "nonsensitive-scenes: scene '\(name)' named twice" }
    }
    return nil
  }
}

extension Trace {
  /// The trace with a checkpoint after every event, taken by running it under `runner`.
  public func withCheckpoints(runner: TraceRunner<Host>) -> Trace<Host> {
    let states = runner.checkpoints(events)
    var copy = self
    copy.checkpoints = states.count == events.count ? states : nil
    return copy
  }
}
