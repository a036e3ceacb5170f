// Stub of the PassLock app's KakaUIKit package (the app's own, not measured): it re-exports UIKit
// and SnapKit's layout DSL (no effect on layout: a view keeps the frame it is given), with the
// size scaling and color helpers the lock view names.
@_exported import ShieldModel

public final class ConstraintMakerEditable {
  @discardableResult public func offset(_ amount: Double) -> ConstraintMakerEditable { self }
}
public final class ConstraintMakerExtendable {
  public var centerX: ConstraintMakerExtendable { self }
  @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { ConstraintMakerEditable() }
  @discardableResult public func equalTo(_ other: Any) -> ConstraintMakerEditable { ConstraintMakerEditable() }
}
public final class ConstraintMaker {
  public var leading: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var centerY: ConstraintMakerExtendable { ConstraintMakerExtendable() }
  public var height: ConstraintMakerExtendable { ConstraintMakerExtendable() }
}
public struct ConstraintViewDSL {
  public var width: Int { 0 }
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) { closure(ConstraintMaker()) }
}
extension UIView {
  public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}
extension Int {
  /// A length scaled to the screen (the model's iPhone: unscaled).
  public func ckValue() -> Double { Double(self) }
}
extension UIColor {
  /// A color from 0-255 components.
  public static func rgb(_ red: Double, _ green: Double, _ blue: Double) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
  }
}
