import AndroidModel
import AndroidStrategies
import AppLogic

extension AndroidPlatform {
  /// What of the sample app's put an app-logic script's `lock-bypass` there (``StandInCause``): a window the sample app
  /// showed of its own at the trace's `showWindow(KIND)` (``Window/isSampleAppWindow``: a dialog, a popup) whose
  /// sensitive views the check judged legible at the failing step (the image taken while the promise stood for
  /// images, else the display, as ``sampleAppLockEvidence(of:runner:)``), or that alone hides the field the keyboard
  /// serves, so that its key previews on the display are named (``AndroidDevice/sampleAppWindowHidingKeyboardField``),
  /// put there at the step it was attached and stayed since. `nil` for a built-in strategy, another invariant, or a bypass in the script's own windows.
  ///
  /// The action was the user's tap on a control of the screen beneath, which the model delivers only when the touch
  /// can reach it (``AndroidDevice``'s `appWindowRefusal(for:)`: the app in front, no other app's window, no clickable
  /// view nor window of the app's over the whole screen).
  @MainActor public static func standInCause(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>, invariant: AndroidInvariant
  ) -> StandInCause? {
    guard invariant == .lockBypass, runner.strategy.name.hasPrefix(AppLogicRegistry.prefix) else {
      return nil
    }
    var since: [ObjectIdentifier: Int] = [:]
    var found: StandInCause?
    _ = runner.run(events) { record in
      guard found == nil else { return }
      let device = record.session.device
      var now: [ObjectIdentifier: Int] = [:]
      for window in device.windowManager.windows where window.isSampleAppWindow {
        now[ObjectIdentifier(window)] = since[ObjectIdentifier(window)] ?? record.step
      }
      since = now
      guard record.violation?.invariant == .lockBypass, device.strategy.namesSampleAppWindows else { return }
      let image = device.strategy.isLockDueForImages ? device.lastCaptures.first(where: \.leaks) : nil
      let legible = image?.legibleSensitive ?? device.legibleSensitiveOnDisplay
      // The keyboard's key previews on the display, named because the stand-in's window hides the lock's field they
      // echo (s43: the sample app's popup over the lock's field was reported with no note).
      let hider = image == nil ? device.sampleAppWindowHidingKeyboardField : nil
      for window in device.windowManager.windows.reversed() where window.isSampleAppWindow {
        let name = Window.sampleAppPrefix + window.label + "/"
        let hidesField = window === hider && legible.contains { $0.hasPrefix("ime/") }
        guard legible.contains(where: { $0.hasPrefix(name) }) || hidesField,
          let step = since[ObjectIdentifier(window)], step < events.count
        else { continue }
        found = StandInCause(
          what: "\(window.label) window" + (hidesField ? " over the field the keyboard serves" : ""), step: step,
          event: vocabulary.text(of: events[step]), isAppCode: false)
        return
      }
    }
    return found
  }
}
