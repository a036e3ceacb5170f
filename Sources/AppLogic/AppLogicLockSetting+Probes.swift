/// The seeded examples a `lockSetting:` declares (issue 25): short traces every `run` checks before its generated
/// ones, as Hypothesis's `@example` or a fuzzer's seed corpus. Random traces rarely make "turn the lock off, leave,
/// wait past the script's threshold, return" (the s41 new user's bank app: its relock that ignored the off switch
/// was not found in 1,500 traces), yet the declaration names every part of it: the calls, the screen each is made
/// on, and the waits the script's `elapsed(V, N)` measures.
extension AppLogicLockSetting {
  /// A platform's words for a probe's steps, in its trace syntax (each platform's interpreter gives its own).
  nonisolated public struct ProbeWords: Sendable {
    /// The user starts the app.
    public var launch: String
    /// Steps that take the app's own lock down when it is up (a matched biometric prompt); a step the platform
    /// refuses (no prompt up) is skipped by the engine.
    public var release: [String]
    /// The user leaves the app (Home).
    public var leave: String
    /// The user comes back to the app.
    public var comeBack: String
    /// Steps that end the app's process once it left.
    public var terminate: [String]
    /// The step that opens the app's screen called the argument.
    public var openScreen: @Sendable (String) -> String
    /// The capture a probe takes to check what is on screen (a screenshot).
    public var capture: String
    /// The step that takes the screens the probe opened off again, back to the app's root (`nil`: none).
    public var closeScreen: String?
    /// The user's touch on the app's screen after a return (`nil`: none): a lock owed there and not shown is touched
    /// even where the root shows nothing sensitive.
    public var touch: String?
    /// The script's callbacks that run only at a process start (iOS's `sceneWillConnect`, Android's `onCreate`): a
    /// handler of one is probed through an ended process and a launch (``AppLogicScript/reachProbes(words:)``).
    public var launchCallbacks: [String]

    /// Words for a platform.
    public init(
      launch: String, release: [String], leave: String, comeBack: String, terminate: [String],
      openScreen: @escaping @Sendable (String) -> String, capture: String = "screenshot",
      launchCallbacks: [String] = [],
      closeScreen: String? = nil, touch: String? = nil
    ) {
      self.closeScreen = closeScreen
      self.touch = touch
      self.launch = launch
      self.release = release
      self.leave = leave
      self.comeBack = comeBack
      self.terminate = terminate
      self.openScreen = openScreen
      self.capture = capture
      self.launchCallbacks = launchCallbacks
    }
  }

  /// The waits that decide `script` under this setting, ascending, each once: the script's `elapsed(V, N)`
  /// (``AppLogicScript/elapsedWaits``) and the setting's own time away (`after=`), which the generator draws and the
  /// probes cross. Before session 46 only the script's were drawn, so a timed lock whose code measured a longer time
  /// than it promised was found only by chance (the s46 new user's 600 s under `after=60` held on three seeds).
  public func waits(in script: AppLogicScript) -> [Double] {
    guard let awayBeforeLock else { return script.elapsedWaits }
    return Array(Set(script.elapsedWaits + [awayBeforeLock])).sorted()
  }

  /// The waits a generator draws for `script`: ``waits(in:)`` of its `lockSetting:` when `setting` is one, else the
  /// script's own.
  public static func waits(in script: AppLogicScript, setting: AppLogicLockSetting?) -> [Double] {
    setting?.waits(in: script) ?? script.elapsedWaits
  }

  /// The probes of this setting in `script`, each a list of steps in the platform's trace syntax, for each of the
  /// script's waits (``AppLogicScript/elapsedWaits`` and the setting's `after=`, or none): the off call (after the on call when the setting
  /// starts off), leave, wait past the wait, return (the
  /// lock must stay off: `cannot-disable`); the on call, the same (the lock must come back); the off call, leave, the
  /// process ended, wait, launch (the choice must outlive the process). Each call is made on the screen its handler
  /// names (`appCall(NAME, screen=S)`) after the release steps (an off behind the lock turns nothing off).
  public func probes(in script: AppLogicScript, words: ProbeWords) -> [[String]] {
    let measured = waits(in: script)
    let waits: [Double?] = measured.isEmpty ? [nil] : measured.map { $0 }
    func screenSteps(_ call: String) -> [String] {
      let screen = script.handlers.first {
        $0.event.name == "appCall" && $0.event.positional.first == call
      }?.event.value(for: "screen")
      return screen.map { [words.openScreen($0)] } ?? []
    }
    func callSteps(_ call: String) -> [String] {
      var steps = [words.launch] + words.release
      // A setting that starts off is turned on first, so the off call turns something off (the s42 breaker's F2: an
      // off handler that forgot the on handler's flag). A second open of the screen already shown is refused, and
      // skipped.
      if call == offCall, !initiallyOn { steps += screenSteps(onCall) + ["appCall(\(onCall))"] }
      return steps + screenSteps(call) + ["appCall(\(call))"]
    }
    var out: [[String]] = []
    for wait in waits {
      // Past the threshold by a second: `elapsed(V, N)` holds from N on, and a second more is past it however the
      // platform rounds the time its own steps take.
      let pause = wait.map { ["advance(\(Self.secondsText(min($0 + 1, AppLogicNumber.maxSeconds))))"] } ?? []
      if let offCall { out.append(callSteps(offCall) + [words.leave] + pause + [words.comeBack]) }
      // Back on the root before the leave, and a touch after the return: the on call's screen (settings) shows
      // nothing sensitive, nor may the root, so a lock the return owes and the code does not show was seen by nothing
      // there (the s46 new user's 600 s lock held; the s46 breaker's with a neutral root held after the pop).
      let back = words.closeScreen.map { screenSteps(onCall).isEmpty ? [] : [$0] } ?? []
      out.append(callSteps(onCall) + back + [words.leave] + pause + [words.comeBack] + (words.touch.map { [$0] } ?? []))
      if let offCall { out.append(callSteps(offCall) + [words.leave] + words.terminate + pause + [words.launch]) }
    }
    return out
  }

  /// `seconds` as a trace writes it: a whole number without a fraction, else its decimal text.
  static func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
