/// The state of a property animator (UIKit's `UIViewAnimatingState`).
nonisolated public enum UIViewAnimatingState: Int, Sendable {
  /// Its animations have not started, or were stopped without finishing.
  case inactive
  /// Started or paused.
  case active
  /// Stopped, waiting for ``UIViewPropertyAnimator/finishAnimation(at:)``.
  case stopped
}

/// Where a property animator's animations ended (UIKit's `UIViewAnimatingPosition`).
nonisolated public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

extension UIView {
  /// The timing curve of a property animator (UIKit's `UIView.AnimationCurve`).
  nonisolated public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    var options: AnimationOptions {
      switch self {
      case .easeInOut: return .curveEaseInOut
      case .easeIn: return .curveEaseIn
      case .easeOut: return .curveEaseOut
      case .linear: return .curveLinear
      }
    }
  }
}

/// An interruptible animation of view properties (UIKit's `UIViewPropertyAnimator`, iOS 10+).
///
/// Its animation blocks run when it becomes active (``startAnimation()``, ``pauseAnimation()``,
/// or setting ``fractionComplete`` on an inactive animator): the model values change at once and
/// the presentation values follow, as with `UIView.animate`. Paused, it holds every animated
/// property at ``fractionComplete``, scrubbed linearly (`scrubsLinearly` is true by default), and
/// the screen holds still; started, the rest runs on the clock. Privacy screens use a paused
/// animator to show a blur at part of its strength: a `UIVisualEffectView` whose `effect` is set
/// in the animation, paused at the wanted intensity (expo-screen-capture's
/// `AnimatedBlurEffectView`), so the backdrop blur's radius is that fraction of the style's
/// (Apple, "UIViewPropertyAnimator",
/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator ; "fractionComplete":
/// "setting this property on an inactive animator moves it to the active state",
/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/fractioncomplete ; high;
/// the blur radius following the fraction: medium, it is what the technique relies on).
/// Animated views take touches (its `isUserInteractionEnabled` is true by default).
@preconcurrency @MainActor open class UIViewPropertyAnimator {
  nonisolated deinit {}
  /// The duration in seconds of virtual time.
  public let duration: TimeInterval
  /// The timing curve while it runs.
  public let curve: UIView.AnimationCurve
  /// Inactive, active or stopped.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether its animations run on the clock (false while paused or inactive).
  public private(set) var isRunning = false

  private var blocks: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The group of the layer animations it started, while active.
  private var group: AnimationGroup?
  /// The animations a stop removed, for ``finishAnimation(at:)``.
  private var stopped: [(layer: CALayer, change: AnimatedChange)] = []
  private var pausedFraction: CGFloat = 0

