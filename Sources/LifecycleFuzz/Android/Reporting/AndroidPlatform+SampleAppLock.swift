import AndroidModel
import AndroidStrategies

extension AndroidPlatform {
  /// What an app-logic script's `lock-bypass` finding showed when it is in a window of the sample app's that the script
  /// never wrote (a `showWindow(popup)` the generator draws around every script): the `leaked:` line with
  /// ``SampleAppNote``, as a capture leak of the same run carries it (a review read "locked, yet shows popup/accounts"
  /// as the script's own popup). Judged on what the check judged at the failing step: the image taken while the promise
  /// stood for images, else the display (``AndroidLockBypassCheck``'s order). `nil` for a built-in strategy and for a
  /// bypass shown in the script's own windows only, whose detail names them.
  @MainActor static func sampleAppLockEvidence(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>
  ) -> FindingEvidence? {
    var found: FindingEvidence?
    _ = runner.run(events) { record in
      guard found == nil, record.violation?.invariant == .lockBypass else { return }
      let device = record.session.device
      guard let script = device.strategy as? AndroidAppLogic else { return }
      let image = device.strategy.isLockDueForImages ? device.lastCaptures.first(where: \.leaks) : nil
      let legible = image?.legibleSensitive ?? device.legibleSensitiveOnDisplay
      var windows: [String] = []
      for view in legible {
        let window = String(view.prefix { $0 != "/" })
        if !windows.contains(window) { windows.append(window) }
      }
      let sampleApp = windows.filter { !script.declaresWindow(labelled: $0) }
      guard !sampleApp.isEmpty else { return }
      var evidence = FindingEvidence(
        captureKind: image?.kind.rawValue ?? "display", views: legible,
        whatLeaked: legible.map { "'\($0)'" }.joined(separator: ", ")
          + " in the \(windows.joined(separator: ", ")) window\(windows.count == 1 ? "" : "s") while the app is locked"
          + SampleAppNote.text(sampleApp.map(AndroidAppLogic.label(ofReportedWindow:)), script: script.script.file))
      // One cause shown by different windows stays one finding, as the iOS display's evidence.
      evidence.groupsFindings = false
      found = evidence
    }
    return found
  }
}
