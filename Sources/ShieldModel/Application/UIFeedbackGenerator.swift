/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its three kinds; Apple,
/// "UIFeedbackGenerator", https://developer.apple.com/documentation/uikit/uifeedbackgenerator ;
/// iOS 10+; high). A tap of the Taptic Engine changes nothing on screen and sends no lifecycle
/// event, and the model has no Taptic Engine: preparing and generating feedback are kept without
/// behaviour, so lock screens that tap on a wrong passcode compile and run as written.
@preconcurrency @MainActor open class UIFeedbackGenerator {
  nonisolated deinit {}
  /// A generator.
  public init() {}
  /// Readies the engine for feedback soon (Apple, "prepare()"); nothing to ready in the model.
  open func prepare() {}
}

/// Feedback for a collision of views (Apple, "UIImpactFeedbackGenerator",
/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator ; iOS 10+; high).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  /// The mass of the colliding objects (`soft` and `rigid` iOS 13+).
  nonisolated public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) { super.init() }
  /// A generator of medium impacts (UIKit's default style).
  public override init() { super.init() }
  /// An impact; no effect in the model.
  open func impactOccurred() {}
  /// An impact of `intensity` (0 to 1; iOS 13+); no effect in the model.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome (Apple, "UINotificationFeedbackGenerator",
/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator ; iOS 10+;
/// high).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  /// The outcome.
  nonisolated public enum FeedbackType: Int, Sendable { case success, warning, error }
  /// A generator.
  public override init() { super.init() }
  /// Feedback for `notificationType`; no effect in the model.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a change of selection (Apple, "UISelectionFeedbackGenerator",
/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator ; iOS 10+; high).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  /// A generator.
  public override init() { super.init() }
  /// A selection changed; no effect in the model.
  open func selectionChanged() {}
}
