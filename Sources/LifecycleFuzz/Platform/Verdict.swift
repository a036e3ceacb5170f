/// The outcome of checking one trace: it holds, or it breaks one invariant first.
public nonisolated enum Verdict<Host: Platform>: Hashable, Sendable, CustomStringConvertible {
  /// Every invariant held.
  case holds
  /// `invariant` broke.
  case broken(Host.Invariant)

  /// `holds` or the invariant's name, as written in trace files.
  public var description: String {
    switch self {
    case .holds: return "holds"
    case .broken(let i): return i.rawValue
    }
  }

  /// Parses `holds` or an invariant name.
  public init?(text: String) {
    if text == "holds" {
      self = .holds
    } else if let i = Host.Invariant(rawValue: text) {
      self = .broken(i)
    } else {
      return nil
    }
  }
}

/// A broken invariant with where and how it broke.
public nonisolated struct Violation<Host: Platform>: Hashable, Sendable {
  /// The invariant.
  public let invariant: Host.Invariant
  /// The index of the event after which it was seen (equal to the event count when it was seen while the device
  /// settled after the last event).
  public let step: Int
  /// What was seen, in one line; ends with `(by construction: <note>)` when ``byConstruction`` is set.
  public let detail: String
  /// When the verdict follows from a parameter of the strategy alone, whatever the platform does,
  /// that parameter and what it does (for example `release=none dismisses the lock without
  /// authentication`), as the strategy reported it; `nil` when the platform decided.
  public let byConstruction: String?
  /// The app's own settings as the user left them when the violation was seen (``PlatformSession/userSettingsState``:
  /// protection turned off or on, the claims the app's calls released, the user's lock setting), or `nil` for a
  /// strategy with no such setting. Set by the session; the shrinker keeps it (a counterexample found with the lock
  /// on stays one with the lock on). Not part of equality or hashing: an annotation of the violation, which
  /// outcomes written before it existed compare equal without.
  public var userSettings: String?

  /// A violation; `byConstruction` (if any) is appended to `detail`.
  public init(invariant: Host.Invariant, step: Int, detail: String, byConstruction: String? = nil) {
    self.invariant = invariant
    self.step = step
    self.detail = byConstruction.map { "\(detail) (by construction: \($0))" } ?? detail
    self.byConstruction = byConstruction
  }

  /// Equal invariant, step, detail and by-construction note (``userSettings`` aside).
  public static func == (a: Self, b: Self) -> Bool {
    a.invariant == b.invariant && a.step == b.step && a.detail == b.detail && a.byConstruction == b.byConstruction
  }

  /// Hashes what ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(invariant)
    hasher.combine(step)
    hasher.combine(detail)
    hasher.combine(byConstruction)
  }
}

/// What running a trace gave.
public nonisolated enum TraceOutcome<Host: Platform>: Hashable, Sendable {
  /// Every invariant held, through the last event and the settling after it.
  case holds
  /// An invariant broke.
  case violated(Violation<Host>)
  /// Event `step` cannot happen in the state the earlier events left (the trace is not one the platform can
  /// produce).
  case invalid(step: Int, reason: String)

  /// The verdict, or `nil` for an invalid trace.
  public var verdict: Verdict<Host>? {
    switch self {
    case .holds: return .holds
    case .violated(let v): return .broken(v.invariant)
    case .invalid: return nil
    }
  }
}
