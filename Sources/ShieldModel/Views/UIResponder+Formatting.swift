/// UIKit's objects as `%@` arguments: `NSLog("%@", view)` and `String(format: "%@", controller)`
/// print the object's `description` on iOS (Apple, "String Format Specifiers": `%@` is an
/// "Objective-C object, printed as the string returned by descriptionWithLocale: if available, or
/// description otherwise",
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html ;
/// high). Off Apple platforms Foundation's `NSObject` is no `CVarArg`, so such a line does not
/// compile against a Swift `NSObject`; the model's UIKit objects pass their description as a
/// Foundation string, which `%@` prints as iOS prints the object (the description itself leaves
/// out the address, ``UIResponder/description``).
extension UIResponder: _CVarArgObject {
  /// The object as a `%@` argument: its ``description`` as a Foundation string.
  nonisolated public var _cVarArgObject: any CVarArg { NSString(string: description) }
  /// The encoding of ``_cVarArgObject`` (the argument list keeps that string alive while it is
  /// used, as it does for a Swift `String`).
  nonisolated public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}

extension CALayer: _CVarArgObject {
  /// The layer as a `%@` argument: its ``description`` as a Foundation string.
  nonisolated public var _cVarArgObject: any CVarArg { NSString(string: description) }
  /// The encoding of ``_cVarArgObject``.
  nonisolated public var _cVarArgEncoding: [Int] { _cVarArgObject._cVarArgEncoding }
}
