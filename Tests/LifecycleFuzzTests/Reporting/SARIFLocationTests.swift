import LifecycleFuzz
import TestExpectations
import Testing

@Suite("SARIF locations are repository-relative, or absolute file URIs outside the repository")
struct SARIFLocationTests {
  @Test("a path given relative to a subdirectory is made relative to the repository root")
  func fromASubdirectory() {
    expectEqual(SARIFReport.relative("../corpus/x.trace", to: "/repo", from: "/repo/tools"), "corpus/x.trace")
    expectEqual(SARIFReport.relative("./corpus/x.trace", to: "/repo", from: "/repo"), "corpus/x.trace")
    expectEqual(SARIFReport.relative("/repo/corpus/x.trace", to: "/repo", from: "/repo/a/b"), "corpus/x.trace")
  }

  @Test("a corpus outside the repository stays absolute and becomes a file URI without a base")
  func outsideTheRepository() {
    let path = SARIFReport.relative("/tmp/my corpus/x.trace", to: "/repo", from: "/repo")
    expectEqual(path, "/tmp/my corpus/x.trace")
    let location = SARIFReport.artifact(path)
    expectEqual(location.uri, "file:///tmp/my%20corpus/x.trace")
    #expect(location.uriBaseId == nil)
    expectEqual(SARIFReport.artifact("corpus/x.trace").uriBaseId, "%SRCROOT%")
  }

  @Test("a strategy's source file from another build is cut to its package-relative Sources path")
  func strategySourceFile() {
    expectEqual(
      SARIFReport.relative("/build/pkg/Sources/CoverStrategies/StrategyCatalog.swift", to: "/repo"),
      "Sources/CoverStrategies/StrategyCatalog.swift")
  }

  @Test("an evidence link into a script's corpus folder escapes its '#', so it opens the picture")
  func evidenceLinkEscapesHash() {
    expectEqual(
      Escape.markdownLinkDestination("corpus/app-logic#ea51295f/a b.evidence.svg"),
      "corpus/app-logic%23ea51295f/a%20b.evidence.svg")
    expectEqual(Escape.markdownLinkDestination("corpus/x.evidence.svg"), "corpus/x.evidence.svg")
  }
}
