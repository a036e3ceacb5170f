import AndroidModel

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
