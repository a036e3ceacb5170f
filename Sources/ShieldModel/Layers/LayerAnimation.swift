/// A property change that Core Animation interpolates over virtual time.
package enum AnimatedChange {
  case frame(from: CGRect, to: CGRect)
  case opacity(from: Float, to: Float)
  case blur(from: CGFloat, to: CGFloat)

  var key: Int {
    switch self {
    case .frame: return 0
    case .opacity: return 1
    case .blur: return 2
    }
  }

  /// Whether the change is animated additively (a view's frame: its position and bounds).
  var isAdditive: Bool {
    if case .frame = self { return true }
    return false
  }
}

/// One block passed to `UIView.animate`: its completion runs once all of its animations end.
package final class AnimationGroup {
  nonisolated deinit {}
  var remaining = 0
  var finished = true
  let completion: ((Bool) -> Void)?
  init(completion: ((Bool) -> Void)?) { self.completion = completion }
}

/// An animation in flight on one layer property. The model value is already the end value; the
/// presentation value moves from `change`'s start to its end between `start` and `start + duration`
/// seconds of virtual time (Apple, "Core Animation Programming Guide: model and presentation
/// trees"; https://d-ronnqvist.github.io/hit-testing-animating-layers ; iOS 2+).
///
/// A frame animation is additive, as UIKit's block animations of a view's position and bounds
/// are since iOS 8: `change` keeps the model values before and after the change, and what is
/// drawn is the model value now plus the difference still to run, going to zero (WWDC 2014
/// session 236, "Building Interruptible and Responsive Interactions"; a dump of the animations
/// UIKit adds, `additive = 1`, from the old-minus-new difference to zero, also for an unchanged
/// part: https://gist.github.com/d-ronnqvist/137ce6b4c852d8ebd96d ; medium). So a frame set
/// outside the block moves what is drawn at once, and a view whose frame did not change in the
/// block is drawn at its model frame throughout.
package struct LayerAnimation {
  package var change: AnimatedChange
  package var start: Double
  package var duration: Double
  package var curve: UIView.AnimationOptions
  package var allowsUserInteraction: Bool
  package let group: AnimationGroup
  /// The progress a paused property animator holds the animation at (``UIViewPropertyAnimator``);
  /// `nil` while it runs on the clock.
  package var pausedProgress: Double? = nil

  /// When it ends; never while paused.
  package var end: Double { pausedProgress == nil ? start + duration : .infinity }

  /// Progress 0...1 at virtual time `now`, after the timing curve.
  package func progress(at now: Double) -> Double {
    if let pausedProgress { return pausedProgress }
    guard duration > 0 else { return 1 }
    let t = min(max((now - start) / duration, 0), 1)
    if curve.contains(.curveLinear) { return t }
    if curve.contains(.curveEaseIn) { return t * t }
    if curve.contains(.curveEaseOut) { return 1 - (1 - t) * (1 - t) }
    return t * t * (3 - 2 * t)  // ease-in-out, UIKit's default curve
  }
}

/// Records property changes made inside a `UIView.animate` block as animations.
package enum AnimationRecorder {
  /// Called by animatable setters before the model value changes.
  package static func record(_ layer: CALayer, _ change: AnimatedChange) {
    guard let device = Device.current, let context = device.animationContext else { return }
    device.addAnimation(on: layer, change: change, context: context)
  }
}

extension CALayer {
  /// Opacity as drawn at virtual time `now` (the presentation value).
  package func presentationOpacity(at now: Double) -> Float {
    for a in animations {
      if case .opacity(let from, let to) = a.change {
        return from + (to - from) * Float(a.progress(at: now))
      }
    }
    return opacity
  }

  /// Frame as drawn at virtual time `now` (the presentation value): the model frame plus what
  /// each frame animation in flight still has to run (``LayerAnimation/frameOffset(at:)``), as
  /// UIKit's additive animations of position and bounds draw it since iOS 8.
  package func presentationFrame(at now: Double) -> CGRect {
    // An animation of an unchanged frame adds nothing; the usual case, one moving animation
    // that ends at the model value, is drawn as an interpolation (the same numbers as before
    // animations were additive).
    var moving = 0
    var single: (from: CGRect, to: CGRect, progress: Double)?
    for a in animations {
      if case .frame(let from, let to) = a.change, from != to {
        moving += 1
        single = (from, to, a.progress(at: now))
      }
    }
    guard moving > 0 else { return frame }
    if moving == 1, let single, single.to == frame {
      return CGRect.interpolate(single.from, single.to, CGFloat(single.progress))
    }
    return frameOffset(at: now) { _ in true }
  }

  /// The model frame plus the offsets still to run of the frame animations `included` picks.
  package func frameOffset(at now: Double, including included: (LayerAnimation) -> Bool) -> CGRect {
    var drawn = frame
    for a in animations where included(a) {
      guard case .frame(let from, let to) = a.change, from != to else { continue }
      let left = 1 - CGFloat(a.progress(at: now))
      drawn = CGRect(
        x: drawn.minX + (from.minX - to.minX) * left, y: drawn.minY + (from.minY - to.minY) * left,
        width: drawn.width + (from.width - to.width) * left,
        height: drawn.height + (from.height - to.height) * left)
    }
    return drawn
  }

  /// Backdrop blur radius as drawn at virtual time `now`.
  package func presentationBlur(at now: Double) -> CGFloat {
    for a in animations {
      if case .blur(let from, let to) = a.change {
        return from + (to - from) * CGFloat(a.progress(at: now))
      }
    }
    return backdropBlurRadius
  }
}
