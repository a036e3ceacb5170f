import Foundation
import LifecycleFuzz

/// The `lifecycle-fuzz` command: `run` (the default), `replay`, `merge`, `minimize`, `explore`,
/// `compare`, `explain`, `list`, `bench`, `help`, and the hidden `worker` and `measure-shrink`.
///
/// The tool offers the strategies of its ``StrategyProvider``; the `lifecycle-fuzz` executable
/// passes ``StrategyProvider/builtIn``:
///
/// ```swift
/// let tool = CommandLineTool(strategies: .builtIn, defaultJobs: 4)
/// exit(tool.main().rawValue)
/// ```
public struct CommandLineTool {
  /// The strategies the tool lists, runs and finds by name.
  public var strategies: StrategyProvider
  /// Worker processes `run` uses without `--jobs` (1 runs in this process).
  public var defaultJobs: Int
  /// The executable's name, as reports print it in replay commands (`swift run <name> replay`).
  public var name: String
  /// Whether a command that writes files one by one (`merge`, `replay --refresh-checkpoints`) must stop before its
  /// next file, and whether `run`'s reports were interrupted after every trace ran: a signal arrived
  /// (``StopSignal/wasInterrupted``). A test sets its own to stop at a chosen file.
  package var writeStop: () -> Bool = { StopSignal.wasInterrupted }

  /// Creates the tool.
  ///
  /// - Parameters:
  ///   - strategies: what it offers (default: the built-in strategies and family).
  ///   - defaultJobs: worker processes for `run` without `--jobs`; keep 1 where this process
  ///     is no `CommandLineTool` executable that workers could be started from.
  ///   - name: your executable target's name, for the replay commands the reports print
  ///     (default `lifecycle-fuzz`).
  public init(strategies: StrategyProvider = .builtIn, defaultJobs: Int = 1, name: String = "lifecycle-fuzz") {
    self.strategies = strategies
    self.defaultJobs = defaultJobs
    self.name = name
  }

  nonisolated static let help = """
    lifecycle-fuzz: finds the bugs in iOS and Android privacy screens by fuzzing lifecycle
    interleavings against a model of UIKit and a model of Android, one engine for both platforms
    (--platform ios,android; default: every platform the options fit).

    USAGE: lifecycle-fuzz [run] [--platform ios|android|all] [options]
           lifecycle-fuzz replay <file-or-folder>...
           lifecycle-fuzz merge [--corpus <dir>] <results-file-or-corpus-folder>...
           lifecycle-fuzz minimize <file-or-folder>...
           lifecycle-fuzz explore --depth <k> [--strategy <names>] [--profile <name>]
           lifecycle-fuzz compare [options]
           lifecycle-fuzz explain <file> [--format text|markdown|html]
           lifecycle-fuzz list [strategies|families|events|invariants|profiles|flags|app-logic] [--platform <names>]
           lifecycle-fuzz help <command>       (or: lifecycle-fuzz <command> --help)
           lifecycle-fuzz --version

    Options take their value as '--seed 5' or '--seed=5'; '-j N' is '--jobs N', '-v' '--verbose',
    '-q' '--quiet'; '--' ends the options (what follows is a file, even if it starts with '-').

    With no command, runs every built-in strategy of each platform (iOS, then Android) on its
    defaults and prints, per platform, a verdict table: per strategy, each invariant broken (with a
    minimized counterexample saved under corpus/, Android's under corpus/android/), expected (the
    catalog's declared faults) or held. `compare`
    runs strategies side by side on the same traces (Markdown, JSON, HTML); `explain` shows a
    trace's timeline step by step.

    EXIT CODES: 0 nothing fails: every invariant held, or broke only as a baseline accepts or the
    catalog expects (a built-in strategy's declared faults on its own profile); 1 an invariant is
    broken and neither accepted nor expected, new or already in the corpus (replay: also a verdict
    that differs or a stale trace), 2 usage or input error, 3 coverage floor missed, 4 incomplete
    (time budget, or SIGINT, SIGTERM or SIGHUP during run, explore, minimize, compare, merge or
    bench: what was found is kept), 5 counterexample found but not saved to the corpus (its trace
    text is printed).

    """

