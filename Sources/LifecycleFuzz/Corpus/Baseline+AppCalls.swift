extension Baseline {
  /// The error for the first entry whose signature's events name an app call its strategy does not answer
  /// (``Platform/unansweredAppCall(in:strategy:)``), naming `file` and the entry's line, or `nil`. Such an entry
  /// could never accept a finding (a misspelt `appCall(disabel)`), so it is refused as a trace naming it is.
  public func unansweredAppCallError(file: String, platforms: [any Platform]) -> TraceFileError? {
    for entry in entries {
      let parts = entry.signature.components(separatedBy: " | ")
      for platform in platforms {
        let named = !type(of: platform).isUnnamedInFiles
        guard named ? parts.first == type(of: platform).name : Self.invariantNames(platform).contains(parts.first ?? "")
        else { continue }
        if let problem = Self.unansweredAppCall(Array(parts.dropFirst(named ? 1 : 0)), platform) {
          return TraceFileError(file: file, line: entry.line, message: problem)
        }
        break
      }
    }
    return nil
  }

  private static func unansweredAppCall<P: Platform>(_ parts: [String], _ platform: P) -> String? {
    // A script named by its file is checked against the script of that file given to this command.
    let name = ScriptIdentity.strategy(identifiedBy: parts[1]) ?? parts[1]
    guard parts.count >= 4, let strategy = platform.strategy(named: name) else { return nil }
    var events: [P.Event] = []
    for text in parts[3].components(separatedBy: " · ") {
      guard let event = try? P.vocabulary.event(parsing: Substring(text)) else { return nil }
      events.append(event)
    }
    return P.unansweredAppCall(in: events, strategy: strategy)?.problem
  }
}
