/// Counts of visited abstract states and transitions (state, event class, next state).
///
/// Counts are kept by integer keys (universe index, event-class index) so that recording a step
/// builds no text; the text forms are made only for reports and results files.
public nonisolated struct CoverageMap<Host: Platform>: Sendable, Equatable {
  /// Visits by universe index, `nil` for a state never visited; empty until the first visit. An array, not a
  /// dictionary: a step then hashes nothing for its state.
  private var stateHits: [Int?] = []
  /// Uses by transition key (``transitionKey(_:_:_:)``).
  private var transitionHits = CountTable()
  /// Event classes taken from each state (bit = class index), by universe index, for steering.
  private var taken: [EventVocabulary<Host>.Mask] = []

  /// An empty map.
  public init() {}

  private static var classCount: Int { Host.vocabulary.classStride }
  private static func classIndex(_ eventClass: String) -> Int {
    Host.vocabulary.classNames.firstIndex(of: eventClass) ?? (classCount - 1)
  }
  private static func transitionKey(_ from: Int, _ cls: Int, _ to: Int) -> Int {
    (from * classCount + cls) * 256 + to
  }

  /// Visits per state text.
  public var states: [String: Int] {
    Dictionary(uniqueKeysWithValues: stateEntries.map { (Host.abstractStates[$0.key], $0.count) })
  }

  /// Visits per transition text `from --class--> to`.
  public var transitions: [String: Int] {
    Dictionary(
      uniqueKeysWithValues: transitionHits.entries.map { key, count in
        let to = key % 256
        let cls = (key / 256) % Self.classCount
        let from = key / 256 / Self.classCount
        let classes = Host.vocabulary.classNames
        let name = cls < classes.count ? classes[cls] : "?"
        return ("\(Host.abstractStates[from]) --\(name)--> \(Host.abstractStates[to])", count)
      })
  }

  /// Visits the state at position `state` of ``Platform/abstractStates``.
  mutating func visit(_ state: Int) { add(visits: 1, at: state) }

  /// Adds `count` visits at universe index `state` (in range), allocating the counts on first use.
  private mutating func add(visits count: Int, at state: Int) {
    if stateHits.isEmpty { stateHits = Array(repeating: nil, count: Host.abstractStates.count) }
    stateHits[state] = (stateHits[state] ?? 0) + count
  }

  /// The visits of the state at universe index `state`, `nil` when never visited.
  private func visits(at state: Int) -> Int? { stateHits.isEmpty ? nil : stateHits[state] }

  /// Records a step of `event` from state `from` to state `to` without building its class name.
  mutating func record(from: Int, event: Host.Event, to: Int) {
    record(from: from, classIndex: Host.vocabulary.classIndex(of: event) ?? (Self.classCount - 1), to: to)
  }

  private mutating func record(from: Int, classIndex cls: Int, to: Int) {
    visit(to)
    transitionHits.add(1, to: Self.transitionKey(from, cls, to))
    if taken.isEmpty { taken = Array(repeating: 0, count: Host.abstractStates.count) }
    taken[from] |= 1 << EventVocabulary<Host>.Mask(cls)
  }

  /// The generated classes not yet taken from state `state` (the ones steering favours).
  func untakenClasses(from state: Int) -> EventVocabulary<Host>.Mask {
    Host.vocabulary.allClasses & ~(taken.isEmpty ? 0 : taken[state])
  }

  mutating func add(state: String, count: Int) {
    guard let i = Host.abstractStates.firstIndex(of: state) else { return }
    add(visits: count, at: i)
  }

  mutating func add(transition: String, count: Int) {
    let arrow = transition.components(separatedBy: " --")
    guard arrow.count == 2, let from = Host.abstractStates.firstIndex(of: arrow[0]) else { return }
    let rest = arrow[1].components(separatedBy: "--> ")
    guard rest.count == 2, let to = Host.abstractStates.firstIndex(of: rest[1]) else { return }
    transitionHits.add(count, to: Self.transitionKey(from, Self.classIndex(rest[0]), to))
  }

  /// State counts by universe index, sorted by index (the compact form results files use).
  var stateEntries: [(key: Int, count: Int)] {
    var entries: [(key: Int, count: Int)] = []
    for i in stateHits.indices { if let count = stateHits[i] { entries.append((i, count)) } }
    return entries
  }
  /// Transition counts by numeric key, sorted by key (the compact form results files use).
  var transitionEntries: [(key: Int, count: Int)] {
    transitionHits.entries
  }

  /// Adds `count` visits of the state with universe index `index`; `false` if out of range.
  mutating func add(stateIndex index: Int, count: Int) -> Bool {
    guard Host.abstractStates.indices.contains(index) else { return false }
    add(visits: count, at: index)
    return true
  }

  /// Adds `count` uses of the transition with numeric key `key`; `false` if malformed.
  mutating func add(transitionKey key: Int, count: Int) -> Bool {
    let to = key % 256
    let from = key / 256 / Self.classCount
    guard Host.abstractStates.indices.contains(to), Host.abstractStates.indices.contains(from) else {
      return false
    }
    transitionHits.add(count, to: key)
    return true
  }

  /// Adds another map's counts.
  public mutating func merge(_ other: CoverageMap) {
    for e in other.stateEntries { add(visits: e.count, at: e.key) }
    for e in other.transitionHits.entries { transitionHits.add(e.count, to: e.key) }
  }

  /// Equal when the counts are (the steering memory is per block and not part of results).
  public static func == (a: CoverageMap, b: CoverageMap) -> Bool {
    a.stateEntries.elementsEqual(b.stateEntries) { $0.key == $1.key && $0.count == $1.count }
      && a.transitionHits == b.transitionHits
  }

  /// The states of the universe never visited, in universe order.
  public var neverReached: [String] {
    Host.abstractStates.indices.filter { visits(at: $0) == nil }.map { Host.abstractStates[$0] }
  }

  /// Visited states as a percentage of the universe.
  public var percent: Double {
    Double(stateHits.reduce(0) { $0 + ($1 == nil ? 0 : 1) }) * 100 / Double(Host.abstractStates.count)
  }

  /// The number of abstract states (the universe).
  public var universeCount: Int { Host.abstractStates.count }
}
