/// Where an unproven reply's effect goes, one mechanism for both platforms' interpreters (iOS's
/// `AppLogicStrategy+UnprovenProvenance.swift`, Android's `AndroidAppLogic+UnprovenProvenance.swift`; the s44
/// breaker's other roads to the same bypass): a lock is no more passed when a reply that proves nobody writes a
/// variable and another handler, reading it, clears the lock, than when the reply's own handler clears it. So a value
/// written in code such a reply set off is unproven, and so is the code a guard reading it lets run. A value written
/// in a reply that proves the user is proven, and a guard that asks for it lets its code run as proven whatever else
/// it reads (the s45 breaker's F2: `if locked and authed and not(inFlight)`, `inFlight` cleared by a cancel before the
/// success). What proves nobody, and the platform's own roads (stored values, checks), are each platform's.
nonisolated public struct AppLogicProvenance: Sendable {
  /// An unproven reply and the road from it to the code running now.
  public struct Context: Sendable, Equatable {
    /// The reply as the script names it, with its road: `onAuthenticationError(negativeButton) through skipLock`.
    public var reply: String
    /// Who can cause it, in words.
    public var cause: String

    /// Makes a context.
    public init(reply: String, cause: String) {
      self.reply = reply
      self.cause = cause
    }

    /// The context as a stored string keeps it (a value on disk outlives the process): the reply, a line break, the
    /// cause (no script word has a line break).
    public var kept: String { reply + "\n" + cause }

    /// The context a stored string ``kept`` holds, or `nil` for one that holds none (a proven write).
    public init?(kept: String) {
      let parts = kept.split(separator: "\n", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return nil }
      self.init(reply: parts[0], cause: parts[1])
    }

    /// The context carried on through `road` (a variable, a stored value, a check).
    public func through(_ road: String) -> Context { Context(reply: reply + " through " + road, cause: cause) }
  }

  /// The variables (of this process) last written in code an unproven reply set off, with that reply.
  public private(set) var unprovenVariables: [(variable: String, context: Context)] = []
  /// The variables last written in a reply that proves the user.
  public private(set) var provenVariables: [String] = []

  /// No variable written yet (a new process).
  public init() {}

  /// Notes a write of `variable` in code running in `context` (`nil`: no unproven reply set it off); `replyProves`:
  /// the code runs in a reply that proves the user.
  public mutating func noteWrite(of variable: String, in context: Context?, replyProves: Bool) {
    unprovenVariables.removeAll { $0.variable == variable }
    provenVariables.removeAll { $0 == variable }
    if let context { unprovenVariables.append((variable, context)) }
    if context == nil, replyProves { provenVariables.append(variable) }
  }

  /// The unproven reply `name`'s last write in this process carries (a variable, or a platform's own mark such as
  /// ``stampMark(_:)``), or `nil`.
  public func unprovenContext(of name: String) -> Context? {
    unprovenVariables.first { $0.variable == name }?.context
  }

  /// The name under which `stamp(V)`'s time is noted (no script variable has a space): an `elapsed(V, N)` guard reads
  /// the reply that stamped it, as a guard reading a variable does (the s45 breaker: a cancel's stamp read as "the
  /// user unlocked a minute ago" cleared the lock untraced).
  public static func stampMark(_ variable: String) -> String { "stamp " + variable }

  /// The unproven context of an `elapsed(V, N)` condition `call`: the reply that stamped V, through it.
  public func elapsedContext(_ call: AppLogicScript.Call) -> Context? {
    guard call.name == "elapsed", let variable = call.positional.first else { return nil }
    return unprovenContext(of: Self.stampMark(variable))?.through("elapsed(\(variable))")
  }

  /// The unproven context the guard `conditions` give the code they let run, or `nil`: none when a condition asks
  /// for a proven variable; else the first condition for which `platform` answers one (the platform's own roads: a
  /// stored value, a check), or that reads an unproven variable.
  public func context(
    ofGuard conditions: [AppLogicScript.Condition], platform: (AppLogicScript.Call) -> Context?
  ) -> Context? {
    if conditions.contains(where: { !$0.negated && provenVariables.contains($0.call.name) }) { return nil }
    for condition in conditions {
      if let context = platform(condition.call) { return context }
      if let entry = unprovenVariables.first(where: { $0.variable == condition.call.name }) {
        return entry.context.through(condition.call.name)
      }
    }
    return nil
  }
}
