// Stub of the xx messenger's `XXLogger` package module (twelfth unseen set, xx).
@_exported import ShieldModel

/// The app's logger.
public enum XXLogger {
  /// Starts logging (nothing here).
  public static func start() {}
}
