// AzimoLabs/SMSecureTaskSwitcher: the library's configuration types are Objective-C
// (SMSecureTaskSwitcherConfiguration.h, SMSecureTaskSwitcherBlurredConfiguration.m), stubbed here as
// the library's non-Swift types: the blurred configuration gives a view of the frame (the .m blurs
// a snapshot of the key window; the model's view stands for the image). `SMSecureTaskSwitcher` is
// an empty stub module for the example's import; the app delegate is named as Info.plist does.
// Nonisolated, as Objective-C types without a main-actor annotation are imported (the first run's
// glue declared them main-actor, a glue bug: SecureTaskSwitcher's nonisolated default argument
// could not make one). The view is made on the main thread, where UIKit code calls it.
public protocol SMSecureTaskSwitcherConfiguration {
  func secureView(forFrame frame: CGRect) -> UIView
}
public final class SMSecureTaskSwitcherBlurredConfiguration: SMSecureTaskSwitcherConfiguration {
  public init() {}
  public func secureView(forFrame frame: CGRect) -> UIView {
    MainActor.assumeIsolated {
      let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
      view.frame = frame
      return view
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "azimo", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
