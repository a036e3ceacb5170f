import AppLogic
import Foundation

/// Failure signatures a team has accepted, each with a reason and an optional expiry date:
/// `run --baseline FILE` reports them as accepted instead of as failures.
///
/// The file is text, one entry a line, fields separated by tabs:
///
/// ```
/// lifecycle-fuzz baseline 1
/// # comment lines and empty lines are ignored
/// <failure signature>\t<reason>
/// <failure signature>\t<reason>\texpires 2026-06-30
/// ```
///
/// The signature is ``Finding/stableSignature`` as `run --update-baseline` writes it (``FailureSignature``, with an
/// app-logic script named by its file: ``ScriptIdentity``); an entry expires at the end of its day (UTC), after which
/// its signature is a failure again. An entry naming a script by its fingerprint (`app-logic#…`, as earlier versions
/// wrote) is read as the script's file when a script given or replayed has that fingerprint; else it accepts
/// nothing (``Entry/isLegacyScriptEntry``) until `--update-baseline` carries its reason over.
///
/// An entry may accept a class of findings instead of one counterexample: `*` as its profile accepts the finding on
/// every profile, `*` as its events accepts every counterexample of its invariant and strategy (a design choice such as
/// "the recording shield takes touches", which a longer run or another seed reaches by other traces). The invariant
/// and the strategy are always named, so no entry accepts every leak of a cover.
public nonisolated struct Baseline: Hashable, Sendable {
  /// The first line of a baseline file.
  public static let versionLine = "lifecycle-fuzz baseline 1"

  /// The reason `run --update-baseline` gives an entry it adds: a placeholder for the team's own, warned of while
  /// it stands.
  public static let placeholderReason = "accepted by --update-baseline"

  /// One accepted signature.
  public struct Entry: Hashable, Sendable {
    /// The failure signature's text.
    public var signature: String
    /// Why it is accepted (never empty).
    public var reason: String
    /// The last day it is accepted, `YYYY-MM-DD`, or `nil` for no expiry.
    public var expires: String?
    /// Its line in the file it was read from (0 for an entry made by this run).
    public var line: Int = 0

    /// The signature with a script named by its file (``ScriptIdentity/signature(_:)``): what it accepts.
    public var stableSignature: String { ScriptIdentity.signature(signature) }

    /// Whether it names a script by a fingerprint no script given or replayed has (``ScriptIdentity``): it accepts
    /// nothing.
    public var isLegacyScriptEntry: Bool { stableSignature.contains(" | \(AppLogicRegistry.prefix)") }

    /// Whether the entry's events (its fourth field, `launch · faceIDMatch · openAppSwitcher`) hold an event of one
    /// of `classes` (an event's class is its text before any argument list).
    public func holdsEvent(of classes: [String]) -> Bool {
      let fields = stableSignature.components(separatedBy: " | ")
      guard !classes.isEmpty, fields.count >= 4 else { return false }
      return fields[3].components(separatedBy: " · ").contains { event in
        classes.contains(String(event.prefix { $0 != "(" }))
      }
    }

    /// Whether it accepts a class of findings: its profile or its events are `*` (``Baseline``).
    public var isPattern: Bool { Baseline.isPattern(stableSignature) }

    /// Whether it accepts the finding whose stable signature (``Finding/stableSignature``) is `signature`: the same
    /// text, or, for a pattern, every field but a `*` the same (a `*` as the events also takes the fields after them).
    public func accepts(_ signature: String) -> Bool { Baseline.pattern(stableSignature, accepts: signature) }

    /// Whether a finding of `signatures` (stable signatures) is one it accepts.
    public func isReached(by signatures: Set<String>) -> Bool {
      isPattern ? signatures.contains(where: accepts) : signatures.contains(stableSignature)
    }

    /// The signature's fields after the platform's name, for a platform named in files (`android | …`).
    private func fields<Host: Platform>(_ host: Host.Type) -> [String]? {
      var parts = signature.components(separatedBy: " | ")
      if !Host.isUnnamedInFiles {
        guard parts.first == Host.name else { return nil }
        parts.removeFirst()
      } else if parts.first.map({ Host.Invariant(rawValue: $0) == nil }) ?? true {
        return nil
      }
      return parts.count >= 3 ? parts : nil
    }

    /// The signature's invariant, strategy, profile and events (its first four fields), or `nil` when it is no
    /// signature of `Host`.
    package func parts<Host: Platform>(_ host: Host.Type) -> (
      invariant: String, strategy: String, profile: String,
      events: [String]
    )? {
      guard let f = fields(Host.self) else { return nil }
      return (f[0], f[1], f[2], f.count > 3 ? f[3].components(separatedBy: " · ") : [])
    }

    /// Whether a run covered this entry's signature: its strategy ran on its profile and its
    /// invariant was checked. Only such an entry can be stale, or dropped by an update.
    package func isInScope<Host: Platform>(of outcome: RunOutcome<Host>, checked: (String) -> Bool) -> Bool {
      guard let f = fields(Host.self) else { return false }
      let strategy = ScriptIdentity.name(of: f[1])
      return checked(f[0])
        && outcome.results.contains {
          $0.traces > 0 && ScriptIdentity.name(of: $0.strategy.name) == strategy
            && (f[2] == Baseline.wildcard || Host.name(of: $0.profile) == f[2])
        }
    }

    /// Creates an entry.
    public init(signature: String, reason: String, expires: String? = nil, line: Int = 0) {
      self.signature = signature
      self.reason = reason
      self.expires = expires
      self.line = line
    }
  }

  /// The entries, in file order.
  public var entries: [Entry]

  /// Creates a baseline.
  public init(entries: [Entry] = []) { self.entries = entries }

  /// `text` split into lines at LF, CRLF or a lone CR, each a line end alike.
  package static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    var afterCR = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n"), afterCR {
        afterCR = false
        continue  // the LF of a CRLF: the CR ended the line
      }
      afterCR = byte == UInt8(ascii: "\r")
      if afterCR || byte == UInt8(ascii: "\n") {
        lines.append(String(decoding: current, as: UTF8.self))
        current = []
      } else {
        current.append(byte)
      }
    }
    lines.append(String(decoding: current, as: UTF8.self))
    return lines
  }

  /// Parses a baseline file's text.
  ///
  /// - Throws: ``TraceFileError`` naming `file` and the line: no version line, a line without a
  ///   tab-separated reason, an empty reason, a signature that is no failure signature, an
  ///   expiry that is not `expires YYYY-MM-DD`, a field too many, a signature listed twice, or one naming a
  ///   strategy, profile or event its platform does not know.
  public init(text: String, file: String, platforms: [any Platform]) throws(TraceFileError) {
    // Split on the bytes: "\r\n" is one Character, so a split at "\n" would keep CRLF lines (a
    // checkout on Windows) joined. LF, CRLF and a lone CR (an old Mac editor's, which was refused as "not a
    // baseline file" at line 1) each end a line, so line numbers count the same in every form.
    var lines = Self.lines(of: text)
    if lines.last == "" { lines.removeLast() }
    guard lines.first == Self.versionLine else {
      throw TraceFileError(
        file: file, line: 1, message: "not a baseline file: the first line must be '\(Self.versionLine)'")
    }
    var entries: [Entry] = []
    for (i, raw) in lines.enumerated().dropFirst() {
      let n = i + 1
      let line = raw
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      let fields = line.components(separatedBy: "\t")
      guard fields.count >= 2 else {
        throw TraceFileError(
          file: file, line: n, message: "expected '<signature><TAB><reason>[<TAB>expires YYYY-MM-DD]'")
      }
      guard fields.count <= 3 else {
        throw TraceFileError(
          file: file, line: n, message: "too many fields: \(fields.count) (at most 3, tab-separated)")
      }
      let signature = fields[0].trimmingCharacters(in: .whitespaces)
      guard Self.isSignature(signature, platforms) else {
        throw TraceFileError(
          file: file, line: n,
          message: "'\(signature)' is not a failure signature ('invariant | strategy | profile | events')")
      }
      let reason = fields[1].trimmingCharacters(in: .whitespaces)
      guard !reason.isEmpty else { throw TraceFileError(file: file, line: n, message: "the reason is empty") }
      var expires: String?
      if fields.count == 3 {
        let e = fields[2].trimmingCharacters(in: .whitespaces)
        guard e.hasPrefix("expires "), Self.isDate(String(e.dropFirst("expires ".count))) else {
          throw TraceFileError(file: file, line: n, message: "'\(e)' is not 'expires YYYY-MM-DD'")
        }
        expires = String(e.dropFirst("expires ".count))
      }
      // An entry no run can reach would be reported as accepted never, and only as stale at best; one read in
      // another spelling than a run reports (a family member's short name) would match nothing, so it is read in
      // the run's spelling.
      let canonical = Self.canonicalSignature(signature, platforms)
      if let problem = canonical.problem {
        throw TraceFileError(file: file, line: n, message: problem)
      }
      // The same script named by its fingerprint and by its file is the same signature.
      let stable = ScriptIdentity.signature(canonical.text)
      if let earlier = entries.first(where: { $0.signature == canonical.text || $0.stableSignature == stable }) {
        throw TraceFileError(file: file, line: n, message: "signature already listed at line \(earlier.line)")
      }
      entries.append(Entry(signature: canonical.text, reason: reason, expires: expires, line: n))
    }
    self.entries = entries
  }

  /// The file's text: the version line, a comment on the format, then the entries sorted by
  /// signature.
  public var text: String {
    var out = [Self.versionLine, "# <failure signature><TAB><reason>[<TAB>expires YYYY-MM-DD]"]
    for e in entries.sorted(by: { $0.signature < $1.signature }) {
      out.append([e.signature, e.reason].joined(separator: "\t") + (e.expires.map { "\texpires \($0)" } ?? ""))
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// Whether `signature` is a failure signature of one of `platforms`: `invariant | strategy | profile | events`,
  /// after `<platform> | ` for a platform named in files.
  static func isSignature(_ signature: String, _ platforms: [any Platform]) -> Bool {
    var parts = signature.components(separatedBy: " | ")
    for platform in platforms {
      if Self.invariantNames(platform).contains(parts.first ?? "") && type(of: platform).isUnnamedInFiles {
        return parts.count >= 4
      }
    }
    guard let name = parts.first, let platform = platforms.first(where: { type(of: $0).name == name }) else {
      return false
    }
    parts.removeFirst()
    return parts.count >= 4 && Self.invariantNames(platform).contains(parts[0])
  }

  static func invariantNames<P: Platform>(_ platform: P) -> [String] { P.Invariant.allCases.map(\.rawValue) }

  /// A failure signature (``isSignature(_:_:)``) in the spelling a run reports (``FailureSignature``): the strategy,
  /// profile and events as their platform names them, and no `ios | ` before a platform unnamed in files (the
  /// text a run prints has none); or what in it the platform does not know (the strategy, the profile or an event).
  static func canonicalSignature(_ signature: String, _ platforms: [any Platform]) -> (text: String, problem: String?) {
    var parts = signature.components(separatedBy: " | ")
    for platform in platforms {
      let name = type(of: platform).name
      let named = !type(of: platform).isUnnamedInFiles
      if !named, parts.count >= 5, parts[0] == name, invariantNames(platform).contains(parts[1]) {
        parts.removeFirst()
      }
      guard named ? parts.first == name : invariantNames(platform).contains(parts.first ?? "") else { continue }
      let (fields, problem) = canonicalFields(Array(parts.dropFirst(named ? 1 : 0)), platform, among: platforms)
      return (((named ? [name] : []) + fields).joined(separator: " | "), problem)
    }
    return (signature, nil)
  }

  /// `parts` (`invariant`, `strategy`, `profile`, `events`, then any others) with the strategy, profile and events
  /// in `platform`'s own spelling, or what it does not know.
  private static func canonicalFields<P: Platform>(_ parts: [String], _ platform: P, among platforms: [any Platform])
    -> (fields: [String], problem: String?)
  {
    guard parts.count >= 4 else { return (parts, nil) }
    // A script's entry names it by its file, or by a fingerprint (earlier versions): neither needs the script here.
    let isScript = parts[1].hasPrefix(ScriptIdentity.prefix) || parts[1].hasPrefix(AppLogicRegistry.prefix)
    if let problem = ScriptIdentity.problem(in: parts[1]) { return (parts, problem) }
    // A script given to this run under the other platform's spelling accepted nothing, silently (the s46 breaker's
    // Android entry without `android | `).
    if let given = ScriptIdentity.strategy(identifiedBy: parts[1]),
      ScriptIdentity.isAndroid(given) != (P.name == AndroidPlatform.name)
    {
      let android = ScriptIdentity.isAndroid(given)
      return (
        parts,
        "'\(AppLogicScript.excerpt(parts[1]))' is an \(android ? "Android" : "iOS") script: its entries "
          + (android ? "start 'android | '" : "start with the invariant, without '\(P.name) | '")
          + " (as run --update-baseline writes them)"
      )
    }
    // A script named by its file's name only (earlier versions): refused when several scripts given have that name.
    let legacy = ScriptIdentity.legacyMatch(parts[1]) {
      ScriptIdentity.isAndroid($0) == (P.name == AndroidPlatform.name)
    }
    if legacy.identity == nil && legacy.candidates.count > 1 {
      return (
        parts,
        "'\(parts[1])' names a script by its file name only (as earlier versions wrote), and \(legacy.candidates.count)"
          + " scripts given have that name (\(legacy.candidates.joined(separator: ", "))): write its path"
      )
    }
    let strategy = platform.strategy(named: parts[1])
    if strategy == nil && !isScript {
      // Another platform's strategy under this platform's name: said as such, not as a typo to look for.
      if let owner = platforms.first(where: { type(of: $0).name != P.name && knows($0, parts[1]) }) {
        let other = type(of: owner)
        let start =
          other.isUnnamedInFiles
          ? "start with the invariant, without '\(P.name) | '" : "start '\(other.name) | '"
        return (
          parts,
          "'\(AppLogicScript.excerpt(parts[1]))' is an \(other.displayName) strategy, not \(P.displayName)'s: its "
            + "entries \(start) (as run --update-baseline writes them)"
        )
      }
      return (
        parts, "unknown strategy '\(AppLogicScript.excerpt(parts[1]))' (see '\(RunReport.commandName) list strategies')"
      )
    }
    var fields = parts
    fields[1] = strategy?.name ?? parts[1]
    if parts[2] != wildcard {
      do throws(ProfileNameError) { fields[2] = P.name(of: try P.profile(named: parts[2])) } catch {
        return (parts, error.description)
      }
    }
    if parts[3] == wildcard {
      guard parts.count == 4 else { return (parts, "'\(wildcard)' as the events is the signature's last field") }
      return (fields, nil)
    }
    let ending = parts[3].hasPrefix(endingPrefix)
    if ending, parts.count != 4 {
      return (parts, "'\(endingPrefix)EVENTS' as the events is the signature's last field")
    }
    var events: [String] = []
    for event in (ending ? String(parts[3].dropFirst(endingPrefix.count)) : parts[3]).components(separatedBy: " · ") {
      do throws(EventSyntaxError) {
        events.append(P.vocabulary.text(of: try P.vocabulary.event(parsing: Substring(event))))
      } catch {
        return (parts, error.message)
      }
    }
    fields[3] = (ending ? endingPrefix : "") + events.joined(separator: " · ")
    return (fields, nil)
  }

  /// Whether `platform` has a strategy named `name`.
  private static func knows<P: Platform>(_ platform: P, _ name: String) -> Bool {
    platform.strategy(named: name) != nil
  }

  /// Whether `text` is a calendar date `YYYY-MM-DD` that exists (Gregorian: no February 30,
  /// February 29 only in leap years).
  public static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m)
    else { return false }
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
    return (1...days).contains(d)
  }

  /// The field that stands for any profile, or any counterexample as the events.
  public static let wildcard = "*"

  /// The events of an entry that accepts every counterexample ending with the events after it (`* · screenshot`):
  /// one kind of finding by its breaking steps, where `*` would accept every finding of the invariant (the s46 new
  /// user's "we do not block screenshots" accepted the planted recording leak too: both are `capture-leak`).
  public static let endingPrefix = "\(wildcard) · "

  /// Whether `signature` (a stable signature) has `*` as its profile or its events, or events `* · EVENTS`.
  static func isPattern(_ signature: String) -> Bool {
    let fields = signature.components(separatedBy: " | ")
    return fields.contains(wildcard) || fields.contains { $0.hasPrefix(endingPrefix) }
  }

  /// Whether the entry signature `pattern` accepts the finding signature `signature` (both stable): equal, or equal in
  /// every field but a `*` (a `*` last also taking the fields after it, `| app …`) and events `* · EVENTS`, which take
  /// any counterexample whose events end with EVENTS (and the fields after them).
  static func pattern(_ pattern: String, accepts signature: String) -> Bool {
    if pattern == signature { return true }
    let p = pattern.components(separatedBy: " | ")
    guard isPattern(pattern) else { return false }
    let s = signature.components(separatedBy: " | ")
    let takesRest = p.last == wildcard || p.last?.hasPrefix(endingPrefix) == true
    guard p.count == s.count || (takesRest && s.count > p.count) else { return false }
    return p.indices.allSatisfy { i in
      if p[i] == wildcard || p[i] == s[i] { return true }
      guard p[i].hasPrefix(endingPrefix) else { return false }
      let ending = String(p[i].dropFirst(endingPrefix.count))
      return s[i] == ending || s[i].hasSuffix(" · " + ending)
    }
  }
}

