// SwiftUI's standard colors the model lacked (Apple, "Color", "Getting standard colors",
// https://developer.apple.com/documentation/swiftui/color ; pink iOS 13+, indigo, teal, cyan, mint
// and brown iOS 15+; high): their light-appearance values, as UIKit's system colors of the same
// names give them. The model draws a color by its gray level and opacity.
extension Color {
  /// Pink.
  public static let pink = Color(UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1))
  /// Indigo.
  public static let indigo = Color(UIColor.systemIndigo)
  /// Teal.
  public static let teal = Color(UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1))
  /// Cyan.
  public static let cyan = Color(UIColor(red: 0.2, green: 0.68, blue: 0.9, alpha: 1))
  /// Mint.
  public static let mint = Color(UIColor(red: 0, green: 0.78, blue: 0.75, alpha: 1))
  /// Brown.
  public static let brown = Color(UIColor(red: 0.64, green: 0.52, blue: 0.37, alpha: 1))
}
