/// What the display shows.
nonisolated public enum AndroidScreen: String, Hashable, Sendable, Codable {
  /// The launcher's home screen.
  case home
  /// The app's task.
  case app
  /// Recents (Overview).
  case recents
  /// Nothing: the screen is off (``AndroidEvent/screenOff``).
  case off
}
