/// A size class (UIKit's `UIUserInterfaceSizeClass`): the coarse width or height class a scene
/// has, which decides how presentations adapt (``UIViewController/presentationLayout(in:)``).
nonisolated public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

extension UIUserInterfaceSizeClass {
  /// The narrowest scene width that is regular on an iPad or a Mac, in points.
  ///
  /// Apple's size-class table (Human Interface Guidelines, "Layout",
  /// https://developer.apple.com/design/human-interface-guidelines/layout ; high): an iPhone is
  /// compact in width in both orientations (the model's is a 6.1-inch phone, not a Max, whose
  /// landscape is regular) and compact in height in landscape; an iPad at full screen is regular
  /// in both, Slide Over and the narrow Split View panes are compact in width. The measured
  /// widths (https://gist.github.com/sgl0v/3509f3ae628f4047cdb6 , iOS 9.2, medium): every
  /// compact pane is at most 667 points wide (507 for an iPad half in landscape), every regular
  /// one at least 678 (a 12.9-inch half), so 678 points divides them.
  package static let regularWidthThreshold: CGFloat = 678

  /// The horizontal and vertical size classes of a scene of `bounds` on `device`.
  package static func classes(for bounds: CGRect, device: DeviceKind) -> (
    horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
  ) {
    switch device {
    case .iPhone:
      return (.compact, bounds.width > bounds.height ? .compact : .regular)
    case .iPadSplitView, .iPadStageManager, .mac:
      return (bounds.width >= regularWidthThreshold ? .regular : .compact, .regular)
    }
  }
}
