import Synchronization

/// ``AndroidOpenQuestionReads``' record (bit i: the i-th flag of ``AndroidPlatformFlags``, A1 first, in the order
/// `list flags` shows them).
@usableFromInline nonisolated let androidFlagReads = Atomic<UInt64>(0)

/// Which ``AndroidPlatformFlags`` flags the model has read since the record was last cleared: every read goes through
/// the flag's getter, which sets its bit here.
///
/// A flag a replay never read cannot have changed it, so the engine's flag dependence skips flipping flags its first
/// replay did not read (as iOS's `OpenQuestionReads`). One record per process, shared by every thread: a read
/// elsewhere can only add bits (one replay more, never one fewer).
public nonisolated enum AndroidOpenQuestionReads {
  /// Notes a read of the flag at `bit` (0 to 63).
  @inlinable public static func noteFlag(_ bit: Int) {
    androidFlagReads.bitwiseOr(1 &<< UInt64(bit), ordering: .relaxed)
  }

  /// Clears the record.
  public static func clear() { androidFlagReads.store(0, ordering: .relaxed) }

  /// The flags read since the last ``clear()``: bit i set for the i-th flag.
  public static var current: UInt64 { androidFlagReads.load(ordering: .relaxed) }
}
