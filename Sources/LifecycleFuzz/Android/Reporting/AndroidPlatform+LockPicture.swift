import AndroidModel

extension AndroidPlatform {
  /// The picture of a `lock-bypass` finding for `explain --format html` (``Platform/explainEvidence(of:runner:invariant:)``):
  /// at the step it broke, the image the lock's promise judged when one leaked (``AndroidLockBypassCheck``'s order:
  /// the images first), else the display, which the check judged ("locked, yet shows ..."), with the views it showed
  /// legibly. Drawn from the same windows and views the check renders, so it costs one replay.
  @MainActor public static func explainEvidence(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>, invariant: AndroidInvariant
  ) -> FindingEvidence? {
    guard invariant == .lockBypass else { return nil }
    var found: FindingEvidence?
    _ = runner.run(events) { record in
      guard found == nil, record.violation?.invariant == invariant else { return }
      let device = record.session.device
      let image = device.strategy.isLockDueForImages ? device.lastCaptures.first(where: \.leaks) : nil
      let legible = image?.legibleSensitive ?? device.legibleSensitiveOnDisplay
      guard !legible.isEmpty else { return }
      var evidence = FindingEvidence(
        captureKind: image?.kind.rawValue ?? "display", views: legible,
        whatLeaked: legible.map { "'\($0)'" }.joined(separator: ", ") + " while the app is locked")
      evidence.caption = [
        (image.map { "\(captureKindTitle($0.kind.rawValue)) while locked" } ?? "The screen while locked"),
        "at step \(record.step) (\(record.event.map(vocabulary.text(of:)) ?? "settle"))",
        "shown: " + legible.joined(separator: ", "),
      ]
      evidence.svg =
        AndroidScreenPicture.picture(
          of: device, legible: legible, blackedOut: image?.blackedOut ?? [], caption: evidence.caption
        ).svg
      found = evidence
    }
    return found
  }
}
