import CoverStrategies
import Foundation
import ShieldModel

/// What a leaking capture showed: the image the system took, where and when, and which of the
/// app's sensitive views the sensitive points fall in.
///
/// Found by replaying the minimized trace (``find(_:runner:)``); the same trace gives the same
/// evidence, so reports stay byte-identical across runs and `--jobs`.
public nonisolated struct LeakEvidence: Hashable, Sendable {
  /// The kind of image that leaked.
  public let kind: CaptureKind
  /// The scene's identifier.
  public let scene: String
  /// Virtual time of the capture, in seconds.
  public let time: Double
  /// The index of the step whose capture leaked (the event count for the settling).
  public let step: Int
  /// The step's event in trace text, or `settle`.
  public let event: String
  /// The captured frame (``Frame/columns`` x ``Frame/rows`` sample points).
  public let frame: Frame
  /// The sensitive views whose rectangle holds at least one sensitive sample point, top-most
  /// first: their accessibility identifier, or their layer's place in the tree when they have
  /// none; `keyboard of FIELD` for the keyboard's keys or suggestion bar showing a field's typing (drawn above the
  /// app's windows below its level), `keyboard suggestions` when no view holds a point.
  public let leakingViews: [String]
  /// The smallest rectangle holding every sensitive sample point's cell, in the scene's
  /// coordinates (points, origin top left); `.zero` when no point is sensitive.
  public let leakBounds: CGRect
  /// The scene drawn as the capture showed it (``IOSScreenPicture``): its real size and orientation, each view at
  /// its frame, and where the capture showed sensitive content; `nil` when the scene is gone.
  public var picture: ScreenPicture?
  /// Why a secure text field's canvas does not hide a leaking view, one line a view
  /// (``canvasNotes(in:views:version:)``); empty when no leaking view is under a secure field.
  public var canvasNotes: [String] = []
  /// For an app-logic script's leak: the sample app's own presentations whose views leaked (`sheet presentation`),
  /// which no script presents (``sampleAppPresentations(in:leaking:)``); empty otherwise.
  public var sampleAppUI: [String] = []
  /// The script's file, as the user named it, for the note on ``sampleAppUI`` (`nil`: unknown or no script).
  public var scriptFile: String?

  /// The leaking views and where, for a report line: `'balance', 'iban' in x 0-375, y 96-200 pt
  /// of scene A`; when no view can be named, why, and where to look instead.
  public var whatLeaked: String {
    guard !leakingViews.isEmpty else { return unnamedLeak }
    return Self.describe(leakingViews, bounds: leakBounds, scene: scene)
      + SampleAppNote.text(sampleAppUI, script: scriptFile)
  }

  /// `'balance', 'iban' in x 0-375, y 96-200 pt of scene A`: the views and where, in whole points.
  static func describe(_ views: [String], bounds b: CGRect, scene: String) -> String {
    let names = views.map { "'\($0)'" }.joined(separator: ", ")
    func n(_ v: CGFloat) -> String { String(Int(Double(v).rounded())) }  // whole points: enough to find it
    return "\(names) in x \(n(b.minX))-\(n(b.maxX)), y \(n(b.minY))-\(n(b.maxY)) pt of scene \(scene)"
  }

  /// A leak whose views cannot be named: the views are looked up in the scene's tree after the step, and the scene
  /// was gone by then (it disconnected in the step that took the image) or had no size.
  private var unnamedLeak: String {
    let what =
      "sensitive content at \(frame.sensitivePointCount) of \(frame.pixels.count) sample points of the \(kind.title)"
      + " of scene \(scene), step \(step) (\(event))"
    let why =
      picture == nil
      ? "scene \(scene) is gone after that step, so its views cannot be looked up"
      : "scene \(scene) has no size after that step"
    return "\(what); no view named: \(why) (explain the trace to see the step)"
  }
}

extension LeakEvidence {
  /// Replays `events` with `runner` and returns the capture that broke its leak invariant
  /// (the first sensitive capture of a claimed kind in the failing step, as the checker
  /// judges) or the image a `lock-bypass` judged (taken while the lock promise stood), or `nil`
  /// when the trace does not end in either. With `kind`, the run goes past
  /// violations and returns the first sensitive capture of that kind (a comparison's cell).
  public static func find(_ events: [SystemEvent], runner: TraceRunner<IOSPlatform>, kind: CaptureKind? = nil)
    -> LeakEvidence?
  {
    var found: LeakEvidence?
    let claims = runner.strategy.claims
    var measuring = runner
    if kind != nil { measuring.stopsAtFirstViolation = false }
    _ = measuring.run(events) { record in
      guard found == nil else { return }
      let capture: Capture?
      if let kind {
        capture = record.session.lastCaptures.first { $0.kind == kind && $0.frame.showsSensitiveContent }
      } else {
        guard let v = record.violation, v.invariant.showsCaptures else { return }
        if v.invariant == .lockBypass {
          // The image `lock-bypass` judged (``LockBypassCheck``): its detail names the kind and scene.
          capture = record.session.lastCaptures.first {
            v.detail.hasPrefix("\($0.kind.lockedImageName) of scene \($0.scene) ") && $0.frame.showsSensitiveContent
          }
        } else {
          capture = record.session.lastCaptures.first {
            v.invariant.captureKinds.contains($0.kind) && claims.covers($0.kind) && $0.frame.showsSensitiveContent
          }
        }
      }
      guard let capture else { return }
      let scene = record.session.device.scene(named: capture.scene)
      let views = scene.map { sensitiveViews(in: $0, frame: capture.frame, device: record.session.device) } ?? []
      let bounds = scene.map { sensitiveBounds(of: capture.frame, in: $0.bounds) } ?? .zero
      var evidence = LeakEvidence(
        kind: capture.kind, scene: capture.scene, time: capture.time, step: record.step,
        event: record.event?.text ?? "settle", frame: capture.frame, leakingViews: views, leakBounds: bounds)
      if let scene, runner.strategy.name.hasPrefix(AppLogicScripts.prefix) {
        evidence.sampleAppUI = sampleAppPresentations(in: scene, leaking: views)
        evidence.scriptFile = AppLogicScripts.script(named: runner.strategy.name)?.file
      }
      if let scene {
        evidence.canvasNotes = canvasNotes(
          in: scene, views: views, version: record.session.device.profile.osVersion)
        evidence.picture = IOSScreenPicture.picture(
          of: scene, on: record.session.device, capture: capture, caption: EvidenceSVG.caption(evidence))
      }
      found = evidence
    }
    return found
  }

