import Foundation
import LifecycleFuzz

// The command line: parse, call the engine, print, exit. No logic a test would want lives here.
let arguments = Array(CommandLine.arguments.dropFirst())
let code = CommandLineTool.main(arguments: arguments)
exit(code.rawValue)
