extension UIColor {
  /// The UIKit color of a SwiftUI `color` (Apple, "init(_:)" on `UIColor` taking a SwiftUI `Color`,
  /// https://developer.apple.com/documentation/uikit/uicolor/init(_:) ; iOS 14+; high): the same
  /// gray level and opacity, as the model keeps them (see ``Color``).
  public convenience init(_ color: Color) {
    let c = color.uiColor.cgColor
    self.init(white: c.white, alpha: c.alpha)
  }
}
