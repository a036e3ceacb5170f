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
