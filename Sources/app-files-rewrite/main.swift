// The AppFilesPlugin's tool: rewrites each app file for the model (AppFileRewriter) and lists
// every rewrite as a note on the user's original line.
//
//   app-files-rewrite [--config APP-FILES-JSON PLANNED-JSON] INPUT OUTPUT [INPUT OUTPUT ...]
//
// With `--config`, it first checks that `app-files.json` still says what the plugin read when
// SwiftPM planned the build (PLANNED-JSON): SwiftPM does not always run the plugin again when only that
// file changed.
import AppFiles
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--config", arguments.count >= 3 {
  let path = arguments[1]
  do {
    let decoder = JSONDecoder()
    let current = try decoder.decode(AppFilesConfiguration.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    let planned = try decoder.decode(AppFilesConfiguration.self, from: Data(arguments[2].utf8))
    if let error = current.staleBuildPlanError(planned: planned, path: path) {
      FileHandle.standardError.write(Data((error + "\n").utf8))
      exit(1)
    }
  } catch {
    FileHandle.standardError.write(Data("\(path): error: app-files: \(error)\n".utf8))
    exit(1)
  }
  arguments.removeFirst(3)
}
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data("usage: app-files-rewrite [--config APP-FILES-JSON PLANNED-JSON] INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
  exit(2)
}
for pair in stride(from: 0, to: arguments.count, by: 2) {
  let input = URL(fileURLWithPath: arguments[pair])
  let output = URL(fileURLWithPath: arguments[pair + 1])
  do {
    let source = try String(contentsOf: input, encoding: .utf8)
    let rewriter = AppFileRewriter(source, path: input.path)
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Written only when it changed, so an unchanged file does not recompile the module.
    if (try? String(contentsOf: output, encoding: .utf8)) != rewriter.text {
      try rewriter.text.write(to: output, atomically: true, encoding: .utf8)
    }
    for rewrite in rewriter.rewrites {
      print("\(input.path):\(rewrite.line): note: app-files: \(rewrite.what) (\(rewrite.why))")
    }
  } catch {
    FileHandle.standardError.write(Data("\(input.path): error: app-files: \(error)\n".utf8))
    exit(1)
  }
}
