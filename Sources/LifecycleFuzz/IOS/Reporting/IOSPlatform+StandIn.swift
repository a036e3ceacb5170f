import CoverStrategies
import ShieldModel

extension IOSPlatform {
  /// What of the sample app's put an app-logic script's `lock-bypass` there (``StandInCause``): a presentation of the
  /// sample app's (`presentSheet`, `appPresent`, an entry's route: an ``AppScreen`` whose identifier is an
  /// ``AppPresentationKind``, which no script presents) holding sensitive content the display showed at the failing
  /// step, put there at the step it first appeared and stayed since; else the sample app's own `appDismiss` that took
  /// the script's lock (``LockViewController``) out of every shown window before the failing step. `nil` for a built-in
  /// strategy, another invariant, or a bypass the script's own code or the platform made.
  ///
  /// Whether the action was possible is the platform's, decided when the trace ran: `appPresent`, `appDismiss` and
  /// an entry's route are app code, which runs whatever the screen shows (a UIKit presentation from a controller in
  /// the window needs no touch: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) );
  /// `presentSheet` is the user's tap, delivered only on an active scene the user can touch (``Device``'s rules).
  @MainActor public static func standInCause(
    of events: [SystemEvent], runner: TraceRunner<IOSPlatform>, invariant: Invariant
  ) -> StandInCause? {
    guard invariant == .lockBypass, runner.strategy.name.hasPrefix(AppLogicScripts.prefix) else { return nil }
    var since: [ObjectIdentifier: Int] = [:]
    var lockWasUp = false
    var lockTakenDown: (step: Int, event: SystemEvent)?
    var found: StandInCause?
    _ = runner.run(events) { record in
      guard found == nil else { return }
      let device = record.session.device
      // The sample app's presentations now, each with the step it first appeared at (and stayed since).
      var now: [ObjectIdentifier: Int] = [:]
      for controller in standInPresentations(device) {
        let id = ObjectIdentifier(controller)
        now[id] = since[id] ?? record.step
      }
      since = now
      let lockUp = isLockShown(device)
      if lockWasUp, !lockUp, let event = record.event, case .appDismiss = event {
        lockTakenDown = (record.step, event)
      } else if lockUp {
        lockTakenDown = nil
      }
      lockWasUp = lockUp
      guard record.violation?.invariant == .lockBypass else { return }
      // What the screen shows: the sensitive views of each scene whose display shows sensitive content.
      var leaking: [String] = []
      for scene in device.windowScenes {
        let frame = device.render(scene, for: .display)
        guard frame.showsSensitiveContent else { continue }
        leaking += LeakEvidence.sensitiveViews(in: scene, frame: frame, device: device)
      }
      for controller in standInPresentations(device) {
        guard let view = controller.viewIfLoaded, contains(view, anyOf: leaking),
          let step = since[ObjectIdentifier(controller)], step < events.count,
          let screen = controller as? any AppScreen
        else { continue }
        let event = events[step]
        let isUserTap: Bool
        if case .presentSheet = event { isUserTap = true } else { isUserTap = false }
        found = StandInCause(
          what: "\(screen.screenIdentifier) presentation", step: step, event: event.text, isAppCode: !isUserTap)
        return
      }
      if let taken = lockTakenDown, !lockUp {
        found = StandInCause(
          what: "dismiss that took your lock down", step: taken.step,
          event: taken.event.text, isAppCode: true)
      }
    }
    return found
  }

  /// The sample app's own presented controllers in every shown window, bottom to top: a window's root or a presented
  /// controller that is an ``AppScreen`` of an ``AppPresentationKind`` (a script presents only its lock and cover).
  @MainActor private static func standInPresentations(_ device: Device) -> [UIViewController] {
    var out: [UIViewController] = []
    for scene in device.windowScenes {
      for window in scene.windows where !window.isHidden {
        var next = window.rootViewController
        while let controller = next {
          next = controller.presentedViewController
          if let screen = controller as? any AppScreen, AppPresentationKind(rawValue: screen.screenIdentifier) != nil {
            out.append(controller)
          }
        }
      }
    }
    return out
  }

  /// Whether the script's lock screen is a shown window's root or presented in one.
  @MainActor private static func isLockShown(_ device: Device) -> Bool {
    for scene in device.windowScenes {
      for window in scene.windows where !window.isHidden {
        var next = window.rootViewController
        while let controller = next {
          if controller is LockViewController { return true }
          next = controller.presentedViewController
        }
      }
    }
    return false
  }

  @MainActor private static func contains(_ view: UIView, anyOf identifiers: [String]) -> Bool {
    if let id = view.accessibilityIdentifier, identifiers.contains(id) { return true }
    return view.subviews.contains { contains($0, anyOf: identifiers) }
  }
}
