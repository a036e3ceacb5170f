/// A property a view graph updates before it evaluates `body` (Apple, "DynamicProperty",
/// https://developer.apple.com/documentation/swiftui/dynamicproperty ; iOS 13+; high).
public protocol DynamicProperty {
  /// Called before the view's body is evaluated.
  mutating func update()
}
extension DynamicProperty {
  /// Nothing to update by default.
  public mutating func update() {}
}

/// SwiftUI's `@State`: storage that outlives the view value and whose change updates the view
/// (Apple, "State", https://developer.apple.com/documentation/swiftui/state ; iOS 13+; high).
///
/// The initial value is used the first time the view's identity is evaluated; afterwards the
/// graph's storage wins over the value a new view value carries. Setting the value schedules an
/// update in SwiftUI's next update (``SwiftUIUpdate``), which re-evaluates `body`.
@propertyWrapper public struct State<Value>: DynamicProperty {
  final class Box {
    var value: Value
    /// The graph's storage this value stands for once linked.
    var target: Box?
    weak var graph: ViewGraph?
    init(_ value: Value) { self.value = value }
    var resolved: Box { target?.resolved ?? self }
  }
  let box: Box

  /// A state whose initial value is `value`.
  public init(wrappedValue value: Value) { box = Box(value) }
  /// A state whose initial value is `value`.
  public init(initialValue value: Value) { box = Box(value) }

  /// The current value; setting it schedules an update of the views that read it.
  @MainActor public var wrappedValue: Value {
    get { box.resolved.value }
    nonmutating set {
      let storage = box.resolved
      storage.value = newValue
      storage.graph?.setNeedsUpdate()
    }
  }

  /// A binding to the value (`$name`).
  @MainActor public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(
      get: { box.resolved.value },
      set: {
        let storage = box.resolved
        storage.value = $0
        storage.graph?.setNeedsUpdate()
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state with no initial value (`nil`).
  public init() { self.init(wrappedValue: nil) }
}

extension State: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    if index < node.storage.count, let stored = node.storage[index] as? Box {
      if stored !== box { box.target = stored }
    } else {
      if index < node.storage.count { node.storage[index] = box } else { node.storage.append(box) }
      box.graph = graph
    }
  }
}

/// SwiftUI's `@Binding`: read and write access to a value another view owns (Apple, "Binding",
/// https://developer.apple.com/documentation/swiftui/binding ; iOS 13+; high).
@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }
  /// A binding to `projectedValue`'s value (what `@Binding` receives).
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  /// The value the binding refers to.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }
  /// The binding itself (`$name`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let get = getValue
    let set = setValue
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: {
        var value = get()
        value[keyPath: keyPath] = $0
        set(value)
      })
  }
}

