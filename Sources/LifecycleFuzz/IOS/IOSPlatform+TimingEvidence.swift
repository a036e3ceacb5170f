import ShieldModel

extension IOSPlatform {
  /// The evidence under each ``ShieldModel/PlatformTimings`` duration's default, in ``ShieldModel/PlatformTimings/all``'s
  /// order, graded as the flags are (docs/flag-evidence.md, "Durations"): Apple publishes no transition duration, so
  /// a default is sourced at best by the numbers that bracket it. `FlagEvidenceTests` fails when a duration has none
  /// or the order differs.
  public nonisolated static let timingEvidence: [(name: String, evidence: FlagEvidence)] = [
    ("homeGesture", .init(.low, 2, "between Core Animation's 0.25 s default and a 0.8 s iOS 7 zoom")),
    ("switcherZoom", .init(.low, 2, "the same bracket as the home gesture; nothing times the zoom")),
    ("returnZoom", .init(.low, 2, "the same bracket as the home gesture; nothing times the return")),
    ("panelPull", .init(.unverified, 0, "no public measurement of a panel's pull")),
    ("lockTransition", .init(.unverified, 0, "no public measurement: the screen goes dark with no gesture")),
    ("faceIDDismissal", .init(.medium, 2, "'a second or two': KeePassium's maintainer and Strongbox, first-hand")),
    ("dividerDrag", .init(.unverified, 0, "no public measurement of a drag that resigns")),
  ]

  /// The duration `name`'s evidence (``timingEvidence``), or `nil` for no such duration.
  public nonisolated static func evidence(ofTiming name: String) -> FlagEvidence? {
    timingEvidence.first { $0.name == name }?.evidence
  }
}
