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
    captures.flatMap { c in overlays.flatMap { o in [false, true].map { AbstractState(scene: s, capture: c, overlay: o, cover: $0) } } }
  }

  init(scene: String, capture: String, overlay: String, cover: Bool) {
    self.scene = scene
    self.capture = capture
    self.overlay = overlay
    self.cover = cover
  }

  /// The canonical text.
  public var description: String { "A=\(scene) cap=\(capture) overlay=\(overlay) cover=\(cover ? 1 : 0)" }

  /// Orders by text, for stable listings.
  public static func < (a: AbstractState, b: AbstractState) -> Bool { a.description < b.description }
}

extension AbstractState {
  /// The abstract state of `device` now (renders the first scene for display).
  init(device: Device) {
    let first = device.windowScenes.first
    let scene = device.isLaunched ? (first.map { "\($0.activationState)" } ?? "none") : "none"
    let capture = [device.isRecording ? "rec" : nil, device.isMirroring ? "mir" : nil].compactMap { $0 }.joined(separator: "+")
    let overlay: String
    switch device.overlay {
    case nil: overlay = "-"
    case .appSwitcher: overlay = "appSwitcher"
    case .controlCenter: overlay = "controlCenter"
    case .notificationCenter: overlay = "notificationCenter"
    case .systemAlert: overlay = "systemAlert"
    }
    let cover = first.map { device.render($0, for: .display).showsCover } ?? false
    self.init(scene: scene, capture: capture.isEmpty ? "-" : capture, overlay: overlay, cover: cover)
  }
}

/// Counts of visited abstract states and transitions (state, event class, next state).
public nonisolated struct CoverageMap: Sendable, Equatable {
  /// Visits per state text.
  public private(set) var states: [String: Int] = [:]
  /// Visits per transition text `from --class--> to`.
  public private(set) var transitions: [String: Int] = [:]
  /// (state, event class) pairs taken, for steering.
  private(set) var taken: Set<String> = []

  /// An empty map.
  public init() {}

  mutating func visit(_ state: AbstractState) { states[state.description, default: 0] += 1 }

  mutating func record(from: AbstractState, eventClass: String, to: AbstractState) {
    visit(to)
    transitions["\(from) --\(eventClass)--> \(to)", default: 0] += 1
    taken.insert("\(from)|\(eventClass)")
  }

  /// Whether `eventClass` has been taken from `state`.
  func hasTaken(_ eventClass: String, from state: AbstractState) -> Bool { taken.contains("\(state)|\(eventClass)") }

  mutating func add(state: String, count: Int) { states[state, default: 0] += count }
  mutating func add(transition: String, count: Int) { transitions[transition, default: 0] += count }

  /// Adds another map's counts.
  public mutating func merge(_ other: CoverageMap) {
    for (k, v) in other.states { states[k, default: 0] += v }
    for (k, v) in other.transitions { transitions[k, default: 0] += v }
  }

  /// Equal when the counts are (the steering memory is per block and not part of results).
  public static func == (a: CoverageMap, b: CoverageMap) -> Bool {
    a.states == b.states && a.transitions == b.transitions
  }

  /// The states of the universe never visited, in universe order.
  public var neverReached: [String] {
    AbstractState.universe.map(\.description).filter { states[$0] == nil }
  }

  /// Visited states as a percentage of the universe.
  public var percent: Double { Double(states.count) * 100 / Double(AbstractState.universe.count) }
}