/// What a baseline did to a run: the findings it accepted, and the entries to warn about.
public struct BaselineOutcome<Host: Platform> {
  /// The run's outcome without the accepted findings.
  public let outcome: RunOutcome<Host>
  /// Accepted findings with the entry that accepted each, in report order.
  public let accepted: [(finding: Finding<Host>, entry: Baseline.Entry)]
  /// Entries past their expiry date: their findings are failures again.
  public let expired: [Baseline.Entry]
  /// Entries for a strategy the run ran whose signature the run did not reach.
  public let stale: [Baseline.Entry]
  /// The date expiry was judged against, `YYYY-MM-DD`.
  public let today: String
}

extension Baseline {
  /// The reason of each entry that still accepts its signature on `today` (`YYYY-MM-DD`), by signature as written:
  /// what `replay` and `explore` accept (``reason(for:in:)`` looks one up).
  public func liveReasons(today: String) -> [String: String] {
    Dictionary(
      entries.filter { ($0.expires ?? "9999-12-31") >= today }.map { ($0.signature, $0.reason) },
      uniquingKeysWith: { a, _ in a })
  }

  /// The reason `reasons` (``liveReasons(today:)``) give the finding of `signature` (a ``FailureSignature``'s
  /// text), each side's script named by its file (``ScriptIdentity``), which a trace replayed after the baseline was
  /// read may have made known; or `nil`.
  public static func reason(for signature: String, in reasons: [String: String]) -> String? {
    if let reason = reasons[signature] { return reason }
    let stable = ScriptIdentity.signature(signature)
    if stable.contains(ScriptIdentity.prefix),
      let key = reasons.keys.sorted().first(where: { ScriptIdentity.signature($0) == stable })
    {
      return reasons[key]
    }
    // A pattern (``Entry/isPattern``): the first in signature order that accepts it.
    return reasons.keys.sorted().first { isPattern($0) && pattern(ScriptIdentity.signature($0), accepts: stable) }
      .flatMap { reasons[$0] }
  }

