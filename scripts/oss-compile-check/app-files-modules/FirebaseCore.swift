// Stub of FirebaseCore (a dependency, not measured): configuring has no effect.
import Foundation

/// Firebase's app object: configured once.
public final class FirebaseApp {
  nonisolated(unsafe) private static var configured: FirebaseApp?
  /// Configures the default app (no effect here).
  public static func configure() { configured = FirebaseApp() }
}
