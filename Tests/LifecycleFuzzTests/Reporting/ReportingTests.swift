import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects element names and text of an XML document; records the first parse error.
nonisolated final class XMLCollector: NSObject, XMLParserDelegate {
  var elements: [String] = []
  var text = ""
  var error: String?
  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    elements.append(name)
  }
  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    error = error ?? "line \(parser.lineNumber): \(parseError)"
  }

  static func parse(_ document: String) -> XMLCollector {
    let collector = XMLCollector()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = collector
    if !parser.parse(), collector.error == nil { collector.error = "parse failed" }
    return collector
  }
}

@Suite("Reporting")
struct ReportingTests {
  static let evilComment = #"<script>alert("x")</script> & **bold** | [link](http://e.x) </pre>"#

  static func runner(_ name: String, _ profile: Profile = .iPhoneScenes) -> TraceRunner<IOSPlatform> {
    TraceRunner(strategy: StrategyCatalog.descriptor(named: name)!, profile: profile)
  }

  /// The default profile with the keyboard's bar repeating the field's text, under which the
  /// keyboard leaks over a cover (the fixture bug of these tests).
  static let barText = try! Profile(named: "iphone-ios17-scenes+suggestionBarShowsFieldText=true")

  static func smallComparison(seed: UInt64 = 7, profiles: [String] = []) -> ComparisonReport<IOSPlatform> {
    var config = ComparisonConfiguration()
    config.profiles = profiles.map { try! Profile(named: $0) }
    config.seed = seed
    config.traces = 25
    config.maxLength = 12
    // The three seed strategies these tests were written for (the catalog has grown since).
    config.strategies = ["subview-tag", "cover-window", "secure-layer"].compactMap(StrategyCatalog.descriptor(named:))
    return Comparison(configuration: config).run()
  }

  @Test("the review judges each strategy on the traces run generates for it, not on shared bare-app traces")
  func reviewUsesRunTraces() throws {
    let s = try #require(StrategyCatalog.descriptor(named: "cover-window"))
    var config = ComparisonConfiguration<IOSPlatform>(strategies: [s])
    config.seed = 7
    config.traces = 4
    config.maxLength = 10
    config.usesRunTraces = true
    let comparison = Comparison<IOSPlatform>(configuration: config)
    let traces = try #require(comparison.runTraces(s, s.defaultProfile))
    var run = RunConfiguration<IOSPlatform>(strategies: [s])
    run.seed = 7
    run.maxLength = 10
    // A block's first trace starts from fresh coverage: run's trace 0, event for event.
    let first = Campaign<IOSPlatform>(configuration: run).generateTrace(
      seed: SplitMix64.traceSeed(runSeed: 7, index: 0), runner: run.runner(for: s))
    expectEqual(traces.count, 4)
    expectEqual(traces[0], first.events)
    #expect(traces[0] != comparison.generateTrace(index: 0, profile: s.defaultProfile))
    let report = comparison.run()
    #expect(report.usesRunTraces)
    expectEqual(report.generatedEvents, [traces.reduce(0) { $0 + $1.count }])
    #expect(ReviewReport.introduction(report).contains("that `lifecycle-fuzz run` generates for it"))
    // Code spans stay code in Markdown: no backslash before a backtick on the terminal.
    #expect(!ReviewReport.markdown(report).contains("\\`"))
  }

  @Test("Wilson interval matches the published 95% values")
  func wilson() {
    let half = WilsonInterval(failures: 5, trials: 10)
    #expect(abs(half.lower - 0.236_593) < 1e-5)
    #expect(abs(half.upper - 0.763_407) < 1e-5)
    let none = WilsonInterval(failures: 0, trials: 10)
    expectEqual(none.lower, 0)
    #expect(abs(none.upper - 0.277_533) < 1e-5)
    let all = WilsonInterval(failures: 10, trials: 10)
    #expect(abs(all.lower - 0.722_467) < 1e-5)
    expectEqual(all.upper, 1)
    expectEqual(WilsonInterval(failures: 0, trials: 0), WilsonInterval(failures: 3, trials: 0))
  }

