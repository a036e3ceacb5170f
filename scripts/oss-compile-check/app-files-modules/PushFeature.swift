// Stub of the xx messenger's `PushFeature` package module (twelfth unseen set, xx).
@_exported import ShieldModel

/// Navigates to a pushed screen.
public struct PushRouter {
  /// Where a push leads.
  public enum Route { case search(username: String) }
  public var navigateTo: (Route, @escaping () -> Void) -> Void
  /// Makes a router of the closure.
  public init(navigateTo: @escaping (Route, @escaping () -> Void) -> Void) { self.navigateTo = navigateTo }
}

/// Handles pushes and their actions.
public protocol PushHandling {
  func registerToken(_ token: Data)
  func handlePush<Result>(_ notification: [AnyHashable: Any], _ completion: @escaping (Result) -> Void)
  func handleAction(_ router: PushRouter, _ userInfo: [AnyHashable: Any], _ completion: @escaping () -> Void)
}
