import Foundation
import LifecycleFuzz

/// The raw block results of `run --results`, for `merge`: a version line, one `configuration` line per platform
/// taking part (its ``RunConfiguration`` as JSON; a platform named in files says so in it), then the blocks
/// (``BlockResult/text``, a named platform's strategies as `<platform>/<name>`), then the `known` lines (``KnownLine``)
/// and the line that counts and seals them (``KnownLine/endLine(_:)``).
enum ResultsFile {
  /// The first line of a results file this build writes.
  ///
  /// Format 6 seals each `configuration` line with a checksum of its own (a field after the JSON), each block
  /// with a `check` line (its failure count and a checksum of its lines), and the `known` lines with the file's last
  /// line (``KnownLine/endLine(_:)``: their count and a checksum of them); formats 1 to 5 are refused. Format 5 is
  /// format 6 without that last line: a deleted `known` line could not be told from none, and a shard's known
  /// finding merged into a pass. Format 4's coverage keys fit at most 63 iOS event classes (the 64th, `updateApp`,
  /// widened them): read by this build it would merge wrong coverage without an error. Format 3's configuration line
  /// has no checksum, so an edited seed or strategy in it cannot be told from a real one.
  static let versionLine = "lifecycle-fuzz results 6"

  /// The version line, the `configuration` lines each sealed by ``sealed(_:)``, and a comment naming the tool's
  /// build (``ToolVersion``), which readers skip: a reviewer can tie the results to a build.
  static func header(_ configurationLines: [String]) -> String {
    ([versionLine] + configurationLines.map(sealed) + ["# written by lifecycle-fuzz \(ToolVersion.text)"])
      .joined(separator: "\n") + "\n"
  }

