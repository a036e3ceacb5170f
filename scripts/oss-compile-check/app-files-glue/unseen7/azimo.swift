// AzimoLabs/SMSecureTaskSwitcher: the library's configuration types are Objective-C
// (SMSecureTaskSwitcherConfiguration.h, SMSecureTaskSwitcherBlurredConfiguration.m), stubbed here as
// the library's non-Swift types: the blurred configuration gives a view of the frame (the .m blurs
// a snapshot of the key window; the model's view stands for the image). `SMSecureTaskSwitcher` is
// an empty stub module for the example's import; the app delegate is named as Info.plist does.
@MainActor public protocol SMSecureTaskSwitcherConfiguration {
  func secureView(forFrame frame: CGRect) -> UIView
}
@MainActor public final class SMSecureTaskSwitcherBlurredConfiguration: SMSecureTaskSwitcherConfiguration {
  public init() {}
  public func secureView(forFrame frame: CGRect) -> UIView {
    let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
    view.frame = frame
    return view
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "azimo", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-appdelegate"),
  make: { AppDelegateHost(claims: .appSwitcher, appDelegate: { AppDelegate() }) })
