import LifecycleFuzz

/// `list [strategies|events|invariants|profiles]`: the vocabulary, one topic or all four.
enum ListCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz list [strategies|events|invariants|profiles]

    Lists the strategies, the event vocabulary, the invariants or the profile names (all four
    when no topic is given); each topic has a section per platform, the first platform's first.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    guard args.count <= 1 else { throw ArgumentError.message("list takes at most one topic") }
    let topics = args.isEmpty ? ["strategies", "events", "invariants", "profiles"] : args
    var out = ""
    for topic in topics {
      switch topic {
      case "strategies": out += tool.strategies.listing()
      case "events", "invariants", "profiles":
        for (i, platform) in tool.strategies.platforms.enumerated() { out += section(topic, platform, first: i == 0) }
      default:
        throw ArgumentError.unknownWord(
          kind: "list topic", word: topic, expected: "strategies, events, invariants or profiles")
      }
    }
    console.out(out)
    return .success
  }

  /// A platform's section of `topic`; the first platform's heading is the topic alone, the others' name their
  /// platform.
  static func section<P: Platform>(_ topic: String, _ platform: P, first: Bool) -> String {
    let prefix = first ? "" : P.displayName.uppercased() + " "
    var out = ""
    switch topic {
    case "events":
      out += prefix + "EVENTS\n"
      for e in P.vocabulary.catalogRows { out += "  \(RunReport.pad(e.syntax, 48)) \(e.meaning)\n" }
    case "invariants":
      out += prefix + "INVARIANTS\n"
      for inv in P.Invariant.allCases { out += "  \(RunReport.pad(inv.rawValue, 15)) \(inv.summary)\n" }
    default:
      out += P.profileListing
    }
    return out
  }
}
