/// A method to call on a target, the model's stand-in for the Objective-C selector UIKit's
/// target-action and selector observers take (`#selector(...)`, Apple, "Using Objective-C Runtime
/// Features in Swift",
/// https://developer.apple.com/documentation/swift/using-objective-c-runtime-features-in-swift ;
/// high).
///
/// Swift off Apple platforms has no Objective-C runtime, so `#selector(tap(_:))` cannot name a
/// method there; the AppFilesPlugin rewrites it to `Selector(Cover.tap(_:))`, a method reference
/// that this type calls on the target with the sender or notification, as the runtime would send
/// the message. A method of no argument is called without one; one of one argument gets the
/// sender (target-action) or the notification (`NSNotification` too, as the runtime passes the
/// same object either way). A selector made from a name only (`Selector("tap:")`,
/// `#selector(getter: p)`) names a method the model cannot call: sending it does nothing, and
/// ``isCallable`` says so.
nonisolated public struct Selector: CustomStringConvertible {
  private let call: ((AnyObject, Any?) -> Void)?
  /// Whether an object has the method (a method reference's type is its class), for
  /// `responds(to:)`; `nil` for a class method or a name only.
  private var accepts: ((AnyObject) -> Bool)? = nil
  /// The name given (`Selector("tap:")`), or a description of the method reference.
  public let description: String

  /// A selector for a method of no argument (`@objc func tap()`).
  public init<Target: AnyObject, Result>(_ method: @escaping (Target) -> () -> Result) {
    description = "method of \(Target.self)"
    accepts = { $0 is Target }
    call = { target, _ in
      if let target = target as? Target { _ = method(target)() }
    }
  }

  /// A selector for a method of one argument: the sender, or the notification.
  public init<Target: AnyObject, Argument, Result>(_ method: @escaping (Target) -> (Argument) -> Result) {
    description = "method of \(Target.self)"
    accepts = { $0 is Target }
    call = { target, argument in
      guard let target = target as? Target else { return }
      // Unwrapped first: a method taking `Any` gets the sender, not an optional holding it.
      let value: Any = argument ?? (Any?.none as Any)
      if let argument = value as? Argument {
        _ = method(target)(argument)
      } else if let note = argument as? Notification,
        let bridged = NSNotification(name: note.name, object: note.object, userInfo: note.userInfo) as? Argument
      {
        _ = method(target)(bridged)
      }
    }
  }

  /// A selector for a method of two arguments (`tap(_ sender:forEvent:)`): the sender and no event
  /// (the model has no `UIEvent` to give).
  public init<Target: AnyObject, Argument, Event, Result>(
    _ method: @escaping (Target) -> (Argument, Event?) -> Result
  ) {
    description = "method of \(Target.self)"
    accepts = { $0 is Target }
    call = { target, argument in
      let value: Any = argument ?? (Any?.none as Any)
      guard let target = target as? Target, let argument = value as? Argument else { return }
      _ = method(target)(argument, nil)
    }
  }

  /// A selector for a class method of no argument (`@objc static func tap()`): the runtime
  /// sends it to the class object, which a class method's code registers as `self` (Apple,
  /// "Using Objective-C Runtime Features in Swift"; high).
  public init<Result>(_ method: @escaping () -> Result) {
    description = "class method"
    call = { _, _ in _ = method() }
  }

  /// A selector for a class method of one argument: the sender, or the notification.
  @_disfavoredOverload
  public init<Argument, Result>(_ method: @escaping (Argument) -> Result) {
    description = "class method"
    call = { _, argument in
      let value: Any = argument ?? (Any?.none as Any)
      if let argument = value as? Argument {
        _ = method(argument)
      } else if let note = argument as? Notification,
        let bridged = NSNotification(name: note.name, object: note.object, userInfo: note.userInfo) as? Argument
      {
        _ = method(bridged)
      }
    }
  }

  /// A selector known by its name only: the model cannot call it.
  public init(named name: String) {
    description = name
    call = nil
  }

  /// `Selector("tap:")`: a name only (see ``init(named:)``).
  public init(_ name: String) { self.init(named: name) }

  /// Whether sending it calls a method (false for a selector made from a name).
  public var isCallable: Bool { call != nil }

  /// Sends it to `target` with `argument` (the sender, or the notification).
  public func send(to target: AnyObject, with argument: Any?) { call?(target, argument) }

  /// Whether `object` has the method: for a method reference, whether `object` is of its class
  /// (or a subclass); `false` for a class method or a selector known by name only, which the
  /// model cannot look up.
  public func isImplemented(by object: AnyObject) -> Bool { accepts?(object) ?? false }
}