  /// Splits `outcome`'s findings into accepted (a live entry holds its signature) and the rest.
  ///
  /// - Parameter today: `YYYY-MM-DD`; an entry whose `expires` is before it accepts nothing.
  public func apply<Host: Platform>(
    to outcome: RunOutcome<Host>, today: String, checked: (String) -> Bool = { _ in true }
  ) -> BaselineOutcome<Host> {
    let expired = entries.filter { ($0.expires ?? "9999-12-31") < today }
    let liveEntries = entries.filter { ($0.expires ?? "9999-12-31") >= today }
    let live = Dictionary(liveEntries.map { ($0.stableSignature, $0) }, uniquingKeysWith: { a, _ in a })
    // An exact entry wins over a pattern; patterns in file order.
    let patterns = liveEntries.filter(\.isPattern)
    var accepted: [(Finding<Host>, Entry)] = []
    var results: [StrategyResult<Host>] = []
    for var r in outcome.results {
      var kept: [Finding<Host>] = []
      for f in r.findings {
        let key = f.stableSignature
        if f.isShrunk, let e = live[key] ?? patterns.first(where: { $0.accepts(key) }) {
          accepted.append((f, e))
        } else {
          kept.append(f)
        }
      }
      r.findings = kept
      results.append(r)
    }
    let reached = Set(outcome.results.flatMap { $0.findings.map(\.stableSignature) })
    let stale = entries.filter {
      $0.isInScope(of: outcome, checked: checked) && !$0.isReached(by: reached)
    }
    return BaselineOutcome(
      outcome: RunOutcome<Host>(results: results, incompleteReason: outcome.incompleteReason), accepted: accepted,
      expired: expired, stale: stale, today: today)
  }

