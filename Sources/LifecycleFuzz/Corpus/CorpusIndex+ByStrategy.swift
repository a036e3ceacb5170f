extension CorpusIndex {
  /// Counterexamples grouped by the strategy name they record, each distinct name once in the order it first appears,
  /// so a run of thousands of strategies (a `--family` draw) asks about each name once per strategy instead of
  /// copying and testing every file per strategy.
  package struct ByStrategy {
    /// Each distinct recorded name with the positions of its counterexamples, ascending.
    private var groups: [(name: String, positions: [Int])] = []

    /// The grouping of `names` (a pool's recorded strategy names, in the pool's order).
    package init(_ names: [String]) {
      var slot: [String: Int] = [:]
      for (position, name) in names.enumerated() {
        if let s = slot[name] {
          groups[s].positions.append(position)
        } else {
          slot[name] = groups.count
          groups.append((name, [position]))
        }
      }
    }

    /// The positions of every counterexample whose recorded name `accepts`, ascending: the pool's own order.
    package func positions(where accepts: (String) -> Bool) -> [Int] {
      groups.filter { accepts($0.name) }.flatMap(\.positions).sorted()
    }
  }
}
