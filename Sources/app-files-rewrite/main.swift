// The AppFilesPlugin's tool: rewrites each app file for the model (AppFileRewriter) and lists
// every rewrite as a note on the user's original line.
//
//   app-files-rewrite --check APP-FILES-JSON PACKAGE-DIR PLANNED-JSON STAMP
//   app-files-rewrite INPUT OUTPUT [INPUT OUTPUT ...]
//
// `--check` reads `app-files.json` strictly (AppFilesConfiguration.read: one line naming the file
// and line, exit 1, STAMP not written), then checks it still says what the plugin read when
// SwiftPM planned the build (PLANNED-JSON; empty when the plugin could not read it): SwiftPM does
// not always run the plugin again when only that file changed. The rewrites wait for STAMP.
import AppFiles
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--check" {
  guard arguments.count == 5 else {
    FileHandle.standardError.write(
      Data("usage: app-files-rewrite --check APP-FILES-JSON PACKAGE-DIR PLANNED-JSON STAMP\n".utf8))
    exit(2)
  }
  let path = arguments[1]
  do {
    let current = try AppFilesConfiguration.read(path: path, package: arguments[2])
    guard let planned = try? JSONDecoder().decode(AppFilesConfiguration.self, from: Data(arguments[3].utf8)) else {
      // The plugin could not read the file when SwiftPM planned the build; it reads now.
      FileHandle.standardError.write(
        Data(
          ("\(path): error: app-files: this file changed after SwiftPM planned the build, when it could not be "
            + "read; SwiftPM does not always read it again when only it changed: run `touch Package.swift` in the "
            + "package's folder and build again\n").utf8))
      exit(1)
    }
    if let error = current.staleBuildPlanError(planned: planned, path: path) {
      FileHandle.standardError.write(Data((error + "\n").utf8))
      exit(1)
    }
    let stamp = URL(fileURLWithPath: arguments[4])
    try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Compiled with the target (an output of another kind would be a resource): a comment only.
    try Data("// app-files.json checked: \(arguments[3])\n".utf8).write(to: stamp)
  } catch let error as AppFilesConfigurationError {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  } catch {
    FileHandle.standardError.write(Data("\(path): error: app-files: \(error)\n".utf8))
    exit(1)
  }
  exit(0)
}
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
  FileHandle.standardError.write(
    Data("usage: app-files-rewrite INPUT OUTPUT [INPUT OUTPUT ...]\n".utf8))
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
