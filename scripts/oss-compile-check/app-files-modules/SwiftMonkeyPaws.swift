// Stub of SwiftMonkeyPaws (a UI-test tool, not measured): the type the app delegate names.
import ShieldModel

public final class MonkeyPaws {
  public init(view: UIView) {}
}
