import LifecycleFuzz
import LifecycleFuzzCLI

/// Runs the command-line tool in this process with `arguments` (no program name) and returns its exit code and
/// everything it wrote to standard output and standard error.
func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandLineTool().main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
  return (code, out, err)
}
