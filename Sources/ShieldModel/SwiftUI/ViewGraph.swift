/// The view graph a ``UIHostingController`` keeps: SwiftUI's update step reduced to what a cover
/// needs (Apple, "View fundamentals",
/// https://developer.apple.com/documentation/swiftui/view-fundamentals ; "State",
/// https://developer.apple.com/documentation/swiftui/state ; WWDC21 "Demystify SwiftUI",
/// https://developer.apple.com/videos/play/wwdc2021/10022/ ; iOS 13+; high).
///
/// An update evaluates `body` from the root down and draws the result as new model UIKit views
/// (a representable's view is kept). A view's identity is its place in the tree and its type
/// (structural identity): state, a representable's view and `onChange` values live in the node of
/// that identity and end when a later update no longer reaches it. A state change schedules one
/// update in SwiftUI's next update (``SwiftUIUpdate``); `onAppear`, `onChange` and preference
/// actions run after the update that caused them, and a state change they make causes another.
@MainActor package final class ViewGraph {
  /// What the graph keeps for one view identity between updates.
  package final class Node {
    let id: Int
    /// The view's dynamic properties' storage (``State``), in declaration order.
    var storage: [AnyObject] = []
    /// A representable's view and coordinator, made once.
    var uiView: UIView?
    var coordinator: Any?
    /// The last value an `onChange` or `onPreferenceChange` saw.
    var lastValue: Any?
    /// Whether `onAppear` has run for this identity.
    var appeared = false
    /// `onDisappear`'s action, run when an update no longer reaches the node.
    var onDisappear: (() -> Void)?
    /// The update that last reached the node.
    var pass = 0
    init(id: Int) { self.id = id }
  }
  private struct Key: Hashable {
    let parent: Int
    let slot: Int
    let type: ObjectIdentifier
  }

  private var nodes: [Key: Node] = [:]
  private var nextID = 1
  private var pass = 0
  private let root = Node(id: 0)
  private var isUpdating = false
  private var needsAnotherPass = false
  private var isScheduled = false
  /// The environment of the view being evaluated.
  package var environment = EnvironmentValues()
  /// Preferences the views evaluated since the innermost reader started have set.
  var preferences: [ObjectIdentifier: Any] = [:]
  /// The size offered to the view being evaluated (a ``GeometryReader`` reads it), in points.
  var proposedSize: CGSize = .zero
  /// Actions to run after the current update (`onAppear`, `onChange`, preference changes).
  private var afterUpdate: [() -> Void] = []
  /// Draws the root view for an update.
  private let rootViews: (ViewGraph) -> [UIView]
  /// The environment an update starts from (the host's scene phase).
  private let baseEnvironment: () -> EnvironmentValues
  /// Receives the views an update drew.
  private let install: ([UIView]) -> Void
  /// How many updates have run (model-only: tests and logs read it).
  package private(set) var updateCount = 0

  /// The size an update offers the root (the host's size).
  private let rootSize: () -> CGSize

  init(
    rootViews: @escaping (ViewGraph) -> [UIView], environment: @escaping () -> EnvironmentValues,
    proposedSize: @escaping () -> CGSize, install: @escaping ([UIView]) -> Void
  ) {
    self.rootViews = rootViews
    self.baseEnvironment = environment
    self.rootSize = proposedSize
    self.install = install
  }

  /// The UIKit views drawing `view` at `slot` of `parent`: a primitive view draws itself, any
  /// other view its body, after its dynamic properties are linked to the node's storage.
  package func views<V: View>(of view: V, slot: Int, in parent: Node) -> [UIView] {
    let node = node(of: view, slot: slot, in: parent)
    if let primitive = view as? any _PrimitiveView { return primitive._makeViews(in: self, node: node) }
    if let representable = view as? any UIViewRepresentable {
      return representable._drawRepresentable(in: self, node: node)
    }
    if let representable = view as? any UIViewControllerRepresentable {
      return representable._drawControllerRepresentable(in: self, node: node)
    }
    return views(of: view.body, slot: 0, in: node)
  }

  /// `views(of:slot:in:)` for a view whose type is known only at run time.
  package func views(ofAny view: any View, slot: Int, in parent: Node) -> [UIView] {
    views(of: view, slot: slot, in: parent)
  }

  /// The node of the identity `value`'s type at `slot` of `parent`, reached by this update, with
  /// `value`'s dynamic properties linked to its storage.
  func node<V>(of value: V, slot: Int, in parent: Node) -> Node {
    let key = Key(parent: parent.id, slot: slot, type: ObjectIdentifier(V.self))
    let node: Node
    if let existing = nodes[key] {
      node = existing
    } else {
      node = Node(id: nextID)
      nextID += 1
      nodes[key] = node
    }
    node.pass = pass
    link(value, to: node)
    return node
  }

  private func link<V>(_ view: V, to node: Node) {
    var index = 0
    for child in Mirror(reflecting: view).children {
      guard let property = child.value as? any _GraphLinkedProperty else { continue }
      property._link(to: node, index: index, graph: self)
      index += 1
    }
  }

  /// Runs `action` after the current update.
  func afterThisUpdate(_ action: @escaping () -> Void) { afterUpdate.append(action) }

  /// Evaluates `body` with `change` applied to the environment.
  func withEnvironment<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
    let saved = environment
    change(&environment)
    defer { environment = saved }
    return body()
  }

  /// Schedules an update in SwiftUI's next update (a state or environment change).
  package func setNeedsUpdate() {
    if isUpdating {
      needsAnotherPass = true
      return
    }
    guard !isScheduled else { return }
    isScheduled = true
    SwiftUIUpdate.next { [weak self] in
      guard let self else { return }
      self.isScheduled = false
      self.update()
    }
  }

  /// One update: the whole tree evaluated and drawn, then the actions it queued. A state change
  /// during it causes one more update, up to a bound (SwiftUI logs "Modifying state during view
  /// update" and updates again; an app that always does so never settles).
  package func update() {
    guard !isUpdating else {
      needsAnotherPass = true
      return
    }
    var rounds = 0
    repeat {
      needsAnotherPass = false
      rounds += 1
      isUpdating = true
      pass += 1
      updateCount += 1
      environment = baseEnvironment()
      proposedSize = rootSize()
      preferences = [:]
      // An `@Observable` property read while drawing schedules the next update when it changes,
      // as SwiftUI tracks the properties a body reads (Apple, "Managing model data in your app",
      // https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app ; iOS
      // 17+; high). Observation calls back on the changing thread: the model's is the main one.
      let drawn = withObservationTracking {
        rootViews(self)
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.setNeedsUpdate() }
      }
      install(drawn)
      let gone = nodes.filter { $0.value.pass != pass }.sorted { $0.value.id < $1.value.id }
      for (key, node) in gone {
        nodes[key] = nil
        if let action = node.onDisappear { afterUpdate.append(action) }
      }
      isUpdating = false
      let actions = afterUpdate
      afterUpdate = []
      for action in actions { action() }
    } while needsAnotherPass && rounds < 16
  }

  /// The root node: the hosting controller's root view hangs from it.
  package var rootNode: Node { root }
}

/// A dynamic property the view graph links to a node's storage (``State``, ``Environment``).
@MainActor protocol _GraphLinkedProperty {
  func _link(to node: ViewGraph.Node, index: Int, graph: ViewGraph)
}
