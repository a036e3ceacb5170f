extension JUnitReport.Suites {
  /// Adds one failing test case per line of `lines` (``CorpusIndex/staleKeptHoldingLines(for:earlierVersion:)``: a
  /// trace kept as holds that no longer replays) in a suite `corpus` (`platform` before it, empty for the platform
  /// unnamed in files), so that a dashboard that reads only JUnit sees the run's failure too; nothing for none, so a
  /// run without one keeps its bytes.
  public mutating func addStaleKept(_ lines: [String], platform: String) {
    guard !lines.isEmpty else { return }
    let name = Escape.xml((platform.isEmpty ? "" : platform + " ") + "corpus")
    tests += lines.count
    failures += lines.count
    self.lines.append("  <testsuite name=\"\(name)\" tests=\"\(lines.count)\" failures=\"\(lines.count)\" time=\"0\">")
    for line in lines {
      // The case is the file: `STALE PATH: ...`.
      let file = line.dropFirst("STALE ".count).prefix { $0 != ":" }
      self.lines.append(
        "    <testcase classname=\"\(name)\" name=\"\(Escape.xml(String(file)))\" time=\"0\"><failure message=\""
          + "\(Escape.xml(line))\" type=\"stale\"/></testcase>")
    }
    self.lines.append("  </testsuite>")
  }
}