  /// The baseline after a run: every shrunk finding of `outcome` (keeping an existing entry's
  /// reason and expiry), the entries the run did not cover (another strategy or profile, an
  /// invariant not `checked`) and every pattern (``Entry/isPattern``), reached or not; stale exact entries go. Each is written with a script named by its file
  /// (``ScriptIdentity``); an entry naming a script by a fingerprint no script has
  /// (``Entry/isLegacyScriptEntry``) gives its reason and expiry to the one finding of a script with its invariant,
  /// profile and events, and goes.
  ///
  /// - Parameters:
  ///   - today: `YYYY-MM-DD`; a pattern whose `expires` is before it accepts nothing here either, so the findings it
  ///     would accept are written as their own entries (`nil`: every pattern is live).
  ///   - neverGenerated: the event classes the run never generates (`--weight EVENT=0`): an exact entry whose events
  ///     hold one was out of the run's reach, not covered, and is kept (an s48 breaker's update dropped a reviewer's
  ///     entries ending in `openAppSwitcher` under `--weight openAppSwitcher=0`).
  public func updated<Host: Platform>(
    with outcome: RunOutcome<Host>, reason: String, today: String? = nil, checked: (String) -> Bool = { _ in true },
    neverGenerated: [String] = []
  ) -> Baseline {
    let findings = outcome.results.flatMap(\.findings).filter(\.isShrunk)
    var carried: [Int: Entry] = [:]
    for (i, e) in entries.enumerated() where e.isLegacyScriptEntry {
      let matching = findings.filter { Self.isSameFindingOfAScript(e.signature, $0.stableSignature) }
      if matching.count == 1 { carried[i] = e }
    }
    var out: [Entry] = []
    // A pattern stays as written, reached or not, and takes the findings it accepts: it names a class that another
    // seed or a longer run reaches by other traces, so one run that missed it is no sign it is fixed (a short
    // update dropped a reviewer's pattern: s46 breaker). `run --baseline` still warns it stale.
    for e in entries where e.isPattern {
      var kept = e
      kept.signature = e.stableSignature
      out.append(kept)
    }
    for (i, e) in entries.enumerated()
    where carried[i] == nil && !e.isPattern
      && (!e.isInScope(of: outcome, checked: checked) || e.holdsEvent(of: neverGenerated))
    {
      // An entry by fingerprint and one by file may now name one finding: the first with a written reason is kept.
      var kept = e
      kept.signature = e.stableSignature
      if let j = out.firstIndex(where: { $0.signature == kept.signature }) {
        if out[j].reason == Self.placeholderReason && kept.reason != Self.placeholderReason { out[j] = kept }
        continue
      }
      out.append(kept)
    }
    for f in findings where !out.contains(where: { $0.signature == f.stableSignature }) {
      let key = f.stableSignature
      // Every entry naming the finding (by its script's path, file name or fingerprint): a reason someone wrote wins
      // over the placeholder, whichever line it is on.
      let named =
        entries.filter { $0.stableSignature == key }
        + carried.sorted { $0.key < $1.key }.map(\.value).filter { Self.isSameFindingOfAScript($0.signature, key) }
      // A live pattern takes a finding no entry names; an exact entry of it stays (it wins, its reason is the one
      // shown), and an expired pattern accepts nothing (an update dropped a reviewer's exact entries: s47 breaker).
      let live = out.contains { e in
        e.isPattern && e.accepts(key) && (today.map { (e.expires ?? "9999-12-31") >= $0 } ?? true)
      }
      if named.isEmpty && live { continue }
      let earlier = named.first { $0.reason != Self.placeholderReason } ?? named.first
      out.append(Entry(signature: key, reason: earlier?.reason ?? reason, expires: earlier?.expires))
    }
    return Baseline(entries: out)
  }

  /// Whether `legacy` (an entry naming a script by its fingerprint) and `stable` (a script's finding) differ in the
  /// script's name alone.
  static func isSameFindingOfAScript(_ legacy: String, _ stable: String) -> Bool {
    let a = legacy.components(separatedBy: " | ")
    let b = stable.components(separatedBy: " | ")
    guard a.count == b.count, let i = a.firstIndex(where: { $0.hasPrefix(AppLogicRegistry.prefix) }),
      b[i].hasPrefix(ScriptIdentity.prefix)
    else { return false }
    return a.indices.allSatisfy { $0 == i || a[$0] == b[$0] }
  }
}
