extension UIView {
  /// Options of a block-based animation (UIKit's `UIView.AnimationOptions`; same raw values).
  nonisolated public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the animating views take touches (otherwise they take none until the end).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation value (always the case in the model).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation (kept; the model runs it once).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run it backward and forward (kept).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a view transition, hide and show the views instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition that flips the view from left to right (``transition(with:duration:options:animations:completion:)``).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that flips the view from right to left.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that curls the view up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition that curls the view down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition that dissolves the view's old look into its new one.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition that flips the view from top to bottom.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition that flips the view from bottom to top.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Changes `view` in `animations` with a transition over `duration` seconds, then calls
  /// `completion` (Apple, "transition(with:duration:options:animations:completion:)",
  /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:) ;
  /// iOS 4+; high for the call).
  ///
  /// UIKit animates from a picture of the view before the block to the view after it (a
  /// dissolve, a flip or a curl by `options`); the model animates the block's changes over the
  /// same time instead, as ``animate(withDuration:delay:options:animations:completion:)`` does, so
  /// a cover shown in a transition reaches its end look at the same moment and is partly there
  /// before (medium: the in-between look of a flip or a curl is not the model's fade). The
  /// completion hears whether the transition ran to its end, as for `animate`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
  }

  /// Animates the changes made in `animations` over `duration` seconds of virtual time.
  ///
  /// Model values change at once; presentation values (what captures show) follow over time,
  /// starting after `delay`; `completion` runs on the main queue when the last animation of the
  /// block ends (`true`) or is replaced by another animation of the same property (`false`).
  /// A block that changes nothing animatable completes on the next main-queue turn.
  /// Source: Apple, "animate(withDuration:delay:options:animations:completion:)",
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  /// (iOS 4+).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let device = Device.current else {
      animations()
      completion?(true)
      return
    }
    device.animate(
      duration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Animates over `duration` seconds with no completion (see the full form).
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates over `duration` seconds, then calls `completion` (see the full form).
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates with a spring (Apple,
  /// "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)";
  /// iOS 7+; high): the model animates over `duration` as the plain form does (a spring's
  /// overshoot is not modeled; where it ends and when are the same).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Replaces `fromView` with `toView` in a transition (Apple,
  /// "transition(from:to:duration:options:completion:)"; iOS 4+; high): by default `fromView` is
  /// removed from its superview and `toView` added in its place; with `.showHideTransitionViews`
  /// `fromView` is hidden and `toView` shown instead. The model makes the change at once and calls
  /// `completion` when the transition's duration has passed, as for a transition animation.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    transition(
      with: fromView.superview ?? fromView, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let parent = fromView.superview {
          parent.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let device = Device.current
    let saved = device?.animationContext
    device?.animationContext = nil
    actionsWithoutAnimation()
    device?.animationContext = saved
  }
}
