import Foundation
import ShieldModel
import Testing

@testable import LifecycleFuzz

@Suite("Corpus: nothing written that cannot be read back")
struct CorpusWriteTests {
  @Test("a corpus trace whose comment has a carriage return is refused, not written")
  func carriageReturnInComment() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lf-\(UUID().uuidString)").path
    let corpus = Corpus(directory: dir)
    let profile = try Profile(named: "iphone-ios17-scenes")
    var trace = Trace(
      strategy: "subview-tag", profile: profile, expected: .holds, events: [.launch], comments: ["a\rlaunch"])
    #expect(throws: CorpusWriteError.self) { try corpus.write(trace) }
    #expect(!FileManager.default.fileExists(atPath: dir))
    trace.comments = ["fine"]
    let path = try corpus.write(trace)
    #expect(try Corpus<IOSPlatform>.read(path).events == [.launch])
  }
}
