@_exported import Dispatch
// A strategy written for UIKit imports UIKit, which brings Foundation along; the model does the
// same so that such code compiles with only its import changed. Declarations in this module
// (`NotificationCenter`, `DispatchQueue`, `DispatchTime`) shadow Foundation's and Dispatch's for
// code that imports both, so cover code reaches the simulated device instead of the real process.
@_exported import Foundation