  /// Runs the tool with this process's arguments, writing to standard output and error.
  ///
  /// - Returns: the exit code; ``ExitCode/usage`` when writing to standard output failed.
  public func main() -> ExitCode {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // Before anything else: a signal while the options are read, the strategies are built or
    // the corpus is loaded stops the run like one later (INCOMPLETE, exit 4), never kills it.
    if Self.installSignalHandlers(arguments: arguments) {
      // A run whose standard output breaks stops now, not at its end (exit 2).
      Console.stopRunWhenStandardOutputBreaks()
    }
    // A closed pipe on standard output is an error to report (EPIPE), not a silent death.
    signal(SIGPIPE, SIG_IGN)
    // The replay hints repeat the command as it was run: a prebuilt binary's, not `swift run`'s.
    RunReport.invokedCommand = ToolInvocation.command(argv0: CommandLine.arguments.first ?? "")
    let code = main(arguments: arguments, console: .standard)
    // Settled once: a break found after this (a reader that closed the pipe after reading all) no longer says
    // "error" beside a zero exit; one found before it is the usage error it is.
    return Console.settleStandardOutput() ? code : .usage
  }

  /// Installs the stop-on-signal handler (``InterruptHandler``) when the command `arguments` name is a long one
  /// (``stopsOnSignal(_:)``). Call it first in a tool's `main.swift`, before its strategies are built, so no signal
  /// is lost in the process's first milliseconds (a shell that runs it in the background starts it with SIGINT
  /// ignored); ``main()`` calls it again.
  ///
  /// - Returns: whether the handler is installed.
  @discardableResult
  public static func installSignalHandlers(arguments: [String]) -> Bool {
    guard stopsOnSignal(arguments) else { return false }
    InterruptHandler.install()
    return true
  }

  /// The commands a signal stops instead of ending: every long one, and `worker`.
  nonisolated static let longCommands: Set<String> = [
    "run", "worker", "explore", "minimize", "compare", "merge", "bench",
  ]

  /// Whether the command `arguments` name is one a signal stops instead of ending (``longCommands``,
  /// `run` also without its name, and `replay` of files, which says how far it got). Other commands
  /// (`list`, an inline `replay`, `explain`) are short and keep the default: a signal ends them.
  static func stopsOnSignal(_ arguments: [String]) -> Bool {
    guard let first = arguments.first, !first.hasPrefix("-") else { return true }
    // A corpus takes minutes: a signal stops it between traces (and a refresh between files, never inside one), so
    // it reports INCOMPLETE rather than dying silent.
    if first == "replay" {
      let next = arguments.dropFirst().first
      return next != "--strategy" && next != "--platform" && !arguments.contains("--help") && !arguments.contains("-h")
    }
    return longCommands.contains(first) && !arguments.contains("--help") && !arguments.contains("-h")
  }

  /// Runs the tool with `arguments` (without the program name), writing to `console`.
  ///
  /// Usage and input errors are printed as one line on the console's error stream.
  ///
  /// - Returns: the exit code.
  public func main(arguments: [String], console: Console = .standard) -> ExitCode {
    // The name is the process's for the command's length only: a test's tool of another name left it behind for
    // every later report in the same process (a replay hint read `swift run my-android-fuzz`).
    let previousName = RunReport.commandName
    RunReport.commandName = name
    defer { RunReport.commandName = previousName }
    // A command's signal and memory watches end with it.
    defer { InterruptHandler.disarm() }
    var args = Self.normalized(arguments)
    if args.first == "--version" || args.first == "-V" {
      if args.count > 1 {
        console.err("error: \(ArgumentError.unexpectedArgument(args[1], command: args[0]))\n")
        return .usage
      }
      console.out("\(name) \(ToolVersion.text)\n")
      return .success
    }
    if args.first == "-h" || args.first == "--help" {
      console.out(named(Self.help))
      return .success
    }
    let command: String
    if let first = args.first, !first.hasPrefix("-") {
      command = first
      args.removeFirst()
    } else {
      command = "run"
    }
    do {
      switch command {
      case "run": return try RunCommand.main(args, self, console)
      case "replay": return try ReplayCommand.main(args, self, console)
      case "merge": return try MergeCommand.main(args, self, console)
      case "minimize": return try MinimizeCommand.main(args, self, console)
      case "explore": return try ExploreCommand.main(args, self, console)
      case "worker": return try WorkerCommand.main(args, self, console)
      case "measure-shrink": return try MeasureShrinkCommand.main(args, self, console)
      case "list": return try ListCommand.main(args, self, console)
      case "compare": return try CompareCommand.main(args, self, console)
      case "explain": return try ExplainCommand.main(args, self, console)
      case "bench": return try BenchCommand.main(args, self, console)
      case "help":
        // `help <command>` is `<command> --help`.
        if let topic = args.first(where: { !$0.hasPrefix("-") }) {
          guard Self.helpText(of: topic) != nil else {
            throw ArgumentError.unknownWord(kind: "command", word: topic, expected: Self.commandList)
          }
          return main(arguments: [topic, "--help"], console: console)
        }
        console.out(named(Self.help))
        return .success
      default:
        throw ArgumentError.unknownWord(kind: "command", word: command, expected: Self.commandList)
      }
    } catch let error as ArgumentError {
      console.err("error: \(Console.oneLine(error.description, limit: Console.argumentErrorLimit))\n")
      return .usage
    } catch let error as TraceFileError {
      console.err("error: \(Console.oneLine(error.description))\n")
      return .usage
    } catch {
      console.err("error: \(Console.oneLine(Console.text(of: error)))\n")
      return .usage
    }
  }

