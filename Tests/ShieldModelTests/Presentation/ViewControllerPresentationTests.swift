import TestExpectations
import Testing

@testable import ShieldModel

/// Presents a cover view controller from the app's root controller when told to, optionally
/// during will-resign-active.
final class Presenter: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let cover = UIViewController()
  var presentsOnResign = false
  var root: UIViewController? { UIApplication.shared.windows.first?.rootViewController }
  /// Titles of the alert actions whose handlers ran, in order.
  var answered: [String] = []
  /// Alerts made by `buttonAlert`, in order.
  var alerts: [UIAlertController] = []
  private func buttonAlert() -> UIAlertController {
    let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [unowned self] in answered.append($0.title!) })
    alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned self] in answered.append($0.title!) })
    alerts.append(alert)
    return alert
  }
  func sceneWillResignActive(_ scene: UIScene) { if presentsOnResign { root?.present(cover, animated: false) } }
  func handleAppCall(_ name: String) {
    switch name {
    case "present": root?.present(cover, animated: false)
    case "presentAgain": cover.presentingViewController?.present(cover, animated: false)
    case "dismissAnimated": cover.dismiss(animated: true)
    case "alert": root?.present(UIAlertController(title: "t", message: nil, preferredStyle: .alert), animated: false)
    case "dismissAlert": root?.presentedViewController?.dismiss(animated: false)
    case "buttonAlert": root?.present(buttonAlert(), animated: false)
    case "buttonAlertOnTop":
      guard var top = root else { return }
      while let presented = top.presentedViewController { top = presented }
      top.present(buttonAlert(), animated: false)
    default: break
    }
  }
}

@Suite("View controller presentation")
struct ViewControllerPresentationTests {
  @Test("Presenting a controller that is already presented traps")
  func alreadyPresented() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("present"), .appCall("presentAgain"))
    expectEqual(
      d.crashMessage, "Application tried to present modally a view controller that is already being presented")
  }

  @Test("Presenting a controller still being dismissed traps; after the 0.3 s dismissal it works")
  func duringDismissal() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("present"), .appCall("dismissAnimated"))
    #expect(p.cover.isBeingDismissed)
    try d.apply(.advance(0.3))
    #expect(p.cover.presentingViewController == nil)
    try d.apply(.appCall("present"))
    #expect(!d.isCrashed)
    try d.apply(.appCall("dismissAnimated"), .advance(0.1), .appCall("present"))
    #expect(d.isCrashed)
  }

  @Test(
    "A presentation during the resign transition is refused from iOS 18 unless the flag is off",
    arguments: [
      ("iphone-ios17-scenes", true), ("iphone-ios18-scenes", false),
      ("iphone-ios18-scenes+refusesPresentationDuringResign=false", true), ("iphone-ios26-scenes", false),
    ])
  func refusedDuringResign(profile: String, presented: Bool) throws {
    let p = Presenter()
    p.presentsOnResign = true
    let d = try launched(profile, strategy: p)
    try d.apply(.openAppSwitcher)
    expectEqual((p.cover.presentingViewController != nil), presented)
  }

  @Test("An in-app alert changes no activation by default; under inAppAlertsResign it resigns and comes back")
  func inAppAlert() throws {
    for (profile, resigns) in [("iphone-ios17-scenes", false), ("iphone-ios17-scenes+inAppAlertsResign=true", true)] {
      let p = Presenter()
      let d = try launched(profile, strategy: p)
      try d.apply(.appCall("alert"))
      expectEqual((d.scene(named: "A")!.activationState == .foregroundInactive), resigns)
      try d.apply(.appCall("dismissAlert"))
      expectEqual(d.scene(named: "A")!.activationState, .foregroundActive)
    }
  }

  @Test("answerAlert taps the alert's first default button: the alert goes, then its handler runs")
  func answerAlert() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    expectEqual(d.validationError(for: .answerAlert), "no app alert with a button is up on a scene the user can touch")
    try d.apply(.appCall("buttonAlert"))
    #expect(d.validationError(for: .answerAlert) == nil)
    try d.apply(.answerAlert)
    expectEqual(p.answered, ["OK"])
    #expect(p.alerts[0].presentingViewController == nil)
    #expect(p.alerts[0].viewIfLoaded?.superview == nil)
    #expect(d.validationError(for: .answerAlert) != nil)
  }

  @Test("An alert without actions, or one under system UI, cannot be answered")
  func answerAlertRefused() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("alert"))
    #expect(d.validationError(for: .answerAlert) != nil)
    try d.apply(.appCall("dismissAlert"), .appCall("buttonAlert"), .openControlCenter)
    #expect(d.validationError(for: .answerAlert) != nil)
    try d.apply(.closeControlCenter)
    #expect(d.validationError(for: .answerAlert) == nil)
  }

  @Test("A second alert from a controller already presenting one is refused, not stacked")
  func secondAlertRefused() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("buttonAlert"), .appCall("buttonAlert"))
    expectEqual(p.alerts.count, 2)
    #expect(p.alerts[0].presentingViewController != nil)
    #expect(p.alerts[1].presentingViewController == nil)
    #expect(!d.isCrashed)
  }

  @Test("Alerts presented from the top-most alert stack; answering takes them off one at a time, top first")
  func stackedAlertsAnswered() throws {
    let p = Presenter()
    let d = try launched(strategy: p)
    try d.apply(.appCall("buttonAlertOnTop"), .appCall("buttonAlertOnTop"))
    #expect(p.alerts[0].presentedViewController === p.alerts[1])
    try d.apply(.answerAlert)
    #expect(p.alerts[1].presentingViewController == nil && p.alerts[0].presentedViewController == nil)
    #expect(p.alerts[0].presentingViewController != nil)
    try d.apply(.answerAlert)
    #expect(p.alerts[0].presentingViewController == nil && p.answered == ["OK", "OK"])
  }

  @Test("Under inAppAlertsResign the alert's inactive scene can answer it and becomes active again")
  func answerAlertUnderResigningAlerts() throws {
    let p = Presenter()
    let d = try launched("iphone-ios17-scenes+inAppAlertsResign=true", strategy: p)
    try d.apply(.appCall("buttonAlert"))
    expectEqual(d.scene(named: "A")!.activationState, .foregroundInactive)
    try d.apply(.answerAlert)
    expectEqual(d.scene(named: "A")!.activationState, .foregroundActive)
  }
}
