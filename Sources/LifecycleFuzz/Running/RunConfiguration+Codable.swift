import Foundation

/// A run as one value: what `run --jobs` hands its workers and what a results file records for
/// `merge`. Strategies and the profile are encoded by name, flag overrides as an ordered array
/// of `{"name", "value"}` pairs; ``RunConfiguration/workerExecutable`` is this machine's and
/// is not encoded.
extension RunConfiguration: Codable {
  /// The `userInfo` key of a decoder's platform value, whose catalog resolves strategy names (without one, a
  /// strategy name does not decode).
  public static var platformKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "LifecycleFuzz.Platform")! }

  enum CodingKeys: String, CodingKey {
    case seed, tracesPerStrategy, maxLength, strategies, profile, corpusDirectory, writesCorpus, flagOverrides
    case jobs, shard, maxSteps, timeBudget, blockSize, steering, coverageFloor
    case invariants, skippedInvariants, weights, platform, workerReplaysDependences
    case workerReplaysEvidence, appLogic, flagPairs, requiresScriptReached
  }

  /// An app-logic script a strategy of the run is (`app-logic#FINGERPRINT`), as its canonical lines: a worker or a
  /// `merge` resolves the name from them, as a trace's `app-logic:` lines do.
  struct AppLogicScriptLines: Codable {
    let strategy: String
    let lines: [String]
  }

  /// One `--flag name=value`, in order.
  struct FlagOverride: Codable {
    let name: String
    let value: Bool
  }

  /// One `--weight name=N`, in order.
  struct WeightOverride: Codable {
    let name: String
    let weight: Int
  }

  /// Encodes every setting but the worker executable; the focus options (invariants checked,
  /// weights) only when set, so a run without them encodes as before.
  ///
  /// - Throws: the encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    if !Host.isUnnamedInFiles { try c.encode(Host.name, forKey: .platform) }
    try c.encode(seed, forKey: .seed)
    try c.encode(tracesPerStrategy, forKey: .tracesPerStrategy)
    try c.encode(maxLength, forKey: .maxLength)
    try c.encode(strategies.map(\.name), forKey: .strategies)
    let scripts = strategies.compactMap { strategy in
      let lines = Host.appLogicLines(forStrategy: strategy.name)
      return lines.isEmpty ? nil : AppLogicScriptLines(strategy: strategy.name, lines: lines)
    }
    if !scripts.isEmpty { try c.encode(scripts, forKey: .appLogic) }
    try c.encodeIfPresent(profile.map(Host.name(of:)), forKey: .profile)
    try c.encodeIfPresent(corpusDirectory, forKey: .corpusDirectory)
    try c.encode(writesCorpus, forKey: .writesCorpus)
    try c.encode(flagOverrides.map { FlagOverride(name: $0.name, value: $0.value) }, forKey: .flagOverrides)
    try c.encode(jobs, forKey: .jobs)
    try c.encode(shard, forKey: .shard)
    try c.encodeIfPresent(maxSteps, forKey: .maxSteps)
    try c.encodeIfPresent(timeBudget, forKey: .timeBudget)
    try c.encode(blockSize, forKey: .blockSize)
    try c.encode(steering, forKey: .steering)
    try c.encodeIfPresent(coverageFloor, forKey: .coverageFloor)
    try c.encodeIfPresent(invariants.only?.map(\.rawValue), forKey: .invariants)
    if !invariants.skipped.isEmpty { try c.encode(invariants.skipped.map(\.rawValue), forKey: .skippedInvariants) }
    if !weightOverrides.isEmpty {
      try c.encode(weightOverrides.map { WeightOverride(name: $0.name, weight: $0.weight) }, forKey: .weights)
    }
    if workerReplaysDependences { try c.encode(true, forKey: .workerReplaysDependences) }
    if workerReplaysEvidence { try c.encode(true, forKey: .workerReplaysEvidence) }
    if checksFlagPairs { try c.encode(true, forKey: .flagPairs) }
    if requiresScriptReached { try c.encode(true, forKey: .requiresScriptReached) }
  }

  /// Decodes a configuration, resolving strategy names with the decoder's platform value (``platformKey``).
  ///
  /// - Throws: `DecodingError` for a missing or unknown key, a wrong type, another platform, an unknown strategy
  ///   or a malformed profile name.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    // A key this build does not know (a misspelt `maxLenght`) would be dropped without a word.
    for key in try decoder.container(keyedBy: AnyKey.self).allKeys where CodingKeys(stringValue: key.stringValue) == nil
    {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "unknown key '\(key.stringValue)'"))
    }
    let platform = decoder.userInfo[Self.platformKey] as? Host
    let named = try c.decodeIfPresent(String.self, forKey: .platform)
    guard named == (Host.isUnnamedInFiles ? nil : Host.name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .platform, in: c, debugDescription: "a \(named ?? "nameless") configuration, not \(Host.name)")
    }
    self.init(strategies: [])
    seed = try c.decode(UInt64.self, forKey: .seed)
    tracesPerStrategy = try c.decode(Int.self, forKey: .tracesPerStrategy)
    maxLength = try c.decode(Int.self, forKey: .maxLength)
    // The scripts first: their names resolve only once registered.
    for script in try c.decodeIfPresent([AppLogicScriptLines].self, forKey: .appLogic) ?? [] {
      if let problem = Host.readAppLogicLines(script.lines, strategy: script.strategy) {
        throw DecodingError.dataCorruptedError(forKey: .appLogic, in: c, debugDescription: problem.description)
      }
    }
    strategies = try c.decode([String].self, forKey: .strategies).map { name in
      guard let d = platform?.strategy(named: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .strategies, in: c, debugDescription: "unknown strategy '\(name)'")
      }
      return d
    }
    if let name = try c.decodeIfPresent(String.self, forKey: .profile) {
      do { profile = try Host.profile(named: name) } catch {
        throw DecodingError.dataCorruptedError(forKey: .profile, in: c, debugDescription: error.description)
      }
    }
    corpusDirectory = try c.decodeIfPresent(String.self, forKey: .corpusDirectory)
    writesCorpus = try c.decode(Bool.self, forKey: .writesCorpus)
    flagOverrides = try c.decode([FlagOverride].self, forKey: .flagOverrides).map { ($0.name, $0.value) }
    jobs = try c.decode(Int.self, forKey: .jobs)
    shard = try c.decode(Shard.self, forKey: .shard)
    maxSteps = try c.decodeIfPresent(Int.self, forKey: .maxSteps)
    timeBudget = try c.decodeIfPresent(Double.self, forKey: .timeBudget)
    blockSize = try c.decode(Int.self, forKey: .blockSize)
    steering = try c.decode(Bool.self, forKey: .steering)
    coverageFloor = try c.decodeIfPresent(Double.self, forKey: .coverageFloor)
    func invariantList(_ key: CodingKeys) throws -> [Host.Invariant]? {
      try c.decodeIfPresent([String].self, forKey: key).map { names in
        try names.map { name in
          guard let i = Host.Invariant(rawValue: name) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "unknown invariant '\(name)'")
          }
          return i
        }
      }
    }
    invariants = InvariantSelection(
      only: try invariantList(.invariants), skipped: try invariantList(.skippedInvariants) ?? [])
    weightOverrides = try (c.decodeIfPresent([WeightOverride].self, forKey: .weights) ?? []).map { o in
      guard Host.vocabulary.classNames.contains(o.name), o.weight >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .weights, in: c, debugDescription: "'\(o.name)=\(o.weight)' is no event class and weight")
      }
      return (o.name, o.weight)
    }
    workerReplaysDependences = try c.decodeIfPresent(Bool.self, forKey: .workerReplaysDependences) ?? false
    workerReplaysEvidence = try c.decodeIfPresent(Bool.self, forKey: .workerReplaysEvidence) ?? false
    checksFlagPairs = try c.decodeIfPresent(Bool.self, forKey: .flagPairs) ?? false
    requiresScriptReached = try c.decodeIfPresent(Bool.self, forKey: .requiresScriptReached) ?? false
  }

  /// The configuration as one line of JSON, keys sorted: the same bytes for the same run.
  ///
  /// - Throws: an `EncodingError` (not expected: every field encodes).
  public func jsonText() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// Decodes ``jsonText()``'s form, resolving strategy names with `platform`'s catalog.
  ///
  /// - Throws: `DecodingError` for malformed JSON, a key given twice in one object, another platform, an unknown
  ///   strategy or profile.
  public init(jsonText: String, platform: Host) throws {
    if let key = JSONKeyCheck.firstDuplicateKey(in: jsonText) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "key '\(key)' given twice"))
    }
    let decoder = JSONDecoder()
    decoder.userInfo[Self.platformKey] = platform
    self = try decoder.decode(RunConfiguration.self, from: Data(jsonText.utf8))
  }

  /// What makes two results files parts of one run: the configuration without how and where a
  /// part ran (shard, jobs, time budget, corpus). The focus options are part of it.
  package var runIdentity: RunConfiguration<Host> {
    var c = self
    c.shard = .whole
    c.jobs = 1
    c.timeBudget = nil
    c.corpusDirectory = nil
    c.writesCorpus = true
    c.workerExecutable = nil
    c.workerReplaysDependences = false
    c.workerReplaysEvidence = false
    c.checksFlagPairs = false
    return c
  }
}

/// Any key of a JSON object, to list the keys a configuration gives.
private nonisolated struct AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A shard encodes as its text, `"K/N"`.
extension Shard: Codable {
  /// Encodes `K/N`.
  ///
  /// - Throws: the encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }

  /// Decodes `K/N` with 1 <= K <= N.
  ///
  /// - Throws: `DecodingError` for anything else.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    let text = try c.decode(String.self)
    guard let shard = Shard(text: text) else {
      throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(text)' is not K/N with 1 <= K <= N")
    }
    self = shard
  }
}
