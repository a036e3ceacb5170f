// Stub of the xx messenger's `CrashReporting` package module (twelfth unseen set, xx).
@_exported import ShieldModel

/// The crash reporter's calls.
public struct CrashReporter {
  public var configure: () -> Void
  public var setEnabled: (Bool) -> Void
  /// Makes a reporter of the closures.
  public init(configure: @escaping () -> Void, setEnabled: @escaping (Bool) -> Void) {
    self.configure = configure
    self.setEnabled = setEnabled
  }
}
