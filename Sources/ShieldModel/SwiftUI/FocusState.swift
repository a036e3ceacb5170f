/// SwiftUI's `@FocusState`: a value SwiftUI updates as focus moves between the views bound to it
/// with ``View/focused(_:)`` or ``View/focused(_:equals:)``, and that moves focus when the app
/// sets it (Apple, "FocusState", https://developer.apple.com/documentation/swiftui/focusstate ;
/// iOS 15+; high): "When focus enters the modified view, the wrapped value of this property
/// updates to match a given prototype value. Similarly, when focus leaves, the wrapped value of
/// this property resets to `nil` or `false`. Setting the property's value programmatically has
/// the reverse effect, causing focus to move to the view associated with the updated value."
///
/// Focus of a text field on iOS is UIKit's first responder: SwiftUI's `TextField` and
/// `SecureField` are `UITextField`s (see ``SecureField``), so a focused field brings up the
/// keyboard as a UIKit field made first responder does (``UIResponder/becomeFirstResponder()``).
/// The value is stored as ``State``'s is, with the view's identity.
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  let storage: State<Value>
  let unfocused: Value

  /// The focus binding `$name` hands to ``View/focused(_:equals:)`` (Apple,
  /// "FocusState.Binding", https://developer.apple.com/documentation/swiftui/focusstate/binding ;
  /// iOS 15+; high).
  @propertyWrapper public struct Binding {
    let value: ShieldModel.Binding<Value>
    let unfocused: Value
    /// The bound focus value; setting it moves focus (see ``FocusState``).
    @MainActor public var wrappedValue: Value {
      get { value.wrappedValue }
      nonmutating set { value.wrappedValue = newValue }
    }
    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// The current focus value: `false` or `nil` while no bound view has focus.
  @MainActor public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }
  /// A focus binding to the value (`$name`).
  @MainActor public var projectedValue: FocusState<Value>.Binding {
    Binding(value: storage.projectedValue, unfocused: unfocused)
  }

  // The initializers are in the type's body with `where` clauses, as SwiftUI declares them: so
  // a `@FocusState private var x: Bool` with no initial value is initialized by `init()`, and a
  // view's memberwise initializer neither asks for it nor becomes private (an extension's
  // constrained `init()` is not used for that).

  /// A focus state that is `false` until a bound view takes focus.
  public init() where Value == Bool {
    storage = State(wrappedValue: false)
    unfocused = false
  }

  /// A focus state that is `nil` until a bound view takes focus.
  public init<T: Hashable>() where Value == T? {
    storage = State(wrappedValue: nil)
    unfocused = nil
  }
}

extension FocusState: _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph) {
    storage._link(to: node, index: index, graph: graph)
  }
}

/// Binds the focus of the modified view's text field to a focus state (`focused(_:equals:)`,
/// `focused(_:)`; Apple, https://developer.apple.com/documentation/swiftui/view/focused(_:equals:) ;
/// iOS 15+; high): "If a caller sets the state value programmatically to the matching value,
/// then focus moves to the modified view. When focus leaves the modified view, the binding sets
/// the bound value to `nil`" (`false` for `focused(_:)`), and when focus moves to it, to the
/// matching value. After each update the field (the first ``UITextField`` the content draws)
/// becomes first responder when the bound value matches and resigns when it stopped matching.
/// The other way (the field's own focus changes writing the value back) is wired through
/// ``UITextField/focusObserver`` but **not established**: a test found the value still set after
/// the field resigned (open).
public struct _FocusedModifier<Value: Hashable>: ViewModifier, _PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let match: Value
  public typealias Body = Never
  func _makeViews(content: () -> [UIView], in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let views = content()
    guard let field = views.lazy.compactMap({ Self.firstTextField(in: $0) }).first else { return views }
    let binding = self.binding
    let match = self.match
    field.focusObserver = { focused in
      if focused {
        if binding.wrappedValue != match { binding.wrappedValue = match }
      } else if binding.wrappedValue == match {
        binding.wrappedValue = binding.unfocused
      }
    }
    let wanted = binding.wrappedValue == match
    graph.afterThisUpdate {
      if wanted, !field.isFirstResponder {
        field.becomeFirstResponder()
      } else if !wanted, field.isFirstResponder {
        field.resignFirstResponder()
      }
    }
    return views
  }

  private static func firstTextField(in view: UIView) -> UITextField? {
    if let field = view as? UITextField { return field }
    return view.subviews.lazy.compactMap({ firstTextField(in: $0) }).first
  }
}

extension View {
  /// Binds this view's focus to `condition` (see ``_FocusedModifier``).
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, match: true))
  }
  /// Binds this view's focus to `binding`, focused while it equals `value` (see
  /// ``_FocusedModifier``).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(_FocusedModifier(binding: binding, match: value))
  }
}
