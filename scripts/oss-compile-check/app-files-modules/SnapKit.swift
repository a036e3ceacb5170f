// Stub of the SnapKit layout DSL (a dependency, not measured): the calls the file makes, with no
// effect on layout.
import ShieldModel

public final class ConstraintMakerEditable {
  @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable { self }
}
public final class ConstraintMakerExtendable {
  public var left: ConstraintMakerExtendable { self }
  public var right: ConstraintMakerExtendable { self }
  @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
}
public final class ConstraintMaker {
  public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var left: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var right: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}
public struct ConstraintViewDSL {
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) { closure(ConstraintMaker()) }
}
extension UIView {
  public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}
