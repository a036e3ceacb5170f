/// The user's accessibility settings as app code reads them (UIKit's `UIAccessibility`).
///
/// Every setting is off: the model's device keeps iOS's defaults (Apple, "UIAccessibility",
/// https://developer.apple.com/documentation/uikit/uiaccessibility ; iOS 8+ for Reduce
/// Transparency; high for the defaults). A cover that shows a plain view in place of a blur
/// under Reduce Transparency therefore takes its blur branch.
public enum UIAccessibility {
  /// Whether Reduce Transparency is on (Settings > Accessibility > Display & Text Size): off.
  @MainActor public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Reduce Motion is on: off.
  @MainActor public static var isReduceMotionEnabled: Bool { false }
  /// Whether VoiceOver runs: no.
  @MainActor public static var isVoiceOverRunning: Bool { false }
}

extension UIAccessibility {
  /// A notification an app posts to assistive technologies with ``post(notification:argument:)``
  /// (UIKit's `UIAccessibility.Notification`; Apple,
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification ; iOS 3+;
  /// high). A privacy cover posts ``screenChanged`` with itself as the argument so that VoiceOver
  /// moves its focus onto the cover.
  nonisolated public struct Notification: RawRepresentable, Hashable, Sendable {
    /// UIKit's `UInt32` code of the notification.
    public let rawValue: UInt32
    /// Makes a notification from its code.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// "A new view appears that occupies a major portion of the screen" (UIKit's value 1000).
    public static let screenChanged = Notification(rawValue: 1000)
    /// "The layout of a screen changes" (1001).
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement for VoiceOver to speak (1008).
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll action completed (1009).
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts `notification` to assistive technologies, with an element to focus or a string to
  /// speak as `argument` (Apple, "post(notification:argument:)",
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:) ;
  /// iOS 3+; high). Assistive technologies are its only readers and the model's device runs
  /// none (``isVoiceOverRunning`` is `false`), so posting has no effect and cannot change a
  /// verdict; it is not a `NotificationCenter` notification and no app observer receives it.
  @MainActor public static func post(notification: Notification, argument: Any?) {}

  /// Posted when VoiceOver starts or stops (Apple, "voiceOverStatusDidChangeNotification",
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification ;
  /// iOS 11+; high). Never posted by the model: its settings never change.
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Transparency is turned on or off (Apple,
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification ;
  /// iOS 8+; high). Never posted by the model.
  nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Reduce Motion is turned on or off (Apple,
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification ;
  /// iOS 8+; high). Never posted by the model.
  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
