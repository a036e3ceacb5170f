import LifecycleFuzz
import SampleApp
import ShieldModel
import Testing

@Suite("Failure signatures and corpus names include the app under test")
struct FailureSignatureTests {
  /// A corpus trace of the sample app, with the name the corpus gave it before apps were described.
  nonisolated static let knownFile = "secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"

  @Test("The sample app adds nothing: today's corpus name and signature are unchanged")
  func sampleAppUnchanged() throws {
    let trace = try Corpus.read(corpusDirectory + "/" + Self.knownFile)
    #expect(trace.app == .sample)
    #expect(Corpus.fileName(for: trace) == Self.knownFile)
    #expect(
      FailureSignature(trace: trace).text
        == "touch-blocked | secure-layer | iphone-ios17-flutter3.29 | launch · touch(0.5, 0.5)")
  }

  @Test("Two apps that differ only in which scene is sensitive get different signatures and names")
  func sceneSensitivityCounts() throws {
    let profile = try Profile(named: "ipad-split-ios18-scenes")
    let events: [SystemEvent] = [.launch, .connectScene("B"), .goHome]
    func trace(_ nonSensitive: [String]) -> Trace {
      Trace(
        strategy: "subview-tag", profile: profile, expected: .broken(.snapshotLeak), events: events,
        nonSensitiveScenes: nonSensitive)
    }
    let (all, bOnly, aOnly) = (trace([]), trace(["A"]), trace(["B"]))
    let base = "snapshot-leak | subview-tag | ipad-split-ios18-scenes | launch · connectScene(B) · goHome"
    #expect(FailureSignature(trace: all).text == base)
    #expect(FailureSignature(trace: bOnly).text.hasPrefix(base + " | app "))
    #expect(FailureSignature(trace: bOnly) != FailureSignature(trace: aOnly))
    #expect(FailureSignature(trace: bOnly).text.count == base.count + " | app ".count + 16)
    let names = [all, bOnly, aOnly].map(Corpus.fileName(for:))
    #expect(names.allSatisfy { $0.hasPrefix("subview-tag--snapshot-leak--ipad-split-ios18-scenes--") })
    #expect(Set(names).count == 3)
  }
}