  @Test("a measuring runner goes on after the first violation and keeps it as the outcome")
  func runsPastViolation() {
    let events: [SystemEvent] = [.launch, .keyboardShow, .openAppSwitcher, .advance(0.3), .closeAppSwitcher]
    var stopping: [Int] = []
    var runner = Self.runner("subview-tag", Self.barText)
    let first = runner.run(events) { stopping.append($0.step) }
    runner.stopsAtFirstViolation = false
    var all: [Int] = []
    let measured = runner.run(events) { all.append($0.step) }
    expectEqual(stopping, [0, 1, 2])
    expectEqual(all, [0, 1, 2, 3, 4, 5])
    expectEqual(first, measured)
    expectEqual(measured.verdict, .broken(.snapshotLeak))
  }

  @Test("exposure integrates the time a sensitive card stays in the switcher")
  func exposure() {
    let timeline = Timeline<IOSPlatform>.record(
      [.launch, .keyboardShow, .openAppSwitcher, .advance(0.3), .closeAppSwitcher],
      runner: Self.runner("subview-tag", Self.barText))
    expectEqual(
      timeline.steps.map(\.eventText),
      [
        "launch", "keyboardShow", "openAppSwitcher", "advance(0.3)", "closeAppSwitcher", "settle",
      ])
    let m = Comparison<IOSPlatform>.measure(timeline)
    // 0.3 s in the switcher, then the card zooms back in for the return (0.35 s).
    #expect(abs(m.exposure[CaptureKind.switcherCard.rawValue]! - 0.65) < 1e-9)
    #expect(m.exposure[CaptureKind.switcherSnapshot.rawValue] == nil)
    expectEqual(
      m.firstFailure[CellKey<IOSPlatform>(invariant: .snapshotLeak, kind: CaptureKind.switcherCard.rawValue)], 2)
    expectEqual(m.firstFailure.count, 1)
    expectEqual(m.falsePositiveCover, 0)  // the switcher is not a false positive
    #expect(abs(m.total - 1.05) < 1e-9)  // 0.4 s zoom out, 0.3 s, 0.35 s zoom in
  }

  @Test("false-positive cover counts a cover shown behind a prompt or Control Center, not the fade")
  func falsePositiveCover() {
    let events: [SystemEvent] = [
      .launch, .systemAlert(.faceID), .advance(0.5), .dismissSystemAlert, .openControlCenter, .advance(0.2),
      .closeControlCenter,
    ]
    let tag = Comparison<IOSPlatform>.measure(Timeline<IOSPlatform>.record(events, runner: Self.runner("subview-tag")))
    // 0.5 s and the Face ID prompt's 1.5 s animation after the match; Control Center's 0.3 s
    // pull and 0.2 s down (its push back up ends with did-become-active and the cover gone).
    #expect(abs(tag.falsePositiveCover - 2.5) < 1e-9)
    #expect(tag.firstFailure.isEmpty)
    let bare = Comparison<IOSPlatform>.measure(
      Timeline<IOSPlatform>.record(events, runner: Self.runner("secure-layer", .iPhoneScenes)))
    expectEqual(bare.falsePositiveCover, 0)
  }

