// Stub of BEPureLayout (a layout DSL, not measured): a composition view builds its content once,
// a Z-stack adds each positioned view filling its bounds (centered views keep their size), and
// pinning to the superview's edges sets the frame to the superview's bounds.
import ShieldModel

open class BECompositionView: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    let content = build()
    content.frame = bounds
    addSubview(content)
  }
  public convenience init() { self.init(frame: UIScreen.main.bounds) }
  public required init?(coder: NSCoder) { nil }
  open func build() -> UIView { UIView() }
}
public enum BEZStackPositionMode { case fill, center }
public struct BEZStackPosition {
  let mode: BEZStackPositionMode
  let view: UIView
  public init(mode: BEZStackPositionMode, _ content: () -> UIView) {
    self.mode = mode
    view = content()
  }
}
@resultBuilder public enum BEZStackBuilder {
  public static func buildBlock(_ positions: BEZStackPosition...) -> [BEZStackPosition] { positions }
}
public final class BEZStack: UIView {
  public init(@BEZStackBuilder _ content: () -> [BEZStackPosition]) {
    super.init(frame: UIScreen.main.bounds)
    for position in content() {
      if position.mode == .fill { position.view.frame = bounds }
      addSubview(position.view)
    }
  }
  public required init?(coder: NSCoder) { nil }
}
extension UIView {
  public func setup(_ configure: (Self) -> Void) -> Self {
    configure(self)
    return self
  }
  public func autoPinEdgesToSuperviewEdges() {
    if let superview { frame = superview.bounds }
  }
}
