import Foundation
import Testing

/// The repository's corpus folder, found from this file's path (so this file stays at the top of
/// the test target).
nonisolated let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("corpus").path

extension Tag {
  /// A suite that takes more than 10 s of its own in a `swift test --no-parallel` run. Such a suite
  /// also has a time limit of 10 minutes per test: in a parallel run the limit counts the time a
  /// test waits for the main actor, which every test here shares (up to the whole run, 3 to 6
  /// minutes on two cores), so three times a suite's own time would fail tests that do not hang.
  @Tag static var slow: Self
}