  /// The evidence of a run's finding, or `nil` when its invariant is not broken by captures.
  public static func find(for finding: Finding<IOSPlatform>, runner: TraceRunner<IOSPlatform>) -> LeakEvidence? {
    finding.invariant.captureKinds.isEmpty ? nil : find(finding.trace.events, runner: runner)
  }

  /// The rectangle, in `bounds`' points, of the sample cells of `frame` that show sensitive
  /// content; `.zero` when none does.
  nonisolated static func sensitiveBounds(of frame: Frame, in bounds: CGRect) -> CGRect {
    var (minC, maxC, minR, maxR) = (Int.max, -1, Int.max, -1)
    for (k, p) in frame.pixels.enumerated() where p.contains(.sensitive) {
      let c = k % Frame.columns
      let r = k / Frame.columns
      (minC, maxC, minR, maxR) = (min(minC, c), max(maxC, c), min(minR, r), max(maxR, r))
    }
    guard maxC >= 0 else { return .zero }
    let w = Double(bounds.width) / Double(Frame.columns)
    let h = Double(bounds.height) / Double(Frame.rows)
    return CGRect(
      x: Double(minC) * w, y: Double(minR) * h, width: Double(maxC - minC + 1) * w, height: Double(maxR - minR + 1) * h)
  }

  /// The sensitive layers of `scene`'s windows (as the renderer walks them, in scene
  /// coordinates) whose rectangle holds a sensitive sample point of `frame`, top-most first.
  ///
  /// The device has moved on since a stored snapshot was taken only for stale cards; then the
  /// names describe the tree now, which is what the card is checked against anyway.
  @MainActor static func sensitiveViews(in scene: UIWindowScene, frame: Frame, device: Device) -> [String] {
    let bounds = scene.bounds
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    var points: [CGPoint] = []
    for (k, p) in frame.pixels.enumerated() where p.contains(.sensitive) {
      let c = k % Frame.columns
      let r = k / Frame.columns
      points.append(
        CGPoint(
          x: (Double(c) + 0.5) * Double(bounds.width) / Double(Frame.columns),
          y: (Double(r) + 0.5) * Double(bounds.height) / Double(Frame.rows)))
    }
    var names: [String] = []
    // The keyboard's window draws over the app's windows below its level: a sensitive point in its frame is its keys
    // or suggestion bar showing the field's typing, not the app's view beneath (a reviewer was sent to a label under
    // an opaque cover while the suggestion bar leaked).
    // (Secure entry shows no typing, and its keyboard may be left out of captures: the points are then the app's.)
    if let field = device.keyboard.firstResponder, !field.isSecureTextEntry, !device.keyboard.isUndrawn,
      let keys = device.keyboardFrame(in: scene)
    {
      let above = scene.windows.filter { !$0.isHidden && $0.windowLevel > Device.keyboardWindowLevel }
      let inKeys = points.filter { p in keys.contains(p) && !above.contains { $0.frame.contains(p) } }
      if !inKeys.isEmpty {
        names.append("keyboard of \(field.accessibilityIdentifier ?? "a text field")")
        points.removeAll { p in inKeys.contains(p) }
      }
    }
    func walk(_ layer: CALayer, origin: CGPoint, path: String) {
      guard !layer.isHidden else { return }
      let rect = layer.frame.offsetBy(dx: origin.x, dy: origin.y)
      if layer.contentRole.isSensitive, points.contains(where: { rect.contains($0) }) {
        let name = layer.owningView?.accessibilityIdentifier ?? path
        if !names.contains(name) { names.append(name) }
      }
      for (i, sub) in layer.sublayerStorage.enumerated() { walk(sub, origin: rect.origin, path: "\(path).\(i)") }
    }
    for (i, window) in scene.windows.enumerated() where !window.isHidden {
      walk(window.hostLayer, origin: .zero, path: "window \(i) layer 0")
    }
    // A sensitive point no app view holds is the keyboard's suggestion bar (the only
    // sensitive system content the renderer draws).
    if names.isEmpty, !points.isEmpty { return ["keyboard suggestions"] }
    // Top-most first: the walk named bottom to top, after the keyboard, which is above them all.
    guard let first = names.first, first.hasPrefix("keyboard of ") else { return names.reversed() }
    return [first] + names.dropFirst().reversed()
  }
}
