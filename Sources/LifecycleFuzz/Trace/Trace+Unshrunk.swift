/// A failing trace whose shrink was cut short carries a comment saying so: it is saved as
/// `...--unshrunk.trace`, replays like any trace, and `minimize` finishes it.
nonisolated extension Trace {
  /// The comment prefix that marks a trace as unshrunk.
  public static var unshrunkPrefix: String { "unshrunk:" }

  /// Whether a comment marks the trace as not minimal (its shrink was cut short).
  public var isUnshrunk: Bool { comments.contains { $0.hasPrefix(Trace.unshrunkPrefix) } }

  /// The comment for a trace whose shrink `cutoff` stopped after `replays` replays.
  public static func unshrunkComment(_ cutoff: ShrinkCutoff, replays: Int) -> String {
    "\(unshrunkPrefix) not minimal, shrinking stopped after \(replays) replays (\(cutoff.description));"
      + " 'lifecycle-fuzz minimize' finishes it"
  }

  /// The trace with its unshrunk mark removed (after a shrink that reached its fixpoint).
  public func markedShrunk() -> Trace<Host> {
    var t = self
    t.comments.removeAll { $0.hasPrefix(Trace.unshrunkPrefix) }
    return t
  }
}

extension Trace {
  /// The trace marked as `shrinker`'s last shrink left it: the unshrunk comment removed when the
  /// shrink reached its fixpoint, added when it was cut short and the trace had none.
  public func marked(by shrinker: Shrinker<Host>) -> Trace<Host> {
    guard let cutoff = shrinker.cutoff else { return markedShrunk() }
    guard !isUnshrunk else { return self }
    var t = self
    t.comments.append(Trace.unshrunkComment(cutoff, replays: shrinker.replays))
    return t
  }
}
