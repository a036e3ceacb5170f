/// How the app's task is shown (`WindowConfiguration` windowing modes).
nonisolated public enum AndroidWindowingMode: String, Hashable, Sendable, Codable {
  /// The task fills the display.
  case fullscreen
  /// The task has one half of the display and another app the other half (the app's half is the top one in
  /// portrait, the left one in landscape).
  case splitScreen
  /// The task is in the small picture-in-picture window above the launcher, paused.
  case pictureInPicture
}
