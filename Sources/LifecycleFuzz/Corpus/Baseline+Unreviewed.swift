/// Entries no one reviewed: their reason is still the placeholder `run --update-baseline` writes
/// (``Baseline/placeholderReason``). They accept their findings as any entry does (the exit codes are the README's),
/// but every command that reads the baseline says so, one line per entry, and SARIF's suppression of their findings
/// says it is unreviewed, so that a reviewer can tell an accepted risk from an unread one.
extension Baseline.Entry {
  /// Whether its reason is still the placeholder `--update-baseline` wrote.
  public var isUnreviewed: Bool { reason == Baseline.placeholderReason }
}

extension Baseline {
  /// One warning per unreviewed entry (``Entry/isUnreviewed``), in file order, each naming `file` and the entry's
  /// line: `warning: FILE:LINE: unreviewed: ... SIGNATURE` (for standard error).
  public func unreviewedWarnings(file: String) -> [String] {
    entries.filter(\.isUnreviewed).map {
      "warning: \(file):\($0.line): unreviewed: this entry accepts its finding with the placeholder reason"
        + " '\(Baseline.placeholderReason)', which no one wrote; replace it with why it is acceptable: \($0.signature)"
    }
  }

  /// The justification of a SARIF suppression by an entry whose reason is `reason`: the reason itself, or, for the
  /// placeholder, a sentence saying the acceptance is unreviewed.
  public static func justification(ofReason reason: String) -> String {
    guard reason == placeholderReason else { return reason }
    return "unreviewed: the baseline entry's reason is still the placeholder '\(placeholderReason)' that"
      + " --update-baseline writes; no one has written why this finding is acceptable"
  }
}
