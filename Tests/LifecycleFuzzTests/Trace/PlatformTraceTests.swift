import AndroidModel
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The platform trace format over Android: round trips and one error line per fault, naming the line.
@Suite struct PlatformTraceTests {
  static let text = """
    lifecycle-fuzz trace 2
    # A01
    platform: android
    strategy: secure-flag-on-pause
    profile: phone-api31-views
    seed: 7
    expect: recents-leak
    launch
    recentsTiming(beforePause)
    openRecents

    """

  /// Reads an Android trace as the tool does: strategy names from the built-in catalog.
  static func parse(_ text: String, file: String) throws(TraceFileError) -> Trace<AndroidPlatform> {
    try Trace<AndroidPlatform>(
      parsing: text, file: file, knownStrategies: AndroidPlatform.builtIn.strategies.map(\.name))
  }

  /// Every event without arguments, in catalog order.
  static let fixedEvents: [AndroidEvent] = AndroidPlatform.vocabulary.definitions.compactMap(\.event)

  @Test func theTextRoundTripsAndKeepsEveryField() throws {
    let trace = try Self.parse(Self.text, file: "a.trace")
    expectEqual(trace.strategy, "secure-flag-on-pause")
    expectEqual(trace.profile, AndroidProfile(apiLevel: 31))
    expectEqual(trace.seed, 7)
    expectEqual(trace.expected, .broken(.recentsLeak))
    expectEqual(trace.events, [.launch, .recentsTiming(.beforePause), .openRecents])
    expectEqual(trace.comments, ["A01"])
    expectEqual(trace.text, Self.text)
    expectEqual(Replay.platformName(inTraceText: Self.text), "android")
    #expect(Replay.platformName(inTraceText: "lifecycle-fuzz trace 2\nstrategy: subview-tag\nlaunch\n") == nil)
  }

  /// A well-formed checkpoint (its values need not be the trace's).
  nonisolated static let checkpoint =
    "screen=app activity=RESUMED windows=[activity] recording=false snapshot=none t=0.0"

  @Test func checkpointsAreWrittenAlignedAndReadBack() throws {
    var trace = try Self.parse(Self.text, file: "a.trace")
    let checkpoints = ["t=0.0", "t=0.1", "t=0.2 folded"].map {
      Self.checkpoint.replacingOccurrences(of: "t=0.0", with: $0)
    }
    trace.checkpoints = checkpoints
    let back = try Self.parse(trace.text, file: "b.trace")
    expectEqual(back.checkpoints, checkpoints)
    #expect(trace.text.contains("\nlaunch                      => \(Self.checkpoint)\n"))
  }

  @Test func everyArgumentEventParsesAsItPrints() {
    let events: [AndroidEvent] =
      Self.fixedEvents + [
        .appCall("pinSetup"), .advance(2.5), .advance(3600), .advance(7200), .advance(86400),
        .showWindow(.composeDialog(.SecureOff)),
      ]
    for event in events {
      #expect(AndroidPlatform.vocabulary.text(of: event) == event.description, "\(event)")
      #expect((try? AndroidPlatform.vocabulary.event(parsing: Substring(event.description))) == event, "\(event)")
    }
    for bad in [
      "advance(-1)", "advance(nan)", "advance(86400.5)", "advance(1e308)", "advance()", "appCall()", "appCall(a b)",
      "launch(1)", "Launch",
    ] {
      #expect((try? AndroidPlatform.vocabulary.event(parsing: Substring(bad))) == nil, "\(bad)")
    }
  }

  @Test func listEventsNamesEveryEventTheGeneratorDraws() {
    let syntax = AndroidPlatform.vocabulary.catalogRows.map(\.syntax).joined(separator: " ")
    let words = Set(syntax.split { !$0.isLetter }.map(String.init))
    let missing = Self.fixedEvents.map { AndroidPlatform.vocabulary.text(of: $0).prefix { $0.isLetter } }
      .filter { !words.contains(String($0)) }
    expectEqual(missing, [])
  }

