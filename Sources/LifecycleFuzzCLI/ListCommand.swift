import LifecycleFuzz
import ShieldModel

/// `list [strategies|events|invariants|profiles]`: the vocabulary, one topic or all four.
enum ListCommand {
  static let help = """
    USAGE: lifecycle-fuzz list [strategies|events|invariants|profiles]

    Lists the built-in strategies, the event vocabulary, the invariants or the profile names
    (all four when no topic is given); each topic's Android section follows its iOS one.

    """

  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    if ArgumentScanner.wantsHelp(args) {
      console.out(help)
      return .success
    }
    guard args.count <= 1 else { throw ArgumentError.message("list takes at most one topic") }
    let topics = args.isEmpty ? ["strategies", "events", "invariants", "profiles"] : args
    var out = ""
    // Each platform's section follows iOS's, so the iOS lines read as they always did.
    let android = tool.strategies.includesAndroid
    for topic in topics {
      switch topic {
      case "strategies":
        out += tool.strategies.listing
        if android { out += AndroidPlatform.strategyListing }
      case "events":
        out += "EVENTS\n"
        for e in SystemEvent.catalog { out += "  \(RunReport.pad(e.syntax, 48)) \(e.meaning)\n" }
        if android {
          out += "ANDROID EVENTS\n"
          for e in AndroidPlatform.eventRows { out += "  \(RunReport.pad(e.syntax, 48)) \(e.meaning)\n" }
        }
      case "invariants":
        out += "INVARIANTS\n"
        for inv in Invariant.allCases { out += "  \(RunReport.pad(inv.rawValue, 15)) \(inv.summary)\n" }
        if android {
          out += "ANDROID INVARIANTS\n"
          for inv in AndroidPlatform.invariantRows { out += "  \(RunReport.pad(inv.name, 15)) \(inv.summary)\n" }
        }
      case "profiles":
        out += profiles
        if android { out += AndroidPlatform.profileListing }
      default:
        throw ArgumentError.unknownWord(
          kind: "list topic", word: topic, expected: "strategies, events, invariants or profiles")
      }
    }
    console.out(out)
    return .success
  }

  /// The profile-name syntax, the built-in profiles and every flag with its default.
  static var profiles: String {
    var out = "PROFILES  <device>-ios<version>-<structure>[+flag=value...]\n"
    out += "  devices:    \(DeviceKind.allCases.map(\.rawValue).joined(separator: ", "))\n"
    out += "  versions:   13 to 27, optionally with a minor version (17.4, 26.5)\n"
    out += "  structures: appdelegate, scenes, swiftui, flutter<major>.<minor>[-appdelegate|-scenes]\n"
    out += "  built-in (--profile all):\n"
    for p in Profile.builtIn { out += "    \(p.name)\n" }
    out += "  flags (open questions; default shown, iOS-dependent where noted):\n"
    let d17 = PlatformFlags.defaults(for: OSVersion(17))
    let d18 = PlatformFlags.defaults(for: OSVersion(18))
    for f in PlatformFlags.all {
      let a = d17[keyPath: f.keyPath]
      let b = d18[keyPath: f.keyPath]
      let dflt = a == b ? "\(a)" : "\(a) before iOS 18, \(b) from 18"
      out += "    \(RunReport.pad(f.name, 32)) \(RunReport.pad(dflt, 34)) \(f.question)\n"
    }
    out += "  timings (open durations, seconds of virtual time; +name=seconds, 0 < seconds <= 5;\n"
    out += "           default, and in parentheses the plausible range a run checks verdicts at):\n"
    let timings = PlatformTimings()
    for t in PlatformTimings.all {
      let shown = "\(timings[keyPath: t.keyPath]) s (\(t.bracket.lowerBound)-\(t.bracket.upperBound))"
      out += "    \(RunReport.pad(t.name, 32)) \(RunReport.pad(shown, 34)) \(t.meaning)\n"
    }
    return out
  }
}