  /// Creates an inactive animator of `duration` seconds with `curve` and, optionally, a first
  /// animation block.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    self.curve = curve
    if let animations { blocks.append(animations) }
  }

  /// Adds an animation block; on an active animator it runs at once and joins the others.
  public func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active, let group {
      record(animation, in: group)
      if !isRunning { hold(at: Double(pausedFraction)) }
    } else {
      blocks.append(animation)
    }
  }

  /// Adds a block that runs once the animations end, with where they ended.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animations, or resumes them from where they are paused.
  public func startAnimation() {
    switch state {
    case .inactive:
      activate()
      isRunning = true
    case .active where !isRunning:
      let elapsed = Double(pausedFraction) * duration
      forEachAnimation { animation in
        animation.start = (Device.current?.runLoop.now ?? 0) - elapsed
        animation.pausedProgress = nil
      }
      isRunning = true
    default:
      break
    }
  }

  /// Pauses the animations where they are (activating an inactive animator at its start).
  public func pauseAnimation() {
    switch state {
    case .inactive:
      activate()
      hold(at: 0)
    case .active where isRunning:
      let now = Device.current?.runLoop.now ?? 0
      pausedFraction = duration > 0 ? CGFloat(min(max(now - startTime(), 0) / duration, 1)) : 1
      forEachAnimation { $0.pausedProgress = $0.progress(at: now) }
      isRunning = false
    default:
      break
    }
  }

  /// The fraction of the animations done, 0...1. Setting it on an inactive animator activates
  /// and pauses it there; on a paused one it scrubs; on a running one it changes nothing.
  public var fractionComplete: CGFloat {
    get {
      guard state == .active else { return 0 }
      guard isRunning, duration > 0 else { return pausedFraction }
      let now = Device.current?.runLoop.now ?? 0
      return CGFloat(min(max(now - startTime(), 0) / duration, 1))
    }
    set {
      let fraction = min(max(newValue, 0), 1)
      switch state {
      case .inactive:
        activate()
        hold(at: Double(fraction))
      case .active where !isRunning:
        hold(at: Double(fraction))
      default:
        break
      }
    }
  }

  /// Stops the animations where they are: the animated properties keep what they show now.
  /// With `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it
  /// waits in the stopped state for ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active, let group else { return }
    let now = Device.current?.runLoop.now ?? 0
    var removed: [(layer: CALayer, change: AnimatedChange)] = []
    for layer in Device.current?.animatedLayers ?? [] {
      // What each property shows now, read before any of the layer's animations goes.
      var shown: [AnimatedChange] = []
      for animation in layer.animations where animation.group === group {
        removed.append((layer, animation.change))
        switch animation.change {
        case .frame:
          // Its own part of what is drawn: other blocks' additive frame animations stay.
          let othersMove = layer.animations.contains { $0.group !== group && $0.change.isAdditive }
          let drawn = othersMove ? layer.frameOffset(at: now) { $0.group === group } : layer.presentationFrame(at: now)
          shown.append(.frame(from: .zero, to: drawn))
        case .opacity: shown.append(.opacity(from: 0, to: layer.presentationOpacity(at: now)))
        case .blur: shown.append(.blur(from: 0, to: layer.presentationBlur(at: now)))
        }
      }
      layer.animations.removeAll { $0.group === group }
      for change in shown { apply(change, endOf: true, to: layer) }
    }
    self.group = nil
    isRunning = false
    stopped = removed
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animator: the properties go to `finalPosition` (the end, the start, or
  /// where they were stopped), then the completions run with it.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    for (layer, change) in stopped where finalPosition != .current {
      apply(change, endOf: finalPosition == .end, to: layer)
    }
    stopped = []
    state = .inactive
    for completion in completions { completion(finalPosition) }
  }

  // MARK: - Running the blocks

  private func activate() {
    let group = AnimationGroup(completion: { [weak self] _ in self?.animationsEnded() })
    self.group = group
    state = .active
    let pending = blocks
    blocks = []
    for block in pending { record(block, in: group) }
    if group.remaining == 0 {
      // Nothing animatable changed: it ends on a later turn, as a `UIView.animate` block does.
      Device.current?.enqueueMain { [weak self] in
        guard let self, self.group === group, self.isRunning else { return }
        self.animationsEnded()
      }
    }
  }

  private func record(_ block: () -> Void, in group: AnimationGroup) {
    guard let device = Device.current else { return block() }
    let saved = device.animationContext
    device.animationContext = AnimationContext(
      group: group, duration: max(duration, 0), delay: 0, options: curve.options.union(.allowUserInteraction))
    block()
    device.animationContext = saved
  }

  private func hold(at fraction: Double) {
    pausedFraction = CGFloat(fraction)
    isRunning = false
    forEachAnimation { $0.pausedProgress = fraction }
  }

  private func animationsEnded() {
    guard state == .active else { return }
    group = nil
    isRunning = false
    state = .inactive
    for completion in completions { completion(.end) }
  }

  private func startTime() -> Double {
    var start = Double.greatestFiniteMagnitude
    forEachAnimation { start = min(start, $0.start) }
    return start == .greatestFiniteMagnitude ? (Device.current?.runLoop.now ?? 0) : start
  }

  private func forEachAnimation(_ body: (inout LayerAnimation) -> Void) {
    guard let group, let device = Device.current else { return }
    for layer in device.animatedLayers {
      for i in layer.animations.indices where layer.animations[i].group === group { body(&layer.animations[i]) }
    }
  }

  /// Sets the model value of `change`'s property to its end (or start) value, unanimated.
  private func apply(_ change: AnimatedChange, endOf end: Bool, to layer: CALayer) {
    let saved = Device.current?.animationContext
    Device.current?.animationContext = nil
    switch change {
    case .frame(let from, let to): layer.frame = end ? to : from
    case .opacity(let from, let to): layer.opacity = end ? to : from
    case .blur(let from, let to): layer.backdropBlurRadius = end ? to : from
    }
    Device.current?.animationContext = saved
  }
}
