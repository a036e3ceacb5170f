import Foundation
import LifecycleFuzz

/// The hidden `worker` that `run --jobs` starts: `worker --configuration FILE --claims FILE
/// --out FILE` runs the blocks it claims of the run the configuration file describes, and
/// exits as soon as its standard input (the parent's pipe) closes.
enum WorkerCommand {
  static func main(_ args: [String], _ tool: CommandLineTool, _ console: Console) throws -> ExitCode {
    var configurationFile: String?
    var claims: String?
    var out: String?
    var scanner = ArgumentScanner(args)
    while let arg = scanner.next() {
      switch arg {
      case "--configuration": configurationFile = try scanner.value(for: arg)
      case "--claims": claims = try scanner.value(for: arg)
      case "--out": out = try scanner.value(for: arg)
      default: throw ArgumentError.unknownOption(arg, command: "worker")
      }
    }
    guard let configurationFile else { throw ArgumentError.message("worker needs --configuration") }
    guard let claims else { throw ArgumentError.message("worker needs --claims") }
    guard let out else { throw ArgumentError.message("worker needs --out") }
    let text = try String(contentsOfFile: configurationFile, encoding: .utf8)
    let parts = try CampaignGroup.workerParts(decoding: text, platforms: tool.strategies.platforms)
    InterruptHandler.install()
    InterruptHandler.exitWhenParentGoes()
    try WorkerPool.work(parts: parts, claims: claims, out: out)
    return .success
  }
}
