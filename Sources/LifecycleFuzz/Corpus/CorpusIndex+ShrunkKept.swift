import Foundation

extension CorpusIndex {
  /// What a trace kept as `expect: holds` shrinks to when it breaks now, so that a generated finding of that minimal
  /// trace is the kept file's (``keptHoldingFile(of:)``): a hand-written regression test need not be minimal, and the
  /// run's traces reaching its bug wrote a second file beside it (the s45 reliability list; a minimal one was
  /// covered in s44). Set by the run (its parent and each worker) before any save: ``strategies`` to replay with,
  /// ``turnedOff`` as the campaign's shrinks have it.
  final class KeptShrinks: @unchecked Sendable {
    /// The run's strategies: a kept trace of another one is never shrunk.
    var strategies: [Host.Strategy] = []
    /// The event classes the run turned off (``Shrinker/turnedOff``).
    var turnedOff: Set<String> = []
    /// Each kept file's shrunk signature once asked (`nil`: it holds, is cut short, or is of no run's strategy).
    private var memo: [String: FailureSignature?] = [:]
    /// Workers are processes, but a parent may ask from more than one thread.
    private let lock = NSLock()

    /// The signature `kept` (at `path`) shrinks to, as the campaign shrinks a failing trace; `nil` when it does not
    /// break, its shrink was cut short (no minimal trace to compare), or no run's strategy is its.
    func signature(of kept: Trace<Host>, at path: String) -> FailureSignature? {
      lock.lock()
      defer { lock.unlock() }
      if let known = memo[path] { return known }
      let found = shrink(kept)
      memo[path] = found
      return found
    }

    private func shrink(_ kept: Trace<Host>) -> FailureSignature? {
      guard let strategy = strategies.first(where: { $0.name == kept.strategy }) else { return nil }
      let runner = TraceRunner<Host>(strategy: strategy, profile: kept.profile, app: kept.app(for: strategy))
      guard case .violated(let v) = runner.run(kept.events) else { return nil }
      var shrinker = Shrinker<Host>(runner: runner, invariant: v.invariant)
      shrinker.turnedOff = turnedOff
      let small = shrinker.shrink(kept.events)
      guard shrinker.cutoff == nil else { return nil }
      var trace = kept
      trace.events = small
      trace.expected = .broken(v.invariant)
      return FailureSignature(trace: trace)
    }
  }

  /// Tells the index the run's strategies and turned-off event classes, so that a generated finding a kept trace
  /// shrinks to is that file's (``KeptShrinks``).
  public func shrinksKeptTraces(with strategies: [Host.Strategy], turnedOff: Set<String>) {
    keptShrinks.strategies = strategies
    keptShrinks.turnedOff = turnedOff
  }

  /// The trace kept as holds (of `trace`'s strategy, profile and app, no fixture or public case) that shrinks to
  /// `trace`'s signature, or `nil`; `trace` must be a minimal counterexample.
  func shrunkKeptHoldingFile(of trace: Trace<Host>) -> String? {
    guard case .broken = trace.expected, !trace.isUnshrunk, !keptShrinks.strategies.isEmpty else { return nil }
    let target = FailureSignature(trace: trace)
    for (path, kept) in keptHolding
    where kept.strategy == trace.strategy && Host.name(of: kept.profile) == Host.name(of: trace.profile)
      && FixtureMark(comments: kept.comments) == nil && PublicCaseMark(comments: kept.comments) == nil
    {
      if keptShrinks.signature(of: kept, at: path) == target { return path }
    }
    return nil
  }
}
