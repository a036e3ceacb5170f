import LifecycleFuzz

/// How this process was started, as the replay hints under findings repeat it: a prebuilt binary's hint names that
/// binary, not `swift run`.
enum ToolInvocation {
  /// The command a replay hint starts with for a process whose `argv[0]` is `argv0`, or `nil` for `swift run
  /// <name>`. Decided from the text alone, so no report depends on where a build folder is:
  /// - a name without `/` (found on `PATH`, `lifecycle-fuzz`): itself;
  /// - a relative path (`./lifecycle-fuzz`, `.build/release/lifecycle-fuzz`): itself, as typed;
  /// - an absolute path in a `.build` folder: `nil`, since `swift run` starts the binary it built there by its
  ///   absolute path (and `swift run <name>` works from the package's folder whichever way it was started);
  /// - any other absolute path (a binary copied elsewhere): its last component, the binary's name.
  static func command(argv0: String) -> String? {
    guard !argv0.isEmpty else { return nil }
    guard argv0.hasPrefix("/") else { return ShellQuoting.path(argv0) }
    let components = argv0.split(separator: "/")
    if components.dropLast().contains(".build") { return nil }
    return components.last.map { ShellQuoting.word(String($0)) }
  }
}
