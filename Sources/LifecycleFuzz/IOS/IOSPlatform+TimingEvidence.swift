import ShieldModel

extension IOSPlatform {
  /// The evidence under each ``ShieldModel/PlatformTimings`` duration's default, in ``ShieldModel/PlatformTimings/all``'s
  /// order, graded as the flags are (docs/flag-evidence.md, "Durations"): Apple publishes no transition duration, so
  /// a default is sourced at best by the numbers that bracket it. `FlagEvidenceTests` fails when a duration has none
  /// or the order differs.
  public nonisolated static let timingEvidence: [(name: String, evidence: FlagEvidence)] = [
    ("homeGesture", .init(.medium, 3, "inside SpringBoard's zoom-down settle (0.4-0.55 s); 0.4-0.74 s timed")),
    ("switcherZoom", .init(.medium, 1, "SpringBoard's app-to-switcher springs settle in 0.36-0.48 s")),
    ("returnZoom", .init(.medium, 1, "SpringBoard's zoom-up springs (0.336-0.34 s) settle in 0.36-0.43 s")),
    ("panelPull", .init(.medium, 1, "Control Center's springs settle in 0.27-0.42 s, 0.32 s to dismiss")),
    ("lockTransition", .init(.low, 1, "SpringBoard's backlight fade lasts 0.185 s; no callback timing")),
    ("faceIDDismissal", .init(.medium, 3, "'a second or two': KeePassium, Strongbox; the EUDI wallet waits 1 s")),
    ("dividerDrag", .init(.unverified, 0, "no public measurement: the drag lasts as long as the user's finger")),
    ("touchIDDismissal", .init(.low, 2, "bounded, not timed: ResearchKit's keyboard asked 0.3 s after is drawn")),
  ]

  /// The duration `name`'s evidence (``timingEvidence``), or `nil` for no such duration.
  public nonisolated static func evidence(ofTiming name: String) -> FlagEvidence? {
    timingEvidence.first { $0.name == name }?.evidence
  }
}
