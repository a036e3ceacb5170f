nonisolated extension Trace {
  /// ``text`` with each checkpoint's times as ``readableCheckpoint(_:)`` prints them: the trace as a report or
  /// `explain` shows it; the file itself keeps ``text``.
  package var readableText: String {
    guard checkpoints != nil else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard let arrow = line.range(of: "  => ") else { return String(line) }
      return String(line[..<arrow.upperBound]) + readableCheckpoint(String(line[arrow.upperBound...]))
    }.joined(separator: "\n")
  }
}
