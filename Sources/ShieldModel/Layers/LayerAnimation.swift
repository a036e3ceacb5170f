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

  /// Frame as drawn at virtual time `now` (the presentation value).
  package func presentationFrame(at now: Double) -> CGRect {
    for a in animations {
      if case .frame(let from, let to) = a.change {
        return CGRect.interpolate(from, to, CGFloat(a.progress(at: now)))
      }
    }
    return frame
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
