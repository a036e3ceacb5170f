import CoverStrategies
import ShieldModel

extension LeakEvidence {
  /// What a `lock-bypass` finding's screen showed while the lock promise stood (the check's "sensitive content
  /// visible ... while the app is locked", judged on the display, not on a capture): the views and where, in the words
  /// of ``whatLeaked``; `nil` when the trace does not end in such a finding.
  @MainActor public static func lockedDisplay(_ events: [SystemEvent], runner: TraceRunner<IOSPlatform>)
    -> (views: [String], whatLeaked: String)?
  {
    var found: (views: [String], whatLeaked: String)?
    _ = runner.run(events) { record in
      guard found == nil, let v = record.violation, v.invariant == .lockBypass,
        v.detail.hasPrefix("sensitive content visible at "), !v.detail.contains(" zooming back in ")
      else { return }
      let device = record.session.device
      // The scene the check judged: the first active one whose display shows sensitive content.
      for scene in device.windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
        let frame = device.render(scene, for: .display)
        guard frame.showsSensitiveContent else { continue }
        let views = sensitiveViews(in: scene, frame: frame, device: device)
        guard !views.isEmpty else { return }
        let presentations =
          runner.strategy.name.hasPrefix(AppLogicScripts.prefix)
          ? sampleAppPresentations(in: scene, leaking: views) : []
        found = (
          views,
          describe(views, bounds: sensitiveBounds(of: frame, in: scene.bounds), scene: scene.identifier)
            + SampleAppNote.text(presentations, script: AppLogicScripts.script(named: runner.strategy.name)?.file)
        )
        return
      }
    }
    return found
  }
}
