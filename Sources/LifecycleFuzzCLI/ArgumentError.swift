import AppLogic
import Foundation
import LifecycleFuzz
import NameSuggestion

/// A usage error: bad arguments or input named on the command line. Printed as one line,
/// `error: <description>`, with exit code 2 (``ExitCode/usage``).
///
/// Every message the tool prints for bad usage is made here, in ``description``.
public nonisolated enum ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An option that takes a value was last, or followed by another option.
  case missingValue(option: String)
  /// An option's value is not what it takes; `expected` completes "`option` takes ...".
  case invalidValue(option: String, value: String, expected: String)
  /// A single-valued option given a second time (the first value would be silently dropped).
  case repeatedOption(String)
  /// An option the command does not have.
  case unknownOption(String, command: String)
  /// A list option (`--strategy`, `--profile`) whose value names nothing; `noun` is what it
  /// should name.
  case emptyList(option: String, noun: String)
  /// A strategy name the tool's ``StrategyProvider`` does not know, with the listed name closest to it, if any.
  case unknownStrategy(String, didYouMean: String? = nil)
  /// A word that is not one of a fixed set: a command, a `list` or `bench` topic.
  case unknownWord(kind: String, word: String, expected: String)
  /// Names in an option's value that are not among `valid` (`--invariant`, `--weight`); `kind` is
  /// what they should name.
  case unknownNames(option: String, kind: String, names: [String], valid: [String])
  /// `all` (every profile or platform) named in a list beside other names: the names would be silently dropped.
  case allInList(option: String, value: String)
  /// A list option whose value has an empty element (`,X`, `X,,Y`).
  case emptyListElement(option: String, value: String)
  /// A list option that names `name` twice.
  case repeatedName(option: String, name: String)
  /// Two answers to one platform flag (`--flag`, or a profile's `+flag=value`); `source` says where they were given.
  case conflictingAnswers(flag: String, first: String, second: String, source: String)
  /// Two options that cannot be given together (one of them would be silently ignored).
  case conflictingOptions(String, String, reason: String)
  /// Words after a command that takes none.
  case unexpectedArgument(String, command: String)
  /// Two output options naming one file (`path` given to `option`, `otherPath` to `other`): one would replace the
  /// other.
  case sameOutputFile(option: String, path: String, other: String, otherPath: String)
  /// An output option naming a file the command reads (`--baseline`): it would be overwritten.
  case outputOverwritesInput(option: String, input: String, path: String)
  /// An output option naming a `.trace` file in the corpus folder or one of its subfolders.
  case traceOutputInCorpus(option: String, path: String)
  /// An `--app-logic` script of a platform (`platform`, as `--platform` names it `name`) that `--platform` (`chosen`)
  /// leaves out, with nothing else to run.
  case scriptOutsidePlatforms(file: String, platform: String, name: String, chosen: String)
  /// `explain --app-logic FILE` of a trace (`trace`, found with `strategy`) of neither that script nor an earlier
  /// version of it.
  case scriptNotOfTrace(file: String, trace: String, strategy: String)
  /// A message made elsewhere (a profile or family-name parse error) or a sentence of its own.
  case message(String)

  /// The text after `error: `.
  public var description: String {
    switch self {
    case .missingValue(let option): "\(option) needs a value"
    case .invalidValue(let option, let value, let expected): "\(option) takes \(expected), not '\(value)'"
    case .repeatedOption(let option): "\(option) is given twice (it takes one value)"
    case .unknownOption(let option, let command)
    where (command == "replay" || command == "explain") && (option == "--flag" || option.hasPrefix("--flag=")):
      // A trace's profile carries its flags; a new user looked for the option run takes.
      "unknown option '\(option)' for \(command): a trace's flags are its profile's, so give them there "
        + "('profile: iphone-ios17-scenes+switcherCardIsLive=false' in the trace, or --profile P+NAME=VALUE inline)"
    case .unknownOption(let option, let command):
      "unknown option '\(option)' for \(command)"
        + Suggestion.note(for: option, among: CommandLineTool.helpText(of: command).map(Suggestion.options) ?? [])
    case .emptyList(let option, let noun): "\(option) names no \(noun)"
    case .unknownStrategy(let name, _) where name.hasPrefix(AppLogicRegistry.prefix):
      // A script is known by its file, not its name: a new process has not read it.
      "unknown strategy '\(name)': an app-logic script's name; give its file with --app-logic FILE"
    case .unknownStrategy(let name, let suggestion):
      "unknown strategy '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        + " (see '\(RunReport.commandName) list strategies')"
    case .unknownWord(let kind, let word, let expected):
      "unknown \(kind) '\(word)'" + Suggestion.note(for: word, among: Self.words(expected)) + " (expected \(expected))"
    case .unknownNames(let option, let kind, let names, let valid):
      "\(option): unknown \(kind) \(names.map { "'\($0)'" }.joined(separator: ", "))"
        + (names.count == 1 ? Suggestion.note(for: names[0], among: valid) : "") + " (expected one of "
        + "\(valid.joined(separator: ", ")))"
    case .allInList(let option, let value):
      "\(option) takes 'all' alone, not in a list ('\(value)')"
    case .emptyListElement(let option, let value): "\(option) has an empty name in '\(value)' (names joined by commas)"
    case .repeatedName(let option, let name): "\(option) names '\(name)' twice"
    case .conflictingAnswers(let flag, let first, let second, let source):
      "\(source) gives '\(flag)' two answers (\(first) and \(second)); one answer per flag"
    case .conflictingOptions(let a, let b, let reason): "\(a) and \(b) cannot be given together (\(reason))"
    case .unexpectedArgument(let word, let command): "\(command) takes no arguments, not '\(word)'"
    case .sameOutputFile(let option, let path, let other, let otherPath):
      "\(option) and \(other) name the same file ('\(path)', '\(otherPath)')"
    case .outputOverwritesInput(let option, let input, let path):
      "\(option) names the \(input) file '\(path)': it would be overwritten"
    case .traceOutputInCorpus(let option, let path):
      "\(option) '\(path)' is a trace file in the corpus folder: it would be read as a trace"
    case .scriptOutsidePlatforms(let file, let platform, let name, let chosen):
      "--app-logic \(file) is an \(platform) script, and --platform \(chosen) leaves \(platform) out: give"
        + " --platform \(name) (or all), or leave --platform out"
    case .scriptNotOfTrace(let file, let trace, let strategy):
      "explain --app-logic \(file): \(trace) was found with \(strategy), which is neither \(file) nor an earlier"
        + " version of it (a trace's app-logic: notes name the file its script was read from); explain it without"
        + " --app-logic"
    case .message(let text): text
    }
  }
}

extension ArgumentError {
  /// The words of an `expected` list (`run, replay or help`).
  static func words(_ list: String) -> [String] {
    list.replacingOccurrences(of: " or ", with: ", ").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }
}
