import AppLogic
import ShieldModel

/// The user's right passcode that the app's own code did not honour: a lock whose release is its own field or keypad
/// (`release: field`, `keypad`, `biometry+field`, `biometry+keypad`) and whose `passcodeEntered(right)` handler
/// clears the `lock:` variable only under a condition that does not hold (a flag only a biometric success sets,
/// a state the entry never reaches), so the right code typed into the lock's own entry leaves the lock up. The
/// platform took the entry (its field or keypad reached the app's code): what keeps the user out is the app's
/// code, judged from the script's own declarations (`lock:`, `release:`) as "a user who knows the secret and
/// types it where the lock asks gets in". A report of the mechanism: after a failed Touch ID the passcode screen
/// appears, and "even though passcode entered correctly, homepage doesn't appear"
/// (https://github.com/Skittyblock/SixLS/pull/17 , 2020, its fix lets every correct entry through). A model of the
/// app's code as the script writes it, no platform fact: high for the script as written.
///
/// Not judged: a wrong code; a lock whose code answers the right code with a request of its own (a second factor:
/// the request is the way on, judged by the rules of requests); a handler whose condition reads a time
/// (`elapsed(...)`: a lockout the script declares with an end) or a system state it only reads (`captured`); a
/// handler whose conditions hold again now (a
/// lockout that ended: a new entry gets in); a script with no `passcodeEntered(right)` handler that clears the lock
/// (its release is elsewhere); and nothing before the user's own right entry.
extension AppLogicStrategy {
  /// The user typed the right passcode into the lock's entry in `scene`: a pass of the user's, and, while the
  /// promise stands, the entry ``unhonouredLockEntry`` judges until the lock is set or cleared again.
  func notePasscodePass(in scene: UIWindowScene? = nil) {
    owedByReusedSuccess = false
    unprovenRelease = nil
    guard isAppLocked else { return }
    rightEntryAt = Device.current?.now ?? 0
    rightEntryScene = scene
  }

  /// The handlers that take the lock down at the user's right passcode: `passcodeEntered(right)` (or `any`, or no
  /// argument) whose actions, an `after`'s included, clear the `lock:` variable.
  var passcodeReleases: [AppLogicScript.Handler] {
    guard let lock = lockVariable else { return [] }
    return script.handlers.filter { handler in
      handler.event.name == "passcodeEntered" && Self.matches(handler.event.positional.first, "right")
        && handler.actions.flatMap(Self.flattened).contains { $0.name == "clear" && $0.positional.first == lock }
    }
  }

  /// Why the user's right passcode, typed into the lock's own entry while the promise stood, left the lock up with no
  /// way for a new entry to take it down, or `nil` (see the extension's comment).
  public var unhonouredLockEntry: String? {
    guard let at = rightEntryAt, isAppLocked, requestsInFlight == 0, let lock = lockVariable else { return nil }
    let releases = passcodeReleases
    guard !releases.isEmpty else { return nil }
    // The conditions are read as a new entry's handler would read them: in the entry's scene.
    let previous = eventScene
    eventScene = rightEntryScene
    defer { eventScene = previous }
    var reasons: [String] = []
    for handler in releases {
      // A lockout the script declares with an end: time takes it down, not the user.
      if handler.conditions.contains(where: { $0.call.name == "elapsed" }) { return nil }
      let failing = handler.conditions.filter { !holds($0) }
      // A new entry now gets in (a lockout that ended): a way remains.
      if failing.isEmpty { return nil }
      // A state of the system's the app only reads (a recording: `captured`) changes without the app's code, and a
      // new entry then gets in (an app that will not unlock while the screen is recorded; the forty-third session's
      // breaker): not the app keeping the user out.
      if failing.contains(where: { $0.call.arguments.isEmpty && Self.builtInConditions.contains($0.call.name) }) {
        return nil
      }
      let written = failing.map { condition in
        "\(condition.canonicalText)\(setters(of: condition).map { " (\($0))" } ?? "")"
      }
      reasons.append(
        "line \(handler.line)'s clear(\(lock)) runs only if \(written.joined(separator: " and ")), which does not hold")
    }
    let entry = release == .keypad || release == .biometryKeypad ? "keypad" : "field"
    let time = LockTimerPromise.seconds((at * 1000).rounded() / 1000)
    return "the right passcode was entered in the lock's \(entry) at t=\(time) s (passcodeEntered(right)) while "
      + "lock \(lock) stood, and no handler cleared it: \(reasons.joined(separator: "; ")). The platform took the "
      + "entry; the app's code keeps the user who knows the passcode out"
  }

  /// Where the script makes `condition` hold, in words: the handlers that `set` (or, negated, `clear`) its
  /// variable, or `nil` for a built-in condition.
  private func setters(of condition: AppLogicScript.Condition) -> String? {
    let variable = condition.call.name
    guard condition.call.arguments.isEmpty, !Self.builtInConditions.contains(variable) else { return nil }
    let verb = condition.negated ? "clear" : "set"
    let lines = script.handlers.filter { handler in
      handler.actions.flatMap(Self.flattened).contains { $0.name == verb && $0.positional.first == variable }
    }
    guard !lines.isEmpty else { return "no handler \(verb)s \(variable)" }
    let places = lines.map { "line \($0.line), \($0.event.canonicalText)" }.joined(separator: "; ")
    return "\(verb) only at \(places)"
  }
}
