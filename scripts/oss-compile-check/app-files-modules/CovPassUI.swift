// modules: CovPassCommon
// Stub of CovPass's `CovPassUI` package module (twenty-fourth unseen set, covpass): the calls its app
// delegate makes, with no behaviour of their own (its `BackgroundUtils.swift`, the cover, is measured
// as the app's file, not stubbed).
@_exported import ShieldModel
import CovPassCommon

extension UIFont {
  public static func loadCustomFonts() {}
}

/// What a scene coordinator shows.
public protocol SceneFactory {
  func make() -> UIViewController
}

/// The app's root scene coordinator: a navigation controller whose root is the factory's screen.
@MainActor public final class DefaultSceneCoordinator {
  public let rootViewController: UIViewController
  public init(window: UIWindow) { rootViewController = UINavigationController(rootViewController: UIViewController()) }
  public func asRoot(_ factory: SceneFactory) {
    (rootViewController as? UINavigationController)?.setViewControllers([factory.make()], animated: false)
  }
}

/// The update prompt.
public struct CheckAppUpdate {
  public init(service: CheckAppUpdateService, userDefaults: UserDefaultsPersistence, appStoreID: String) {}
  public func showUpdateDialogIfNeeded(title: String, message: String, ok: String, cancel: String) {}
}
