// Corona-Warn-App: the app delegate's store and the app's colour palette.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

struct Store {
  var isOnboarded = true
}

extension AppDelegate {
  var store: Store { Store() }
}

enum ENAColor {
  case background
}

extension UIColor {
  static func enaColor(for color: ENAColor) -> UIColor { .systemBackground }
}

extension AppDelegate: UIApplicationDelegate {}
