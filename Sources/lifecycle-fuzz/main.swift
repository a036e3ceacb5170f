import Foundation
import LifecycleFuzzCLI

// First, before the strategies are built: a signal from the first millisecond stops a run (INCOMPLETE), never
// lost, even when the shell started this process with SIGINT ignored.
CommandLineTool.installSignalHandlers(arguments: Array(CommandLine.arguments.dropFirst()))

// The command line over the built-in strategies, one worker process per core (at most 4;
// output does not depend on the number).
let jobs = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
exit(CommandLineTool(strategies: .builtIn, defaultJobs: jobs).main().rawValue)
