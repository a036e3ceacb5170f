import ShieldModel

/// The abstract state that coverage counts: the first scene's activation state, the capture
/// state, the system UI over the app and whether a cover shows on the first scene.
///
/// Text form: `A=foregroundActive cap=rec overlay=- cover=1`. The universe is every
/// combination (5 x 4 x 5 x 2 = 200); many cannot happen, which is what the never-reached list
/// is for.
public nonisolated struct AbstractState: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// `none` before launch, else the first scene's activation state.
  public let scene: String
  /// `-`, `rec`, `mir` or `rec+mir`.
  public let capture: String
  /// `-`, `appSwitcher`, `controlCenter`, `notificationCenter` or `systemAlert`.
  public let overlay: String
  /// Whether the first scene's display shows a cover.
  public let cover: Bool

  static let scenes = ["none", "unattached", "foregroundActive", "foregroundInactive", "background"]
  static let captures = ["-", "rec", "mir", "rec+mir"]
  static let overlays = ["-", "appSwitcher", "controlCenter", "notificationCenter", "systemAlert"]

  /// Every abstract state, in a fixed order.
  public static let universe: [AbstractState] = scenes.flatMap { s in
    captures.flatMap { c in
      overlays.flatMap { o in [false, true].map { AbstractState(scene: s, capture: c, overlay: o, cover: $0) } }
    }
  }

  /// The position in ``universe``, computed from the parts (no text is built on hot paths).
  let index: Int

  init(scene: String, capture: String, overlay: String, cover: Bool) {
    self.init(
      scene: scene, capture: capture, overlay: overlay, cover: cover,
      parts: (
        Self.scenes.firstIndex(of: scene) ?? 0, Self.captures.firstIndex(of: capture) ?? 0,
        Self.overlays.firstIndex(of: overlay) ?? 0
      ))
  }

  /// The state whose parts are at positions `parts` (scene, capture, overlay) of the part lists.
  private init(scene: String, capture: String, overlay: String, cover: Bool, parts: (s: Int, c: Int, o: Int)) {
    self.scene = scene
    self.capture = capture
    self.overlay = overlay
    self.cover = cover
    index = ((parts.s * Self.captures.count + parts.c) * Self.overlays.count + parts.o) * 2 + (cover ? 1 : 0)
  }

  /// The state with the parts at positions `scene`, `capture` and `overlay` of the part lists.
  init(sceneAt scene: Int, captureAt capture: Int, overlayAt overlay: Int, cover: Bool) {
    self.init(
      scene: Self.scenes[scene], capture: Self.captures[capture], overlay: Self.overlays[overlay], cover: cover,
      parts: (scene, capture, overlay))
  }

  /// Universe index of a state's text, for reading results files.
  static let indexByText: [String: Int] = Dictionary(
    uniqueKeysWithValues: universe.map { ($0.description, $0.index) })

  /// The canonical text.
  public var description: String { "A=\(scene) cap=\(capture) overlay=\(overlay) cover=\(cover ? 1 : 0)" }

  /// Orders by text, for stable listings.
  public static func < (a: AbstractState, b: AbstractState) -> Bool { a.description < b.description }
}

extension AbstractState {
  /// The abstract state of `device` now (renders the first scene for display).
  init(device: Device) {
    // Positions in the part lists, so that a step builds and searches no text.
    let first = device.windowScenes.first
    var scene = 0
    if device.isLaunched, let first {
      switch first.activationState {
      case .unattached: scene = 1
      case .foregroundActive: scene = 2
      case .foregroundInactive: scene = 3
      case .background: scene = 4
      }
    }
    let capture = (device.isRecording ? 1 : 0) + (device.isMirroring ? 2 : 0)
    let overlay: Int
    switch device.overlay {
    case nil: overlay = 0
    case .appSwitcher: overlay = 1
    case .controlCenter: overlay = 2
    case .notificationCenter: overlay = 3
    case .systemAlert: overlay = 4
    }
    // The cheap walk answers "no cover" without a render most of the time.
    // `if let`, not `Optional.map`: a closure passed to a nonisolated parameter checks its
    // executor on every call.
    var cover = false
    if let first { cover = device.mayShowCover(first) && device.render(first, for: .display).showsCover }
    self.init(sceneAt: scene, captureAt: capture, overlayAt: overlay, cover: cover)
  }
}

