import Foundation

/// The repository's corpus folder, found from this file's path (so this file stays at the top of
/// the test target).
nonisolated let corpusDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("corpus").path
