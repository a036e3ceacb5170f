import NameSuggestion

nonisolated extension Suggestion {
  /// The long options a command's help text names (`--seed`), in order, each once: what an unknown option is
  /// compared with.
  static func options(inHelp help: String) -> [String] {
    var out: [String] = []
    for token in help.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," || $0 == "[" || $0 == "(" }) {
      guard token.hasPrefix("--"), token.count > 2 else { continue }
      let name = "--" + token.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if name.count > 2, !out.contains(name) { out.append(name) }
    }
    return out
  }
}
