import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// One public case (docs/public-cases.md) or its control: the trace file, the verdict, and
/// the reason, as a fragment of the violation's detail (which capture of which scene leaked,
/// which view took the touch, what trapped, what was left behind).
nonisolated struct CaseExpectation: Sendable, CustomTestStringConvertible {
  let file: String
  let verdict: String
  let reason: String?
  var testDescription: String { file }

  /// Replays the case's trace in `folder` and checks its recorded and replayed verdicts and the reason.
  @MainActor func check(in folder: String) throws {
    let result = try Replay.replay(path: "\(folder)/\(file).trace")
    expectEqual(result.trace.expected.description, verdict)
    switch result.outcome {
    case .holds:
      expectEqual(verdict, "holds")
    case .violated(let v):
      #expect(v.invariant.rawValue == verdict, "\(v.detail)")
      if let reason = reason { #expect(v.detail.contains(reason), "\(v.detail)") }
    case .invalid(let step, let reason):
      Issue.record("event \(step) is not possible: \(reason)")
    }
  }
}

@Suite("Public cases C01-C24 and their controls")
struct CaseTests {
  nonisolated static let cases: [CaseExpectation] = [
    .init(file: "C01-background-phase-overlay", verdict: "snapshot-leak", reason: "switcherCard of scene A at t=0.4 s"),
    .init(file: "C01-control-inactive-phase-overlay", verdict: "holds", reason: nil),
    .init(file: "C02-background-cover-window-switcher", verdict: "snapshot-leak", reason: "switcherCard of scene A"),
    .init(file: "C02-control-background-cover-window-home", verdict: "holds", reason: nil),
    .init(file: "C03-app-delegate-cover", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C03-control-app-notification-cover", verdict: "holds", reason: nil),
    .init(file: "C04-resign-presented-cover-ios18", verdict: "snapshot-leak", reason: "switcherCard of scene A"),
    .init(file: "C04-control-resign-presented-cover-ios17", verdict: "holds", reason: nil),
    .init(file: "C05-flag-guarded-fade-cover", verdict: "snapshot-leak", reason: "switcherCard of scene A at t=1.25 s"),
    .init(file: "C05-control-flag-guarded-cover", verdict: "holds", reason: nil),
    .init(file: "C06-biometric-skipping-cover", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C06-control-biometric-aware-cover", verdict: "holds", reason: nil),
    .init(file: "C07-cover-window-call", verdict: "holds", reason: nil),
    .init(file: "C08-toggleable-cover", verdict: "stranded-cover", reason: "of active scene A"),
    .init(file: "C08-control-toggleable-cover-cleanup", verdict: "holds", reason: nil),
    .init(
      file: "C09-foreground-restored-cover-notification-center", verdict: "stranded-cover", reason: "of active scene A"),
    .init(file: "C09-foreground-restored-cover-permission", verdict: "stranded-cover", reason: "of active scene A"),
    .init(file: "C09-control-app-delegate-cover", verdict: "holds", reason: nil),
    .init(file: "C10-first-hook-cover-window", verdict: "stranded-cover", reason: "of external display scene external"),
    .init(file: "C10-control-foreground-hidden-cover-window", verdict: "holds", reason: nil),
    .init(file: "C11-async-presented-cover", verdict: "crash", reason: "already being presented"),
    .init(file: "C11-control-guarded-async-presented-cover", verdict: "holds", reason: nil),
    .init(file: "C12-capture-change-blur", verdict: "capture-leak", reason: "recording of scene A at t=0 s"),
    .init(file: "C12-control-capture-state-blur", verdict: "holds", reason: nil),
    .init(file: "C13-secure-canvas-first-sublayer-ios16", verdict: "holds", reason: nil),
    .init(file: "C13-secure-canvas-first-sublayer-ios17", verdict: "capture-leak", reason: "screenshot of scene A"),
    .init(file: "C13-secure-canvas-first-sublayer-ios26", verdict: "capture-leak", reason: "screenshot of scene A"),
    .init(file: "C13-control-secure-canvas-by-class-ios16", verdict: "holds", reason: nil),
    .init(file: "C13-control-secure-canvas-by-class-ios17", verdict: "holds", reason: nil),
    .init(file: "C13-control-secure-canvas-by-class-ios26", verdict: "holds", reason: nil),
    .init(file: "C14-screenshot-notification-blur", verdict: "capture-leak", reason: "screenshot of scene A"),
    .init(file: "C14-control-secure-canvas-by-class", verdict: "holds", reason: nil),
    .init(file: "C15-app-wide-privacy-window", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C15-control-background-cover-window", verdict: "holds", reason: nil),
    .init(
      file: "C16-secure-canvas-toggle", verdict: "residue",
      reason: "the window layer of scene A still lives inside <_UITextLayoutCanvasView>"),
    .init(file: "C16-control-secure-canvas-toggle-undo", verdict: "holds", reason: nil),
    .init(
      file: "C17-subview-cover-keyboard", verdict: "snapshot-leak",
      reason: "switcherSnapshot of scene A at t=0.5 s shows sensitive content at 8 of 160"),
    .init(
      file: "C17-cover-window-keyboard", verdict: "snapshot-leak",
      reason: "switcherSnapshot of scene A at t=0.5 s shows sensitive content at 8 of 160"),
    .init(file: "C17-control-editing-ending-cover", verdict: "holds", reason: nil),
    .init(file: "C17-control-editing-ending-cover-bar-text", verdict: "holds", reason: nil),
    .init(file: "C17-control-subview-cover-keyboard-no-bar-text", verdict: "holds", reason: nil),
    .init(file: "C18-secure-layer-touch", verdict: "touch-blocked", reason: "reached <UITextField> instead of content"),
    .init(file: "C18-control-secure-canvas-last-sublayer", verdict: "holds", reason: nil),
    .init(file: "C19-secure-layer-flutter-scenes", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C19-control-secure-layer-flutter-appdelegate", verdict: "holds", reason: nil),
    .init(
      file: "C20-flutter-lock-widget-frozen-engine", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C20-control-native-cover-frozen-engine", verdict: "holds", reason: nil),
    .init(file: "C20-control-lock-widget-flutter3.29", verdict: "holds", reason: nil),
    .init(
      file: "C20-lock-widget-flutter3.29-one-frame", verdict: "snapshot-leak", reason: "switcherSnapshot of scene A"),
    .init(file: "C21-inflight-biometric-shield", verdict: "snapshot-leak", reason: "switcherCard of scene A"),
    .init(
      file: "C21-inflight-biometric-shield-background", verdict: "snapshot-leak", reason: "switcherCard of scene A"),
    .init(file: "C21-control-inactive-biometric-shield", verdict: "holds", reason: nil),
    .init(
      file: "C22-key-privacy-window", verdict: "focus-lost",
      reason: "scene A has first responder none instead of note-field"),
    .init(file: "C22-control-visible-privacy-window", verdict: "holds", reason: nil),
    .init(
      file: "C23-secure-canvas-stale-bounds", verdict: "touch-blocked",
      reason: "touch on scene A reached <none> instead of content"),
    .init(file: "C23-control-secure-canvas-stale-bounds-left", verdict: "holds", reason: nil),
    .init(file: "C23-control-secure-canvas-autoresizing", verdict: "holds", reason: nil),
    .init(
      file: "C24-top-presented-privacy-screen-share-sheet", verdict: "touch-blocked",
      reason: "touch on scene A reached <UITransitionView> instead of content"),
    .init(file: "C24-control-privacy-screen-window", verdict: "holds", reason: nil),
  ]

  @Test("every case C01-C24 has a trace and a control that holds")
  func everyCaseIsCovered() throws {
    // C01-C24 only: later cases (C25-C98) have traces of their own, judged by their own tests.
    let files = try FileManager.default.contentsOfDirectory(atPath: caseCorpus).filter {
      $0.hasPrefix("C") && Int($0.dropFirst().prefix(2)).map { (1...24).contains($0) } == true
    }
    for n in 1...24 {
      let id = String(format: "C%02d", n)
      #expect(files.contains { $0.hasPrefix("\(id)-") && !$0.contains("control") }, "no trace for \(id)")
      #expect(
        Self.cases.contains { $0.file.hasPrefix("\(id)-") && $0.verdict == "holds" }, "no holding trace for \(id)")
    }
    // Cases from C25 on (corpus/public-reports) have suites of their own.
    let early = files.filter { name in Int(name.dropFirst().prefix(2)).map { $0 <= 24 } ?? false }
    expectEqual(early.count, Self.cases.count)
  }

  @Test("the case trace gives its verdict for its reason", arguments: cases)
  func caseVerdict(_ expectation: CaseExpectation) throws {
    try expectation.check(in: caseCorpus)
  }
}

@Suite("C07 false-positive cover")
struct FalsePositiveCoverTests {
  /// Seconds of virtual time during which a cover hid the app while it was still on screen
  /// behind a system prompt.
  static func falsePositiveCoverSeconds(_ path: String) throws -> Double {
    let trace = try Corpus<IOSPlatform>.read(path)
    let runner = TraceRunner(
      strategy: StrategyCatalog.descriptor(named: trace.strategy)!, profile: trace.profile, app: trace.app)
    var samples: [(time: Double, covered: Bool)] = []
    _ = runner.run(trace.events) { record in
      let d = record.session.device
      let promptUp: Bool
      if case .systemAlert = d.overlay { promptUp = true } else { promptUp = false }
      let covered = promptUp && d.windowScenes.contains { d.render($0, for: .display).showsCover }
      samples.append((d.now, covered))
    }
    var total = 0.0
    for (a, b) in zip(samples, samples.dropFirst()) where a.covered { total += b.time - a.time }
    return total
  }

  @Test("a cover over a call prompt held for 2 s counts 2 s of false-positive cover")
  func callPrompt() throws {
    try expectEqual(Self.falsePositiveCoverSeconds("\(caseCorpus)/C07-cover-window-call.trace"), 2)
  }
}

@Suite("C17 keyboards without a suggestion bar")
struct KeyboardWithoutSuggestionBarTests {
  /// The sample app with its note field asking for `keyboardType`, secure or not.
  static func app(_ keyboardType: AppDescription.KeyboardType, secure: Bool = false) -> AppDescription {
    var app = AppDescription.sample
    for i in app.views.indices {
      if case .textField(var traits) = app.views[i].kind {
        traits.keyboardType = keyboardType
        traits.isSecureTextEntry = secure
        app.views[i].kind = .textField(traits)
      }
    }
    return app
  }

  static func verdict(_ app: AppDescription, flag: Bool) throws -> String {
    let profile = try Profile(named: "iphone-ios16-scenes+suggestionBarShowsFieldText=\(flag)")
    let runner = TraceRunner(strategy: StrategyCatalog.descriptor(named: "subview-tag")!, profile: profile, app: app)
    switch runner.run([.launch, .keyboardShow, .goHome]) {
    case .holds: return "holds"
    case .violated(let v): return v.invariant.rawValue
    case .invalid(_, let reason): return "invalid: \(reason)"
    }
  }

  @Test(
    "a digit pad or a secure field holds under both answers of suggestionBarShowsFieldText",
    arguments: [
      (AppDescription.KeyboardType.numberPad, false), (.phonePad, false), (.decimalPad, false),
      (.asciiCapableNumberPad, false), (.default, true),
    ])
  func noBarNoLeak(_ keyboardType: AppDescription.KeyboardType, secure: Bool) throws {
    try expectEqual(Self.verdict(Self.app(keyboardType, secure: secure), flag: true), "holds")
    try expectEqual(Self.verdict(Self.app(keyboardType, secure: secure), flag: false), "holds")
  }

  @Test("the default keyboard leaks through its bar only under suggestionBarShowsFieldText=true")
  func defaultKeyboard() throws {
    try expectEqual(Self.verdict(Self.app(.default), flag: true), "snapshot-leak")
    try expectEqual(Self.verdict(Self.app(.default), flag: false), "holds")
    var noAutocorrection = Self.app(.default)
    for i in noAutocorrection.views.indices {
      if case .textField(var traits) = noAutocorrection.views[i].kind {
        traits.autocorrects = false
        noAutocorrection.views[i].kind = .textField(traits)
      }
    }
    try expectEqual(Self.verdict(noAutocorrection, flag: true), "holds")
  }
}
