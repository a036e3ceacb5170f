/// Counts by non-negative integer key: an open-addressing table with a multiplicative hash, for the transition
/// counts coverage adds to every step (a `Dictionary` runs SipHash on each key and grows through several tables
/// per trace).
///
/// Has no order of its own: ``entries`` are sorted by key, so nothing printed depends on the table's layout.
nonisolated struct CountTable: Sendable, Equatable {
  /// Slot keys, `-1` for an empty slot; the capacity is a power of two, or zero before the first count.
  private var keys: [Int] = []
  /// Slot counts, beside ``keys``.
  private var counts: [Int] = []
  /// Occupied slots.
  private(set) var count = 0

  /// Adds `n` to the count of `key` (`key >= 0`), making the entry if it is new.
  mutating func add(_ n: Int, to key: Int) {
    precondition(key >= 0, "CountTable keys are non-negative")
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var i = Self.slot(of: key, mask: mask)
    while true {
      let k = keys[i]
      if k == key {
        counts[i] += n
        return
      }
      if k < 0 {
        keys[i] = key
        counts[i] = n
        count += 1
        return
      }
      i = (i + 1) & mask
    }
  }

  /// The count of `key`, `nil` when it has none.
  subscript(key: Int) -> Int? {
    guard !keys.isEmpty else { return nil }
    let mask = keys.count - 1
    var i = Self.slot(of: key, mask: mask)
    while keys[i] >= 0 {
      if keys[i] == key { return counts[i] }
      i = (i + 1) & mask
    }
    return nil
  }

  /// Every entry, sorted by key.
  var entries: [(key: Int, count: Int)] {
    var out: [(key: Int, count: Int)] = []
    out.reserveCapacity(count)
    for i in keys.indices where keys[i] >= 0 { out.append((keys[i], counts[i])) }
    out.sort { $0.key < $1.key }
    return out
  }

  /// Equal when the entries are, whatever the tables' layouts.
  static func == (a: CountTable, b: CountTable) -> Bool {
    a.count == b.count && a.entries.elementsEqual(b.entries) { $0.key == $1.key && $0.count == $1.count }
  }

  /// The first slot to probe for `key` (Fibonacci hashing: the high bits of the product spread nearby keys).
  private static func slot(of key: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// Doubles the capacity (64 slots at first) and re-inserts every entry.
  private mutating func grow() {
    let oldKeys = keys
    let oldCounts = counts
    let capacity = Swift.max(64, keys.count * 2)
    keys = Array(repeating: -1, count: capacity)
    counts = Array(repeating: 0, count: capacity)
    count = 0
    for i in oldKeys.indices where oldKeys[i] >= 0 { add(oldCounts[i], to: oldKeys[i]) }
  }
}
