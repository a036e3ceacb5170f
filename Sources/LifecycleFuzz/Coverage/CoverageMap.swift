/// Counts of visited abstract states and transitions (state, event class, next state).
///
/// Counts are kept by integer keys (universe index, event-class index) so that recording a step
/// builds no text; the text forms are made only for reports and results files.
public nonisolated struct CoverageMap<Host: Platform>: Sendable, Equatable {
  private var stateHits: [Int: Int] = [:]
  private var transitionHits: [Int: Int] = [:]
  /// Event classes taken from each state (bit = class index), by universe index, for steering.
  private var taken: [UInt64] = []

  /// An empty map.
  public init() {}

  private static var classCount: Int { 64 }
  private static func classIndex(_ eventClass: String) -> Int {
    Host.vocabulary.classNames.firstIndex(of: eventClass) ?? (classCount - 1)
  }
  private static func transitionKey(_ from: Int, _ cls: Int, _ to: Int) -> Int {
    (from * classCount + cls) * 256 + to
  }

  /// Visits per state text.
  public var states: [String: Int] {
    Dictionary(uniqueKeysWithValues: stateHits.map { (Host.abstractStates[$0.key], $0.value) })
  }

  /// Visits per transition text `from --class--> to`.
  public var transitions: [String: Int] {
    Dictionary(
      uniqueKeysWithValues: transitionHits.map { key, count in
        let to = key % 256
        let cls = (key / 256) % Self.classCount
        let from = key / 256 / Self.classCount
        let classes = Host.vocabulary.classNames
        let name = cls < classes.count ? classes[cls] : "?"
        return ("\(Host.abstractStates[from]) --\(name)--> \(Host.abstractStates[to])", count)
      })
  }

  /// Visits the state at position `state` of ``Platform/abstractStates``.
  mutating func visit(_ state: Int) { stateHits[state, default: 0] += 1 }

  /// Records a step of `event` from state `from` to state `to` without building its class name.
  mutating func record(from: Int, event: Host.Event, to: Int) {
    record(from: from, classIndex: Host.vocabulary.classIndex(of: event) ?? (Self.classCount - 1), to: to)
  }

  private mutating func record(from: Int, classIndex cls: Int, to: Int) {
    visit(to)
    transitionHits[Self.transitionKey(from, cls, to), default: 0] += 1
    if taken.isEmpty { taken = Array(repeating: 0, count: Host.abstractStates.count) }
    taken[from] |= 1 << UInt64(cls)
  }

  /// The generated classes not yet taken from state `state` (the ones steering favours).
  func untakenClasses(from state: Int) -> EventVocabulary<Host>.Mask {
    Host.vocabulary.allClasses & ~(taken.isEmpty ? 0 : taken[state])
  }

  mutating func add(state: String, count: Int) {
    guard let i = Host.abstractStates.firstIndex(of: state) else { return }
    stateHits[i, default: 0] += count
  }

  mutating func add(transition: String, count: Int) {
    let arrow = transition.components(separatedBy: " --")
    guard arrow.count == 2, let from = Host.abstractStates.firstIndex(of: arrow[0]) else { return }
    let rest = arrow[1].components(separatedBy: "--> ")
    guard rest.count == 2, let to = Host.abstractStates.firstIndex(of: rest[1]) else { return }
    transitionHits[Self.transitionKey(from, Self.classIndex(rest[0]), to), default: 0] += count
  }

  /// State counts by universe index, sorted by index (the compact form results files use).
  var stateEntries: [(key: Int, count: Int)] { stateHits.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
  /// Transition counts by numeric key, sorted by key (the compact form results files use).
  var transitionEntries: [(key: Int, count: Int)] {
    transitionHits.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// Adds `count` visits of the state with universe index `index`; `false` if out of range.
  mutating func add(stateIndex index: Int, count: Int) -> Bool {
    guard Host.abstractStates.indices.contains(index) else { return false }
    stateHits[index, default: 0] += count
    return true
  }

  /// Adds `count` uses of the transition with numeric key `key`; `false` if malformed.
  mutating func add(transitionKey key: Int, count: Int) -> Bool {
    let to = key % 256
    let from = key / 256 / Self.classCount
    guard Host.abstractStates.indices.contains(to), Host.abstractStates.indices.contains(from) else {
      return false
    }
    transitionHits[key, default: 0] += count
    return true
  }

  /// Adds another map's counts.
  public mutating func merge(_ other: CoverageMap) {
    for (k, v) in other.stateHits { stateHits[k, default: 0] += v }
    for (k, v) in other.transitionHits { transitionHits[k, default: 0] += v }
  }

  /// Equal when the counts are (the steering memory is per block and not part of results).
  public static func == (a: CoverageMap, b: CoverageMap) -> Bool {
    a.stateHits == b.stateHits && a.transitionHits == b.transitionHits
  }

  /// The states of the universe never visited, in universe order.
  public var neverReached: [String] {
    Host.abstractStates.indices.filter { stateHits[$0] == nil }.map { Host.abstractStates[$0] }
  }

  /// Visited states as a percentage of the universe.
  public var percent: Double { Double(stateHits.count) * 100 / Double(Host.abstractStates.count) }

  /// The number of abstract states (the universe).
  public var universeCount: Int { Host.abstractStates.count }
}
