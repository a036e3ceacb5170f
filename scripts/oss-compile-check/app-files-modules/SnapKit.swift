// Stub of the SnapKit layout DSL (a dependency, not measured): the calls the files make. `edges`,
// `horizontalEdges`, `centerY`, `left` and `right` to the superview are made into the model's
// anchor constraints (as SnapKit makes them: an edge inset moves it inwards); other targets and
// relations are accepted with no effect on layout.
import ShieldModel

/// One pending relation of a `makeConstraints` closure: made into constraints when it returns.
public final class ConstraintMakerEditable {
  let edges: [Edge]
  var insets = NSDirectionalEdgeInsets.zero
  var toSuperview: Bool
  init(edges: [Edge], toSuperview: Bool) {
    self.edges = edges
    self.toSuperview = toSuperview
  }
  @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable {
    insets = NSDirectionalEdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount)
    return self
  }
  @discardableResult public func inset(_ insets: NSDirectionalEdgeInsets) -> ConstraintMakerEditable {
    self.insets = insets
    return self
  }
}
enum Edge { case top, bottom, leading, trailing, centerY }
public final class ConstraintMakerExtendable {
  let maker: ConstraintMaker
  let edges: [Edge]
  init(_ maker: ConstraintMaker, _ edges: [Edge]) {
    self.maker = maker
    self.edges = edges
  }
  public var left: ConstraintMakerExtendable { ConstraintMakerExtendable(maker, edges + [.leading]) }
  public var right: ConstraintMakerExtendable { ConstraintMakerExtendable(maker, edges + [.trailing]) }
  @discardableResult public func equalToSuperview() -> ConstraintMakerEditable {
    let relation = ConstraintMakerEditable(edges: edges, toSuperview: true)
    maker.relations.append(relation)
    return relation
  }
  @discardableResult public func equalTo(_ other: Any) -> ConstraintMakerEditable {
    ConstraintMakerEditable(edges: edges, toSuperview: false)
  }
}
public final class ConstraintMaker {
  var relations: [ConstraintMakerEditable] = []
  public var edges: ConstraintMakerExtendable {
    ConstraintMakerExtendable(self, [.top, .bottom, .leading, .trailing])
  }
  public var horizontalEdges: ConstraintMakerExtendable { ConstraintMakerExtendable(self, [.leading, .trailing]) }
  public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable(self, [.centerY]) }
  public var left: ConstraintMakerExtendable { ConstraintMakerExtendable(self, [.leading]) }
  public var right: ConstraintMakerExtendable { ConstraintMakerExtendable(self, [.trailing]) }
}
public struct ConstraintViewDSL {
  let view: UIView
  @MainActor public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    let maker = ConstraintMaker()
    closure(maker)
    guard let superview = view.superview else { return }
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints: [NSLayoutConstraint] = []
    for relation in maker.relations where relation.toSuperview {
      for edge in relation.edges {
        switch edge {
        case .top:
          constraints.append(view.topAnchor.constraint(equalTo: superview.topAnchor, constant: relation.insets.top))
        case .bottom:
          constraints.append(
            view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -relation.insets.bottom))
        case .leading:
          constraints.append(
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: relation.insets.leading))
        case .trailing:
          constraints.append(
            view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -relation.insets.trailing))
        case .centerY:
          constraints.append(view.centerYAnchor.constraint(equalTo: superview.centerYAnchor))
        }
      }
    }
    NSLayoutConstraint.activate(constraints)
  }
}
extension UIView {
  public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
