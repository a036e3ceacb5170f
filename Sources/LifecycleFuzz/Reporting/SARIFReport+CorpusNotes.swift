extension SARIFReport {
  /// The run's lines on its corpus's traces kept as `expect: holds` as tool notifications (SARIF 2.1.0 §3.58: a
  /// condition of the run, not a security result): each `stale` line (``CorpusIndex/staleKeptHoldingLines(for:earlierVersion:)``,
  /// which fails the run) an `error` at its trace file, so a code-scanning CI that reads only SARIF sees why the run
  /// failed (the s45 reliability list: the report and JUnit said it, SARIF did not); each `unchecked` line
  /// (``CorpusIndex/uncheckedKeptHoldingLine(for:earlierVersion:)``) a `warning` without a location. Paths are made
  /// relative to `root` as every location's (`directory`: where the tool ran). None for none: a log keeps its bytes.
  public static func corpusNotifications(
    stale: [String], unchecked: [String], root: String, directory: String? = nil
  ) -> [SARIFLog.Notification] {
    let staleNotes = stale.map { line in
      // `STALE PATH: ...`, as JUnit's case names it.
      let path = String(line.dropFirst("STALE ".count).prefix { $0 != ":" })
      let file = relative(path, to: root, from: directory)
      // The message names the file as its location does: no machine path in the log's bytes.
      let text = "STALE " + file + line.dropFirst("STALE ".count + path.count)
      return SARIFLog.Notification(
        level: "error", message: .init(text: text, markdown: nil),
        locations: [
          SARIFLog.Location(
            id: nil,
            physicalLocation: .init(
              artifactLocation: artifact(file), region: .init(startLine: 1)),
            message: nil)
        ])
    }
    return staleNotes
      + unchecked.map {
        SARIFLog.Notification(level: "warning", message: .init(text: $0, markdown: nil), locations: nil)
      }
  }
}
