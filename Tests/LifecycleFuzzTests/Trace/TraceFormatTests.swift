import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Trace format")
struct TraceFormatTests {
  @Test("every event's text reads back to the same event")
  func eventRoundTrip() throws {
    let events: [SystemEvent] = [
      .launch, .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher, .openControlCenter,
      .closeControlCenter, .openNotificationCenter, .closeNotificationCenter,
      .systemAlert(.faceID), .dismissSystemAlert, .screenshot, .recordingStart, .recordingStop,
      .mirroringStart, .mirroringStop, .rotate(.landscapeLeft), .connectScene("B"),
      .disconnectScene("B"), .touch(scene: nil, x: 0.5, y: 0.25), .touch(scene: "B", x: 0.1, y: 0.9),
      .keyboardShow, .keyboardHide, .appCall("enable"), .runMainQueue, .advance(0.12), .advance(2),
      .terminateApp, .prewarm, .backgroundLaunch, .lockDevice, .unlockDevice,
    ]
    for event in events {
      try expectEqual(SystemEvent(text: event.text), event)
    }
    expectEqual(SystemEvent.advance(2).text, "advance(2)")
    expectEqual(SystemEvent.terminateApp.text, "terminateApp")
    #expect(SystemEvent.catalog.contains { $0.syntax == "terminateApp" })
    #expect(EventGenerator<IOSPlatform>.classes.contains("terminateApp"))
    expectEqual(SystemEvent.touch(scene: "B", x: 0.5, y: 0.5).text, "touch(B, 0.5, 0.5)")
  }

  @Test("the call banner and other apps' windows read back and are generated")
  func bannerAndCoverRoundTrip() throws {
    let events: [SystemEvent] = [.callBanner, .dismissCallBanner, .otherAppCovers("B"), .otherAppUncovers("A")]
    expectEqual(events.map(\.text), ["callBanner", "dismissCallBanner", "otherAppCovers(B)", "otherAppUncovers(A)"])
    for event in events {
      try expectEqual(SystemEvent(text: event.text), event)
    }
    #expect(throws: EventSyntaxError.self) { try SystemEvent(text: "otherAppCovers()") }
    #expect(throws: EventSyntaxError.self) { try SystemEvent(text: "callBanner(A)") }
    #expect(SystemEvent.catalog.contains { $0.syntax == "callBanner / dismissCallBanner" })
    #expect(SystemEvent.catalog.contains { $0.syntax == "otherAppCovers(id) / otherAppUncovers(id)" })
    for name in ["callBanner", "dismissCallBanner", "otherAppCovers", "otherAppUncovers"] {
      #expect(EventGenerator<IOSPlatform>.classes.contains(name))
    }
    // 400 generated events on the Stage Manager profile, where both are valid, are all valid.
    let session = IOSSession(bare: try Profile(named: "ipad-stage-ios18-scenes"))
    let device = session.device
    var rng = SplitMix64(seed: 7)
    let generator = EventGenerator<IOSPlatform>()
    var names: [String] = []
    for _ in 0..<400 {
      guard let event = generator.next(for: session, rng: &rng) else { break }
      try device.apply(event)
      names.append(EventGenerator<IOSPlatform>.eventClass(of: event))
    }
    expectEqual(names.count, 400)
    #expect(names.allSatisfy { EventGenerator<IOSPlatform>.classes.contains($0) })
  }

  @Test("a trace's text parses back to the same trace")
  func traceRoundTrip() throws {
    let trace = Trace(
      strategy: "subview-tag", profile: try Profile(named: "ipad-split-ios18-scenes"), seed: 7,
      expected: .broken(.snapshotLeak), events: [.launch, .connectScene("B"), .goHome],
      nonSensitiveScenes: ["B"], comments: ["a comment"])
    let parsed = try Trace(parsing: trace.text, file: "x.trace")
    expectEqual(parsed, trace)
    expectEqual(parsed.text, trace.text)
  }

