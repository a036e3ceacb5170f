/// A storyboard (UIKit's `UIStoryboard`), reduced: the model cannot read storyboard files, so
/// every controller it makes is a plain `UIViewController` whose view is opaque and filled with
/// `.systemBackground`, the root view of Xcode's storyboard templates (LaunchScreen and Main:
/// "System Background Color"; Xcode 11+; medium confidence for any given app's storyboard).
/// Privacy screens use it for the launch screen as a cover; a cast to your own subclass
/// (`as? LockViewController`) fails, as it would with a storyboard that lacks the class.
@preconcurrency @MainActor open class UIStoryboard {
  nonisolated deinit {}
  /// The storyboard's file name (without extension).
  public let name: String

  /// Opens the storyboard `name`; `bundle` is ignored.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

  /// The initial view controller (an opaque plain controller, see ``UIStoryboard``).
  open func instantiateInitialViewController() -> UIViewController? { makeController() }

  /// The controller with storyboard ID `identifier` (an opaque plain controller).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController { makeController() }

  private func makeController() -> UIViewController {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    return controller
  }
}
