// Stub of the Habit Helper app's `iOSTools` package (the author's own helpers, not measured and not
// found in the index): `jumpTo(_:)` makes a controller the key window's root, as its name and the
// app's use (swapping the whole screen for the lock and back) say; `Alert.error(_:)` shows nothing.
@_exported import ShieldModel

@MainActor public func jumpTo(_ viewController: UIViewController) {
  let window = UIApplication.shared.connectedScenes
    .compactMap { ($0 as? UIWindowScene)?.windows.first { $0.isKeyWindow } }
    .first
  window?.rootViewController = viewController
}
@MainActor public enum Alert {
  public static func error(_ message: String) {}
}
