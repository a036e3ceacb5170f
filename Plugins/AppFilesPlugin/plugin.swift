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
    let configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: configURL))
    let root =
      configuration.root.hasPrefix("/")
      ? URL(fileURLWithPath: configuration.root) : target.directoryURL.appending(path: configuration.root)
    let tool = try context.tool(named: "app-files-rewrite")
    let output = context.pluginWorkDirectoryURL.appending(path: "AppFiles")
    // What this plan was made from: the tool refuses to run once the file says otherwise, since
    // SwiftPM does not always run this plugin again when only the file changed (after a failed build).
    let planned = String(decoding: try JSONEncoder().encode(configuration), as: UTF8.self)
    return configuration.files.map { file in
      let input = root.appending(path: file).standardizedFileURL
      // Its own name: the directive gives the original name to the code (`#fileID`), not to the file.
      let generated = output.appending(path: "AppFile_" + file.replacingOccurrences(of: "/", with: "__"))
      return .buildCommand(
        displayName: "Rewriting app file \(file) for the model", executable: tool.url,
        arguments: ["--config", configURL.path, planned, input.path, generated.path], inputFiles: [input, configURL],
        outputFiles: [generated])
    }
  }
}
