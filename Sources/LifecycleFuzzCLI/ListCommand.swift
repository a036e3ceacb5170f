import AndroidStrategies
import CoverStrategies
import LifecycleFuzz

/// `list [strategies|families|events|invariants|profiles|flags|app-logic]`: the vocabulary, one topic or the first
/// four.
enum ListCommand {
  nonisolated static let help = """
    USAGE: lifecycle-fuzz list [strategies|families|events|invariants|profiles|flags|app-logic] [--platform <names>]

    Lists the strategies, the event vocabulary, the invariants or the profile names (all four
    when no topic is given), or the flags: the model's open questions, each with its default
    (answer one with --flag name=value, or +name=value after a profile name; 'profiles' shows
    them too). 'families' shows only the parametric families' grammars (cover[...],
    detect[...], lock[...], android-lock[...]), each part with its values, as 'strategies' ends
    with them. 'app-logic' lists the words of each platform's app-logic interpreter
    (docs/app-logic.md). Each topic has a section per platform, the first platform's first.

      --platform <names>  only these platforms' sections (comma list of ios, android, or all)

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(tool.named(help))
      return .success
    }
    let registered = tool.strategies.platformNames
    var platformNames = registered
    var topics: [String] = []
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      if arg == "--platform" {
        let text = try scanner.value(for: arg)
        let names = text == "all" ? registered : text.split(separator: ",").map(String.init)
        guard !names.isEmpty else { throw ArgumentError.emptyList(option: arg, noun: "platform") }
        for name in names where !registered.contains(name) {
          throw ArgumentError.invalidValue(
            option: arg, value: name, expected: PlatformOptions.platformChoice(registered))
        }
        // Sections keep the registration order, whatever the order named.
        platformNames = registered.filter(names.contains)
      } else if scanner.isOption(arg) {
        throw ArgumentError.unknownOption(arg, command: "list")
      } else {
        topics.append(arg)
      }
    }
    guard topics.count <= 1 else { throw ArgumentError.message("list takes at most one topic") }
    let platforms = tool.strategies.platforms.filter { platformNames.contains(type(of: $0).name) }
    var out = ""
    for topic in topics.isEmpty ? ["strategies", "events", "invariants", "profiles"] : topics {
      switch topic {
      case "strategies": out += tool.strategies.listing(platformNames: platformNames)
      case "families": out += tool.strategies.familyListing(platformNames: platformNames)
      case "app-logic":
        // Each platform's interpreter has its own words (docs/app-logic.md), iOS's first.
        if platformNames.contains("ios") { out += AppLogicStrategy.vocabularyListing }
        if platformNames.contains("android") { out += AndroidAppLogic.vocabularyListing }
      case "events", "invariants", "profiles", "flags":
        for platform in platforms {
          out += section(topic, platform, first: type(of: platform).name == registered.first)
        }
      default:
        throw ArgumentError.unknownWord(
          kind: "list topic", word: topic,
          expected: "strategies, families, events, invariants, profiles, flags or app-logic")
      }
    }
    // A user's strategy name or summary may hold a right-to-left override: the one rule for the terminal.
    console.out(Escape.terminalLines(out))
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
    case "flags":
      out +=
        prefix
        + "FLAGS  (open questions: default, confidence and sources; --flag name=value, or +name=value after a profile"
        + " name)\n"
      // The rows `profiles` prints (defaults by OS version where they differ), so both say the same.
      let lines = P.profileListing.split(separator: "\n", omittingEmptySubsequences: false)
      if let start = lines.firstIndex(where: { $0.hasPrefix("  flags (") }) {
        for row in lines[(start + 1)...].prefix(while: { $0.hasPrefix("    ") }) { out += row.dropFirst(2) + "\n" }
      }
    default:
      out += P.profileListing
    }
    return out
  }
}
