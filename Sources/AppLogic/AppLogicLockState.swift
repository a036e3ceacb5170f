/// What a script's lock is doing while its promise holds, as a small integer: a point of the fuzzer's steering is
/// an event class met in one of these states (issue 25), so the events after the lock is up (a cancelled prompt, a
/// fallback, a touch on the lock) are explored as the handlers before it are.
///
/// Two facts the script's own conditions read (`prompting`, `lockShown`): four states, so the points stay at most
/// four per event class whatever the script's variables.
nonisolated public enum AppLogicLockState {
  /// The number of states: codes are `0..<count`.
  public static var count: Int { 4 }

  /// The state's code: bit 0 the app's authentication request is in flight, bit 1 its lock screen is shown.
  public static func code(prompting: Bool, lockShown: Bool) -> Int {
    (prompting ? 1 : 0) | (lockShown ? 2 : 0)
  }
}