  @Test("every strategy sees the same traces: two strategies that do nothing on a profile tie")
  func sharedTraces() {
    let report = Self.smallComparison(profiles: ["iphone-ios17-scenes", "iphone-ios17-flutter3.29"])
    let flutter = try! Profile(named: "iphone-ios17-flutter3.29")
    expectEqual(report.profiles.map(\.name), ["iphone-ios17-scenes", "iphone-ios17-flutter3.29"])
    #expect(report.isCrossProfile)
    let runs = report.runs.filter { $0.profile == flutter }
    expectEqual(runs.map(\.strategy), ["subview-tag", "cover-window", "secure-layer"])
    expectEqual(runs.map(\.isOwnProfile), [false, false, true])
    // Neither gets a scene callback in an app-delegate-only Flutter app.
    expectEqual(runs[0].cells.map(\.failures), runs[1].cells.map(\.failures))
    #expect(runs[0].cells[1].failures > 0)
    for run in report.runs {
      #expect(run.cells.map(\.key) == CellKey<IOSPlatform>.all)
      for c in run.cells where c.isClaimed {
        expectEqual((c.failures > 0), (c.counterexample != nil))
        expectEqual((c.failures > 0), (c.firstFailure != nil))
      }
    }
    for c in report.counterexamples where c.isMinimized {
      // A minimized counterexample replays to the invariant it was found for.
      let r = TraceRunner(strategy: StrategyCatalog.descriptor(named: c.trace.strategy)!, profile: c.trace.profile)
      expectEqual(r.run(c.trace.events).verdict, c.trace.expected)
    }
  }

  @Test("same inputs give byte-identical Markdown, JSON and HTML; another seed differs")
  func determinism() {
    let a = Self.smallComparison()
    let b = Self.smallComparison()
    let c = Self.smallComparison(seed: 8)
    expectEqual(ComparisonMarkdown.text(a), ComparisonMarkdown.text(b))
    expectEqual(ComparisonJSON.text(a), ComparisonJSON.text(b))
    expectEqual(ComparisonHTML.text(a), ComparisonHTML.text(b))
    #expect(ComparisonJSON.text(a) != ComparisonJSON.text(c))
  }

  @Test("the HTML report is well-formed XML with one SVG timeline per counterexample")
  func htmlWellFormed() {
    let report = Self.smallComparison()
    let parsed = XMLCollector.parse(ComparisonHTML.text(report))
    #expect(parsed.error == nil)
    // One timeline per counterexample, and a leak's evidence picture in a figure of its own: the frame that adds
    // the provenance block (EvidenceCaption), the picture and the captured screen's clipping viewport inside it.
    let figures = parsed.elements.count(where: { $0 == "figure" })
    #expect(figures > 0)
    expectEqual(parsed.elements.count(where: { $0 == "svg" }), report.counterexamples.count + 3 * figures)
    #expect(!parsed.elements.contains("script"))
    #expect(!parsed.elements.contains("img"))
  }

  @Test("the JSON report is valid, versioned and complete")
  func json() throws {
    let report = Self.smallComparison()
    let text = ComparisonJSON.text(report)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(root["schema"] as? String == "lifecycle-fuzz/compare")
    #expect(root["version"] as? Int == 2)
    #expect(root["seed"] as? String == "7")
    #expect(root["crossProfile"] as? Bool == false)
    let runs = try #require(root["runs"] as? [[String: Any]])
    expectEqual(runs.count, 3)
    expectEqual(runs.map { $0["ownProfile"] as? Bool }, [true, true, true])
    let cells = try #require(runs[0]["cells"] as? [[String: Any]])
    expectEqual(
      cells.map { $0["invariant"] as? String },
      [
        "snapshot-leak", "snapshot-leak", "capture-leak", "capture-leak", "capture-leak", "capture-leak",
        "stranded-cover", "touch-blocked",
        "crash", "residue", "blank-window", "cannot-disable", "focus-lost", "lock-bypass", "unlock-blocked",
        "reauth-loop",
        "process-state", "detection-promise", "invisible-presentation", "needless-lock",
        "needless-cover", "silent-lock", "termination-blocked", "uncovered-while-unfocused",
        "system-gesture-blocked",
      ])
    expectEqual((root["counterexamples"] as? [Any])?.count, report.counterexamples.count)
    expectEqual(
      Array(root.keys).sorted(),
      [
        "confidence", "counterexamples", "crossProfile", "differences", "maxLength", "profiles", "runs", "schema",
        "seed", "tool", "traces", "version",
      ])
    #expect(text.firstRange(of: "\"confidence\"")!.lowerBound < text.firstRange(of: "\"version\"")!.lowerBound)
  }

