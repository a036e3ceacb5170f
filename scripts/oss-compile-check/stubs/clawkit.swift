// GDXRepo/ClawKit Shield: no app-side types.
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif
