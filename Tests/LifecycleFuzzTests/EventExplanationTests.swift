import LifecycleFuzz
import TestExpectations
import Testing

/// Every event kind of every platform has its one plain line for the run report's glossary (issue 28).
@Suite("event explanations")
struct EventExplanationTests {
  func missing<P: Platform>(_ platform: P.Type) -> [String] {
    P.vocabulary.definitions.map(\.name).filter { (P.explanation(ofEvent: $0) ?? "").isEmpty }
  }

  @Test("every iOS and Android event kind is explained in one line")
  func everyKindExplained() {
    expectEqual(missing(IOSPlatform.self), [])
    expectEqual(missing(AndroidPlatform.self), [])
    #expect(IOSPlatform.vocabulary.definitions.count >= 40)
    for name in IOSPlatform.vocabulary.definitions.map(\.name) {
      let line = IOSPlatform.explanation(ofEvent: name) ?? ""
      #expect(!line.contains("\n") && line.count <= 260, "\(name)")
    }
  }

  @Test("a launch into the background says which apps are photographed, with no resign, and that it is on disk")
  func backgroundLaunch() {
    let line = IOSPlatform.explanation(ofEvent: "backgroundLaunch") ?? ""
    #expect(line.hasPrefix("the system launched the app into the background (a fetch or a push); an app-delegate app"))
    #expect(line.contains("photographed with no resign"))
    #expect(line.contains("on-disk snapshot"))
  }
}
