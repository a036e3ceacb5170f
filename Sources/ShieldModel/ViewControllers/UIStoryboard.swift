/// A storyboard (UIKit's `UIStoryboard`), reduced: the model cannot read storyboard files, so
/// every controller it makes is a plain `UIViewController` whose view is opaque and filled with
/// `.systemBackground`, the root view of Xcode's storyboard templates (LaunchScreen and Main:
/// "System Background Color"; Xcode 11+; medium confidence for any given app's storyboard).
/// Privacy screens use it for the launch screen as a cover; a cast to your own subclass
/// (`as? LockViewController`) fails, as it would with a storyboard that lacks the class.
///
/// The app's own classes: a storyboard scene whose custom class is the app's controller makes an
/// instance of that class (Apple, "instantiateViewController(withIdentifier:)": "creates a new
/// instance of the specified view controller", whose class is the one set in Interface Builder's
/// identity inspector, https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:) ;
/// iOS 5+; high). The model reads no storyboard file, so the app's hosting names them:
/// ``AppDelegateHost/init(claims:appDelegate:sceneDelegate:storyboardControllers:)`` maps each
/// storyboard ID to a maker of the app's class, and `instantiateViewController(withIdentifier:)`
/// returns a new one for that ID (its view loads when first asked for, as a storyboard's does;
/// the storyboard's view contents are the class's own `loadView`/`viewDidLoad`, not read from the
/// file). Not modeled: the storyboard name (an ID is looked up in every storyboard), segues, and
/// UIKit's exception for an ID the storyboard lacks (an unknown ID gives the plain controller).
@preconcurrency @MainActor open class UIStoryboard {
  nonisolated deinit {}
  /// The storyboard's file name (without extension).
  public let name: String

  /// Opens the storyboard `name`; `bundle` is ignored.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

  /// The initial view controller (an opaque plain controller, see ``UIStoryboard``).
  open func instantiateInitialViewController() -> UIViewController? { makeController() }

  /// The controller with storyboard ID `identifier`: a new one of the app's class when the
  /// app's hosting names one for that ID, else an opaque plain controller.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    if let host = Device.current?.strategy as? AppDelegateHost,
      let controller = host.storyboardController(withIdentifier: identifier)
    {
      return controller
    }
    return makeController()
  }

  private func makeController() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    return controller
  }
}
