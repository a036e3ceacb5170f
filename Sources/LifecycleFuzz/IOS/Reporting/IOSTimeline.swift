import ShieldModel

/// What an iOS timeline step keeps for iOS's renderers: the device's summary, its captures and where a touch
/// landed.
public nonisolated struct IOSTimelineDetail: Hashable, Sendable {
  /// The device running the strategy after the step.
  public let state: DeviceSummary
  /// Images the system took during the step, in the order it took them.
  public let captures: [Capture]
  /// Where the touch landed, for a touch event.
  public let touch: TouchResult?
  /// Seconds a cover showed while the app zoomed back in, over the trace so far
  /// (``ShieldModel/Device/returnCoverSeconds``).
  public var returnCoverSeconds = 0.0
}

nonisolated extension TimelineStep<IOSPlatform> where Host == IOSPlatform {
  /// The device running the strategy after the step.
  public var state: DeviceSummary { detail.state }
  /// Images the system took during the step, in the order it took them.
  public var captures: [Capture] { detail.captures }
  /// Where the touch landed, for a touch event.
  public var touch: TouchResult? { detail.touch }
}

extension UIScene.ActivationState {
  /// A short name for narrow columns: `active`, `inactive`, `bg`, `unattached`.
  nonisolated var shortName: String {
    switch self {
    case .foregroundActive: return "active"
    case .foregroundInactive: return "inactive"
    case .background: return "bg"
    case .unattached: return "unattached"
    }
  }
}

extension CaptureKind {
  /// The invariant that a sensitive capture of this kind breaks, for a strategy claiming it:
  /// the one whose checker judges the kind.
  nonisolated var invariant: Invariant {
    guard let check = InvariantCatalog.checks.first(where: { $0.captureKinds.contains(self) }) else {
      preconditionFailure("no checker judges \(rawValue) captures")
    }
    return check.invariant
  }

  /// A column title: `switcher card`, `screenshot`.
  nonisolated var title: String {
    switch self {
    case .switcherCard: return "switcher card"
    case .switcherSnapshot: return "switcher snapshot"
    case .screenshot: return "screenshot"
    case .recording: return "recording"
    case .mirroring: return "mirroring"
    case .iPhoneMirroring: return "iPhone mirroring"
    }
  }

  /// A short name for narrow columns.
  nonisolated var shortName: String {
    switch self {
    case .switcherCard: return "card"
    case .switcherSnapshot: return "snapshot"
    case .screenshot: return "screenshot"
    case .recording: return "recording"
    case .mirroring: return "mirroring"
    case .iPhoneMirroring: return "iphone-mirror"
    }
  }
}
