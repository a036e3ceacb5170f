// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// The Objective-C runtime's names, spelled as it spells them so app code compiles unchanged.
/// The Objective-C runtime's association policies (`objc_AssociationPolicy`, same raw values).
nonisolated public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak reference (the model keeps a strong one: the owner's side table dies with it).
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, set without atomicity.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, set without atomicity (the model keeps the value as given).
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy (the model keeps the value as given).
  case OBJC_ASSOCIATION_COPY = 771
}

/// The values associated with one owner, by key.
package final class AssociatedObjects {
  nonisolated deinit {}
  weak var owner: AnyObject?
  var values: [UnsafeRawPointer: Any] = [:]
  init(owner: AnyObject) { self.owner = owner }
}

/// Associates `value` with `object` under `key`, the Objective-C runtime's
/// `objc_setAssociatedObject(_:_:_:_:)` (Apple,
/// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:) ; high):
/// code keeps state on a view it does not own (a secure text field kept on the view it protects).
/// `nil` removes the association. The values live as long as their owner: the model keeps them
/// on the simulated device, by owner, and drops an owner's table once the owner is gone (a new
/// object at the same address starts with none).
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  MainActor.assumeIsolated {
    guard let device = Device.current else { return }
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    var table = device.associatedObjects[id]
    if table?.owner !== owner {
      table = AssociatedObjects(owner: owner)
      device.associatedObjects[id] = table
    }
    table?.values[key] = value
    // Forget owners that are gone, so their values go too.
    device.associatedObjects = device.associatedObjects.filter { $0.value.owner != nil }
  }
}

/// The value associated with `object` under `key`, or `nil`: the runtime's
/// `objc_getAssociatedObject(_:_:)` (see ``objc_setAssociatedObject(_:_:_:_:)``).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  nonisolated(unsafe) var value: Any?
  MainActor.assumeIsolated {
    let owner = object as AnyObject
    if let table = Device.current?.associatedObjects[ObjectIdentifier(owner)], table.owner === owner {
      value = table.values[key]
    }
  }
  return value
}

/// Removes every value associated with `object`: the runtime's `objc_removeAssociatedObjects(_:)`.
public func objc_removeAssociatedObjects(_ object: Any) {
  MainActor.assumeIsolated {
    let owner = object as AnyObject
    if Device.current?.associatedObjects[ObjectIdentifier(owner)]?.owner === owner {
      Device.current?.associatedObjects[ObjectIdentifier(owner)] = nil
    }
  }
}