/// The values a view reads with ``Environment`` (Apple, "EnvironmentValues",
/// https://developer.apple.com/documentation/swiftui/environmentvalues ; high). The model has the
/// ones privacy covers read.
nonisolated public struct EnvironmentValues: Sendable {
  /// The phase of the scene the view is in (``ScenePhase``; Apple, "scenePhase",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase ; iOS 14+).
  /// A view whose host is in no window's scene reads `.active` (model choice: Apple gives no
  /// value; such a view is not drawn).
  public var scenePhase: ScenePhase = .active
  /// The appearance the view is drawn in (Apple, "colorScheme",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme ; iOS 13+;
  /// high): `.light` unless an ancestor sets it; the model draws by opacity, not by appearance.
  public var colorScheme: ColorScheme = .light
  /// Whether controls take actions (Apple, "isEnabled",
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled ; high); set by
  /// `disabled(_:)`.
  public var isEnabled = true
  /// Why the view's content is redacted (``RedactionReasons``, set by `redacted(reason:)`).
  public var redactionReasons: RedactionReasons = []
  /// Whether the view's scene is being recorded, mirrored or cloned to another display (Apple,
  /// "isSceneCaptured", https://developer.apple.com/documentation/swiftui/environmentvalues/isscenecaptured ;
  /// iOS 17+; high): the scene's `sceneCaptureState` trait is `.active`; `false` before iOS 17 and
  /// in no scene. A hosting view that read it updates when it changes (see ``SceneCaptureRead``).
  public var isSceneCaptured: Bool {
    get { sceneCapture?.read() ?? sceneCapturedOverride }
    set {
      sceneCapture = nil
      sceneCapturedOverride = newValue
    }
  }
  /// The hosting view's record of the scene's capture state for this update (`nil`: set by a view).
  var sceneCapture: SceneCaptureRead?
  /// The value an ancestor set with `environment(\.isSceneCaptured, _:)`.
  private var sceneCapturedOverride = false
  /// The color `foregroundColor(_:)` set for text and shapes (`nil`: the primary color).
  var foregroundColor: Color?
  /// The style `foregroundStyle(_:)` set for shapes when it is not a color (`nil`: the color).
  var foregroundShapeStyle: (any ShapeStyle)?
  /// What `dismiss` does here: clears the binding of the presentation the view is in (none: nothing).
  var dismissAction = DismissAction(action: {})
  /// The font `font(_:)` set for text (`nil`: body).
  var font: Font?
  /// Whether the view is inside `privacySensitive()`.
  var isPrivacySensitive = false
  /// The app's own values (``EnvironmentKey``) and objects (``EnvironmentObject``).
  var table = EnvironmentTable()
  /// Creates the default environment.
  public init() {}

  /// Whether text and images are drawn as placeholders here: under the placeholder reason, or
  /// under the privacy reason inside a privacy-sensitive view (Apple, "privacySensitive(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/privacysensitive(_:) ; iOS 15+; high).
  var isRedacting: Bool {
    redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
  }
}

extension EnvironmentValues {
  /// The value of an app's own key; its default where no ancestor set one (Apple, "EnvironmentKey",
  /// https://developer.apple.com/documentation/swiftui/environmentkey ; iOS 13+; high).
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { table.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { table.values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value of the environment an app declares itself (Apple, "EnvironmentKey",
/// https://developer.apple.com/documentation/swiftui/environmentkey ; iOS 13+; high).
nonisolated public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}

/// The environment's values of app-declared keys and its observable objects, by type (looked up,
/// never iterated). The model runs on one thread (`@unchecked Sendable`).
nonisolated struct EnvironmentTable: @unchecked Sendable {
  var values: [ObjectIdentifier: Any] = [:]
  var objects: [ObjectIdentifier: AnyObject] = [:]
}

/// SwiftUI's `@Environment`: a value of the view's environment, read when the view's body is
/// evaluated (Apple, "Environment", https://developer.apple.com/documentation/swiftui/environment ;
/// iOS 13+; high). A change of the value (a new scene phase) updates the views that read it.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  final class Box {
    var values: EnvironmentValues?
  }
  private let read: (EnvironmentValues) -> Value
  private let box = Box()

  /// Reads the value at `keyPath`, such as `\.scenePhase`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

  /// Reads the value `read` takes from the environment (an observable object by its type).
  init(reading read: @escaping (EnvironmentValues) -> Value) { self.read = read }

  /// The value where the view is; outside a view graph, the default environment's.
  @MainActor public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

extension Environment: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) { box.values = graph.environment }
}

/// A property of an `App` that its host links to the app's environment (``SwiftUIAppHost``).
@MainActor package protocol _AppEnvironmentProperty {
  /// Reads `values` from now on.
  func _link(toApp values: EnvironmentValues)
}

extension Environment: _AppEnvironmentProperty {
  package func _link(toApp values: EnvironmentValues) { box.values = values }
}

/// Why a view's content is drawn redacted (Apple, "RedactionReasons",
/// https://developer.apple.com/documentation/swiftui/redactionreasons ; iOS 14+; high).
nonisolated public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  /// A reason from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Content drawn as a placeholder: every text and image is redacted.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Privacy: the views marked `privacySensitive()` are redacted (iOS 15+).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
}
