import Foundation
import PackagePlugin

/// Compiles an iOS app's own Swift files, unchanged, into the target it is applied to, against
/// the model: the target's `app-files.json` names the app's folder (`root`, relative to the
/// target's folder) and its files (`files`, relative to `root`); each file is rewritten by
/// `app-files-rewrite` (AppFileRewriter: imports, `@objc`, `#selector`, Interface Builder
/// attributes, `#if os(iOS)`) into the plugin's work folder and compiled with the target's own
/// sources, so the app's `internal` types are visible to the fuzzing code in every build
/// configuration, and diagnostics name the original file and line.
@main struct AppFilesPlugin: BuildToolPlugin {
  /// The target's list of app files.
  struct Configuration: Codable {
    /// The app's folder, relative to the target's folder (or absolute).
    let root: String
    /// The files to compile, relative to `root`.
    let files: [String]
  }

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let configURL = target.directoryURL.appending(path: "app-files.json")
    let tool = try context.tool(named: "app-files-rewrite")
    let output = context.pluginWorkDirectoryURL.appending(path: "AppFiles")
    // The tool reads the file strictly (malformed JSON, unknown or repeated keys, wrong types, paths outside the
    // package, missing files: one line with the file and line) before any file is rewritten; this plugin cannot
    // link that code, so it only plans, and hands any file it cannot plan from to the tool to report.
    // A Swift file (a comment): a stamp of another kind would be taken for a resource and copied into a bundle.
    let checked = output.appending(path: "AppFilesChecked.swift")
    let configuration = (try? Data(contentsOf: configURL)).flatMap {
      try? JSONDecoder().decode(Configuration.self, from: $0)
    }
    // What this plan was made from: the tool refuses to run once the file says otherwise, since
    // SwiftPM does not always run this plugin again when only the file changed (after a failed build).
    let planned =
      configuration.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
    let check = Command.buildCommand(
      displayName: "Checking \(configURL.path)", executable: tool.url,
      arguments: ["--check", configURL.path, context.package.directoryURL.path, planned, checked.path],
      inputFiles: [configURL], outputFiles: [checked])
    guard let configuration else { return [check] }
    let root =
      configuration.root.hasPrefix("/")
      ? URL(fileURLWithPath: configuration.root) : target.directoryURL.appending(path: configuration.root)
    let inputs = configuration.files.map { root.appending(path: $0).standardizedFileURL }
    // A missing file as a command's input would stop the build with SwiftPM's words, not the file's line.
    guard inputs.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) else { return [check] }
    return [check]
      + zip(configuration.files, inputs).map { file, input in
        // Its own name: the directive gives the original name to the code (`#fileID`), not to the file.
        let generated = output.appending(path: "AppFile_" + file.replacingOccurrences(of: "/", with: "__"))
        return .buildCommand(
          displayName: "Rewriting app file \(file) for the model", executable: tool.url,
          arguments: [input.path, generated.path], inputFiles: [input, checked], outputFiles: [generated])
      }
  }
}
