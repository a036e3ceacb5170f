import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// The zooming switcher card's exposure (``PlatformSession/exposureSeconds``).
  public nonisolated static let exposureChannels = [
    ExposureChannel(
      label: "card exposure while zooming",
      note: "Card exposure while zooming: virtual milliseconds, over all traces, the switcher card showed sensitive "
        + "content while it zoomed out of the app, before it settled (where a card is judged); a measurement, not a "
        + "failure.")
  ]

  /// `LifecycleFuzz's model of UIKit`.
  public nonisolated static let modelName = "LifecycleFuzz's model of UIKit"

  /// ``CaptureKind/title``.
  public nonisolated static func captureKindTitle(_ kind: String) -> String {
    CaptureKind(rawValue: kind)?.title ?? kind
  }

  /// Why a leak in each kind of iOS capture matters.
  public nonisolated static func captureKindWhy(_ name: String) -> String {
    guard let kind = CaptureKind(rawValue: name) else { return "" }
    switch kind {
    case .switcherSnapshot:
      return "the system stores this snapshot in the app's container and shows it as the card later."
    case .switcherCard: return "anyone looking at the screen sees it while the app switcher is open."
    case .screenshot: return "the screenshot is kept in Photos."
    case .recording: return "the recording may be shared or made by another party."
    case .mirroring: return "the mirrored display shows it to people not holding the device."
    case .iPhoneMirroring:
      return "the Mac's iPhone Mirroring window shows it, and the app is never told the screen is copied."
    }
  }

  /// By how far and how long the content travels: a stored switcher snapshot 8.0, a recorded frame 7.5, a mirrored
  /// frame 7.0, the live switcher card 6.5, a screenshot 6.0; a lock bypass 7.0 (content shown, or the app opened, to
  /// whoever holds the device without the app's authentication: Android's value); a crash 5.0; residue, stranded
  /// cover, blocked touch 3.0; a needless cover 2.0 (a trade-off the strategy promised to avoid).
  public nonisolated static func severity(of invariant: Invariant, captureKind: String?) -> Double {
    switch captureKind.flatMap(CaptureKind.init(rawValue:)) {
    case .switcherSnapshot?: return 8.0
    case .recording?: return 7.5
    case .mirroring?: return 7.0
    case .iPhoneMirroring?: return 7.0
    case .switcherCard?: return 6.5
    case .screenshot?: return 6.0
    case nil:
      switch invariant {
      case .lockBypass: return 7.0
      case .crash: return 5.0
      case .needlessCover: return 2.0
      default: return 3.0
      }
    }
  }

  /// ``EvidenceSVG`` of the leak's ``LeakEvidence``.
  @MainActor public static func evidencePicture(
    of events: [SystemEvent], runner: TraceRunner<IOSPlatform>, invariant: Invariant
  )
    -> String?
  {
    guard invariant.showsCaptures, let e = LeakEvidence.find(events, runner: runner) else { return nil }
    return EvidenceSVG.file(e)
  }

  /// ``LeakEvidence`` of a leak finding: the capture that broke it and the sensitive views it showed.
  @MainActor public static func evidence(
    of events: [SystemEvent], runner: TraceRunner<IOSPlatform>, invariant: Invariant
  )
    -> FindingEvidence?
  {
    guard invariant.showsCaptures else { return nil }
    guard let e = LeakEvidence.find(events, runner: runner) else {
      // A lock-bypass judged on the screen, not on an image: what showed there while the lock should have been up.
      guard invariant == .lockBypass, let shown = LeakEvidence.lockedDisplay(events, runner: runner) else { return nil }
      var evidence = FindingEvidence(captureKind: "display", views: shown.views, whatLeaked: shown.whatLeaked)
      evidence.groupsFindings = false
      return evidence
    }
    var evidence = findingEvidence(e)
    // A lock-bypass image: its detail says the lock stood; the capture shows what it let through.
    evidence.groupsFindings = !invariant.captureKinds.isEmpty
    return evidence
  }

  /// A Swift Testing test that fails until the bug is fixed. A built-in strategy's test calls
  /// `Replay.verdict`, which finds it by name; a user's strategy is not built in, so its test
  /// replays the saved trace file against the strategy with LifecycleFuzzTesting's `replay`.
  @MainActor public static func testSnippet(for f: Finding<IOSPlatform>) -> [String] {
    let name = testName(f.trace.strategy + "-" + f.invariant.rawValue)
    let hash = Corpus<IOSPlatform>.contentHash(of: f.trace)
    let events = f.trace.events.map { "\"\($0.text)\"" }.joined(separator: ", ")
    if f.trace.strategy.hasPrefix("app-logic#") {
      // A script is no built-in strategy `Replay.verdict` can find by name: its saved trace carries the script.
      guard let file = f.file else {
        return ["test: run without --no-corpus to save the trace; it carries the script, and `replay FILE` replays it"]
      }
      return [
        "test: keep \(file) with your tests: `lifecycle-fuzz replay \(file)` replays it with the script it carries,"
          + " and fails until the fix holds (in CI: scripts/ci-fuzz.sh with APP_LOGIC)"
      ]
    }
    guard StrategyCatalog.descriptor(named: f.trace.strategy) == nil else {
      return [
        "test: @Test @MainActor func \(name)_\(hash)() throws {",
        "        #expect(try Replay.verdict(strategy: \"\(f.trace.strategy)\", profile: \"\(f.trace.profile.name)\", events: [\(events)]) == .holds)",
        "      }",
      ]
    }
    guard let file = f.file else {
      return [
        "test: run without --no-corpus to save the trace, then keep it with replay(traceFile:) against your strategy"
      ]
    }
    return [
      "test: @Test @MainActor func \(name)_\(hash)() throws {  // make the strategy as your code does",
      "        #expect(try replay(traceFile: \"\(file)\") { <the '\(f.trace.strategy)' strategy> }.outcome.verdict == .holds)",
      "      }",
    ]
  }

  /// A Swift function name made of `text`'s letters and digits, each later run capitalized:
  /// `lock[shield=none,when=launch]-lock-bypass` → `lockShieldNoneWhenLaunchLockBypass` (a family member's name
  /// and a script's `#` are no identifier).
  package static func testName(_ text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    return words.enumerated().map {
      $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
    }
    .joined()
  }

}

