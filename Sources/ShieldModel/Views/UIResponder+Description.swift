/// The class-name lookup real covers use to find UIKit's private views (issue 29).
extension UIResponder {
  /// The class's name, as `NSObject.description()` gives it: a UIKit class by its own name
  /// (`_UITextLayoutCanvasView`, the model's secure canvas, is found by name as on iOS), an app's
  /// Swift class as `Module.Class` (Apple, "description()",
  /// https://developer.apple.com/documentation/objectivec/nsobject/1418799-description ; a Swift
  /// class's runtime name is module-qualified; high).
  nonisolated public class func description() -> String { className(of: self) }

  /// The name ``description()`` gives `type`.
  nonisolated static func className(of type: AnyClass) -> String {
    let qualified = String(reflecting: type)
    return qualified.hasPrefix("ShieldModel.") ? String(describing: type) : qualified
  }
}