  static func evilTrace() -> Trace<IOSPlatform> {
    Trace(
      strategy: "subview-tag", profile: barText, expected: .broken(.snapshotLeak),
      events: [.launch, .keyboardShow, .openAppSwitcher], comments: [evilComment])
  }

  @Test("markup in a corpus file is shown as text in HTML")
  func htmlEscapesCorpusText() throws {
    let trace = Self.evilTrace()
    let text = try Trace(parsing: trace.text, file: "evil.trace")
    expectEqual(text.comments, [Self.evilComment])
    let timeline = Timeline<IOSPlatform>.record(text.events, runner: Self.runner("subview-tag"))
    let page = ComparisonHTML.page(timeline: timeline, trace: text, title: "corpus/<b>evil</b>.trace")
    let parsed = XMLCollector.parse(page)
    #expect(parsed.error == nil)
    #expect(!parsed.elements.contains("script"))
    #expect(!parsed.elements.contains("b"))
    #expect(parsed.text.contains(Self.evilComment))
    #expect(parsed.text.contains("Timeline of corpus/<b>evil</b>.trace"))
  }

  @Test("markup in a corpus file is shown as text in Markdown")
  func markdownEscapesCorpusText() {
    let trace = Self.evilTrace()
    let md = TimelineMarkdown.text(
      Timeline<IOSPlatform>.record(trace.events, runner: Self.runner("subview-tag")), trace: trace)
    #expect(
      md.contains(#"> &lt;script&gt;alert("x")&lt;/script&gt; &amp; \*\*bold\*\* \| \[link\](http://e.x) &lt;/pre&gt;"#)
    )
    #expect(!md.contains("<script>"))
    expectEqual(Escape.markdown("a|b*c_d`e\nf"), #"a\|b\*c\_d\`e f"#)
    expectEqual(Escape.html(#"<a href="x">&'"#), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;")
    expectEqual(Escape.terminal("a\u{1B}[2Jb\u{202E}c\u{9B}d"), "a?[2Jb?c?d")
  }

  @Test("by default each strategy runs only on its own profile, sharing traces with its profile's others")
  func ownProfiles() {
    let report = Self.smallComparison()
    #expect(!report.isCrossProfile)
    expectEqual(report.profiles.map(\.name), ["iphone-ios17-scenes", "iphone-ios17-flutter3.29"])
    expectEqual(
      report.runs.map { "\($0.strategy) \($0.profile.name)" },
      [
        "subview-tag iphone-ios17-scenes", "cover-window iphone-ios17-scenes", "secure-layer iphone-ios17-flutter3.29",
      ])
    #expect(report.runs.allSatisfy { $0.isOwnProfile })
    // The same traces as a cross-profile run: each run's numbers are identical there.
    let cross = Self.smallComparison(profiles: ["iphone-ios17-scenes", "iphone-ios17-flutter3.29"])
    expectEqual(report.generatedEvents, cross.generatedEvents)
    for run in report.runs {
      let same = cross.runs.first { $0.strategy == run.strategy && $0.profile == run.profile }
      expectEqual(same?.cells.map(\.failures), run.cells.map(\.failures))
      expectEqual(same?.totalSeconds, run.totalSeconds)
    }
    let md = ComparisonMarkdown.text(report)
    #expect(!md.contains("†"))
    #expect(
      md.contains(
        "| strategy | card | snapshot | screenshot | recording | mirroring | iphone-mirror | stranded | touch | crash | residue "
          + "| blank | disable | focus | lock | unlock | reauth "
          + "| process | detect | invisible | needless | shown | silent | ended | unfocused | gesture "
          + "| card exposure while zooming | false-positive cover |"
      ))
    let crossMarkdown = ComparisonMarkdown.text(cross)
    #expect(crossMarkdown.contains("| subview-tag † | "))
    #expect(crossMarkdown.contains("| secure-layer † | "))
    expectEqual(crossMarkdown.components(separatedBy: "†").count - 1, 4)  // three rows and the note
  }

  @Test("a SwiftUI scene-phase overlay is judged on its own profile, where it holds")
  func scenePhaseOverlayOnOwnProfile() {
    var config = ComparisonConfiguration()
    config.traces = 20
    config.maxLength = 10
    // No slow device: SwiftUI draws the overlay in its next update, which a transition that
    // gives the app no turn puts after the snapshot (LatencyShrinkTests).
    // No presentation of the app's: a SwiftUI overlay is in the root view, below what the root presents (session 47).
    config.weightOverrides = [("transitionTurns", 0), ("presentSheet", 0), ("appPresent", 0), ("openEntry", 0)]
    config.strategies = ["inactive-phase-overlay", "subview-tag"].compactMap(StrategyCatalog.descriptor(named:))
    let own = Comparison(configuration: config).run()
    expectEqual(
      own.runs.map { "\($0.strategy) \($0.profile.name)" },
      [
        "inactive-phase-overlay iphone-ios17-swiftui", "subview-tag iphone-ios17-scenes",
      ])
    let claimed = own.runs[0].cells.filter(\.isClaimed).map(\.failures)
    #expect(claimed.count >= 10 && claimed.allSatisfy { $0 == 0 })
    config.profiles = [.iPhoneScenes]
    let cross = Comparison(configuration: config).run()
    // On a UIKit scene profile there is no scene phase: it shows nothing and its cards leak.
    #expect(cross.runs[0].strategy == "inactive-phase-overlay" && !cross.runs[0].isOwnProfile)
    // 7 of the 20 (6 before issue 26 P2 gave the app's own presentations ten kinds, which moved the draws; 5 until
    // session 47 left the app's presentations out of these draws).
    expectEqual(cross.runs[0].cells[0].failures, 7)
  }

  @Test("the residue cell counts traces whose disabled strategy left a trace in the view tree")
  func residueCell() throws {
    let path = corpusDirectory + "/secure-canvas-toggle--residue--iphone-ios18-appdelegate--8e3db861b7.trace"
    let trace = try Corpus<IOSPlatform>.read(path)
    let runner = TraceRunner(strategy: StrategyCatalog.descriptor(named: trace.strategy)!, profile: trace.profile)
    let m = Comparison<IOSPlatform>.measure(Timeline<IOSPlatform>.record(trace.events, runner: runner))
    let key = CellKey<IOSPlatform>(invariant: .residue, kind: nil)
    #expect(CellKey<IOSPlatform>.all.contains(key))
    expectEqual(m.firstFailure[key], trace.events.count - 1)
  }

  @Test("a leaked switcher snapshot is exposed from when it was taken until the app returns")
  func snapshotExposure() {
    let events: [SystemEvent] = [.launch, .keyboardShow, .goHome, .advance(1.5), .returnToApp, .advance(0.5)]
    let m = Comparison<IOSPlatform>.measure(
      Timeline<IOSPlatform>.record(events, runner: Self.runner("subview-tag", Self.barText)))
    expectEqual(
      m.firstFailure[CellKey<IOSPlatform>(invariant: .snapshotLeak, kind: CaptureKind.switcherSnapshot.rawValue)], 3)
    // From the snapshot until the scene is back in the foreground: 1.5 s and the return zoom.
    #expect(abs(m.exposure[CaptureKind.switcherSnapshot.rawValue]! - 1.85) < 1e-9)
    // Never returning: exposed until the trace ends.
    let stays = Comparison<IOSPlatform>.measure(
      Timeline<IOSPlatform>.record(
        [.launch, .keyboardShow, .goHome, .advance(2)], runner: Self.runner("subview-tag", Self.barText)))
    expectEqual(stays.exposure[CaptureKind.switcherSnapshot.rawValue], 2)
    let md = ComparisonMarkdown.text(Self.smallComparison())
    #expect(md.contains("until its scene returns to the foreground or the trace ends"))
    #expect(md.contains(" s traced |"))
  }

  @Test("explain gives each of several scenes a one-letter column under a short label")
  func explainSeveralScenes() throws {
    let events: [SystemEvent] = [.launch, .connectScene("B"), .mirroringStart, .goHome]
    let timeline = Timeline<IOSPlatform>.record(
      events,
      runner: Self.runner("cover-window", try! Profile(named: "ipad-split-ios17-scenes+externalDisplayScene=true")))
    let all = TimelineText.text(timeline).split(separator: "\n").map(String.init)
    #expect(all.allSatisfy { $0.count <= 100 })
    // The rows, without the callbacks and continuation lines under them.
    let lines = all.filter { !$0.hasPrefix("      callbacks: ") && !$0.hasPrefix("        ") }
    expectEqual(lines[1], "step t (s) event                app          A B E          cover captured         verdict")
    expectEqual(lines[2], "   0     0 launch               fg           a . .          -     -                ok")
    expectEqual(lines[4], "   2     0 mirroringStart       fg mir       a a i          -     mirroring E!     ok")
    // A capture cell wider than its column continues under it, not cut ("snapshot A,snaps…" before).
    let settle = try #require(all.firstIndex { $0.hasPrefix("   4   0.5 settle") })
    expectEqual(all[settle], "   4   0.5 settle               susp mir     b b b          A,B   snapshot A,      ok")
    expectEqual(all[settle + 1], String(repeating: " ", count: 66) + "snapshot B")
    expectEqual(all[settle + 2], "      callbacks: snapshot(A), snapshot(B)")
    // The callbacks UIKit delivered, in order, wrapped between items.
    let mirroring = try #require(all.firstIndex { $0.hasPrefix("   2     0 mirroringStart") })
    expectEqual(
      Array(all[(mirroring + 1)...(mirroring + 3)]),
      [
        "      callbacks: post UIScreenCapturedDidChangeNotification, scene(external, willConnectTo:),",
        "        post UIWindowDidBecomeKeyNotification, post UISceneWillConnectNotification,",
        "        sceneWillEnterForeground(external), post UISceneWillEnterForegroundNotification",
      ])
    expectEqual(lines.last, "scenes: a active, i inactive, b background, u unattached, . not connected; E = external")
  }

  @Test("explain rows fit 100 columns and say what was captured")
  func explainText() throws {
    let trace = Self.evilTrace()
    let text = TimelineText.text(
      Timeline<IOSPlatform>.record(trace.events, runner: Self.runner("subview-tag", trace.profile)), trace: trace)
    let all = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(all.allSatisfy { $0.count <= 100 })
    let lines = all.filter { !$0.hasPrefix("      callbacks: ") && !$0.hasPrefix("        ") }
    expectEqual(lines[3], "   0     0 launch               fg           A:active       -     -                ok")
    expectEqual(
      lines[5], "   2   0.4 openAppSwitcher      fg sw kb     A:inactive     A     card A!          snapshot-leak")
    expectEqual(lines[6], "      └ switcherCard of scene A at t=0.4 s shows sensitive content at 8 of 160 points")
    // Under the row, the callbacks the step delivered, before the verdict's detail.
    let row = try #require(all.firstIndex { $0.hasPrefix("   2   0.4 openAppSwitcher") })
    expectEqual(
      Array(all[(row + 1)...(row + 3)]),
      [
        "      callbacks: sceneWillResignActive(A), post UISceneWillDeactivateNotification,",
        "        post UIApplicationWillResignActiveNotification",
        "      └ switcherCard of scene A at t=0.4 s shows sensitive content at 8 of 160 points",
      ])
  }
}
