// Firefox iOS PrivacyWindowHelper: the app's image names.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif

enum ImageIdentifiers {
  static let homeHeaderLogoBall = "homeHeaderLogoBall"
}
