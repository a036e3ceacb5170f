extension UIStackView {
  /// The value of ``customSpacing(after:)`` for a view with no custom spacing, and the value that
  /// clears one (Apple, "spacingUseDefault",
  /// https://developer.apple.com/documentation/uikit/uistackview/spacingusedefault ; iOS 11+;
  /// high). The SDK does not give its number; the model uses the largest finite `CGFloat` (model
  /// choice, low: code compares against the constant, never its value).
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

  /// The system's standard spacing (Apple, "spacingUseSystem",
  /// https://developer.apple.com/documentation/uikit/uistackview/spacingusesystem ; iOS 11+; high).
  /// The model lays it out as 8 points, Interface Builder's standard spacing between sibling
  /// views (model choice, medium: UIKit's value depends on the views and the text size).
  public static let spacingUseSystem = -CGFloat.leastNonzeroMagnitude

  /// Sets the space after `arrangedSubview`, in place of ``spacing`` (Apple,
  /// "setCustomSpacing(_:after:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:) ;
  /// iOS 11+; high). A view that is not arranged in the stack is ignored; ``spacingUseDefault``
  /// clears the custom spacing, and so does removing the view from the arranged views (as the
  /// stack view's AppKit counterpart documents: "Custom spacing for a view is lost if you remove
  /// the view from the stack view", "customSpacing(after:)",
  /// https://developer.apple.com/documentation/appkit/nsstackview/customspacing(after:) ; high).
  /// The space after a hidden view is not laid out, as the hidden view is not (model choice).
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings.removeAll { $0.view === arrangedSubview }
    if spacing != Self.spacingUseDefault {
      customSpacings.append((arrangedSubview, spacing))
    }
    setNeedsLayout()
  }

  /// The custom space after `arrangedSubview`, or ``spacingUseDefault`` when it has none (Apple,
  /// "customSpacing(after:)",
  /// https://developer.apple.com/documentation/uikit/uistackview/customspacing(after:) ; iOS 11+;
  /// high).
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
  }
}
