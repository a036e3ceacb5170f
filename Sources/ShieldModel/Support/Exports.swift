@_exported import Dispatch
// A strategy written for UIKit imports UIKit, which brings Foundation along; the model does the
// same so that such code compiles with only its import changed. Declarations in this module
// (`NotificationCenter`, `DispatchQueue`, `DispatchTime`) shadow Foundation's and Dispatch's, so
// cover code reaches the simulated device instead of the real process, in a file that reaches
// Foundation only through this module: Swift's shadowing rule (a module's declaration shadows a
// same-named one of a module it re-exports) does not apply to a file that also imports Foundation
// itself, where `NotificationCenter.default` and `DispatchTime` are ambiguous (tested with Swift
// 6.3 on Linux). UIKit re-exports Foundation too, so such a file moves `import Foundation` into
// the UIKit branch of its import block (Examples/UIKitCovers shows the block).
@_exported import Foundation
// SwiftUI code imports Combine for ObservableObject and @Published; the model's subset of Combine
// comes with the model, as the app's `import Combine` becomes `import ShieldModel`.
@_exported import ModelCombine
// SwiftUI re-exports Observation (`@Observable`); the toolchain ships it on Linux too, so the
// app's own observable models compile unchanged.
@_exported import Observation
