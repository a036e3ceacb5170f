/// Live instances of the model's view, window and layer classes in this process, counted by
/// their initializers and deinits: a leak shows as a count that grows with the traces run.
///
/// Plain counters with unchecked exclusivity, so they cost one add per object made or released
/// (a checked global access costs a runtime call). They are global (every
/// device of the process counts), so a test reads a difference across code it runs itself.
package enum LiveObjects {
  /// Live `UIView`s, windows included.
  @exclusivity(unchecked) nonisolated(unsafe) package static var views = 0
  /// Live `UIWindow`s.
  @exclusivity(unchecked) nonisolated(unsafe) package static var windows = 0
  /// Live `CALayer`s.
  @exclusivity(unchecked) nonisolated(unsafe) package static var layers = 0
  /// Live `UIAlertController`s: with none, no app alert can be answered (the generator asks
  /// every step, and finding one walks every window).
  @exclusivity(unchecked) nonisolated(unsafe) package static var alertControllers = 0
  /// Live view controllers that present another: with none, nothing presented can be dismissed.
  @exclusivity(unchecked) nonisolated(unsafe) package static var presentingControllers = 0
  /// Live passcode entries (``UIControl/isPasscodeEntry``): with none, ``SystemEvent/enterPasscode``
  /// is refused without walking any window (the generator asks every step).
  @exclusivity(unchecked) nonisolated(unsafe) package static var passcodeEntries = 0
}

/// The sizes of every structure a device keeps across events: what must stay bounded however
/// long a trace runs (for the memory check and tests).
nonisolated package struct ModelCensus: Equatable, Sendable, CustomStringConvertible {
  /// Window references the scenes keep (weak ones to released windows included).
  package var windowReferences = 0
  /// Windows the scenes hold strongly (``PlatformFlags/unheldWindowsVanish`` off).
  package var heldWindows = 0
  /// Live windows of the connected scenes.
  package var liveWindows = 0
  /// Views in the view trees of those windows, the windows included.
  package var views = 0
  /// Layers in the layer trees drawn for those windows (from their host layers).
  package var layers = 0
  /// Main-queue slots in use: blocks waiting plus blocks already run but not yet dropped.
  package var mainQueueSlots = 0
  /// Timers waiting.
  package var timers = 0
  /// Layers the device tracks as animating.
  package var animatedLayers = 0
  /// Animations in flight on those layers.
  package var animations = 0
  /// Stored switcher snapshots.
  package var storedSnapshots = 0
  /// Notification observers.
  package var observers = 0
  /// Lines in the callback log.
  package var callbackLog = 0
  /// Captures not yet collected.
  package var captures = 0
  /// Scenes waiting for their snapshot.
  package var pendingSnapshotScenes = 0

  /// An empty census (every count 0).
  package init() {}

  /// `name=value` pairs in declaration order.
  package var fields: [(String, Int)] {
    [
      ("windowRefs", windowReferences), ("heldWindows", heldWindows), ("liveWindows", liveWindows),
      ("views", views), ("layers", layers),
      ("mainQueue", mainQueueSlots), ("timers", timers), ("animatedLayers", animatedLayers),
      ("animations", animations), ("snapshots", storedSnapshots), ("observers", observers),
      ("callbackLog", callbackLog), ("captures", captures), ("pendingSnapshots", pendingSnapshotScenes),
    ]
  }

  package var description: String { fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ") }
}

extension Device {
  /// The sizes of the device's long-lived structures now (see ``ModelCensus``).
  package var census: ModelCensus {
    var c = ModelCensus()
    for scene in windowScenes {
      c.windowReferences += scene.windowReferenceCount
      c.heldWindows += scene.heldWindowCount
      for window in withCurrent({ scene.windows }) {
        c.liveWindows += 1
        c.views += Self.treeSize(window) { $0.subviews }
        c.layers += Self.treeSize(window.hostLayer) { $0.sublayers ?? [] }
      }
    }
    c.mainQueueSlots = runLoop.blocks.count
    c.timers = runLoop.timers.count
    c.animatedLayers = animatedLayers.count
    c.animations = animatedLayers.reduce(0) { $0 + $1.animations.count }
    c.storedSnapshots = capture.storedSnapshots.count
    c.observers = notificationCenter.observerCount
    c.callbackLog = callbackLog.count
    c.captures = capture.captures.count
    c.pendingSnapshotScenes = capture.pendingSnapshotScenes.count
    return c
  }

  private static func treeSize<T>(_ root: T, _ children: (T) -> [T]) -> Int {
    children(root).reduce(1) { $0 + treeSize($1, children) }
  }
}

extension ModelCensus {
  /// Keeps, field by field, the larger of this census and `other`.
  package mutating func formMaximum(_ other: ModelCensus) {
    windowReferences = max(windowReferences, other.windowReferences)
    heldWindows = max(heldWindows, other.heldWindows)
    liveWindows = max(liveWindows, other.liveWindows)
    views = max(views, other.views)
    layers = max(layers, other.layers)
    mainQueueSlots = max(mainQueueSlots, other.mainQueueSlots)
    timers = max(timers, other.timers)
    animatedLayers = max(animatedLayers, other.animatedLayers)
    animations = max(animations, other.animations)
    storedSnapshots = max(storedSnapshots, other.storedSnapshots)
    observers = max(observers, other.observers)
    callbackLog = max(callbackLog, other.callbackLog)
    captures = max(captures, other.captures)
    pendingSnapshotScenes = max(pendingSnapshotScenes, other.pendingSnapshotScenes)
  }
}
