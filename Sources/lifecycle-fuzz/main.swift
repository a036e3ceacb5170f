import Foundation
import LifecycleFuzz

// The command line: parse, call the engine, print, exit. No logic a test would want lives here.
let arguments = Array(CommandLine.arguments.dropFirst())
// One worker process per core, at most 4: output does not depend on the number.
CommandLineTool.defaultJobs = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
let code = CommandLineTool.main(arguments: arguments)
exit(code.rawValue)
