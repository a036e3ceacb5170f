extension UIView {
  /// Options of a keyframe animation (UIKit's `UIView.KeyframeAnimationOptions`; the raw values
  /// UIKit gives them, Apple, "UIView.KeyframeAnimationOptions",
  /// https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions ; iOS 7+;
  /// high for the names). The model runs every calculation mode as the linear one and keeps the
  /// other options as ``AnimationOptions`` does.
  nonisolated public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the animating views take touches.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation value (always the case in the model).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation (kept; the model runs it once).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run it backward and forward (kept).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Linear calculation between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's value at once.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing across keyframes.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth, evenly paced curve.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The options the model's animations read: user interaction and the repeat flags share
    /// `AnimationOptions`' bits, and the pacing between keyframes is linear.
    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0b11110).union(.curveLinear) }
  }

  /// Animates the keyframes that `animations` adds with
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` over `duration` seconds
  /// of virtual time, after `delay`, then calls `completion` (Apple,
  /// "animateKeyframes(withDuration:delay:options:animations:completion:)",
  /// https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:) ;
  /// iOS 7+; high for the call).
  ///
  /// Each keyframe's changes animate over its part of the whole, as a block of
  /// ``animate(withDuration:delay:options:animations:completion:)`` starting at its relative start
  /// would; a change made in `animations` outside any keyframe animates over the whole. One
  /// completion hears whether every keyframe ran to its end. The model keeps one animation per
  /// property, so a later keyframe of the same property replaces an earlier one, which holds its
  /// starting look until the later one starts (medium: the end look and the time it is reached
  /// are UIKit's; the in-between look of several keyframes on one property is not).
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options.animationOptions, animations: animations,
      completion: completion)
  }

  /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// `animations` animate from `frameStartTime` to `frameStartTime + frameDuration`, both
  /// fractions (0 to 1) of the whole animation's duration (Apple,
  /// "addKeyframe(withRelativeStartTime:relativeDuration:animations:)",
  /// https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:) ;
  /// iOS 7+; high). Outside a keyframe animation its changes are made at once.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let device = Device.current, let whole = device.animationContext else { return animations() }
    let start = min(max(frameStartTime, 0), 1)
    let length = min(max(frameDuration, 0), 1 - start)
    device.animationContext = AnimationContext(
      group: whole.group, duration: whole.duration * length, delay: whole.delay + whole.duration * start,
      options: whole.options, isKeyframe: true)
    animations()
    device.animationContext = whole
  }
}
