/// What this build is: the tool's semantic version (checked in, raised by hand with each release) and the git
/// commit it was built from (`buildCommit`, generated at build time by `Plugins/BuildCommitPlugin`).
public enum BuildInfo {
  /// The tool's semantic version (https://semver.org): raised by hand when a release changes what users see.
  public static let semanticVersion = "0.28.0"
  /// The git commit the build was made from, 12 hex digits, `+dirty` when tracked files had changes; `unknown`
  /// outside a git checkout.
  public static let commit = buildCommit
}