  /// `text` (a help text) with the tool's own name where it names the command, so a user's
  /// `my-cover-fuzz help list` shows `USAGE: my-cover-fuzz list`; the file headers it quotes
  /// (`lifecycle-fuzz trace 2`, `lifecycle-fuzz baseline 1`) are formats and keep their name.
  func named(_ text: String) -> String {
    guard name != "lifecycle-fuzz" else { return text }
    let pieces = text.components(separatedBy: "lifecycle-fuzz")
    return pieces.dropFirst().reduce(pieces[0]) { text, piece in
      let isFormat = piece.hasPrefix(" trace ") || piece.hasPrefix(" baseline ")
      return text + (isFormat ? "lifecycle-fuzz" : name) + piece
    }
  }

  /// The commands a user types, for messages and "did you mean".
  nonisolated static let commandList = "run, replay, merge, minimize, explore, compare, explain, list, bench or help"

  /// A command's help text (its options, for "did you mean"), or `nil` for no such command.
  nonisolated static func helpText(of command: String) -> String? {
    switch command {
    case "run", "worker": return RunCommand.help
    case "replay": return ReplayCommand.help
    case "merge": return MergeCommand.help
    case "minimize": return MinimizeCommand.help
    case "explore": return ExploreCommand.help + RunCommand.help
    case "compare": return CompareCommand.help
    case "explain": return ExplainCommand.help
    case "list": return ListCommand.help
    case "bench": return BenchCommand.help
    case "help": return help
    default: return nil
    }
  }

  /// `arguments` as the commands read them: `--option=value` as `--option value`, `-j N` and `-jN` as `--jobs N`;
  /// what follows `--` is left as it is (``ArgumentScanner`` reads it as operands).
  nonisolated static func normalized(_ arguments: [String]) -> [String] {
    var out: [String] = []
    var ended = false
    for a in arguments {
      if ended || a == "--" {
        ended = true
        out.append(a)
      } else if a.hasPrefix("--keep-fixed=") {
        // A flag given a value stays whole, for the command to refuse (`--keep-fixed yes` read `yes` as a path).
        out.append(a)
      } else if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
        out.append(String(a[..<eq]))
        out.append(String(a[a.index(after: eq)...]))
      } else if a == "-j" {
        out.append("--jobs")
      } else if a.hasPrefix("-j"), a.count > 2, a.dropFirst(2).allSatisfy(\.isNumber) {
        out += ["--jobs", String(a.dropFirst(2))]
      } else {
        out.append(a)
      }
    }
    return out
  }

  /// Runs the built-in tool in this process with `arguments`, writing to `console`.
  ///
  /// - Returns: the exit code.
  public static func main(arguments: [String], console: Console = .standard) -> ExitCode {
    CommandLineTool().main(arguments: arguments, console: console)
  }
}