extension IOSPlatform {
  /// iOS's own timeline renderers: the text table (``TimelineText``) with what leaked and where under its outcome,
  /// the Markdown table (``TimelineMarkdown``), or an HTML page with the SVG timeline and the evidence picture.
  @MainActor public static func explain(
    _ trace: Trace<IOSPlatform>, strategy: StrategyDescriptor, path: String, format: TimelineFormat
  ) -> String {
    let runner = TraceRunner<IOSPlatform>(strategy: strategy, profile: trace.profile, app: trace.app(for: strategy))
    let timeline = Timeline.record(trace.events, runner: runner)
    switch format {
    case .html:
      let evidence = LeakEvidence.find(trace.events, runner: runner).map(findingEvidence)
      return ComparisonHTML.page(timeline: timeline, trace: trace, title: path, evidence: evidence)
    case .markdown: return TimelineMarkdown.text(timeline, trace: trace)
    case .text:
      var lines = TimelineText.text(timeline, trace: trace).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      // Under the outcome (which may take several lines), before the legend: the cost on the way back, then what
      // leaked and where, the view to fix and the place to look.
      guard let legend = lines.firstIndex(where: { $0.hasPrefix("app: fg/bg/susp") }) else {
        return lines.joined(separator: "\n")
      }
      if let e = LeakEvidence.find(trace.events, runner: runner) {
        // Wrapped, not cut: the views named last are the ones to fix.
        lines.insert(
          contentsOf: TextWrapping.lines(Escape.terminal("leaked: \(e.whatLeaked)"), width: 100, indent: "        ")
            + e.canvasNotes.flatMap {
              TextWrapping.lines(Escape.terminal("not hidden: \($0)"), width: 100, indent: "        ")
            },
          at: legend)
      }
      // Whose UI it was: the sample app's own, which no line of a script wrote (``StandInCause``).
      if case .broken(let invariant) = trace.expected, ScriptPlace.isScript(strategy.name),
        let cause = standInCause(of: trace.events, runner: runner, invariant: invariant),
        let at = lines.firstIndex(where: { $0.hasPrefix("app: fg/bg/susp") })
      {
        let sentence = cause.sentence(script: ScriptIdentity.reportedFile(of: strategy.name))
        lines.insert(contentsOf: TextWrapping.lines(Escape.terminal(sentence), width: 100, indent: "        "), at: at)
      }
      // The cost on the way back: the app on screen again behind the cover it raised on inactive.
      if let seconds = timeline.steps.last?.detail.returnCoverSeconds, seconds > 0 {
        let shown = (seconds * 1000).rounded() / 1000
        let line = "cover on the return: \(shown) s (the app zooming back in behind its cover; not a failure)"
        lines.insert(line, at: legend)
      }
      return lines.joined(separator: "\n")
    }
  }
}

