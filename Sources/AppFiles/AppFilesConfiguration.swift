/// A fuzzing target's `app-files.json`: the app's folder and the files the AppFilesPlugin
/// compiles from it.
public struct AppFilesConfiguration: Codable, Equatable, Sendable {
  /// The app's folder, relative to the target's folder (or absolute).
  public let root: String
  /// The files to compile, relative to `root`.
  public let files: [String]

  /// Creates a configuration.
  public init(root: String, files: [String]) {
    self.root = root
    self.files = files
  }

  /// The error to report when the file now (`self`) differs from the one the build plan was
  /// made from (`planned`), or `nil`. SwiftPM does not always run a build-tool plugin, which
  /// reads the file, again when only this file changed (seen after a failed build; a manifest
  /// edit always does): the plan would still compile the files it named before, silently.
  public func staleBuildPlanError(planned: AppFilesConfiguration, path: String) -> String? {
    guard self != planned else { return nil }
    return "\(path): error: app-files: this file changed after SwiftPM planned the build, which still "
      + "compiles \(planned.summary) instead of \(summary); SwiftPM does not always read it again when only "
      + "it changed: run `touch Package.swift` in the package's folder and build again"
  }

  /// `root "R", files A, B`.
  var summary: String { "root \"\(root)\", files \(files.joined(separator: ", "))" }
}
