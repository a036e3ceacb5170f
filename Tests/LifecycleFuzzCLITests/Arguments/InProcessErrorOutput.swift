import LifecycleFuzz
import LifecycleFuzzCLI

/// Runs the tool in process with `args`: its exit code, and its standard error followed by `OUT: ` and its standard
/// output if it printed any (a refused option must print its one error line and nothing else).
func errorOf(_ args: [String]) -> (ExitCode, String) {
  var err = ""
  var out = ""
  let console = Console(out: { out += $0 }, err: { err += $0 })
  let code = CommandLineTool.main(arguments: args, console: console)
  return (code, err + (out.isEmpty ? "" : "OUT: " + out))
}
