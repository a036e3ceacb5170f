/// The delegates' `window` as Swift on Apple platforms reads it through the protocol.
///
/// UIKit declares `window` an *optional* requirement of `UIApplicationDelegate` and of
/// `UIWindowSceneDelegate` (Apple, "window",
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window and
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window ; iOS 5+ and
/// 13+; high), and an optional requirement read through the protocol gains one more level of
/// optional (The Swift Programming Language, "Protocols", "Optional Protocol Requirements":
/// "its type automatically becomes an optional"; high): `UIApplication.shared.delegate?.window`
/// is `UIWindow??`, nil when the delegate does not implement `window`. Swift off Apple platforms
/// has no optional requirements (they need `@objc`), so the model's `window` is a requirement
/// with a `nil` default and reads `UIWindow?`; the AppFilesPlugin's rewriter turns such a read in
/// an app's file (`delegate!.window!!`, `delegate?.window??.rootViewController`,
/// `UIApplication.shared.delegate?.window`) into `windowIfImplemented`.
///
/// Whether the delegate implements `window` is told by its stored properties (a stored `window`
/// of any optional kind, `UIWindow!` too, whose value is read as UIKit reads it through the
/// Objective-C runtime); a computed or lazy `window` is told by the requirement's value only, so
/// one that is `nil` reads as not implemented (approximated: `nil` and `.some(nil)` differ only
/// to a `guard let`/`if let` of the outer level).
extension UIApplicationDelegate {
  /// The delegate's `window` read through `UIApplicationDelegate`, where UIKit declares it
  /// optional: `nil` when the delegate does not implement it.
  public var windowIfImplemented: UIWindow?? {
    get {
      if let stored = storedWindow(of: self) { return stored }
      return window.map { .some($0) }
    }
    set { window = newValue ?? nil }
  }
}

extension UIWindowSceneDelegate {
  /// The delegate's `window` read through `UIWindowSceneDelegate`, where UIKit declares it
  /// optional: `nil` when the delegate does not implement it.
  public var windowIfImplemented: UIWindow?? {
    get {
      if let stored = storedWindow(of: self) { return stored }
      return window.map { .some($0) }
    }
    set { window = newValue ?? nil }
  }
}

/// The value of `object`'s stored `window` property (its class's or a superclass's), or `nil`
/// when it has none.
private func storedWindow(of object: AnyObject) -> UIWindow?? {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children where child.label == "window" {
      return .some(child.value as? UIWindow)
    }
    mirror = current.superclassMirror
  }
  return nil
}
