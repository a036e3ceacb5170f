/// Why the built-in strategies break what they break, by the path a counterexample takes.
extension StrategyCatalog {
  /// Finer entries of ``expectedFailures``, as `(strategy, invariant, event, reason)`: a finding of `strategy`
  /// breaking `invariant` whose minimized trace goes through an event of kind `event` is justified by `reason` (in
  /// SARIF's suppression), the first entry in list order that fits; a finding none fits keeps the expectation's own
  /// reason. They never make a failure expected (``ExpectedFailureCause``).
  ///
  /// Each was read off `explain` of the default run's counterexamples (seed 20261129, 400 traces; session 35).
  public static let expectedFailureCauses: [(strategy: String, invariant: String, event: String, reason: String)] = [
    // 11 of subview-tag's 13 signatures: e.g. launch · openAppSwitcher · appPresent(sheet, key), the sheet's
    // 'sheet-details' on the live card (corpus/subview-tag--snapshot-leak--iphone-ios17-scenes--1b2edaf9bd.trace).
    (
      "subview-tag", "snapshot-leak", "appPresent",
      "its cover is a subview of the app's window: what the app presents while resigned lies above it and is captured"
    ),
    // 2 of 13: launch · systemAlert(permission) · rotate(landscapeLeft) · lockDevice (…625a47f681.trace).
    (
      "subview-tag", "snapshot-leak", "rotate",
      "its cover keeps the frame it was added with: rotated while it is up, the content outside that frame is captured"
    ),
  ]
}
