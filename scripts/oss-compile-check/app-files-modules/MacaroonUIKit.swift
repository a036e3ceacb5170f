// Stub of Hipo's Macaroon UIKit library (a dependency, not measured): its notification observer
// (the app's observations are kept, as Macaroon keeps them) and the SnapKit layout operators the
// app delegate uses, with no effect on layout.
import ShieldModel

/// Macaroon's observer of `NotificationCenter` notifications.
@MainActor public protocol NotificationObserver: AnyObject {
  var notificationObservations: [NSObjectProtocol] { get set }
}
extension NotificationObserver {
  public func observe(notification name: Notification.Name, using handler: @escaping (Notification) -> Void) {
    notificationObservations.append(
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main, using: handler))
  }
}
public struct ConstraintAnchor {
  public static func == (lhs: ConstraintAnchor, rhs: Double) {}
}
public final class ConstraintMaker {
  public var top: ConstraintAnchor { ConstraintAnchor() }
  public var leading: ConstraintAnchor { ConstraintAnchor() }
  public var trailing: ConstraintAnchor { ConstraintAnchor() }
  public func fitToHeight(_ height: Double) {}
}
public struct ConstraintViewDSL {
  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) { closure(ConstraintMaker()) }
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) { closure(ConstraintMaker()) }
}
extension UIView {
  public var snp: ConstraintViewDSL { ConstraintViewDSL() }
}
