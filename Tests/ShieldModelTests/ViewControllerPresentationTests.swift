import Testing

@testable import ShieldModel

/// Presents a cover view controller from the app's root controller when told to, optionally
/// during will-resign-active.
final class Presenter: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let cover = UIViewController()
  var presentsOnResign = false
  var root: UIViewController? { UIApplication.shared.windows.first?.rootViewController }
  func sceneWillResignActive(_ scene: UIScene) { if presentsOnResign { root?.present(cover, animated: false) } }
  func handleAppCall(_ name: String) {
    switch name {
    case "present": root?.present(cover, animated: false)
    case "presentAgain": cover.presentingViewController?.present(cover, animated: false)
    case "dismissAnimated": cover.dismiss(animated: true)
    case "alert": root?.present(UIAlertController(title: "t", message: nil, preferredStyle: .alert), animated: false)
    case "dismissAlert": root?.presentedViewController?.dismiss(animated: false)
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
    #expect(d.crashMessage == "Application tried to present modally a view controller that is already being presented")
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
    #expect((p.cover.presentingViewController != nil) == presented)
  }

  @Test("An in-app alert changes no activation by default; under inAppAlertsResign it resigns and comes back")
  func inAppAlert() throws {
    for (profile, resigns) in [("iphone-ios17-scenes", false), ("iphone-ios17-scenes+inAppAlertsResign=true", true)] {
      let p = Presenter()
      let d = try launched(profile, strategy: p)
      try d.apply(.appCall("alert"))
      #expect((d.scene(named: "A")!.activationState == .foregroundInactive) == resigns)
      try d.apply(.appCall("dismissAlert"))
      #expect(d.scene(named: "A")!.activationState == .foregroundActive)
    }
  }
}
