import ShieldModel

/// The baseline device of an ``IOSSession`` (the app without the strategy), given the session's events only when
/// something reads it.
///
/// The baseline's state after a step depends only on the events it was given, in order: it shares no objects with
/// the strategy's device, and every event it refuses is skipped there as it was before (`try?`). So the session
/// queues each step's event (and the settling after the last) and ``device`` applies the queue, in order, when a
/// checker or a caller first reads the baseline; every answer read is the one an eager baseline gives. What is never
/// read costs nothing: the events after a trace's last read, and the launch of a trace whose checks never compare
/// (the checks read the baseline only where the device is settled in the foreground, on a touch, or once the
/// strategy is off). Issue 30: the baseline's events were about a fifth of a step's instructions.
final class DeferredBaseline {
  /// What the baseline has yet to be given.
  enum Pending {
    /// An event, skipped when the baseline refuses it; its captures are collected and dropped.
    case event(SystemEvent)
    /// The settling after the last event.
    case settle
    /// ``SystemEvent/keyboardShow`` on the field of the scene the strategy's device tapped (`nil`: the first a tap
    /// reaches): the user's tap is the same action on both devices, skipped when the baseline has no field there.
    case keyboardShow(inScene: String?)
    /// The strategy's device's app code navigating in the step (``ShieldModel/CodeNavigation``): the app's own
    /// behaviour, which the app without the strategy has too, so a touch is compared on the same screen.
    case codeNavigation(CodeNavigation)
  }

  /// The device, without catching up.
  private let base: Device
  /// The queue, oldest first; emptied (keeping its capacity) by each catch-up.
  @exclusivity(unchecked) private var pending: [Pending] = []

  /// `device`, with nothing queued.
  init(_ device: Device) { base = device }

  /// The baseline with every queued step applied.
  var device: Device {
    if !pending.isEmpty { catchUp() }
    return base
  }

  /// Queues `step` for the next read.
  func enqueue(_ step: Pending) { pending.append(step) }

  /// Applies the queue in order, as the eager session did after each step: the event (or the settling), then the
  /// captures collected and dropped (the baseline records none; the checks compare its state and renders).
  private func catchUp() {
    // A loop over indices, not `for ... in`: the queue is emptied afterwards, keeping its buffer.
    for i in pending.indices {
      switch pending[i] {
      case .event(let event): try? base.apply(event)
      case .settle: base.settle()
      case .keyboardShow(let scene):
        base.keyboardShowScene = scene
        try? base.apply(.keyboardShow)
        base.keyboardShowScene = nil
      case .codeNavigation(let navigation): base.repeatCodeNavigation(navigation)
      }
      _ = base.collectCaptures()
    }
    pending.removeAll(keepingCapacity: true)
  }
}
