// Stub of the AlertToast package (elai950/AlertToast; a dependency, not measured; twelfth unseen
// set, psychonaut): the toast its `App` attaches, with no behaviour (a toast is not the cover).
@_exported import ShieldModel

/// A toast's content (no drawing).
public struct AlertToast {
  /// Where the toast shows.
  public enum DisplayMode { case alert, hud, banner }
  /// What the toast shows.
  public enum AlertType { case complete(Color), error(Color), regular }
  /// Makes a toast.
  public init(displayMode: DisplayMode, type: AlertType, title: String? = nil) {}
}

extension View {
  /// Attaches a toast shown while `isPresenting` is true (never drawn in the stub).
  public func toast(isPresenting: Binding<Bool>, duration: Double = 2, alert: @escaping () -> AlertToast) -> some View {
    self
  }
}
