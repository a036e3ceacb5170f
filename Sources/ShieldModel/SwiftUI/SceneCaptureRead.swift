/// The scene's capture state an update of a hosting view started from, and whether the content
/// read it (``EnvironmentValues/isSceneCaptured``): only a view that read it is updated again when
/// the capture state changes, so hosting views that never ask are untouched. The model runs on one
/// thread (`@unchecked Sendable`, as ``EnvironmentTable``).
nonisolated final class SceneCaptureRead: @unchecked Sendable {
  /// The capture state the update started from.
  let value: Bool
  /// Whether the content read it.
  private(set) var wasRead = false

  init(_ value: Bool) { self.value = value }

  /// The value, noting the read.
  func read() -> Bool {
    wasRead = true
    return value
  }
}
