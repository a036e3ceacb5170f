import AndroidModel
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A trace's `nonsensitive-scenes` header names scenes the trace has (`A`, the external display's, or one its
/// `connectScene` steps connect), each once: a misspelt name used to leave every scene sensitive without a word,
/// and an Android trace's header was ignored.
@Suite("The nonsensitive-scenes header")
struct SceneHeaderTests {
  static func text(_ scenes: String, events: String = "launch\nconnectScene(B)\ngoHome\n") -> String {
    "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: ipad-split-ios18-scenes\nnonsensitive-scenes: \(scenes)\n"
      + "expect: holds\n\(events)"
  }

  @Test(
    "a name the trace has no scene of, an empty name, one given twice or one that is no name: an error at its line",
    arguments: [
      ("Bee", "nonsensitive-scenes: no scene 'Bee' in this trace (its scenes: A, B, and external while mirroring)"),
      ("A,,B", "nonsensitive-scenes: an empty scene name"),
      ("", "nonsensitive-scenes: an empty scene name"),
      ("B, B", "nonsensitive-scenes: scene 'B' named twice"),
      ("B;C", "nonsensitive-scenes: 'B;C' is not a scene name (letters, digits, - and _)"),
    ])
  func refused(scenes: String, message: String) {
    #expect(throws: TraceFileError(file: "s.trace", line: 4, message: message)) {
      try Trace(parsing: Self.text(scenes), file: "s.trace")
    }
  }

  @Test("a connected scene, the launch's and the external display's are read")
  func read() throws {
    let trace = try Trace(parsing: Self.text("B,A,external"), file: "s.trace")
    expectEqual(trace.nonSensitiveScenes, ["B", "A", "external"])
  }

  @Test("a scene the trace never connects is refused even when another trace could")
  func notConnectedHere() {
    #expect(
      throws: TraceFileError(
        file: "s.trace", line: 4,
        message: "nonsensitive-scenes: no scene 'B' in this trace (its scenes: A, and external while mirroring)")
    ) {
      try Trace(parsing: Self.text("B", events: "launch\ngoHome\n"), file: "s.trace")
    }
  }

  @Test("an Android trace has no scenes: the header is refused, not ignored")
  func android() {
    let text =
      "lifecycle-fuzz trace 2\nplatform: android\nstrategy: cover-view-on-pause\nprofile: phone-api33-views\n"
      + "nonsensitive-scenes: A\nexpect: holds\nlaunch\n"
    #expect(
      throws: TraceFileError(
        file: "a.trace", line: 5,
        message: "nonsensitive-scenes: Android traces have no scenes (the header would be ignored)")
    ) {
      try Trace<AndroidPlatform>(parsing: text, file: "a.trace")
    }
  }
}

@MainActor @Test("the external display's scene is the one the header reads as external")
func externalSceneName() {
  expectEqual(Device.externalSceneIdentifier, "external")
}
