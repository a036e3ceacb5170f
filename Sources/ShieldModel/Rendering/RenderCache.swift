/// Counts changes to anything a render reads: layer geometry, opacity, fill, contents, role,
/// blur, the layer tree, animations, windows and their stacking, scenes' bounds, a text field's
/// secure entry. A render stays valid while the count stands still.
///
/// One count for every device; a device's renders are keyed by ``Device/renderEpoch``, which for
/// the engine's pair of devices leaves out the changes made while the other applied an event
/// (``attributed``), so that the baseline's steps no longer invalidate the strategy device's
/// frames. The model runs on one
/// thread (parallel work uses processes), so a plain counter is enough; `nonisolated(unsafe)`
/// lets a layer's nonisolated deinit count its removal, and unchecked exclusivity spares the
/// runtime check a global's access costs (every setter advances it).
nonisolated enum RenderEpoch {
  @exclusivity(unchecked) nonisolated(unsafe) static var current: UInt64 = 0
  /// The part of ``current`` counted inside the ``Device/apply(_:)`` of a device with
  /// ``Device/keepsOwnRenderEpoch`` (each keeps its own share); the rest (set-up, app code run
  /// directly, deinits between events, other devices) invalidates every device's frames.
  @exclusivity(unchecked) nonisolated(unsafe) static var attributed: UInt64 = 0
  /// Whether a device is applying an event; a nested apply (of any device) spoils the
  /// attribution of the outer one, whose changes then count for every device.
  @exclusivity(unchecked) nonisolated(unsafe) static var isApplying = false
  @exclusivity(unchecked) nonisolated(unsafe) static var isSpoiled = false

  /// Records that something a render reads has changed.
  @inline(__always) static func advance() { current &+= 1 }
}

/// Frames by what was composited: the scene's bounds and the list of primitives. A pure memo,
/// so it can never be stale; it pays when a change leaves the picture as it was, or when a
/// scene goes back to a picture it showed a few steps ago (a cover added, then removed).
struct RasterCache {
  private var entries: [(prims: [Renderer.Primitive], bounds: CGRect, frame: Frame)] = []
  private var next = 0
  private static let capacity = 8

  func frame(for prims: [Renderer.Primitive], bounds: CGRect) -> Frame? {
    for entry in entries where entry.bounds == bounds && entry.prims == prims { return entry.frame }
    return nil
  }

  mutating func store(_ frame: Frame, for prims: [Renderer.Primitive], bounds: CGRect) {
    if entries.count < Self.capacity {
      entries.append((prims, bounds, frame))
    } else {
      entries[next] = (prims, bounds, frame)
      next = (next + 1) % Self.capacity
    }
  }
}

/// What a cover walk (``Device/mayShowCover(_:)``) depends on.
struct CoverWalkKey: Equatable {
  var epoch: UInt64
  var scene: ObjectIdentifier
  /// Virtual time: the walk reads animated opacity at the current time.
  var now: Double
}

/// The capture rules a render applies, as far as they can change a frame.
nonisolated struct RenderVariant: OptionSet, Equatable {
  let rawValue: UInt8
  /// A secure text field's canvas is left out (screenshots, recordings, mirroring).
  static let excludesSecureCanvas = RenderVariant(rawValue: 1)
  /// Animations show their end values.
  static let showsModelValues = RenderVariant(rawValue: 2)
  /// The keyboard is drawn as screen captures show it (its typing, or not at all for secure entry).
  static let screenCaptureKeyboard = RenderVariant(rawValue: 4)
  /// A recorded frame while recording runs, under ``PlatformFlags/secureEntryOffLeavesRunningRecordingBlank``:
  /// a canvas whose field cleared secure entry during this recording is still left out.
  static let runningRecordingExclusion = RenderVariant(rawValue: 8)
}

/// The last few frames rendered by one device, reused while nothing they depend on has changed
/// (the same epoch, scene, capture variant, keyboard and call banner, and, for a render that
/// met an animation in flight, the same virtual time).
///
/// Debug builds render again on every hit and trap if the frames differ, so the whole test
/// suite checks that every change a render reads advances ``RenderEpoch``.
///
/// Nonisolated: it holds values only, and the closure its ``store(_:for:variant:dependsOn:time:)``
/// gives `removeAll(where:)` would otherwise check its executor on every entry (issue 30).
nonisolated struct RenderCache {
  struct Key: Equatable {
    var epoch: UInt64
    var scene: ObjectIdentifier
    var firstResponder: ObjectIdentifier?
    var isCallBannerShown: Bool
  }

  private struct Entry {
    var key: Key
    var variant: RenderVariant
    /// The rules the frame depended on: it holds for every variant that agrees on these.
    var dependsOn: RenderVariant
    /// The virtual time the frame holds for, or `nil` when it held no animation.
    var time: Double?
    var frame: Frame
  }

  private var entries: [Entry] = []
  /// Room for a display render and each capture variant of two scenes.
  private static let capacity = 8

  func frame(for key: Key, variant: RenderVariant, now: Double) -> Frame? {
    for entry in entries
    where entry.key == key && entry.variant.intersection(entry.dependsOn) == variant.intersection(entry.dependsOn)
      && (entry.time == nil || entry.time == now)
    {
      return entry.frame
    }
    return nil
  }

  mutating func store(_ frame: Frame, for key: Key, variant: RenderVariant, dependsOn: RenderVariant, time: Double?) {
    // Older epochs can never match again.
    entries.removeAll { $0.key.epoch != key.epoch }
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(Entry(key: key, variant: variant, dependsOn: dependsOn, time: time, frame: frame))
  }
}
