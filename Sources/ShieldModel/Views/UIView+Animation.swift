extension UIView {
  /// Options of a block-based animation (UIKit's `UIView.AnimationOptions`; same raw values).
  nonisolated public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lets the animating views take touches (otherwise they take none until the end).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation value (always the case in the model).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
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

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let device = Device.current
    let saved = device?.animationContext
    device?.animationContext = nil
    actionsWithoutAnimation()
    device?.animationContext = saved
  }
}
