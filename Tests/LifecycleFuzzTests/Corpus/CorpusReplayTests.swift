import Foundation
import LifecycleFuzz
import Testing

@Suite("Corpus replay")
struct CorpusReplayTests {
  nonisolated static let paths = Corpus(directory: corpusDirectory).tracePaths()

  @Test("the corpus is not empty")
  func corpusHasTraces() {
    #expect(Self.paths.count >= 5)
  }

  @Test("every corpus trace replays to its recorded verdict", arguments: paths)
  func replays(path: String) throws {
    let result = try Replay.replay(path: path)
    #expect(result.matches, "\(result.summary)")
  }
}
