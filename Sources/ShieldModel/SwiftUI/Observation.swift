/// SwiftUI's part of Observation (Apple, "Managing model data in your app",
/// https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app ; iOS 17+;
/// high): an `@Observable` object in the environment and bindings to its properties. The view
/// graph tracks what a body reads (``ViewGraph/update()``).
extension Environment {
  /// Reads the observable object of type `objectType` an ancestor put in the environment with
  /// `environment(_:)`; read where none did, it stops the app, as SwiftUI does.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(reading: { values in
      guard let object = values.table.objects[ObjectIdentifier(Value.self)] as? Value else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) "
            + "may be missing as an ancestor of this view."
        )
      }
      return object
    })
  }

  /// Reads the observable object of type `objectType` in the environment, `nil` if none.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(reading: { $0.table.objects[ObjectIdentifier(T.self)] as? T })
  }
}

extension View {
  /// This view with `object` in its environment for `@Environment(T.self)` (Apple,
  /// "environment(_:)", https://developer.apple.com/documentation/swiftui/view/environment(_:) ;
  /// iOS 17+; high).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_EnvironmentModifier { $0.table.objects[ObjectIdentifier(T.self)] = object })
  }
}

/// Bindings to the properties of an `@Observable` object (Apple, "Bindable",
/// https://developer.apple.com/documentation/swiftui/bindable ; iOS 17+; high).
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value
  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
  /// Itself: `$object.property` is a binding.
  public var projectedValue: Bindable<Value> { self }
  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