  /// The build that wrote the results file `path`, as its header's last line names it (``header(_:)``:
  /// `# written by lifecycle-fuzz VERSION`), with that line's number; `nil` when the header names none. `merge`
  /// refuses shards of two builds: their blocks need not be the same run's.
  static func build(of path: String) -> (text: String, line: Int)? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let marker = Array("# written by lifecycle-fuzz ".utf8)
    let lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 66, omittingEmptySubsequences: false)
    for (i, line) in lines.enumerated().dropFirst() {
      if line.starts(with: marker) {
        let text = String(decoding: line.dropFirst(marker.count), as: UTF8.self)
        return (text.hasSuffix("\r") ? String(text.dropLast()) : text, i + 1)
      }
      guard line.starts(with: "configuration\t".utf8) else { return nil }
    }
    return nil
  }

  /// `line` (`configuration<TAB><JSON>`) with a tab and the checksum of its bytes (``BlockResult/checksum(_:from:)``
  /// as 16 hex digits) after it: the JSON never holds a raw tab, so the last tab separates them.
  static func sealed(_ line: String) -> String {
    line + "\t" + hex16(BlockResult<IOSPlatform>.checksum(line.utf8))
  }

  /// The results files directly in `folder` (regular files whose first line starts `lifecycle-fuzz results `, of any
  /// format, so that an old one is refused by name), sorted by name.
  static func paths(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let magic = Array("lifecycle-fuzz results ".utf8)
    return names.sorted().compactMap { name -> String? in
      guard !name.hasSuffix(".trace") else { return nil }
      let path = (folder as NSString).appendingPathComponent(name)
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let handle = FileHandle(forReadingAtPath: path)
      else { return nil }
      defer { try? handle.close() }
      let head = (try? handle.read(upToCount: magic.count)) ?? Data()
      return Array(head) == magic ? path : nil
    }
  }

  /// Reads and checks the results file at `path`: one part per `configuration` line, each with its blocks.
  ///
  /// - Throws: ``TraceFileError`` naming the file and line: unreadable or not UTF-8, not a results file, a
  ///   configuration that does not decode or is out of range, a malformed line, a block of no configured platform,
  ///   a block or failure the configuration cannot have produced.
  static func read(_ path: String, _ provider: StrategyProvider) throws(TraceFileError) -> [any AnyResultsPart] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: 0, message: "cannot read the file")
    }
    var text = try String(utf8File: data, file: path)
    // CRLF line ends (a Windows transfer) read as the LF text the tool wrote, whose checksums they are: "\r\n" is
    // one Character, so the reader's splits at "\n" would keep every line joined.
    if text.utf8.starts(with: (versionLine + "\r\n").utf8) { text = text.replacing("\r\n", with: "\n") }
    for old in ["1", "2", "3", "4", "5"] where text.hasPrefix("lifecycle-fuzz results \(old)\n") {
      throw TraceFileError(
        file: path, line: 1,
        message: "results format \(old) is from an older lifecycle-fuzz (this one reads format 6, whose"
          + " configuration lines, blocks and known lines carry checksums and whose coverage keys fit every event"
          + " class); run its shard again with this one")
    }
    let magic = "lifecycle-fuzz results "
    if text.hasPrefix(magic), let end = text.firstIndex(of: "\n"),
      let format = Int(text[text.index(text.startIndex, offsetBy: magic.count)..<end]), format > 6
    {
      throw TraceFileError(
        file: path, line: 1,
        message: "results format \(format) is from a newer lifecycle-fuzz (this one reads format 6); merge with the"
          + " build that wrote it")
    }
    guard text.hasPrefix(versionLine + "\n") else {
      throw TraceFileError(file: path, line: 1, message: "not a results file: the first line must be '\(versionLine)'")
    }
    // Bytes, not Characters: the file runs to megabytes and only its header matters here.
    let prefix = "configuration\t".utf8
    var configurations: [(json: String, line: Int)] = []
    for (i, line) in text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 64, omittingEmptySubsequences: false)
      .enumerated().dropFirst()
    {
      guard line.starts(with: prefix) else { break }
      // The seal covers the line up to its last tab: an edited seed or strategy is refused here, before merge
      // could report another run's findings (or a pass) under it.
      guard let tab = line.lastIndex(of: UInt8(ascii: "\t")),
        line.distance(from: line.startIndex, to: tab) >= prefix.count
      else {
        throw TraceFileError(
          file: path, line: i + 1,
          message: "the configuration line has no checksum (a tab and 16 hex digits after the JSON)")
      }
      let body = line[..<tab]
      guard line[line.index(after: tab)...].elementsEqual(hex16(BlockResult<IOSPlatform>.checksum(body)).utf8) else {
        throw TraceFileError(
          file: path, line: i + 1,
          message: "the configuration line does not match its checksum: it was changed (run the shard again)")
      }
      configurations.append((String(decoding: body.dropFirst(prefix.count), as: UTF8.self), i + 1))
    }
    guard !configurations.isEmpty else {
      throw TraceFileError(file: path, line: 2, message: "the second line must be 'configuration' and the run's JSON")
    }
    var parts: [any AnyResultsPart] = []
    var platforms: [String?] = []
    for (json, line) in configurations {
      guard let name = CampaignGroup.platformName(inJSON: json) else {
        throw TraceFileError(file: path, line: line, message: "its run configuration does not decode: not JSON")
      }
      guard let platform = provider.platform(namedInFiles: name) else {
        throw TraceFileError(
          file: path, line: line,
          message: "its run configuration names a platform this tool does not offer ('\(name ?? "")')")
      }
      let named: String? = type(of: platform).isUnnamedInFiles ? nil : type(of: platform).name
      guard !platforms.contains(named) else {
        throw TraceFileError(
          file: path, line: line, message: "a second configuration of platform \(type(of: platform).name)")
      }
      platforms.append(named)
      parts.append(try part(platform, json: json, line: line, path: path))
    }
    // The known lines come last, after every block and before the line that counts them: split off before the blocks
    // are read, and counted first (a deleted one would drop a known finding from the merge).
    let end = try KnownLine.splitEnd(text, path: path)
    let (blocksText, knownLines) = KnownLine.split(end.rest)
    try KnownLine.checkCount(end, known: knownLines.count, path: path)
    for (line, number) in knownLines {
      let f = try KnownLine.fields(line, number: number, path: path)
      guard let i = platforms.firstIndex(of: f.platform) else {
        throw TraceFileError(file: path, line: number, message: "known line of a platform with no configuration")
      }
      try parts[i].addKnown(ordinal: f.ordinal, file: f.file, text: f.text, keptHolding: f.keptHolding, line: number)
    }
    try KnownLine.checkSeal(end, known: knownLines.map(\.line), path: path)
    for block in try RawBlock.split(blocksText, file: path) {
      guard let i = platforms.firstIndex(of: block.platformName) else {
        throw TraceFileError(
          file: path, line: block.line, message: "block of '\(block.strategyField)' belongs to no configured platform")
      }
      try parts[i].add(block)
    }
    for part in parts { try part.check() }
    return parts
  }

  private static func part<P: Platform>(_ platform: P, json: String, line: Int, path: String) throws(TraceFileError)
    -> any AnyResultsPart
  {
    do {
      return ResultsFilePart(
        path: path, configuration: try RunConfiguration<P>(jsonText: json, platform: platform), line: line,
        platform: platform)
    } catch {
      throw TraceFileError(file: path, line: line, message: "its run configuration does not decode: \(describe(error))")
    }
  }

  /// A decoding error in a few words: what is wrong and at which key.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
      let path = c.codingPath.map(\.stringValue).joined(separator: ".")
      if case .keyNotFound(let key, _) = error { return "no '\(key.stringValue)'" }
      return path.isEmpty ? c.debugDescription : "\(path): \(c.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}

