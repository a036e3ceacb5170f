/// SwiftUI's `@AppStorage`: a value kept in `UserDefaults` under `key`, whose change updates the
/// views that read it (Apple, "AppStorage", https://developer.apple.com/documentation/swiftui/appstorage ;
/// iOS 14+; high). The model reads and writes the model's ``UserDefaults`` (`standard` unless a
/// store is given); a value of another type under the key reads as the default.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  final class Box {
    weak var graph: ViewGraph?
  }
  private let key: String
  private let defaultValue: Value
  private let store: UserDefaults?
  private let box = Box()

  /// The value under `key` in `store` (default: `UserDefaults.standard`), `wrappedValue` when absent.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    defaultValue = wrappedValue
    self.store = store
  }

  private var defaults: UserDefaults { store ?? .standard }

  /// The stored value; setting it stores it and schedules an update of the views that read it.
  @MainActor public var wrappedValue: Value {
    get { defaults.object(forKey: key) as? Value ?? defaultValue }
    nonmutating set {
      defaults.set(newValue, forKey: key)
      box.graph?.setNeedsUpdate()
    }
  }

  /// A binding to the stored value (`$name`).
  @MainActor public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// The optional value under `key`, `nil` when absent.
  public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

extension AppStorage: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) { box.graph = graph }
}

/// SwiftUI's `@SceneStorage`: state kept per scene under `key` (Apple, "SceneStorage",
/// https://developer.apple.com/documentation/swiftui/scenestorage ; iOS 14+; high: restored with
/// the scene). The model restores no scene, so it is the view's ``State`` with that initial value.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  private let state: State<Value>
  /// State under `key` whose initial value is `wrappedValue`.
  public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }
  /// The current value; setting it schedules an update.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }
  /// A binding to the value.
  @MainActor public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Optional state under `key`, `nil` at first.
  public init(_ key: String) { self.init(wrappedValue: nil, key) }
}

extension SceneStorage: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    state._link(to: node, index: index, graph: graph)
  }
}

/// SwiftUI's `@Namespace`: an identity for matched geometry (Apple, "Namespace",
/// https://developer.apple.com/documentation/swiftui/namespace ; iOS 14+; high). Kept: the model
/// does not animate matched geometry.
@propertyWrapper public struct Namespace: DynamicProperty {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  /// A namespace.
  public init() {}
  /// The namespace's identity.
  public var wrappedValue: ID { ID(value: 0) }
}

extension View {
  /// This view's geometry matched with others of `id` in `namespace` (Apple,
  /// "matchedGeometryEffect(id:in:properties:anchor:isSource:)"; high). An animation effect the
  /// model does not draw: the view unchanged.
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true)
    -> some View
  { modifier(_UnmodeledEffectModifier()) }
}