extension IOSPlatform {
  /// ``CaptureKind/shortName``.
  public nonisolated static func captureKindShortName(_ kind: String) -> String {
    CaptureKind(rawValue: kind)?.shortName ?? kind
  }

  /// The live switcher card, recordings and mirroring are seen for as long as they show.
  public nonisolated static func isContinuousCapture(_ kind: String) -> Bool {
    ["switcherCard", "recording", "mirroring", "iPhoneMirroring"].contains(kind)
  }

  /// The switcher snapshot, shown as the card until its scene returns.
  public nonisolated static let storedCaptureKind: String? = CaptureKind.switcherSnapshot.rawValue

  /// ``ProtectionClaims/covers(_:)``.
  @MainActor public static func claims(_ strategy: StrategyDescriptor, covers kind: String) -> Bool {
    CaptureKind(rawValue: kind).map(strategy.claims.covers) ?? false
  }

  /// The strategy with only the claim that covers `kind` (the switcher for card and snapshot, screenshots, or
  /// recordings for recordings and both mirrorings; nothing for `nil`).
  @MainActor public static func narrowing(_ s: StrategyDescriptor, toCaptureKind kind: String?) -> StrategyDescriptor {
    let claims: ProtectionClaims
    switch kind.flatMap(CaptureKind.init(rawValue:)) {
    case .switcherCard?, .switcherSnapshot?: claims = .appSwitcher
    case .screenshot?: claims = .screenshots
    case .recording?, .mirroring?, .iPhoneMirroring?: claims = .recordings
    case nil: claims = []
    }
    return StrategyDescriptor(
      name: s.name, summary: s.summary, source: s.source, claims: claims, defaultProfile: s.defaultProfile,
      sourceFile: s.sourceFile, make: s.make)
  }

  /// ``LeakEvidence`` of the first sensitive capture of `kind` (running past violations), with its picture.
  @MainActor public static func evidence(
    of events: [SystemEvent], runner: TraceRunner<IOSPlatform>, captureKind kind: String
  )
    -> FindingEvidence?
  {
    guard let k = CaptureKind(rawValue: kind), let e = LeakEvidence.find(events, runner: runner, kind: k) else {
      return nil
    }
    return findingEvidence(e)
  }

  /// `e` as the engine's evidence: its views, where, its picture and caption, and its JSON.
  static func findingEvidence(_ e: LeakEvidence) -> FindingEvidence {
    var out = FindingEvidence(captureKind: e.kind.rawValue, views: e.leakingViews, whatLeaked: e.whatLeaked)
    out.svg = EvidenceSVG.svg(e)
    out.caption = EvidenceSVG.caption(e)
    out.json = .object([
      "kind": .string(e.kind.rawValue), "scene": .string(e.scene),
      "views": .array(e.leakingViews.map(JSONValue.string)),
      "bounds": .array(
        [e.leakBounds.minX, e.leakBounds.minY, e.leakBounds.width, e.leakBounds.height]
          .map { JSONValue.double(Double($0)) }),
    ])
    return out
  }

  /// ``TimelineSVG``.
  public nonisolated static func timelineHTML(_ timeline: Timeline<IOSPlatform>) -> String { TimelineSVG.svg(timeline) }

  /// The points' and scene states' colours.
  public nonisolated static var timelineLegendHTML: String { ComparisonHTML.legend }

  /// iOS version, device, app structure.
  public nonisolated static let reviewProfileHeaders = ["iOS", "device", "app"]

  /// A profile's three review columns: iOS version, device, app structure.
  public nonisolated static func reviewProfileColumns(_ p: ShieldModel.Profile) -> [String] {
    ["iOS \(p.osVersion)", p.device.rawValue, p.appStructure.name]
  }

  /// ``PlatformFlags/value(of:)``.
  public nonisolated static func flagValue(_ name: String, on profile: ShieldModel.Profile) -> Bool? {
    profile.flags.value(of: name)
  }

  /// The capture kinds in the order a MASTG-TEST-0290 review takes them, with their sections' titles.
  public nonisolated static var reviewCaptureKinds: [(kind: String, title: String)] {
    captureKinds.map { ($0.rawValue, title($0)) }
  }

