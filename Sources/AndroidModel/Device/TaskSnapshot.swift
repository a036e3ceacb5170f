/// A Recents task snapshot: the image, and what the display looked like, kept for the card and starting window.
nonisolated public struct TaskSnapshot: Hashable, Sendable {
  /// The snapshot as a capture (kind ``AndroidCaptureKind/recentsThumbnail``).
  public var image: AndroidCapture
  /// When it was taken, in virtual seconds.
  public var takenAt: Double
  /// The device's ``AndroidDevice/eventSerial`` when it was taken: a snapshot is kept until the next is taken, so one
  /// taken before the app turned its protection off stays as it was (AOSP `TaskSnapshotController`; high).
  public var takenInEvent = 0
}