/// Counts of visited abstract states and transitions (state, event class, next state).
///
/// Counts are kept by integer keys (universe index, event-class index) so that recording a step
/// builds no text; the text forms are made only for reports and results files.
public nonisolated struct CoverageMap: Sendable, Equatable {
  private var stateHits: [Int: Int] = [:]
  private var transitionHits: [Int: Int] = [:]
  /// Event classes taken from each state (bit = class index), by universe index, for steering.
  private var taken: [UInt64] = []

  /// An empty map.
  public init() {}

  private static let classCount = 64
  private static func classIndex(_ eventClass: String) -> Int {
    EventGenerator.classes.firstIndex(of: eventClass) ?? (classCount - 1)
  }
  private static func transitionKey(_ from: Int, _ cls: Int, _ to: Int) -> Int {
    (from * classCount + cls) * 256 + to
  }

  /// Visits per state text.
  public var states: [String: Int] {
    Dictionary(uniqueKeysWithValues: stateHits.map { (AbstractState.universe[$0.key].description, $0.value) })
  }

  /// Visits per transition text `from --class--> to`.
  public var transitions: [String: Int] {
    Dictionary(
      uniqueKeysWithValues: transitionHits.map { key, count in
        let to = key % 256
        let cls = (key / 256) % Self.classCount
        let from = key / 256 / Self.classCount
        let name = cls < EventGenerator.classes.count ? EventGenerator.classes[cls] : "?"
        return ("\(AbstractState.universe[from]) --\(name)--> \(AbstractState.universe[to])", count)
      })
  }

  mutating func visit(_ state: AbstractState) { stateHits[state.index, default: 0] += 1 }

  /// Records a step of `event` without building its class name.
  mutating func record(from: AbstractState, event: SystemEvent, to: AbstractState) {
    record(from: from, classIndex: EventClass(of: event)?.rawValue ?? (Self.classCount - 1), to: to)
  }

  private mutating func record(from: AbstractState, classIndex cls: Int, to: AbstractState) {
    visit(to)
    transitionHits[Self.transitionKey(from.index, cls, to.index), default: 0] += 1
    if taken.isEmpty { taken = Array(repeating: 0, count: AbstractState.universe.count) }
    taken[from.index] |= 1 << UInt64(cls)
  }

  /// The generated classes not yet taken from `state` (the ones steering favours).
  func untakenClasses(from state: AbstractState) -> EventClass.Mask {
    EventClass.all & ~(taken.isEmpty ? 0 : taken[state.index])
  }

  mutating func add(state: String, count: Int) {
    guard let i = AbstractState.indexByText[state] else { return }
    stateHits[i, default: 0] += count
  }

  mutating func add(transition: String, count: Int) {
    let arrow = transition.components(separatedBy: " --")
    guard arrow.count == 2, let from = AbstractState.indexByText[arrow[0]] else { return }
    let rest = arrow[1].components(separatedBy: "--> ")
    guard rest.count == 2, let to = AbstractState.indexByText[rest[1]] else { return }
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
    guard AbstractState.universe.indices.contains(index) else { return false }
    stateHits[index, default: 0] += count
    return true
  }

  /// Adds `count` uses of the transition with numeric key `key`; `false` if malformed.
  mutating func add(transitionKey key: Int, count: Int) -> Bool {
    let to = key % 256
    let from = key / 256 / Self.classCount
    guard AbstractState.universe.indices.contains(to), AbstractState.universe.indices.contains(from) else {
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
    AbstractState.universe.filter { stateHits[$0.index] == nil }.map(\.description)
  }

  /// Visited states as a percentage of the universe.
  public var percent: Double { Double(stateHits.count) * 100 / Double(AbstractState.universe.count) }
}
