import ExampleStrategy
import Foundation
import LifecycleFuzz
import LifecycleFuzzTesting
import ShieldModel
import Testing

/// A fresh, empty folder for one test's trace files.
func emptyFolder(_ name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())").path
  try? FileManager.default.removeItem(atPath: path)
  return path
}

@Suite("Counterexamples of a user strategy: trace text, corpus files, replay")
struct UserCounterexampleTests {
  static let goHomeTrace = """
    lifecycle-fuzz trace 2
    # switcherSnapshot of scene A at t=0.5 s shows sensitive content at 96 of 160 points
    strategy: logo-cover
    profile: iphone-ios17-appdelegate
    seed: 20261129
    expect: snapshot-leak
    launch  => t=0.0 fg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]
    goHome  => t=0.5 bg overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:background[0]

    """

  func appDelegateFailures(corpus: String?) throws -> FuzzResult {
    let results = try fuzz(
      "logo-cover", profiles: [Profile(named: "iphone-ios17-appdelegate")], traces: 200, corpusDirectory: corpus
    ) { LogoCover() }
    return try #require(results.first)
  }

  @Test("a counterexample is a complete trace file, and corpusDirectory writes each one")
  func writesTraceFiles() throws {
    let dir = try emptyFolder("user-corpus")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = try appDelegateFailures(corpus: dir)
    let first = try #require(result.counterexamples.first { $0.events == [.launch, .goHome] })
    #expect(first.traceFileText == Self.goHomeTrace)
    #expect(first.fileName == "logo-cover--snapshot-leak--iphone-ios17-appdelegate--aa90a5cdb1.trace")
    #expect(first.file == dir + "/" + first.fileName)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(names == result.counterexamples.map(\.fileName).sorted())
    #expect(names.count == 4)  // the live card, lockDevice, goHome, backgroundLaunch (as LogoCoverTests)
    #expect(try String(contentsOfFile: dir + "/" + first.fileName, encoding: .utf8) == Self.goHomeTrace)
    // Without a folder nothing is written, and the text is the same.
    let unsaved = try #require(try appDelegateFailures(corpus: nil).counterexamples.first { $0.events.last == .goHome })
    #expect(unsaved.file == nil)
    #expect(unsaved.traceFileText == Self.goHomeTrace)
  }

  @Test("expectHolds records the trace file text, not Swift's debug form of the events")
  func failureMessage() throws {
    let result = try appDelegateFailures(corpus: nil)
    let messages = result.counterexamples.map { LifecycleFuzzTesting.failureMessage(result.profile, $0) }
    #expect(
      messages.first { $0.contains(": launch · goHome:") } == """
        iphone-ios17-appdelegate: snapshot-leak: launch · goHome: switcherSnapshot of scene A at t=0.5 s shows sensitive content at 96 of 160 points
        save as logo-cover--snapshot-leak--iphone-ios17-appdelegate--aa90a5cdb1.trace; replay with replay(traceFile:strategy:):

        """ + Self.goHomeTrace)
    withKnownIssue {
      expectHolds([result])
    } matching: { issue in
      messages.contains(issue.comments.map(\.rawValue).joined())
    }
    #expect(try SystemEvent(text: "touch(0.7, 0.2)").testDescription == "touch(0.7, 0.2)")
  }

  @Test("a saved trace replays against the user's strategy; a wrong expectation is a DIFF")
  func replaysSavedTrace() throws {
    let dir = try emptyFolder("user-replay")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let first = try #require(try appDelegateFailures(corpus: dir).counterexamples.first)
    let path = try #require(first.file)
    let r = try replay(traceFile: path) { LogoCover() }
    #expect(r.matches)
    #expect(r.outcome.verdict == .broken(.snapshotLeak))
    #expect(r.summary == "ok    \(path): snapshot-leak")
    let wrong = dir + "/wrong.trace"
    try
      "lifecycle-fuzz trace 2\nstrategy: logo-cover\nprofile: iphone-ios17-appdelegate\nexpect: holds\nlaunch\ngoHome\n"
      .write(toFile: wrong, atomically: true, encoding: .utf8)
    let diff = try replay(traceFile: wrong) { LogoCover() }
    #expect(!diff.matches)
    #expect(diff.summary == "DIFF  \(wrong): expected holds, got snapshot-leak")
    #expect(throws: TraceFileError(file: dir + "/none.trace", line: 0, message: "cannot read the file")) {
      try replay(traceFile: dir + "/none.trace") { LogoCover() }
    }
  }

  @Test("verdict(of:strategy:) runs a trace's events on its profile")
  func verdictOfTrace() throws {
    var trace = try Trace(parsing: Self.goHomeTrace, file: "t")
    #expect(verdict(of: trace) { LogoCover() } == .broken(.snapshotLeak))
    trace.profile = try Profile(named: "iphone-ios17-scenes")
    #expect(verdict(of: trace) { LogoCover() } == .holds)
  }
}