/// One platform's part of a results file while it is read: its configuration, and its blocks as they come.
final class ResultsFilePart<Host: Platform>: AnyResultsPart {
  let path: String
  let configuration: RunConfiguration<Host>
  let line: Int
  /// The platform, whose catalog's expected faults the merged run's verdicts leave out.
  let platform: Host
  private var blocks: [(result: BlockResult<Host>, line: Int, failureLines: [Int])] = []
  private(set) var checked: ResultsPart<Host>?

  init(path: String, configuration: RunConfiguration<Host>, line: Int, platform: Host) {
    self.path = path
    self.configuration = configuration
    self.line = line
    self.platform = platform
  }

  var platformName: String { Host.name }
  var identity: String { checked?.identity ?? "" }
  var shard: Shard { configuration.shard }

  func add(_ block: RawBlock) throws(TraceFileError) {
    blocks += try BlockResult<Host>.parseLocated(
      block.text, file: block.file, firstLine: block.line, requiresEveryBlockClosed: true)
  }

  /// The corpus counterexamples the shard replayed (its `known` lines), in file order, each with whether it is a trace
  /// kept as holds that breaks now.
  private(set) var known: [(ordinal: Int, path: String, trace: Trace<Host>, keptHolding: Bool)] = []

  func addKnown(ordinal: Int, file: String, text: String, keptHolding: Bool, line: Int) throws(TraceFileError) {
    do {
      known.append((ordinal, file, try Trace<Host>(parsing: text, file: file), keptHolding))
    } catch {
      throw TraceFileError(
        file: path, line: line, message: "its known counterexample \(file) does not read: \(error.description)")
    }
  }

  func check() throws(TraceFileError) {
    checked = try ResultsPart(path: path, configuration: configuration, configurationLine: line, blocks: blocks)
  }

  func merge(_ others: [any AnyResultsPart], corpusDirectory: String, writes: Bool) throws -> any AnyMergedRun {
    var parts: [ResultsPart<Host>] = []
    var known: [(ordinal: Int, path: String, trace: Trace<Host>, keptHolding: Bool)] = []
    for p in [self as any AnyResultsPart] + others {
      guard let file = p as? ResultsFilePart<Host>, let part = file.checked else { continue }
      parts.append(part)
      known += file.known
    }
    // One run's order (its corpus's), each signature once whichever shards replayed it.
    var seen = Set<FailureSignature>()
    let union = known.enumerated().sorted { ($0.element.ordinal, $0.offset) < ($1.element.ordinal, $1.offset) }
      .map(\.element).filter { seen.insert(FailureSignature(trace: $0.trace)).inserted }
    // A trace kept as holds is judged as the run judges its corpus's: replayed as the holds it was kept as.
    let kept = union.filter(\.keptHolding).map { entry in
      var trace = entry.trace
      trace.expected = .holds
      return (path: entry.path, trace: trace)
    }
    return MergedSection(
      try MergedRun(
        parts: parts, configuration: configuration, corpusDirectory: corpusDirectory, writes: writes,
        knownToShards: seen),
      platform: platform, known: union.filter { !$0.keptHolding }.map { ($0.path, $0.trace) }, kept: kept)
  }
}

