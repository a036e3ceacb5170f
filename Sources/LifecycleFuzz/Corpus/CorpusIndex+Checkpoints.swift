import Foundation

extension CorpusIndex {
  /// `trace` with the checkpoints of `file`, the bytes at `path`, when the run itself wrote them for the same
  /// counterexample; `nil` otherwise (then ``settle(_:complete:reusesRunCheckpoints:shouldStop:)`` replays the trace).
  ///
  /// The file must not have been in the folder when the run started, and must read, byte for byte, as `trace` with a
  /// checkpoint after every event and only its comments (the `found by trace` line) possibly another's. Such a file
  /// was written during the run by a block's save (``save(_:runner:)``) of a trace with the same strategy, profile,
  /// app and events, from the same build: its checkpoints are ``TraceRunner/checkpoints(_:)`` of those events under the
  /// strategy on its run profile, which is what a replay here gives when the blocks' runner judged every invariant
  /// (a subset can end the blocks' replay at another step). A file a second process wrote into the same folder
  /// during the run is not told apart (two runs writing one folder at once already race on its files).
  package func checkpointsWrittenThisRun(for trace: Trace<Host>, file: Data, path: String) -> Trace<Host>? {
    guard !pathsAtStart.contains(path), !trace.events.isEmpty else { return nil }
    let lines = String(decoding: file, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let count = trace.events.count
    // The magic line, the events and the empty piece after the final newline at least.
    guard lines.count >= count + 2 else { return nil }
    let texts = trace.events.map(Host.vocabulary.text(of:))
    let width = texts.map(\.count).max() ?? 0
    var checkpoints: [String] = []
    for (text, line) in zip(texts, lines[(lines.count - 1 - count)..<(lines.count - 1)]) {
      let prefix = text.padding(toLength: width, withPad: " ", startingAt: 0) + "  => "
      guard line.hasPrefix(prefix) else { return nil }
      checkpoints.append(String(line.dropFirst(prefix.count)))
    }
    var written = trace
    written.comments = lines.dropFirst().prefix { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
    written.checkpoints = checkpoints
    guard Data(written.text.utf8) == file else { return nil }
    var answer = trace
    answer.checkpoints = checkpoints
    return answer
  }
}
