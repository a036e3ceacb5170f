import AndroidModel

/// unlock-blocked: while an app lock is due, with the app in front on screen and its looper idle, a touch in the middle
/// of the lock's own entry (``AndroidPrivacyStrategy/lockEntry``, its keypad) reaches the lock's window: no window
/// above it takes the touch (the name of iOS's check of a lock whose own entry is blocked).
///
/// The platform mechanism: windows stack by type and the top one containing a touch takes it (AOSP
/// `getWindowLayerFromTypeLw`; the IME's layer is above every application window), so the soft keyboard the input
/// method shows for a lock's focused PIN field covers a keypad at the bottom of the screen and its keys type into the
/// IME instead (``AndroidDevice/applySoftInputMode(of:)``: an editable field with focus, a forward navigation, and
/// `adjustResize` or a large screen). Cheap: only a lock that reports an entry is checked.
struct AndroidUnlockBlockedCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.unlockBlocked

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard let entry = device.strategy.lockEntry, device.isInFrontOnScreenAndIdle,
      let touch = device.touchReaches(entry), !touch.reaches
    else { return nil }
    let above = touch.window?.label ?? "nothing"
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): the lock's own \(entry.id ?? "entry") is under the \(above) window, which takes "
        + "its touches")
  }
}
