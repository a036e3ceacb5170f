import BuildInfo

/// The tool's version as every report names it, so a reviewer can tie an alert to a build: the semantic version
/// (checked in) and the git commit the build was made from (baked in at build time, ``BuildInfo``).
public nonisolated enum ToolVersion {
  /// The semantic version (`0.28.0`).
  public static let semantic = BuildInfo.semanticVersion
  /// The git commit, 12 hex digits (`+dirty` for a build with uncommitted changes; `unknown` outside a checkout).
  public static let commit = BuildInfo.commit
  /// `0.28.0 (commit 1a2b3c4d5e6f)`.
  public static let text = "\(semantic) (commit \(commit))"
}
