import Foundation
import LifecycleFuzzCLI

// The command line over the built-in strategies, one worker process per core (at most 4;
// output does not depend on the number).
let jobs = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
exit(CommandLineTool(strategies: .builtIn, defaultJobs: jobs).main().rawValue)
