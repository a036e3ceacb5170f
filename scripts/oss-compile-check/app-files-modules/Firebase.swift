// Stub of Firebase (a dependency, not measured): the calls the apps make, with no effect.
import Foundation

/// Firebase's app object: configured once, looked up by `app()`.
public final class FirebaseApp {
  nonisolated(unsafe) private static var configured: FirebaseApp?
  public static func configure() { configured = FirebaseApp() }
  public static func app() -> FirebaseApp? { configured }
}
