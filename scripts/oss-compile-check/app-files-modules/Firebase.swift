// Stub of Firebase (a dependency, not measured): the calls the apps make, with no effect.
import Foundation

/// Firebase's app object: configured once, looked up by `app()`.
public final class FirebaseApp {
  nonisolated(unsafe) private static var configured: FirebaseApp?
  public static func configure() { configured = FirebaseApp() }
  public static func app() -> FirebaseApp? { configured }
}

/// FirebaseAuth's entry point, as the umbrella module brings it in (twenty-third unseen set,
/// messenger's app delegate): signed out, handles no URL.
public final class Auth {
  nonisolated(unsafe) private static let shared = Auth()
  public static func auth() -> Auth { shared }
  public func canHandle(_ url: URL) -> Bool { false }
}
