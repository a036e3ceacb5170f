/// `lockSetting: STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]`, one reading and
/// one judgement for
/// both platforms (docs/app-logic.md, "The user's lock setting"): the app keeps the user's lock setting as STORED (iOS:
/// `store` in `UserDefaults` or `keychainAdd`; Android: `store` in `SharedPreferences`); the user turns it on with the
/// app call `on` and off with `off`. While the user's choice is on, the lock is owed from each launch (and,
/// `at=leave`, from each leave; with `after=SECONDS` too, from each return after at least that long away: the
/// timeout of "lock after N minutes in the background") until the script's own `clear` of its lock variable. With
/// `initial=on` the app ships
/// with the setting on (a bank app's lock, on from the first install): the choice starts on at the first launch and
/// the app's storage holds STORED on before its first handler, as its first-launch code (or `register(defaults:)`)
/// would (``startingChoice(recorded:)``). Each platform's interpreter keeps the user's
/// choice where the device keeps it and asks this type what a call means (``choice(madeBy:codeHoldsLock:)``) and how
/// a verdict says it (``lockBackSentence(_:)``, ``promiseNote(kept:)``).
nonisolated public struct AppLogicLockSetting: Sendable, Equatable {
  /// The stored value's name.
  public var stored: String
  /// The app call that turns the setting on.
  public var onCall: String
  /// The app call that turns it off, or `nil`.
  public var offCall: String?
  /// Whether the lock is owed again at each leave (`at=leave`), not only at each launch.
  public var rearmsAtLeave: Bool
  /// Whether the app ships with the setting on (`initial=on`): the user's choice is on from the first launch.
  public var initiallyOn: Bool
  /// With `at=leave`, the time away in seconds (`after=SECONDS`) after which a return owes the lock: the lock is owed
  /// from the return (each platform's first callback of it) instead of from the leave, so a return sooner, and the
  /// snapshot taken as the app leaves, owe nothing. `nil`: owed from each leave.
  public var awayBeforeLock: Double?

  /// The setting's form, as the listings print it.
  public static let syntax = "STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]"
  /// The setting's form, as an error names it.
  public static let form = "lockSetting: takes \(syntax)"

  /// Reads `lockSetting:`.
  ///
  /// - Throws: ``AppLogicError`` at its line for a value that is not
  ///   `STORED, on=CALL[, off=CALL][, at=launch|leave][, after=SECONDS][, initial=on|off]`, or that gives one of its
  ///   words twice, or `after=` without `at=leave`.
  public init(parsing setting: AppLogicScript.Setting) throws(AppLogicError) {
    // A word given twice is named, not read as the generic form (the s41 breaker: `initial=on, initial=off`); the
    // call's reader refuses a label given twice before any label is known.
    let given = setting.value.split(separator: ",").compactMap { part in
      part.firstIndex(of: "=").map { part[..<$0].trimmingCharacters(in: .whitespaces) }
    }
    if let twice = Self.words.first(where: { word in given.filter { $0 == word }.count > 1 }) {
      throw AppLogicError(
        line: setting.line,
        message: "lockSetting: \(twice)= is given twice (expected each of on=, off=, at=, after=, initial= once)")
    }
    let call: AppLogicScript.Call
    do { call = try AppLogicScript.call(parsing: "lockSetting(\(setting.value))", line: setting.line) } catch {
      throw AppLogicError(line: setting.line, message: Self.form)
    }
    let labels = call.arguments.compactMap(\.label)
    guard call.positional.count == 1, AppLogicScript.isName(call.positional[0]), let on = call.value(for: "on"),
      AppLogicScript.isName(on), labels.allSatisfy({ Self.words.contains($0) })
    else { throw AppLogicError(line: setting.line, message: Self.form) }
    let off = call.value(for: "off")
    if let off, !AppLogicScript.isName(off) || off == on { throw AppLogicError(line: setting.line, message: Self.form) }
    let at = call.value(for: "at") ?? "launch"
    guard at == "launch" || at == "leave" else {
      throw AppLogicError(line: setting.line, message: "lockSetting: at= takes launch or leave, not '\(at)'")
    }
    let initial = call.value(for: "initial") ?? "off"
    guard initial == "on" || initial == "off" else {
      throw AppLogicError(line: setting.line, message: "lockSetting: initial= takes on or off, not '\(initial)'")
    }
    var away: Double? = nil
    if let after = call.value(for: "after") {
      guard let seconds = AppLogicNumber.seconds(after), seconds > 0 else {
        throw AppLogicError(
          line: setting.line,
          message: "lockSetting: after= takes a number of seconds above 0 and at most "
            + "\(Self.secondsText(AppLogicNumber.maxSeconds)) (a day), not '\(after)'")
      }
      guard at == "leave" else {
        throw AppLogicError(
          line: setting.line,
          message: "lockSetting: after= needs at=leave (the lock owed at a return after that long away)")
      }
      away = seconds
    }
    self.init(
      stored: call.positional[0], onCall: on, offCall: off, rearmsAtLeave: at == "leave", initiallyOn: initial == "on",
      awayBeforeLock: away)
  }

  /// The setting's labelled words.
  static let words = ["on", "off", "at", "after", "initial"]

  /// A setting with these parts.
  public init(
    stored: String, onCall: String, offCall: String?, rearmsAtLeave: Bool, initiallyOn: Bool = false,
    awayBeforeLock: Double? = nil
  ) {
    self.stored = stored
    self.onCall = onCall
    self.offCall = offCall
    self.rearmsAtLeave = rearmsAtLeave
    self.initiallyOn = initiallyOn
    self.awayBeforeLock = awayBeforeLock
  }

  /// What a leave does to the lock's debt: owe it now (`at=leave`), or note when the app left (`after=`); nothing
  /// for `at=launch`.
  public enum LeaveEffect: Sendable, Equatable {
    case none, owe, noteTime
  }

  /// What a leave does (``LeaveEffect``).
  public var leaveEffect: LeaveEffect {
    guard rearmsAtLeave else { return .none }
    return awayBeforeLock == nil ? .owe : .noteTime
  }

  /// Whether a return at `now` after a leave noted at `leftAt` (the platform's clock, in seconds) owes the lock
  /// (`after=`): at least ``awayBeforeLock`` away.
  public func returnOwesLock(leftAt: Double?, now: Double) -> Bool {
    guard let awayBeforeLock, let leftAt else { return false }
    return now - leftAt >= awayBeforeLock - 1e-9
  }

  /// The user's choice at a launch, given the device's record of it (`recorded`, `nil` while none was made): the
  /// record, else on for a setting the app ships on (`initial=on`), else none. A platform that gets a choice here
  /// where the record had none is at the first launch: it records the choice and stores the setting on
  /// (``stored``), as the app's first-launch code would.
  public func startingChoice(recorded: Bool?) -> Bool? {
    recorded ?? (initiallyOn ? true : nil)
  }

  /// `script`'s `lockSetting:`, checked against the rest of the script, or `nil` when it gives none.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line: a malformed value (``init(parsing:)``), no `lock:` beside it,
  ///   or a stored value no handler writes (`stored` answers for the values the platform's handlers store; `storeWords`
  ///   names the platform's actions that store one).
  public static func checked(
    in script: AppLogicScript, storedBy stored: (String) -> Bool, storeWords: String = "store, keychainAdd"
  ) throws(AppLogicError) -> AppLogicLockSetting? {
    guard let setting = script.setting("lockSetting") else { return nil }
    let parsed = try AppLogicLockSetting(parsing: setting)
    guard script.setting("lock") != nil else {
      throw AppLogicError(line: setting.line, message: "lockSetting: needs lock: (the variable the app's lock sets)")
    }
    guard stored(parsed.stored) else {
      throw AppLogicError(
        line: setting.line, message: "lockSetting: '\(parsed.stored)' is a value no handler stores (\(storeWords))")
    }
    return parsed
  }

  /// What the user's app call means for the setting, recorded before the script's handlers run (the user's intent).
  public enum Choice: Sendable, Equatable {
    /// The `on` call: the user's choice is on, and any turn-off before is over.
    case on
    /// The `off` call: the user's choice is off; `turnsLockOff` when the app's code held no lock as it came (the
    /// settings screen behind the lock was reachable), so the lock is turned off until `on`. An `off` while the lock
    /// is up is no user's reach of the setting: it ends the setting's debt and turns nothing off.
    case off(turnsLockOff: Bool)
  }

  /// What the app call `call` means, the app's code holding its lock (`codeHoldsLock`) or not; `nil` for any other
  /// call.
  public func choice(madeBy call: String, codeHoldsLock: Bool) -> Choice? {
    if call == onCall { return .on }
    if call == offCall { return .off(turnsLockOff: !codeHoldsLock) }
    return nil
  }

  /// The `cannot-disable` sentence once the user turned the lock off and the app's code locked again: `back` lists
  /// what of the lock is up (`lock: locked set`, `its lock screen in a shown window`).
  public func lockBackSentence(_ back: [String]) -> String {
    "the user turned the lock off (appCall(\(offCall ?? onCall))), and the app's code locked again: "
      + back.joined(separator: ", ")
  }

  /// The note of a lock promise that stands only because the user's setting owes it (the script's lock variable
  /// unset): the setting lost or refused (`kept` false: the app's storage holds it off) or not applied (the storage
  /// still holds it on: the app's code did not read it, or an image from before shows).
  public func promiseNote(kept: Bool) -> String {
    let since =
      "the app's code has not locked since the "
      + (awayBeforeLock.map { "launch or the return after \(Self.secondsText($0)) s away" }
        ?? (rearmsAtLeave ? "launch or leave" : "launch"))
    // A setting the app ships on is on without any call of the user's: say where it came from.
    let why =
      initiallyOn
      ? "the setting is on (the app ships with it on, initial=on, and the user has not left it off)"
      : "the user turned it on (appCall(\(onCall)))"
    guard kept else {
      return "the user's lock setting lost or refused: \(why) and \(since) "
        + "(lockSetting: \(stored), now off in the app's storage)"
    }
    return "the user's lock setting not applied: \(why), the app's storage still holds it "
      + "(lockSetting: \(stored), on), and \(since)"
  }
}

/// The lock a `lockSetting:` owes, as both interpreters keep it (``AppLogicLockSetting``): armed at a launch, a leave
/// (`at=leave`) or a return after `after=`; with `after=`, the platform's clock at the last leave, so that being away
/// past the time owes the lock already (what the switcher's or Recents card shows meanwhile is judged by it).
nonisolated public struct AppLogicLockDebt: Sendable, Equatable {
  /// Armed at a launch, a leave or a late return, until released.
  public var armed = false
  /// With `after=`: the clock at the last leave (seconds), until the return that reads it.
  public var leftAt: Double?

  /// No debt.
  public init() {}

  /// Whether the lock is owed at `now`: armed, or away past `setting`'s `after=` while the user's choice is on.
  public func isOwed(under setting: AppLogicLockSetting?, choiceIsOn: Bool, now: Double?) -> Bool {
    if armed { return true }
    guard let setting, choiceIsOn, let now else { return false }
    return setting.returnOwesLock(leftAt: leftAt, now: now)
  }

  /// Arms (`true`) or releases the debt; a release forgets the leave too.
  public mutating func set(_ owed: Bool) {
    armed = owed
    if !owed { leftAt = nil }
  }
}
