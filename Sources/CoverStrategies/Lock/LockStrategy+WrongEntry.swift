import ShieldModel

/// `wrong=`: the code's reply to a passcode it does not accept (``LockConfiguration/WrongEntryReply``,
/// which names the sources). What the user can still do is the platform's answer: a disabled
/// control sends no actions and a disabled text field cannot become first responder (Apple,
/// "isEnabled": "If the enabled state is false, the control ignores touch events",
/// https://developer.apple.com/documentation/uikit/uicontrol/isenabled ; high), which
/// `unlock-blocked` judges once nothing of the app's is due to enable it again.
extension LockStrategy {
  static let lockedOutKey = "lockFamily.lockedOut"

  /// The lock's check refused `entered`: the field is cleared (a keypad's digits already were), the
  /// count goes up, and the member's reply runs.
  func rejected(_ entered: String) {
    guard isLockDue else { return }
    for entry in screens { entry.screen.controller.clearEntry() }
    wrongEntries += 1
    Device.current?.log("lock's code refuses a wrong passcode (\(wrongEntries) in a row)")
    switch configuration.wrongEntry {
    case .clear: break
    case .accepts:
      if takeDownWithoutPass() { constructionNote = "wrong=accepts takes the lock down on a wrong passcode" }
    case .lockout, .lockoutKept:
      guard wrongEntries >= LockConfiguration.attemptLimit else { return }
      lockOut()
    }
  }

  /// Disables every lock screen's entry; `lockout` enables it again after its wait, `lockoutKept` keeps the state
  /// in `UserDefaults` and never clears it.
  private func lockOut() {
    isLockedOut = true
    for entry in screens { entry.screen.controller.setEntryEnabled(false) }
    guard configuration.wrongEntry == .lockout else {
      UserDefaults.standard.set(true, forKey: Self.lockedOutKey)
      return
    }
    lockoutGeneration += 1
    let generation = lockoutGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + LockConfiguration.lockoutSeconds) { [weak self] in
      guard let self, generation == self.lockoutGeneration else { return }
      self.endLockout()
    }
  }

  /// The wait is over (or the user passed): the count starts again and the entries take input.
  func endLockout() {
    wrongEntries = 0
    guard isLockedOut else { return }
    isLockedOut = false
    for entry in screens { entry.screen.controller.setEntryEnabled(true) }
  }

  /// Whether a new lock screen's entry starts disabled: a lockout in progress, or one a kept state
  /// left from an earlier process.
  var startsLockedOut: Bool {
    isLockedOut || (configuration.wrongEntry == .lockoutKept && UserDefaults.standard.bool(forKey: Self.lockedOutKey))
  }
}