/// ``ResultsFilePart`` of any platform.
protocol AnyResultsPart: AnyObject {
  var path: String { get }
  var platformName: String { get }
  /// ``RunConfiguration/runIdentity`` as JSON: equal for every part of one run.
  var identity: String { get }
  /// The shard of the run the file holds.
  var shard: Shard { get }
  func add(_ block: RawBlock) throws(TraceFileError)
  /// Adds a `known` line's counterexample (``KnownLine``), `text` its trace, read at `line`; `keptHolding`: a trace
  /// kept as holds that breaks now.
  func addKnown(ordinal: Int, file: String, text: String, keptHolding: Bool, line: Int) throws(TraceFileError)
  func check() throws(TraceFileError)
  /// This part merged with `others` (the same platform's parts of the other files).
  func merge(_ others: [any AnyResultsPart], corpusDirectory: String, writes: Bool) throws -> any AnyMergedRun
}

/// A platform's merged run, as `merge` drives it.
struct MergedSection<Host: Platform>: AnyMergedRun {
  let run: MergedRun<Host>
  let platform: Host
  /// The corpus counterexamples the shards replayed or reached (their `known` lines), each signature once, in corpus
  /// order.
  let known: [(path: String, trace: Trace<Host>)]
  /// The traces kept as holds that broke in the shards (their `known` lines marked `kept-holds`), each as kept
  /// (`expect: holds`), in corpus order.
  let kept: [(path: String, trace: Trace<Host>)]

  init(
    _ run: MergedRun<Host>, platform: Host, known: [(path: String, trace: Trace<Host>)] = [],
    kept: [(path: String, trace: Trace<Host>)] = []
  ) {
    self.run = run
    self.platform = platform
    self.known = known
    self.kept = kept
  }

  func corpusDifferences() -> [String] {
    guard !known.isEmpty, let folder = run.configuration.corpusDirectory, FileManager.default.fileExists(atPath: folder)
    else { return [] }
    // A script's by its file (``ScriptIdentity``): a shard re-checks an earlier version's trace against the script
    // given, and its `known` line carries the trace under the script's fingerprint now, the file the earlier one.
    let held = Set(run.corpus.counterexamples.map { ScriptIdentity.signature(FailureSignature(trace: $0.trace).text) })
    let missing = known.filter { !held.contains(ScriptIdentity.signature(FailureSignature(trace: $0.trace).text)) }
    guard !missing.isEmpty else { return [] }
    return [
      "\(folder) lacks \(missing.count) counterexample(s) the shards' corpus held (reported all the same, as known): "
        + missing.map(\.path).joined(separator: ", ")
    ]
  }

  func unconfirmedFailures() -> [TraceFileError] { run.unconfirmedFailures() }
  func checkSavesReadBack() throws(CorpusWriteError) { try run.checkSavesReadBack() }
  var savedSignatures: [FailureSignature] { run.savedSignatures }
  func save(shouldStop: () -> Bool) -> (any AnyRunSection)? {
    let saved = run.save(shouldStop: shouldStop)
    // A report of saves cut short would read as the run's: the command says INCOMPLETE instead.
    if shouldStop() { return nil }
    let c = run.configuration
    let expectedFailures = platform.expectedFailures
    // As `run` does: the corpus's counterexamples the shards' traces missed but that still break count too.
    let outcome = RunOutcome(
      results: run.corpus.addingUnreached(to: saved.results, invariants: c.invariants, also: known, alsoKept: kept) {
        strategy, invariant, profile in
        expectedFailures.reason(strategy, invariant, on: profile, of: Host.self) != nil
      }, incompleteReason: saved.incompleteReason)
    let section = RunSection(merging: platform, configuration: c)
    section.setOutcome(outcome)
    section.staleKeptLines = run.corpus.staleKeptHoldingLines(for: saved.results)
    // As `run`: without --profile, only scripts' traces are said.
    section.uncheckedKeptLines =
      run.corpus.uncheckedKeptHoldingLine(for: saved.results, scriptsOnly: c.profile == nil).map { [$0] } ?? []
    return section
  }
}

/// ``MergedSection`` of any platform.
protocol AnyMergedRun {
  func unconfirmedFailures() -> [TraceFileError]
  /// How the merge's corpus (when the folder exists) differs from what the shards replayed from theirs: one line per
  /// difference, for standard error.
  func corpusDifferences() -> [String]
  func checkSavesReadBack() throws(CorpusWriteError)
  var savedSignatures: [FailureSignature] { get }
  /// Writes what the corpus lacks; the merged run as a section to judge (a baseline, the catalog) and report, or
  /// `nil` once `shouldStop` says yes (no file is written after it).
  func save(shouldStop: () -> Bool) -> (any AnyRunSection)?
}
