import Foundation
import LifecycleFuzz

/// A trace given on the command line instead of a file, read alike by `replay` and `explain`:
/// `[--platform P] --strategy S|--app-logic FILE --profile P --expect V --events 'e1 · e2'`. Every error names the
/// option that is wrong, not a line of the trace text built from the options.
struct InlineTrace {
  /// The options that make a trace inline, each with one value.
  static let options = ["--platform", "--strategy", "--app-logic", "--profile", "--expect", "--events"]
  /// What errors name as the trace's file.
  static let label = "<command line>"

  var strategy = ""
  var profile = ""
  var expect = ""
  var events = ""
  var platformName: String?

  /// Takes `option` (one of ``options``) and its value from `scanner`; `--app-logic FILE` registers the script and
  /// stands for its strategy.
  ///
  /// - Throws: ``ArgumentError`` for a missing value, a script that cannot be read, an option not in ``options``, or
  ///   `--strategy` and `--app-logic` together (each names the one strategy: the last would silently win).
  mutating func take(_ option: String, from scanner: inout ArgumentScanner, command: String) throws {
    let v = try scanner.value(for: option)
    if option == "--strategy" || option == "--app-logic", !strategy.isEmpty {
      throw ArgumentError.conflictingOptions(
        "--strategy", "--app-logic",
        reason: "each names the strategy of the inline trace; --app-logic FILE replays the script as its strategy")
    }
    switch option {
    case "--platform": platformName = v
    case "--strategy": strategy = v
    // The script's strategy, registered: the trace text names it (`app-logic#FINGERPRINT`).
    case "--app-logic": strategy = try PlatformOptions.registerAppLogic(v)
    case "--profile": profile = v
    case "--expect": expect = v
    case "--events": events = v
    default: throw ArgumentError.unknownOption(option, command: command)
    }
  }

  /// The trace's text in the platform that finds its strategy (or `--platform`'s), with how many lines the
  /// platform's header adds before `strategy:`.
  ///
  /// - Throws: ``ArgumentError`` for an option left out, a value with a line break, an empty event, a profile that
  ///   answers one flag twice, or a platform the tool does not offer.
  func text(_ tool: CommandLineTool, command: String) throws -> (platform: any Platform, text: String, lineOffset: Int)
  {
    // An option left out is named as missing, not read as an empty value (`--expect: unknown verdict ''`).
    for (option, value) in [
      ("--strategy or --app-logic", strategy), ("--profile", profile), ("--expect", expect), ("--events", events),
    ]
    where value.isEmpty {
      throw ArgumentError.message(
        "\(command) of inline events is missing \(option) (it takes --strategy or --app-logic, --profile, --expect and"
          + " --events)")
    }
    // A line break would end the value's line in the trace text built below and start another
    // (a header line, or events split where the user wrote none): each value is one line.
    for (option, value) in [
      ("--strategy", strategy), ("--profile", profile), ("--expect", expect), ("--events", events),
    ]
    where value.contains(where: \.isNewline) {
      throw ArgumentError.message("\(option) takes one line: its value has a line break")
    }
    let eventTexts = events.components(separatedBy: " · ")
    if let i = eventTexts.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
      throw ArgumentError.message("--events, event \(i + 1): empty (events are separated by ' · ')")
    }
    // One answer per flag, as `run --profile` takes them.
    try PlatformOptions.checkAnswers(inProfile: profile, flags: [])
    // No --platform: the platform whose catalog finds the strategy, as `run` works it out from the names given.
    let found = platformName == nil ? tool.strategies.platforms.first { Self.finds($0, strategy) } : nil
    guard let platform = found ?? tool.strategies.platform(namedInFiles: platformName) else {
      throw ArgumentError.invalidValue(
        option: "--platform", value: platformName ?? "", expected: tool.strategies.platformNames.joined(separator: ", ")
      )
    }
    let header = type(of: platform).isUnnamedInFiles ? "" : "platform: \(type(of: platform).name)\n"
    let text =
      "lifecycle-fuzz trace 2\n\(header)strategy: \(strategy)\nprofile: \(profile)\nexpect: \(expect)\n"
      + eventTexts.joined(separator: "\n") + "\n"
    return (platform, text, header.isEmpty ? 0 : 1)
  }

  /// Whether `platform` finds a strategy called `name` (a listed one or a family member).
  private static func finds<P: Platform>(_ platform: P, _ name: String) -> Bool {
    platform.strategy(named: name) != nil
  }

  /// The trace `text` (from ``text(_:command:)``) read by `platform` for `command`, with its strategy, once every step is one its
  /// app could be given.
  ///
  /// - Throws: ``ArgumentError`` naming the option whose value is wrong (an unknown strategy, profile, verdict or
  ///   event; a step the app never declares; an app call the strategy does not answer).
  func trace<P: Platform>(_ platform: P, _ text: String, lineOffset: Int, command: String) throws -> (
    Trace<P>, P.Strategy
  ) {
    let trace: Trace<P>
    do {
      trace = try Trace<P>(parsing: text, file: Self.label, knownStrategies: platform.strategies.map(\.name))
    } catch {
      // Name the option, not a line of the trace text built from the options.
      let n = error.line - lineOffset
      let option =
        n == 2
        ? "--strategy" : n == 3 ? "--profile" : n == 4 ? "--expect" : n >= 5 ? "--events, event \(n - 4)" : command
      let hint = n >= 5 && !events.contains("·") && events.contains(",") ? "; separate events with ' · '" : ""
      throw ArgumentError.message("\(option): \(error.message)\(hint)")
    }
    guard let s = platform.strategy(named: trace.strategy) else {
      throw ArgumentError.message("unknown strategy '\(trace.strategy)'")
    }
    // A step the strategy's app could never be given is refused as a file's is, named by its option.
    if let error = trace.undeclaredStepError(app: P.app(for: s), file: Self.label, eventLines: nil)
      ?? trace.unansweredAppCallError(strategy: s, file: Self.label, eventLines: nil)
    {
      throw ArgumentError.message("--events: \(error.message)")
    }
    return (trace, s)
  }
}
