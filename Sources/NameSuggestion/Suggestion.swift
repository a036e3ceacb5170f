/// "Did you mean" for a mistyped option, command, strategy, profile, invariant or family part: the closest known name
/// by edit distance, when it is close enough to be the one meant. Its own module, below the command line and the
/// strategy families' parsers, so both word their errors with it.
nonisolated public enum Suggestion {
  /// The name in `candidates` closest to `word` (Levenshtein distance, ties in the candidates' order), or `nil`
  /// when none is within a third of the longer name's length (at least 2 edits allowed), or `word` is one of them,
  /// or the closest keeps nothing of `word` (every character changed: `zz` is no mistyped `as`). A name that differs
  /// from `word` in case only is always the one.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    guard !candidates.contains(word) else { return nil }
    // A slip of case is the name meant, however many letters it changed (`DOUBLERESIGN`).
    if let same = candidates.first(where: { $0.lowercased() == word.lowercased() }) { return same }
    var best: (name: String, distance: Int)?
    for c in candidates {
      let d = distance(word, c)
      if d < (best?.distance ?? Int.max) { best = (c, d) }
    }
    guard let best else { return nil }
    let allowed = max(2, max(word.count, best.name.count) / 3)
    return best.distance <= allowed && best.distance < word.count ? best.name : nil
  }

  /// ` (did you mean 'x'?)`, or empty.
  public static func note(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of characters).
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    guard !x.isEmpty else { return y.count }
    guard !y.isEmpty else { return x.count }
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}
