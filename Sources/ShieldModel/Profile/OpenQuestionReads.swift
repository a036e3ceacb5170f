import Synchronization

/// Bits 0 to 63 of ``OpenQuestionReads``' flag record (bit i: `PlatformFlags.all[i]`).
@usableFromInline nonisolated let flagReadsLow = Atomic<UInt64>(0)
/// Bits 64 to 127 of the flag record.
@usableFromInline nonisolated let flagReadsHigh = Atomic<UInt64>(0)
/// The timing record (bit j: `PlatformTimings.all[j]`).
@usableFromInline nonisolated let timingReads = Atomic<UInt64>(0)

/// Which open questions (``PlatformFlags`` flags, ``PlatformTimings`` durations) the model has read since the record
/// was last cleared: every read goes through the property's getter, which sets its bit here.
///
/// A flag or duration a replay never read cannot have changed it, so a report that replays a trace under each other
/// answer (the engine's flag dependence) skips the answers of questions its first replay did not read. One record per
/// process, shared by every thread: a read elsewhere can only add bits (one replay more, never one fewer).
public nonisolated enum OpenQuestionReads {
  /// Notes a read of the flag at `bit` of ``PlatformFlags/all``.
  @inlinable public static func noteFlag(_ bit: Int) {
    if bit < 64 {
      flagReadsLow.bitwiseOr(1 &<< UInt64(bit), ordering: .relaxed)
    } else {
      flagReadsHigh.bitwiseOr(1 &<< UInt64(bit - 64), ordering: .relaxed)
    }
  }

  /// Notes a read of the duration at `bit` of ``PlatformTimings/all``.
  @inlinable public static func noteTiming(_ bit: Int) {
    timingReads.bitwiseOr(1 &<< UInt64(bit), ordering: .relaxed)
  }

  /// Clears the record.
  public static func clear() {
    flagReadsLow.store(0, ordering: .relaxed)
    flagReadsHigh.store(0, ordering: .relaxed)
    timingReads.store(0, ordering: .relaxed)
  }

  /// What was read since the last ``clear()``.
  public static var current: Record {
    Record(
      flagsLow: flagReadsLow.load(ordering: .relaxed), flagsHigh: flagReadsHigh.load(ordering: .relaxed),
      timings: timingReads.load(ordering: .relaxed))
  }

  /// A snapshot of the record: bit sets over ``PlatformFlags/all`` and ``PlatformTimings/all``.
  public struct Record: Hashable, Sendable {
    /// Flags 0 to 63.
    public var flagsLow: UInt64
    /// Flags 64 to 127.
    public var flagsHigh: UInt64
    /// Durations.
    public var timings: UInt64

    /// Whether the flag `name` was read (`true` for a name the record does not know, so nothing is skipped on it).
    public func readFlag(_ name: String) -> Bool {
      guard let i = PlatformFlags.all.firstIndex(where: { $0.name == name }), i < 128 else { return true }
      return (i < 64 ? flagsLow >> UInt64(i) : flagsHigh >> UInt64(i - 64)) & 1 == 1
    }

    /// Whether the duration `name` was read (`true` for a name the record does not know).
    public func readTiming(_ name: String) -> Bool {
      guard let i = PlatformTimings.all.firstIndex(where: { $0.name == name }), i < 64 else { return true }
      return (timings >> UInt64(i)) & 1 == 1
    }
  }
}
