// RedMadRobot/omega-bank-ios: the app delegate (Source/OmegaBank/Sources/Application/
// AppDelegate.swift) shows a privacy window (PrivacyProtectionViewController.swift: a dark blur
// over the window at the alert level + 1) on did-enter-background and asks for the PIN ten
// seconds later; hosted as UIKit hosts it. The app's own types it names are stubbed here as the
// app writes them at the same commit: the scheduler runs one delayed work on the main queue and
// cancels it (Business Logic/Helper/WorkScheduler.swift), `addSubview(_:with:)` pins the subview
// to the guide's edges (Presentation/Common/View/Helper/LayoutGuide.swift; by constraints), and
// the app's root asks for the PIN once authenticated (Application/AppViewController.swift; here
// a PIN screen presented over full screen).
typealias VoidClosure = () -> Void
@MainActor protocol WorkScheduler: AnyObject {
  func async(after interval: TimeInterval, execute work: @escaping VoidClosure)
  func cancel()
}
@MainActor final class DispatсhWorkScheduler: WorkScheduler {
  private var generation = 0
  func async(after interval: TimeInterval, execute work: @escaping VoidClosure) {
    generation += 1
    let scheduled = generation
    nonisolated(unsafe) let work = work
    DispatchQueue.main.asyncAfter(deadline: .now() + interval) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.generation == scheduled else { return }
        work()
      }
    }
  }
  func cancel() { generation += 1 }
}
// Pinned by constraints, as the app's LayoutGuide.swift does: by frame, in `viewDidLoad`, the
// blur took the model's zero-sized unattached view's bounds and stayed empty (twenty-fifth
// session; UIKit's default view is screen-sized there, the model's is not).
protocol LayoutGuide {
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var leadingAnchor: NSLayoutXAxisAnchor { get }
}
extension UIView: LayoutGuide {}
extension UIView {
  func addSubview(_ subview: UIView, with guide: LayoutGuide) {
    subview.translatesAutoresizingMaskIntoConstraints = false
    addSubview(subview)
    NSLayoutConstraint.activate([
      subview.topAnchor.constraint(equalTo: guide.topAnchor),
      subview.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      subview.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      subview.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    ])
  }
}
final class PinCodeViewController: UIViewController {}
final class AppViewController: UIViewController {
  private var isAuthenticationCompleted = true
  func showPinCode() {
    guard isAuthenticationCompleted else { return }
    isAuthenticationCompleted = false
    let pin = PinCodeViewController()
    pin.modalPresentationStyle = .fullScreen
    present(pin, animated: false)
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "omegabank", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