  @Test(
    "malformed input names the file and line",
    arguments: [
      (
        "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nflyToMoon\n",
        6, "unknown event 'flyToMoon'"
      ),
      ("lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios99-scenes\n", 3, "unknown iOS version '99'"),
      ("lifecycle-fuzz trace 3\n", 1, "unsupported trace format '3'"),
      (
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch => t=0.0 fg"
          + " overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0]\ngoHome\n",
        6, "an event without a checkpoint"
      ),
      (
        // Cut short: it replayed as STALE, and `run` counted it as a known finding of the corpus.
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch => t=0.0 fg"
          + " overlay=- rec=0 mir=0 kb=0 q=0/0/0 A:foregroundActive[0\n",
        5, "malformed checkpoint after '=>': 'A:foregroundActive[0' is not a scene's"
      ),
      (
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch =>\n", 5,
        "empty checkpoint"
      ),
      ("hello\n", 1, "not a trace file"),
      (
        "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: maybe\n", 4,
        "unknown verdict 'maybe'"
      ),
      (
        "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\ntouch(2, 0.5)\n",
        6, "'2' is not a fraction"
      ),
      (
        "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nadvance(-1)\n",
        6, "advance takes seconds"
      ),
      (
        "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nstrategy: x\n",
        6, "header line after the first event"
      ),
      ("lifecycle-fuzz trace 1\nprofile: iphone-ios17-scenes\nexpect: holds\n", 3, "missing 'strategy:' header"),
      (
        "lifecycle-fuzz trace 1\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\n", 4,
        "missing 'strategy:' header before the first event"
      ),
      ("lifecycle-fuzz trace 02\n", 1, "unsupported trace format '02'"),
      ("", 1, "empty file"),
      ("# only a comment\n", 1, "only blank and comment lines"),
      (
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone(ios17\n", 3,
        "malformed profile name 'iphone(ios17'"
      ),
      (
        "lifecycle-fuzz trace 2\nstrategy: subview-tag\nprofile: iphone-ios17..1-scenes\n", 3,
        "unknown iOS version '17..1'"
      ),
    ])
  func malformed(text: String, line: Int, message: String) {
    #expect {
      _ = try Trace(parsing: text, file: "bad.trace")
    } throws: { error in
      guard let e = error as? TraceFileError else { return false }
      return e.file == "bad.trace" && e.line == line && e.message.contains(message)
    }
  }

  @Test("an unknown strategy is reported at its line")
  func unknownStrategy() {
    let text = "lifecycle-fuzz trace 1\n# c\nstrategy: no-such\nprofile: iphone-ios17-scenes\nexpect: holds\n"
    #expect(
      throws: TraceFileError(
        file: "f", line: 3,
        message:
          "unknown strategy 'no-such' (known: a, b; a strategy of your own replays in a Swift test with replay(traceFile:strategy:))"
      )
    ) {
      _ = try Trace(parsing: text, file: "f", knownStrategies: ["a", "b"])
    }
  }

  static let header =
    "lifecycle-fuzz trace 1\nstrategy: background-phase-overlay\nprofile: iphone-ios17-swiftui\nexpect: snapshot-leak\n"

  @Test("CRLF line endings and a byte-order mark read like plain newlines")
  func lineEndings() throws {
    let lf = try Trace(parsing: Self.header + "launch\n# note\nopenAppSwitcher\n", file: "lf")
    let crlf = try Trace(
      parsing: (Self.header + "launch\n# note\nopenAppSwitcher\n").replacingOccurrences(of: "\n", with: "\r\n"),
      file: "crlf")
    let bom = try Trace(parsing: "\u{FEFF}" + Self.header + "launch\nopenAppSwitcher\n", file: "bom")
    expectEqual(lf.events, [.launch, .openAppSwitcher])
    expectEqual(crlf.events, lf.events)
    expectEqual(bom.events, lf.events)
  }

  @Test("duplicate header keys and a second magic line are errors at their line")
  func duplicates() {
    #expect(throws: TraceFileError(file: "d", line: 5, message: "duplicate header key 'expect'")) {
      _ = try Trace(parsing: Self.header + "expect: holds\n", file: "d")
    }
    #expect(throws: TraceFileError(file: "d", line: 5, message: "a second 'lifecycle-fuzz trace' line")) {
      _ = try Trace(parsing: Self.header + "lifecycle-fuzz trace 1\n", file: "d")
    }
  }

  @Test("a trace file with its header and no events is an error at the header's last line")
  func headerOnlyTrace() {
    let text = "lifecycle-fuzz trace 1\nstrategy: subview-tag\nprofile: iphone-ios17-scenes\nexpect: holds\n"
    #expect(throws: TraceFileError(file: "t", line: 4, message: "no events after the header (the file is cut short)")) {
      try Trace(parsing: text, file: "t")
    }
  }

  @Test("a file that is not UTF-8 is named with the line of its first bad byte")
  func notUTF8() {
    let bytes: [UInt8] = Array("lifecycle-fuzz trace 2\nstrategy: x".utf8) + [0xFF] + Array("\n".utf8)
    #expect(throws: TraceFileError(file: "f", line: 2, message: "not UTF-8 text (an invalid byte at column 12)")) {
      _ = try String(utf8File: Data(bytes), file: "f")
    }
  }
}
