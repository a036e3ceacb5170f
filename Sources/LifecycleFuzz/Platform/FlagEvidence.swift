/// How far the evidence under a flag's default goes: the machine-readable form of the confidence its doc comment
/// gives (docs/flag-evidence.md, "Levels"), printed wherever a verdict names the flag.
///
/// Each platform declares one per flag, in flag order (``FlagDescription/evidence``); a test fails for a flag
/// without one.
public nonisolated struct FlagEvidence: Hashable, Sendable, Codable {
  /// How well the sources support the default answer: the grade the flag's doc comment gives it, in the words
  /// docs/model-behaviours.md defines. A grade between two (`low-medium`, `medium-high`) is the lower one.
  public enum Level: String, Hashable, Sendable, Codable, CaseIterable {
    /// No source speaks to the default: it is the model's choice (the pessimistic or the earlier answer).
    case unverified
    /// One unverified report (second-hand, a simulator, an inference from crashes), or sources that disagree.
    case low
    /// One credible first-hand report, or an inference from documented facts.
    case medium
    /// The platform's documentation or source, or several first-hand reports, and none contradicts.
    case high
    /// Not a platform fact but the device's setting or the app's own declaration: the user's setup decides it.
    case setting
  }

  /// How well the sources support the default.
  public let level: Level
  /// The independent sources the default rests on (documents, platform source readings, first-hand reports of
  /// different projects); 0 exactly when ``level`` is ``Level/unverified``.
  public let sources: Int
  /// Why the default was chosen, in a few words.
  public let why: String

  /// Evidence at `level` from `sources` independent sources, the default chosen for `why`.
  public init(_ level: Level, _ sources: Int, _ why: String) {
    self.level = level
    self.sources = sources
    self.why = why
  }

  /// What a report prints beside the flag's answer: `low confidence, 1 source`, `unverified, no confirming source`, or
  /// `a setting, not a platform fact`. An unverified flag's doc comment may still cite addresses (the reports that raised
  /// the question, or neighbouring behaviour): none of them confirms the answer, hence "confirming".
  public var summary: String {
    switch level {
    case .unverified: return "unverified, no confirming source"
    case .setting: return "a setting, not a platform fact"
    case .low, .medium, .high: return "\(level.rawValue) confidence, \(sourceCount)"
    }
  }

  /// `list flags`' column: `high, 5 sources`, `unverified`, `setting, 2 sources`.
  public var column: String {
    level == .unverified ? level.rawValue : "\(level.rawValue), \(sourceCount)"
  }

  /// `1 source`, `3 sources`.
  private var sourceCount: String { sources == 1 ? "1 source" : "\(sources) sources" }
}
