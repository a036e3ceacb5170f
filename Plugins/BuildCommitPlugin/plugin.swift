import Foundation
import PackagePlugin

/// Bakes the git commit the package is built from into the `BuildInfo` target (`buildCommit`), so `--version`, SARIF,
/// JUnit, results files and reports name the build without any package: a prebuild command runs `/bin/sh` with
/// `git` on every build and rewrites the generated file only when the commit changes (then only the tiny `BuildInfo`
/// module compiles again). Outside a git checkout, or without git, the commit is `unknown`.
@main struct BuildCommitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
    let script = """
      set -u
      pkg="$1"; dir="$2"; mkdir -p "$dir"; out="$dir/BuildCommit.swift"
      commit=$(git -C "$pkg" rev-parse --short=12 HEAD 2>/dev/null) || commit=""
      if [ -n "$commit" ] && [ -n "$(git -C "$pkg" --no-optional-locks status --porcelain --untracked-files=no 2>/dev/null)" ]; then
        commit="$commit+dirty"
      fi
      [ -n "$commit" ] || commit=unknown
      text="// Generated at build time by Plugins/BuildCommitPlugin: the git commit of this build.
      package let buildCommit = \\"$commit\\""
      if [ ! -f "$out" ] || [ "$(cat "$out")" != "$text" ]; then printf '%s\\n' "$text" > "$out"; fi
      exit 0
      """
    return [
      .prebuildCommand(
        displayName: "Stamping the git commit into BuildInfo", executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }
}
