/// A compact, comparable picture of a device's state after a step: what a checkpoint stores
/// and what a timeline draws. Its text form is canonical (same state, same text).
public nonisolated struct DeviceSummary: Hashable, Sendable, CustomStringConvertible {
  /// One scene's state.
  public struct Scene: Hashable, Sendable {
    /// The scene's identifier.
    public let identifier: String
    /// Its activation state.
    public let activationState: UIScene.ActivationState
    /// Visible windows, back to front, as `level` numbers.
    public let windowLevels: [Double]
    /// What the user sees now (rendered for display).
    public let display: Frame
  }

  /// Virtual time in seconds.
  public let time: Double
  /// Whether the app is launched, on screen, suspended, crashed.
  public let isLaunched: Bool, isAppInForeground: Bool, isSuspended: Bool, isCrashed: Bool
  /// System UI over the app, if any.
  public let overlay: SystemOverlay?
  /// Capture state.
  public let isRecording: Bool, isMirroring: Bool
  /// Whether the keyboard is up.
  public let isKeyboardUp: Bool
  /// Blocks waiting on the main queue (with the work waiting for a display frame,
  /// ``DisplayFrame``), timers, and layers with animations in flight.
  public let queuedBlocks: Int, timers: Int, animatingLayers: Int
  /// The connected scenes in connection order.
  public let scenes: [Scene]

  /// Canonical one-line text: `t=0.3 fg overlay=- rec=0 mir=0 kb=0 q=0/0/1 A:foregroundActive[0,2001]`.
  public var description: String {
    var parts = ["t=\(time)"]
    parts.append(
      !isLaunched ? "not-launched" : isCrashed ? "crashed" : isSuspended ? "suspended" : isAppInForeground ? "fg" : "bg"
    )
    parts.append("overlay=\(overlay.map(Self.name) ?? "-")")
    parts.append("rec=\(isRecording ? 1 : 0) mir=\(isMirroring ? 1 : 0) kb=\(isKeyboardUp ? 1 : 0)")
    parts.append("q=\(queuedBlocks)/\(timers)/\(animatingLayers)")
    for s in scenes {
      let levels = s.windowLevels.map { Device.levelText($0) }.joined(separator: ",")
      parts.append("\(s.identifier):\(s.activationState)[\(levels)]")
    }
    return parts.joined(separator: " ")
  }

  /// The overlay's trace-style name.
  public static func name(_ overlay: SystemOverlay) -> String {
    switch overlay {
    case .appSwitcher: return "appSwitcher"
    case .controlCenter: return "controlCenter"
    case .notificationCenter: return "notificationCenter"
    case .systemAlert(let kind): return "systemAlert(\(kind.rawValue))"
    }
  }
}

extension Device {
  /// The device's state now, for checkpoints and timelines.
  public func summary() -> DeviceSummary {
    withCurrent {
      DeviceSummary(
        time: runLoop.now, isLaunched: process.isLaunched, isAppInForeground: process.isAppInForeground,
        isSuspended: process.isSuspended, isCrashed: isCrashed, overlay: systemUI.overlay,
        isRecording: capture.isRecording, isMirroring: capture.isMirroring,
        isKeyboardUp: keyboard.firstResponder != nil,
        queuedBlocks: runLoop.pendingBlockCount + runLoop.frameRequests.count, timers: runLoop.timers.count,
        animatingLayers: animatedLayers.count,
        scenes: windowScenes.map { scene in
          DeviceSummary.Scene(
            identifier: scene.identifier, activationState: scene.activationState,
            windowLevels: scene.windows.filter { !$0.isHidden }.map { Double($0.windowLevel.rawValue) },
            display: render(scene, for: .display))
        })
    }
  }
}
