/// What a strategy leaves behind: the app's visible windows as view and layer trees, in a
/// canonical text form, so that a device running a disabled strategy can be compared with the
/// same app without it (the `residue` invariant).
extension Device {
  /// One line per node, indented by depth: every visible window of every scene (back to
  /// front), its view tree, then its layer tree from the window-server host layer (so a window
  /// layer moved into another layer shows up there).
  package func windowTrees() -> [String] {
    withCurrent {
      var lines: [String] = []
      for scene in windowScenes {
        for (i, window) in scene.windows.enumerated() where !window.isHidden {
          lines.append("scene \(scene.identifier) window \(i) level \(Device.levelKey(window.windowLevel.rawValue))")
          describe(view: window, depth: 1, into: &lines)
          describe(layer: window.hostLayer, depth: 1, into: &lines)
        }
      }
      return lines
    }
  }

  private func describe(view: UIView, depth: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: depth)
    let name = view.accessibilityIdentifier ?? "<\(type(of: view))>"
    lines.append("\(pad)view \(name) \(Self.text(view.frame))\(view.isHidden ? " hidden" : "") alpha=\(view.alpha)")
    for sub in view.subviews { describe(view: sub, depth: depth + 1, into: &lines) }
  }

  private func describe(layer: CALayer, depth: Int, into lines: inout [String]) {
    let pad = String(repeating: "  ", count: depth)
    let owner = layer.owningView.map { $0.accessibilityIdentifier ?? "<\(type(of: $0))>" } ?? "-"
    lines.append(
      "\(pad)layer of \(owner) \(Self.text(layer.frame))\(layer.isHidden ? " hidden" : "") opacity=\(layer.opacity)")
    for sub in layer.sublayerStorage { describe(layer: sub, depth: depth + 1, into: &lines) }
  }

  private static func text(_ r: CGRect) -> String {
    "(\(r.minX), \(r.minY), \(r.width), \(r.height))"
  }

  /// The first difference between this device's window trees and `baseline`'s, as one line,
  /// or `nil` when they are equal.
  package func residueDifference(from baseline: Device) -> String? {
    let mine = windowTrees()
    let theirs = baseline.windowTrees()
    guard mine != theirs else { return nil }
    // The most telling residue first: a window layer left inside another view's layer.
    for scene in windowScenes {
      for window in scene.windows where !window.isHidden && window.layer.superlayer !== window.hostLayer {
        var owner = window.layer.superlayer
        while let l = owner, l.owningView == nil { owner = l.superlayer }
        let name = owner?.owningView.map { $0.accessibilityIdentifier ?? "<\(type(of: $0))>" } ?? "a detached layer"
        return "the window layer of scene \(scene.identifier) still lives inside \(name)"
      }
    }
    for i in 0..<max(mine.count, theirs.count) {
      let a = i < mine.count ? mine[i].trimmingCharacters(in: .whitespaces) : "(nothing)"
      let b = i < theirs.count ? theirs[i].trimmingCharacters(in: .whitespaces) : "(nothing)"
      if a != b { return "line \(i + 1) of the window trees is '\(a)' instead of '\(b)'" }
    }
    return nil
  }

  /// Whether the app has turned the strategy off: by default, it can be disabled and the app's
  /// last call was its ``PrivacyScreenStrategy/disableCall``
  /// (``PrivacyScreenStrategy/isTurnedOff(lastAppCall:)``); or the user turned off the lock setting of an app whose
  /// lock is all it promises (``userTurnedLockOff`` with ``userLockOffTurnsAppOff``).
  package var isStrategyDisabled: Bool {
    // The user's lock setting turned off, for a script whose lock is all it promises: off until the user turns it on.
    if userTurnedLockOff, userLockOffTurnsAppOff { return true }
    // No call yet: nothing is off (the common case, answered without asking the strategy).
    guard let strategy, let last = effectiveLastAppCall else { return false }
    return strategy.isTurnedOff(lastAppCall: last)
  }

  /// What of the app's own lock is up again once the user turned it off (``userTurnedLockOff``;
  /// ``PrivacyScreenStrategy/lockBackAfterUserOff``), or `nil`: what the user turned off is the lock, judged by
  /// `cannot-disable` whatever else the app claims or puts up.
  package var lockBackAfterUserOff: String? {
    guard userTurnedLockOff, let strategy else { return nil }
    return withCurrent { strategy.lockBackAfterUserOff }
  }

  /// The call that decides what the app has turned off: this process's last, or, before any, the
  /// user's setting kept from an earlier process (SC16; `nil` for strategies without one).
  private var effectiveLastAppCall: String? { process.lastAppCall ?? userSettingCall }

  /// Whether the app turned the strategy off while it was not active and has not been active
  /// since: a cover up at that moment may stay until the app returns (removing it while the
  /// switcher shows the card would expose the content), so only what the strategy does later is
  /// judged by `cannot-disable`'s capture check.
  package var wasDisabledWhileInactive: Bool { process.lastAppCallAwaitsActivation }

  /// The claims the app has given up by turning protection off
  /// (``PrivacyScreenStrategy/releasedClaims(lastAppCall:)``).
  package var releasedClaims: ProtectionClaims {
    // Asked even before any call: a protection the app turns on only with a call of its own
    // claims nothing until then.
    strategy?.releasedClaims(lastAppCall: effectiveLastAppCall) ?? []
  }
}
