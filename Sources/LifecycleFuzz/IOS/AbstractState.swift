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

  /// Universe index of a state's text, for reading results files.
  static let indexByText: [String: Int] = Dictionary(
    uniqueKeysWithValues: universe.map { ($0.description, $0.index) })

  /// The canonical text.
  public var description: String { "A=\(scene) cap=\(capture) overlay=\(overlay) cover=\(cover ? 1 : 0)" }

  /// Orders by text, for stable listings.
  public static func < (a: AbstractState, b: AbstractState) -> Bool { a.description < b.description }
}

extension AbstractState {
  /// The position in ``universe`` of `device`'s abstract state now, built from the parts' positions: coverage
  /// reads it every step, so it makes no state and copies no text. Renders the first scene for
  /// display when a cover may show.
  static func index(of device: Device) -> Int {
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
    return index(sceneAt: scene, captureAt: capture, overlayAt: overlay, cover: cover)
  }

  /// The position in ``universe`` of the state whose parts are at positions `scene`, `capture` and `overlay` of the
  /// part lists.
  static func index(sceneAt scene: Int, captureAt capture: Int, overlayAt overlay: Int, cover: Bool) -> Int {
    ((scene * captures.count + capture) * overlays.count + overlay) * 2 + (cover ? 1 : 0)
  }
}