  /// The catalog's first strategies by name, then the ones added after them, as the error lists them.
  nonisolated static let unknownStrategyMessage: String =
    "a.trace:4: unknown strategy 'no-such' (known: none, secure-flag-on-create, render-effect-blur-on-pause, "
    + "seed-004, secure-flag-on-pause, cover-view-on-pause, recents-screenshot-disabled, "
    + "secure-flag-copied-to-dialogs, recommended, capacitor-community-privacy-screen, capacitor-privacy-screen, "
    + "flutter-lock-widget, rn-appstate-secure-flag, "
    + AndroidPlatform.builtIn.strategies.dropFirst(13).map(\.name).joined(separator: ", ")
    + "; a strategy of your own replays in a Swift test with replay(traceFile:strategy:))"

  @Test(arguments: [
    (
      "strategy: secure-flag-on-pause", "strategy: no-such",
      unknownStrategyMessage
    ),
    (
      "profile: phone-api31-views", "profile: phone-api20-views",
      "a.trace:5: unknown Android profile 'phone-api20-views' (see 'lifecycle-fuzz list profiles')"
    ),
    // One rule for flag answers with --flag and --profile (``FlagAnswer``).
    (
      "profile: phone-api31-views", "profile: phone-api31-views+gestureNavigation=false+gestureNavigation=false",
      "a.trace:5: profile 'phone-api31-views+gestureNavigation=false+gestureNavigation=false' gives 'gestureNavigation'"
        + " twice"
    ),
    (
      "profile: phone-api31-views", "profile: phone-api31-views+gestureNavigation",
      "a.trace:5: 'gestureNavigation' is not flag=true or flag=false"
    ),
    (
      "platform: android", "platform: ios",
      "a.trace:3: a trace for platform ios, not android (a corpus keeps each platform's traces in a folder of its own)"
    ),
    (
      "expect: recents-leak", "expect: snapshot-leak",
      "a.trace:7: unknown verdict 'snapshot-leak' (expected holds or capture-leak, recents-leak, lock-bypass, reauth-loop, unlock-blocked, focus-lost, stranded-cover, crash, detection-promise, blank-window, cannot-disable, needless-lock, needless-cover, needless-secure)"
    ),
    ("openRecents", "openRecent", "a.trace:10: unknown event 'openRecent' (see 'lifecycle-fuzz list events')"),
    ("seed: 7", "seed: -1", "a.trace:6: seed must be a whole number from 0 to 2^64-1, not '-1'"),
    ("seed: 7", "colour: 7", "a.trace:6: unknown header key 'colour'"),
    ("launch", "launch => \(checkpoint)", "a.trace:9: an event without a checkpoint after events with one"),
    // Cut short: read as a checkpoint the model no longer reaches, it replayed as STALE and a corpus counted it.
    (
      "launch", "launch => " + String(checkpoint.dropLast(3)),
      "a.trace:8: malformed checkpoint after '=>': 't=' has no value (the line is cut short)"
    ),
    (
      "launch", "launch => screen=app activity=RESUMED windows=[activity] recording=false snapshot=con",
      "a.trace:8: malformed checkpoint after '=>': 'snapshot=con': 'snapshot=' takes none, appTheme, content or clean"
    ),
  ])
  func aFaultIsOneErrorNamingItsLine(original: String, replacement: String, message: String) {
    let text = Self.text.replacingOccurrences(of: original + "\n", with: replacement + "\n")
    #expect(throws: TraceFileError.self) { try Self.parse(text, file: "a.trace") }
    do {
      _ = try Self.parse(text, file: "a.trace")
    } catch {
      expectEqual(error.description, message)
    }
  }

  @Test func aMissingHeaderLineIsNamed() {
    let text = Self.text.replacingOccurrences(of: "platform: android\n", with: "")
    do {
      _ = try Self.parse(text, file: "a.trace")
      Issue.record("accepted a trace without a platform")
    } catch {
      expectEqual(error.description, "a.trace:7: missing 'platform: android' header before the first event")
    }
  }
}