  /// The capture kinds in the order a MASTG-TEST-0290 review takes them: the stored snapshot
  /// it pulls off the device first, then what the switcher, screenshots and screen sharing show.
  nonisolated static let captureKinds: [CaptureKind] = [
    .switcherSnapshot, .switcherCard, .screenshot, .recording, .mirroring, .iPhoneMirroring,
  ]

  /// A capture kind's section title.
  nonisolated static func title(_ kind: CaptureKind) -> String {
    switch kind {
    case .switcherSnapshot: "Stored snapshot (the app-switcher snapshot iOS writes to disk)"
    case .switcherCard: "App-switcher card"
    case .screenshot: "Screenshot"
    case .recording: "Screen recording"
    case .mirroring: "Screen mirroring (AirPlay, external display)"
    case .iPhoneMirroring: "iPhone Mirroring (a Mac on macOS 15)"
    }
  }

  /// A timeline as an array of steps.
  public nonisolated static func timelineJSON(_ t: Timeline<IOSPlatform>) -> JSONValue {
    .array(
      t.steps.map { s in
        let st = s.state
        return .object([
          "step": .int(s.step),
          "event": .string(s.eventText),
          "time": .double(st.time),
          "app": .string(TimelineText.appState(st)),
          "overlay": st.overlay.map { .string(DeviceSummary.name($0)) } ?? .null,
          "recording": .bool(st.isRecording),
          "mirroring": .bool(st.isMirroring),
          "keyboard": .bool(st.isKeyboardUp),
          "queuedBlocks": .int(st.queuedBlocks),
          "timers": .int(st.timers),
          "animatingLayers": .int(st.animatingLayers),
          "scenes": .array(
            st.scenes.map { sc in
              .object([
                "scene": .string(sc.identifier),
                "state": .string("\(sc.activationState)"),
                "windowLevels": .array(sc.windowLevels.map(JSONValue.double)),
                "cover": .bool(sc.display.showsCover),
                "sensitive": .bool(sc.display.showsSensitiveContent),
                "display": .array(sc.display.rendering.map(JSONValue.string)),
              ])
            }),
          "captures": .array(
            s.captures.map { c in
              .object([
                "kind": .string(c.kind.rawValue),
                "scene": .string(c.scene),
                "time": .double(c.time),
                "sensitivePoints": .int(c.frame.sensitivePointCount),
                "frame": .array(c.frame.rendering.map(JSONValue.string)),
              ])
            }),
          "touch": s.touch.map { .object(["scene": .string($0.scene), "target": .string($0.target)]) } ?? .null,
          "violation": s.violation.map {
            .object(["invariant": .string($0.invariant.rawValue), "detail": .string($0.detail)])
          } ?? .null,
        ])
      })
  }
}

extension IOSPlatform {
  /// Each ``PlatformFlags`` flag flipped (``ShieldModel/Profile/flipping(_:)``), then each ``PlatformTimings``
  /// duration at both ends of its plausible bracket (where that changes the profile).
  public nonisolated static func openQuestionAnswers(_ profile: ShieldModel.Profile)
    -> [(label: String, isTiming: Bool, profile: ShieldModel.Profile)]
  {
    var out: [(label: String, isTiming: Bool, profile: ShieldModel.Profile)] = []
    for entry in PlatformFlags.all {
      guard let flipped = try? profile.flipping(entry.name) else { continue }
      out.append(("\(entry.name)=\(flipped.flags[keyPath: entry.keyPath])", false, flipped))
    }
    for entry in PlatformTimings.all {
      for seconds in [entry.bracket.lowerBound, entry.bracket.upperBound] {
        var p = profile
        guard (try? p.timings.set(entry.name, to: seconds)) != nil, p != profile else { continue }
        out.append(("\(entry.name)=\(seconds)", true, p))
      }
    }
    return out
  }
}

extension IOSPlatform {
  /// Clears ``ShieldModel/OpenQuestionReads``.
  public nonisolated static func clearOpenQuestionReads() { OpenQuestionReads.clear() }

  /// The flags and durations ``ShieldModel/OpenQuestionReads`` saw read since it was cleared.
  public nonisolated static func openQuestionsRead() -> (@Sendable (_ name: String, _ isTiming: Bool) -> Bool)? {
    let record = OpenQuestionReads.current
    return { name, isTiming in isTiming ? record.readTiming(name) : record.readFlag(name) }
  }
}
