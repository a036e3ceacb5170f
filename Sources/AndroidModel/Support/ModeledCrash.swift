/// A crash of the app's process that the model records instead of trapping (Swift cannot unwind).
///
/// Calling an API the profile's API level lacks throws `NoSuchMethodError` on a real device
/// (https://developer.android.com/guide/topics/manifest/uses-sdk-element#ApiLevels : "if the application calls an
/// API that does not exist on the device, it crashes"; high). The device kills the process at the end of the step.
nonisolated public struct ModeledCrash: Hashable, Sendable, CustomStringConvertible {
  /// The exception's class, for example `java.lang.NoSuchMethodError`.
  public var exception: String
  /// What was called, for example `Activity.setRecentsScreenshotEnabled (API 33) on API 32`.
  public var message: String

  /// `exception: message`.
  public var description: String { "\(exception): \(message)" }
}
