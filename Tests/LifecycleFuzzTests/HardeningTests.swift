import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// Inputs from the break-it pass: each once crashed, misread or mis-judged something.
@Suite("Hardening")
struct HardeningTests {
  static let header =
    "lifecycle-fuzz trace 1\nstrategy: background-phase-overlay\nprofile: iphone-ios17-swiftui\nexpect: snapshot-leak\n"

  @Test("CRLF line endings and a byte-order mark read like plain newlines")
  func lineEndings() throws {
    let lf = try Trace(parsing: Self.header + "launch\n# note\nopenAppSwitcher\n", file: "lf")
    let crlf = try Trace(
      parsing: (Self.header + "launch\n# note\nopenAppSwitcher\n").replacingOccurrences(of: "\n", with: "\r\n"),
      file: "crlf")
    let bom = try Trace(parsing: "\u{FEFF}" + Self.header + "launch\nopenAppSwitcher\n", file: "bom")
    #expect(lf.events == [.launch, .openAppSwitcher])
    #expect(crlf.events == lf.events)
    #expect(bom.events == lf.events)
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

  @Test(
    "a family name with an empty part is an error, not a trap",
    arguments: ["cover[]", "cover[on=resign,,off=becomeActive]", "cover[on=resign,via=subview,off=becomeActive,]"])
  func emptyFamilyPart(name: String) {
    #expect(StrategyCatalog.familyNameError(name)?.contains("empty part") == true)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("an event the strategy made possible is skipped by the baseline, not called invalid")
  func baselineSkips() throws {
    // A key cover window takes the keyboard on resign; its fade-out keeps the device unsettled, so
    // the focus is compared only once the user has typed and put the keyboard down again.
    let strategy = try #require(
      StrategyCatalog.descriptor(named: "cover[on=resign,via=window,key,off=becomeActive,out=0.3]"))
    let outcome = TraceRunner(strategy: strategy, profile: .iPhoneScenes)
      .run([.launch, .keyboardShow, .openAppSwitcher, .closeAppSwitcher, .keyboardShow, .keyboardHide])
    #expect(outcome == .holds)
  }

  @Test("the last interactive scene cannot be closed, and 'external' is not a user scene")
  func sceneValidity() throws {
    let device = Device(profile: try Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true"), strategy: nil)
    try device.apply(.launch)
    #expect(
      device.validationError(for: .connectScene("external"))
        == "'external' names the mirrored display's scene, which mirroring connects")
    try device.apply(.mirroringStart)
    #expect(device.validationError(for: .disconnectScene("A")) == "the last scene cannot be closed")
    #expect(device.validationError(for: .connectScene("B")) == nil)
  }

  @Test("a time budget too large for the clock, infinite or not a number is no budget, never a trap")
  func hugeTimeBudget() {
    for seconds in [2e10, .infinity, .nan, 1e300] {
      let stop = StopSignal.after(seconds: seconds)
      #expect(stop.deadline == nil)
      #expect(!stop.shouldStop)
    }
    #expect(StopSignal.after(seconds: 3600).deadline != nil)
  }
}
