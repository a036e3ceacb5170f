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

  /// The initial view controller as the class the caller asks for (Apple,
  /// "instantiateInitialViewController(creator:)",
  /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller(creator:) ;
  /// iOS 13+; high): the generic form, `let nav: UINavigationController? = storyboard.instantiateInitialViewController()`.
  /// The model reads no storyboard, so it cannot know the initial controller's class: asked for a
  /// navigation controller, it makes one whose root is the opaque plain controller (medium: a
  /// storyboard whose initial controller is a navigation controller, the common case for code that
  /// asks for one; on iOS another class gives `nil`); asked for another class, it gives the plain
  /// controller if it is one, else `nil`, as ``instantiateInitialViewController()`` cast with `as?`
  /// does. `creator` is not called (it receives the storyboard's archive coder, which the model
  /// does not have).
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    if ViewController.self == UINavigationController.self {
      return UINavigationController(rootViewController: makeController()) as? ViewController
    }
    return instantiateInitialViewController() as? ViewController
  }

  /// The controller with storyboard ID `identifier` as the class the caller asks for (Apple,
  /// "instantiateViewController(identifier:creator:)",
  /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(identifier:creator:) ;
  /// iOS 13+; high): ``instantiateViewController(withIdentifier:)``'s controller cast to it. UIKit
  /// raises an exception when the class does not match; the model traps with that message.
  /// `creator` is not called (see ``instantiateInitialViewController(creator:)``).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let controller = instantiateViewController(withIdentifier: identifier) as? ViewController else {
      fatalError("the storyboard's controller \(identifier) is not a \(ViewController.self)")
    }
    return controller
  }

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
