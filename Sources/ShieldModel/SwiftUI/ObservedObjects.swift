/// SwiftUI's holders of an ``ObservableObject``: each subscribes the view's identity to the
/// object's `objectWillChange`, so a change (a `@Published` property set, or `objectWillChange.send()`)
/// updates the view in SwiftUI's next update, as a ``State`` change does (Apple, "Monitoring data
/// changes in your app",
/// https://developer.apple.com/documentation/swiftui/monitoring-model-data-changes-in-your-app ;
/// iOS 13+; high). The subscription lives with the view's identity and ends with it.

/// What a view identity keeps for one object it observes: the object and its subscription.
final class ObjectSubscription {
  var object: AnyObject?
  var cancellable: AnyCancellable?

  /// Observes `object` for `graph`, unless already observing that object.
  func observe<Object: ObservableObject>(_ object: Object, graph: ViewGraph) {
    guard self.object !== object else { return }
    self.object = object
    // SwiftUI marks the view and updates later, so the update sees the new value; the model's
    // update may run at once (outside a device, or under `swiftUIUpdatesInCallbackTurn`), so it
    // waits for a `@Published` change to be stored. After an app's own `objectWillChange.send()`
    // an immediate update sees the object as it was (queued ones, the default, do not).
    cancellable = object.objectWillChange.sink { [weak graph] _ in
      PublishedChange.afterCurrentChange { graph?.setNeedsUpdate() }
    }
  }
}

extension ViewGraph.Node {
  /// The storage at `index` of type `T`, made by `make` when absent or of another type.
  func storage<T: AnyObject>(at index: Int, make: () -> T) -> (T, isNew: Bool) {
    if index < storage.count, let stored = storage[index] as? T { return (stored, false) }
    let made = make()
    if index < storage.count { storage[index] = made } else { storage.append(made) }
    return (made, true)
  }
}

/// A view's own observable object, made once for the view's identity and kept across updates
/// (Apple, "StateObject", https://developer.apple.com/documentation/swiftui/stateobject ;
/// "SwiftUI creates a new instance of the model object only once during the lifetime of the
/// container that declares the state object"; iOS 14+; high). The initial value's autoclosure
/// runs the first time the identity is evaluated; later view values' autoclosures never run.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  final class Box {
    let make: () -> ObjectType
    var object: ObjectType?
    let subscription = ObjectSubscription()
    /// The graph's storage this value stands for once linked.
    var target: Box?
    init(_ make: @escaping () -> ObjectType) { self.make = make }
    var resolved: Box { target?.resolved ?? self }
    var instance: ObjectType {
      if let object { return object }
      let made = make()
      object = made
      return made
    }
  }
  let box: Box

  /// A state object made by `thunk` when the view's identity is first evaluated.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }

  /// The object.
  public var wrappedValue: ObjectType { box.resolved.instance }
  /// Bindings to the object's properties (`$model.isLocked`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(box.resolved.instance) }
}

extension StateObject: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    let (stored, isNew) = node.storage(at: index) { box }
    if !isNew, stored !== box { box.target = stored }
    stored.subscription.observe(stored.instance, graph: graph)
  }
}

/// An observable object the view is given (Apple, "ObservedObject",
/// https://developer.apple.com/documentation/swiftui/observedobject ; iOS 13+; high): the view
/// updates when it changes; a new object in a new view value is observed instead.
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to an object's properties (Apple, "ObservedObject.Wrapper",
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper ; high).
  @dynamicMemberLookup public struct Wrapper {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
    /// A binding to the object's property at `keyPath` (`$model.isLocked`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  /// The object.
  public var wrappedValue: ObjectType
  /// Observes `object`.
  public init(wrappedValue object: ObjectType) { wrappedValue = object }
  /// Observes `object`.
  public init(initialValue object: ObjectType) { wrappedValue = object }
  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(wrappedValue) }
}

extension ObservedObject: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    node.storage(at: index) { ObjectSubscription() }.0.observe(wrappedValue, graph: graph)
  }
}

/// An observable object an ancestor put in the environment with `environmentObject(_:)` (Apple,
/// "EnvironmentObject", https://developer.apple.com/documentation/swiftui/environmentobject ;
/// iOS 13+; high). Read where no ancestor supplied one, it stops the app, as SwiftUI does
/// ("No ObservableObject of type ... found. A View.environmentObject(_:) for ... may be missing as
/// an ancestor of this view.").
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  final class Box {
    var object: ObjectType?
  }
  private let box = Box()
  /// An object of the environment, read by its type.
  public init() {}
  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = box.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }
  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(wrappedValue) }
}

extension EnvironmentObject: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    let subscription = node.storage(at: index) { ObjectSubscription() }.0
    box.object = graph.environment.table.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    if let object = box.object { subscription.observe(object, graph: graph) }
  }
}

/// Runs an action for each value a publisher sends while the view's identity lives (Apple,
/// "onReceive(_:perform:)", https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) ;
/// iOS 13+; high). The model subscribes when the identity is first evaluated and keeps that
/// subscription; the action of the latest evaluation runs, at once, in the turn the value is
/// sent (a state change it makes takes effect in SwiftUI's next update).
public struct _OnReceiveModifier<P: Publisher>: ViewModifier, _PrimitiveModifier where P.Failure == Never {
  final class Subscription {
    var action: (P.Output) -> Void = { _ in }
    var cancellable: AnyCancellable?
  }
  let publisher: P
  let action: (P.Output) -> Void
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let views = content()
    let (subscription, isNew) = node.storage(at: 0) { Subscription() }
    subscription.action = action
    if isNew {
      subscription.cancellable = publisher.sink { [weak subscription] value in subscription?.action(value) }
    }
    return views
  }
}

extension View {
  /// This view with `object` in its environment for ``EnvironmentObject`` (Apple,
  /// "environmentObject(_:)", https://developer.apple.com/documentation/swiftui/view/environmentobject(_:) ;
  /// high).
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentModifier { $0.table.objects[ObjectIdentifier(T.self)] = object })
  }
  /// `action` for each value `publisher` sends while this view lives.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(_OnReceiveModifier(publisher: publisher, action: action))
  }
}
