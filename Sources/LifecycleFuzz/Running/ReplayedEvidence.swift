/// What a worker's replay of a failure found leaked (``Platform/evidence(of:runner:invariant:)`` under the run's
/// strategy and profile, as a SARIF result replays it), without the picture: what a SARIF result names.
public nonisolated struct ReplayedEvidence: Hashable, Sendable, Codable {
  /// The capture kind, or `nil` when the replay found no leak evidence (an invariant not broken by captures).
  public let captureKind: String?
  /// The sensitive views it showed, top-most first.
  public let views: [String]
  /// The report line of what leaked and where.
  public let whatLeaked: String

  /// The replay's answer `evidence`, without its picture.
  public init(_ evidence: FindingEvidence?) {
    captureKind = evidence?.captureKind
    views = evidence?.views ?? []
    whatLeaked = evidence?.whatLeaked ?? ""
  }

  /// The evidence as the replay answered it (without a picture), or `nil` when it found none.
  public var findingEvidence: FindingEvidence? {
    captureKind.map { FindingEvidence(captureKind: $0, views: views, whatLeaked: whatLeaked) }
  }
}
