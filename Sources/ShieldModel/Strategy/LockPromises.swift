/// Each app lock's promise, one bit per lock, for an app that runs more than one: a lock of the
/// whole app beside a lock of one section (a vault, a recovery phrase), each written as its own code
/// with its own stored "unpassed" state (``PrivacyScreenStrategy/lockPromises``). `needless-lock`
/// judges each lock by its own pass: the user passing one lock promises nothing about another, so
/// the first ask of a second lock right after the first's unlock is that lock's promise, not an ask
/// again (the app's own word: each lock's code decides when it is due).
nonisolated public struct LockPromises: Hashable, Sendable {
  /// Bit `i`: lock `i`'s promise stands now (the lock is due and its screen asks, as
  /// ``PrivacyScreenStrategy/isAppLocked`` says for one lock).
  public var standing: UInt64
  /// Bit `i`: lock `i`'s code holds it due, asked or not: a lock of one section is due while its
  /// section is off the top of the stack, where its promise does not stand. A promise that stops
  /// standing while its lock stays due was not passed by the user.
  public var due: UInt64
  /// How many locks the bits describe (at most 64), in member order.
  public var count: Int

  /// `count` locks whose promises stand for the bits of `standing` and are due for those of `due`.
  public init(standing: UInt64, due: UInt64, count: Int) {
    self.standing = standing
    self.due = due
    self.count = count
  }

  /// One lock whose promise stands or not, due exactly while it stands.
  public init(single standing: Bool) {
    self.init(standing: standing ? 1 : 0, due: standing ? 1 : 0, count: 1)
  }

  /// These locks, then `other`'s, as bits above these (locks past the 64th are dropped).
  public func followed(by other: LockPromises) -> LockPromises {
    guard count < 64 else { return self }
    let shift = UInt64(count)
    return LockPromises(
      standing: standing | (other.standing << shift), due: due | (other.due << shift),
      count: min(64, count + other.count))
  }
}
