import AndroidModel
import AppLogic

extension AndroidAppLogic {
  /// Notes on `device` each of the script's `elapsed(V, S)` waits the clock has passed since `stamp(V)` (its
  /// ``AppLogic/AppLogicBranch/Kind/waitPassed`` point): the fuzzer asks after each step, so a trace that waited
  /// long enough is kept before any handler asks.
  package func noteWaitsPassed(on device: AndroidDevice) {
    for wait in waits {
      guard let at = stamps[wait.variable], device.now - at >= wait.seconds - 1e-9 else { continue }
      device.noteScriptBranch(wait.number)
    }
  }
}

extension AndroidAppLogic {
  /// The script's lock state (``AppLogic/AppLogicLockState``) while its lock's promise holds, else `nil`: an
  /// Android script's lock is its activities and prompt, so only the prompt is told apart.
  package var lockStateCode: Int? {
    guard isAppLocked else { return nil }
    return AppLogicLockState.code(prompting: prompt?.isInProgress ?? false, lockShown: false)
  }
}