/// The selector of a method's name, Foundation's `NSSelectorFromString(_:)` (Apple,
/// https://developer.apple.com/documentation/foundation/1395294-nsselectorfromstring ; high): a
/// selector known by its name only (``Selector/init(named:)``), which the model cannot call or look
/// up, so `responds(to:)` answers `false` for it (approximated, as for `Selector("name")`: iOS's
/// runtime would find a method of that name, a private one included).
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
  Selector(named: aSelectorName)
}

/// The name of a selector, Foundation's `NSStringFromSelector(_:)` (Apple,
/// https://developer.apple.com/documentation/foundation/1395257-nsstringfromselector ; high): the
/// name given, or the model's description of a method reference.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.description }

extension NSObject {
  /// Whether the object implements `aSelector`'s method, NSObject's `responds(to:)` (Apple,
  /// "responds(to:)",
  /// https://developer.apple.com/documentation/objectivec/1418956-nsobject/responds(to:) ; high).
  /// Off Apple platforms there is no runtime to ask: the model answers from the selector's method
  /// reference (``Selector/isImplemented(by:)``), so `responds(to: #selector(MyView.blur))`, which
  /// the AppFilesPlugin makes `Selector(MyView.blur)`, is `true` for a `MyView`; a selector known
  /// by its name only answers `false` (approximated: iOS would find an `@objc` method of that name).
  nonisolated public func responds(to aSelector: Selector?) -> Bool {
    aSelector?.isImplemented(by: self) ?? false
  }

  /// Sends `aSelector` to the object at once, NSObject's `perform(_:)` (Apple, "perform(_:)",
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:) ; high). The
  /// model calls the method by reference (``Selector/send(to:with:)``) and returns `nil`: the
  /// method's result is not handed back (a selector known by name only does nothing).
  @discardableResult
  nonisolated public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
    aSelector?.send(to: self, with: nil)
    return nil
  }

  /// Sends `aSelector` to the object with `object` as its argument, NSObject's `perform(_:with:)`
  /// (Apple, "perform(_:with:)",
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:with:) ;
  /// high); as ``perform(_:)``.
  @discardableResult
  nonisolated public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
    aSelector?.send(to: self, with: object)
    return nil
  }
}

extension NotificationCenter {
  /// Registers `observer` for notifications named `aName` from `anObject` through `aSelector`,
  /// UIKit's `addObserver(_:selector:name:object:)` as the AppFilesPlugin rewrites
  /// `#selector(...)`. The observer is held weakly, as iOS 9+ does (see
  /// ``addObserver(_:selector:name:object:)-(_,(Observer)->(Notification)->Void,_,_)``).
  public func addObserver(
    _ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?
  ) {
    let target = self.target(for: observer)
    let call: (AnyObject) -> (Notification) -> Void = { owner in { note in aSelector.send(to: owner, with: note) } }
    addObserver(target, selector: call, name: aName, object: anObject)
  }
}

extension UIControl {
  /// Sends `action` to `target` for `controlEvents`, UIKit's `addTarget(_:action:for:)`
  /// (Apple, "addTarget(_:action:for:)",
  /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:) ; high):
  /// the control does not retain the target; the sender is the control. A `nil` target (the
  /// responder chain) is not modeled: the action is not sent.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard let target = target.map({ $0 as AnyObject }) else { return }
    addAction(
      UIAction { [weak self, weak target] _ in
        guard let self, let target else { return }
        action.send(to: target, with: self)
      }, for: controlEvents)
  }
}
