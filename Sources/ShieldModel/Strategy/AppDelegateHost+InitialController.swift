extension AppDelegateHost {
  /// Makes the app's class of its main storyboard's initial controller the root of `window`,
  /// before the delegate is handed the window, as UIKit does for an app with a main storyboard:
  /// it makes the window, loads the storyboard named in `Info.plist` (`UIMainStoryboardFile`, or
  /// the scene configuration's `UISceneStoryboardFile`), instantiates its initial view controller
  /// and sets it as the window's root, then calls the delegate (Apple, "View Controller
  /// Programming Guide for iOS", "The Main Storyboard Initializes Your App's User Interface";
  /// Apple, "instantiateInitialViewController()",
  /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller() ;
  /// iOS 5+, high). So `window?.rootViewController as? ViewController` finds the app's class.
  ///
  /// The storyboard's content is the app's, which the fuzzer does not have: the app description's
  /// screen, the window's root until now, stands in for it as the initial controller's child,
  /// filling its view (a model choice). Nothing happens when the host was given no initial
  /// controller or the window has no root yet.
  func installInitialController(in window: UIWindow) {
    guard let makeInitialController, let screen = window.rootViewController else { return }
    let initial = makeInitialController()
    window.rootViewController = initial
    initial.addChild(screen)
    screen.view.frame = initial.view.bounds
    screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    initial.view.addSubview(screen.view)
    screen.didMove(toParent: initial)
  }
}
