/// A display connected to the device besides its own (an HDMI or USB-C monitor), as the app's `Display` object
/// describes it (``AndroidDevice/externalDisplay``).
///
/// Whether it is secure is `Display.FLAG_SECURE` ("the display has a secure video output and supports compositing
/// secure surfaces"; without it "the user may see a blank region on the screen instead of the contents of secure
/// surfaces", https://developer.android.com/reference/android/view/Display#FLAG_SECURE ; API 17+; high), which the
/// device decides (``AndroidPlatformFlags/externalDisplayIsSecure``; docs/research/android-external-displays.md).
nonisolated public struct ExternalDisplay: Hashable, Sendable {
  /// Whether the display has `Display.FLAG_SECURE`: SurfaceFlinger draws secure layers on it.
  public let isSecure: Bool
  /// Whether the app's task is on this display (the user moved its window there), not on the device's own.
  public internal(set) var showsApp = false

  /// A display with `Display.FLAG_SECURE` when `isSecure`, showing no app yet.
  public init(isSecure: Bool) { self.isSecure = isSecure }
}

/// What the user does with an external display (``AndroidEvent/externalDisplay(_:)``), written
/// `externalDisplay(connect)`, `(moveApp)`, `(moveBack)` and `(disconnect)`.
nonisolated public enum ExternalDisplayChange: String, Hashable, Sendable, Codable, CaseIterable {
  /// The user plugs a monitor in: a second logical display; the app stays where it is.
  case connect
  /// The user drags the app's window to the external display (Chrome OS, a desktop session): its task moves there.
  case moveApp
  /// The user moves the app's window back to the device's own display.
  case moveBack
  /// The user unplugs the monitor: a task on it moves to the device's own display.
  case disconnect
}
