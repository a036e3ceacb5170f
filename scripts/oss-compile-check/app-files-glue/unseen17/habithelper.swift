// AnastasiaGaranovich/Habit-Helper: the scene delegate (Delegates/SceneDelegate.swift) makes the
// Face ID lock screen (Controllers/FaceID/FaceIDLockedViewController.swift, from its storyboard)
// the window's root on will-enter-foreground when the user is logged in; the lock asks for
// biometrics when it appears and, on success, makes the main storyboard's first screen the root
// again. Stubbed here, the app's own types the two files name: R.swift's generated storyboard
// accessors (the lock storyboard's initial controller is the lock's class; the main storyboard's
// is a plain controller, the app description's screen standing for the habits) and `AppData`
// (a logged-in user, as the lock needs). `iOSTools` is a stub module. Hosted as UIKit hosts a
// scene delegate.
enum AppData {
  static let isLogined = true
}
@MainActor struct StoryboardResource<Initial: UIViewController> {
  let make: () -> Initial
  func instantiateInitialViewController() -> Initial? { make() }
}
@MainActor enum R {
  enum storyboard {
    static var faceIDLocked: StoryboardResource<FaceIDLockedViewController> {
      StoryboardResource { FaceIDLockedViewController() }
    }
    static var main: StoryboardResource<UIViewController> { StoryboardResource { UIViewController() } }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "habithelper", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
