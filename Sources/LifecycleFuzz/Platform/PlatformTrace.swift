/// A trace of a platform other than iOS: the events of one run of one strategy on one profile, with its expected
/// verdict and, optionally, a checkpoint after each event.
///
/// Text form (format 2, as iOS traces, plus the `platform` line that names the model; an iOS trace has none):
///
/// ```
/// lifecycle-fuzz trace 2
/// platform: android
/// strategy: secure-flag-on-pause
/// profile: phone-api31-views
/// expect: recents-leak
/// launch                      => screen=app activity=RESUMED …
/// recentsTiming(beforePause)  => …
/// openRecents                 => …
/// ```
///
/// `expect` is `holds` or an invariant's name. Checkpoints (text after `=>`) are all or none.
public struct PlatformTrace<Model: PlatformModel> {
  /// The strategy's name.
  public var strategy: String
  /// The profile.
  public var profile: Model.Profile
  /// The seed of the search that found the trace, if any.
  public var seed: UInt64?
  /// `holds` or the name of the invariant the trace breaks.
  public var expected: String
  /// The events, in order.
  public var events: [Model.Event]
  /// Comment lines written before the header (without `#`).
  public var comments: [String] = []
  /// The device's summary after each event, or `nil` when the file has none.
  public var checkpoints: [String]?
  /// The 1-based line of each event in the file it was read from (empty for a trace made in code).
  public var eventLines: [Int] = []

  /// A trace.
  public init(
    strategy: String, profile: Model.Profile, seed: UInt64? = nil, expected: String, events: [Model.Event],
    comments: [String] = [], checkpoints: [String]? = nil
  ) {
    self.strategy = strategy
    self.profile = profile
    self.seed = seed
    self.expected = expected
    self.events = events
    self.comments = comments
    self.checkpoints = checkpoints
  }

  /// The text form, ending with a newline; checkpoints are aligned after the longest event.
  public var text: String {
    var lines = ["lifecycle-fuzz trace 2"]
    lines += comments.map { "# " + $0 }
    lines += [
      "platform: \(Model.name)", "strategy: \(strategy)", "profile: \(Model.name(of: profile))",
    ]
    if let seed { lines.append("seed: \(seed)") }
    lines.append("expect: \(expected)")
    let width = (events.map { Model.text(of: $0).count }.max() ?? 0) + 2
    for (i, event) in events.enumerated() {
      let text = Model.text(of: event)
      if let checkpoints, i < checkpoints.count {
        lines.append(text + String(repeating: " ", count: width - text.count) + "=> " + checkpoints[i])
      } else {
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Parses the text form; every error names `file` and the line at fault.
  ///
  /// - Throws: ``TraceFileError`` for a missing or malformed header, another platform, an unknown strategy,
  ///   profile or event, or checkpoints on some events only.
  public init(text: String, file: String) throws(TraceFileError) {
    // `\r\n` is one Character, so lines split at any newline (CRLF files read as LF ones).
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    guard lines.first.map({ $0.trimmingSpaces == "lifecycle-fuzz trace 2" }) == true else {
      throw TraceFileError(file: file, line: 1, message: "not a trace: the first line must be 'lifecycle-fuzz trace 2'")
    }
    var header: [String: (value: String, line: Int)] = [:]
    var events: [Model.Event] = []
    var checkpoints: [String] = []
    var comments: [String] = []
    var firstEventLine = 0
    var eventLines: [Int] = []
    for (index, raw) in lines.enumerated().dropFirst() {
      let number = index + 1
      let line = raw.trimmingSpaces
      if line.isEmpty { continue }
      if line.hasPrefix("#") {
        if events.isEmpty { comments.append(String(line.dropFirst()).trimmingSpaces) }
        continue
      }
      if events.isEmpty, let colon = line.firstIndex(of: ":"), !line.contains("=>"), !line.contains("(") {
        let key = String(line[..<colon])
        guard ["platform", "strategy", "profile", "seed", "expect"].contains(key) else {
          throw TraceFileError(file: file, line: number, message: "unknown header key '\(key)'")
        }
        guard header[key] == nil else {
          throw TraceFileError(file: file, line: number, message: "'\(key)' is given twice")
        }
        header[key] = (String(line[line.index(after: colon)...]).trimmingSpaces, number)
        continue
      }
      let parts = line.split(separator: "=>", maxSplits: 1, omittingEmptySubsequences: false)
      let eventText = Substring(String(parts[0]).trimmingSpaces)
      guard let event = Model.event(parsing: eventText) else {
        throw TraceFileError(file: file, line: number, message: "unknown \(Model.name) event '\(eventText)'")
      }
      if events.isEmpty { firstEventLine = number }
      if parts.count == 2 {
        guard checkpoints.count == events.count else {
          throw TraceFileError(file: file, line: number, message: "checkpoints must be on every event or on none")
        }
        checkpoints.append(String(parts[1]).trimmingSpaces)
      } else if !checkpoints.isEmpty {
        throw TraceFileError(file: file, line: number, message: "checkpoints must be on every event or on none")
      }
      events.append(event)
      eventLines.append(number)
    }
    func required(_ key: String) throws(TraceFileError) -> (value: String, line: Int) {
      guard let entry = header[key] else {
        throw TraceFileError(file: file, line: 0, message: "the header has no '\(key):' line")
      }
      return entry
    }
    let platform = try required("platform")
    guard platform.value == Model.name else {
      throw TraceFileError(
        file: file, line: platform.line, message: "a \(platform.value) trace, not \(Model.name)")
    }
    let strategy = try required("strategy")
    guard Model.isStrategy(named: strategy.value) else {
      throw TraceFileError(
        file: file, line: strategy.line, message: "unknown \(Model.name) strategy '\(strategy.value)'")
    }
    let profile = try required("profile")
    guard let resolved = Model.profile(named: profile.value) else {
      throw TraceFileError(file: file, line: profile.line, message: "unknown \(Model.name) profile '\(profile.value)'")
    }
    let expect = try required("expect")
    guard expect.value == "holds" || Model.invariantNames.contains(expect.value) else {
      throw TraceFileError(
        file: file, line: expect.line,
        message: "unknown verdict '\(expect.value)': 'holds' or one of " + Model.invariantNames.joined(separator: ", "))
    }
    var seed: UInt64?
    if let entry = header["seed"] {
      guard let value = UInt64(entry.value) else {
        throw TraceFileError(file: file, line: entry.line, message: "the seed must be a number 0 to 2^64-1")
      }
      seed = value
    }
    if !checkpoints.isEmpty, checkpoints.count != events.count {
      throw TraceFileError(file: file, line: firstEventLine, message: "checkpoints must be on every event or on none")
    }
    self.init(
      strategy: strategy.value, profile: resolved, seed: seed, expected: expect.value, events: events,
      comments: comments, checkpoints: checkpoints.isEmpty ? nil : checkpoints)
    self.eventLines = eventLines
  }
}

/// The platform a trace's text names in its `platform:` header line, or `nil` for an iOS trace (which has none).
nonisolated public func tracePlatform(inText text: String) -> String? {
  for line in text.split(whereSeparator: \.isNewline).prefix(40) {
    let trimmed = line.trimmingSpaces
    if trimmed.hasPrefix("platform:") { return String(trimmed.dropFirst("platform:".count)).trimmingSpaces }
    if trimmed.contains("=>") { return nil }
  }
  return nil
}

nonisolated extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
    return String(s)
  }
}
