/// A control that runs an action when tapped, drawn as its label (Apple, "Button",
/// https://developer.apple.com/documentation/swiftui/button ; iOS 13+; high).
///
/// The model draws it as a ``UIControl`` over the label's frame whose touch-up-inside runs the
/// action, so a touch the device routes there (``Device``'s hit testing, as for a UIKit button)
/// runs it, and a view drawn in front, or `allowsHitTesting(false)` above it, keeps the touch
/// from it. The label itself takes no touches (SwiftUI's button receives the tap wherever its
/// label is). A disabled button (`disabled(true)`) runs nothing. Button styles are not modeled.
public struct Button<Label: View>: View, _PrimitiveView {
  let action: @MainActor () -> Void
  let label: Label
  /// A button running `action`, drawn as `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  /// A button with a role (iOS 15+; the role changes only its look).
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
  }
  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let control = SwiftUIButtonControl(graph.views(of: label, slot: 0, in: node))
    control.isEnabled = graph.environment.isEnabled
    let action = self.action
    control.addAction(UIAction { _ in action() }, for: .touchUpInside)
    return [control]
  }
}

extension Button where Label == Text {
  /// A button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
  /// A button titled `title`, with a role (iOS 15+).
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// What a button does, for its look (Apple, "ButtonRole",
/// https://developer.apple.com/documentation/swiftui/buttonrole ; iOS 15+; high).
public struct ButtonRole: Equatable, Sendable {
  private let name: String
  /// Deletes data.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}

/// The UIKit view a ``Button`` draws as: a control whose one subview, the label, fills it and
/// takes no touches.
@preconcurrency @MainActor final class SwiftUIButtonControl: UIControl, SwiftUIArranging {
  nonisolated deinit {}
  init(_ label: [UIView]) {
    super.init(frame: .zero)
    let content = SwiftUILayoutView(.overlay, label)
    content.isUserInteractionEnabled = false
    addSubview(content)
  }
  /// The model reads no archives.
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() { arrange() }
  func arrange() {
    for view in subviews { SwiftUILayoutView.place(view, in: CGRect(origin: .zero, size: bounds.size)) }
  }
}

/// One view per element of a collection, each with the identity of its element's identifier
/// (Apple, "ForEach", https://developer.apple.com/documentation/swiftui/foreach ; iOS 13+; high):
/// the views are drawn where the `ForEach` is, in order, and an element's state follows its
/// identifier, not its position (explicit identity, WWDC21 "Demystify SwiftUI",
/// https://developer.apple.com/videos/play/wwdc2021/10022/ ; high).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
  /// The elements.
  public var data: Data
  let id: (Data.Element) -> ID
  /// The view of one element.
  public var content: (Data.Element) -> Content

  /// One view per element of `data`, identified by the element's property at `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  final class Slots {
    var slots: [AnyHashable: Int] = [:]
    var next = 0
    func slot(_ id: AnyHashable) -> Int {
      if let slot = slots[id] { return slot }
      defer { next += 1 }
      slots[id] = next
      return next
    }
  }

  public var body: Never { primitiveBody(Self.self) }
  package func _makeViews(in graph: ViewGraph, node: ViewGraph.Node) -> [UIView] {
    let slots = node.storage(at: 0) { Slots() }.0
    return data.flatMap { element in
      graph.views(of: content(element), slot: slots.slot(AnyHashable(id(element))), in: node)
    }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per integer of `data` (a constant range).
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per element of `data`, identified by the element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
