/// Probes a script's own handlers declare (issue 25, the s43 new user's messenger): a handler whose condition needs a
/// combination (a choice an app call stores, a leave that stamps a variable, a wait of `elapsed(V, S)`'s seconds,
/// then its trigger) is almost never reached by random traces (its 1- and 15-minute relocks in 1,000), and a switch
/// turned off then on by app calls (`disable:`, `enable:`, `lockSetting:`) while a screen stays open was found at 400
/// traces on iOS and not in 1,000 on Android. Each probe is made from the script's own setters, deterministically,
/// and a platform's interpreter runs it as the `lockSetting:` probes (``AppLogicLockSetting/probes(in:words:)``).
extension AppLogicScript {
  /// The most probes ``reachProbes(words:)`` gives: a run's first traces, 12 of a default 200 (6%).
  public static let maxReachProbes = 12

  /// The probes, each a list of steps in the platform's trace syntax, in this order, duplicates dropped, at most
  /// ``maxReachProbes``:
  /// - for each switch (an app call of `disable:`, or `lockSetting:`'s `off=`, with the call that undoes it: `enable:`
  ///   or `on=`, else the app call whose handler undoes what the off call's handler stores or sets), the round trip
  ///   while the screen stays open: the off call, the on call, a capture of the screen still open, each screen the
  ///   script calls `sensitive` opened and captured, leave;
  /// - for each handler, in file order, whose condition holds only after the script's own setters (a `stored(X)`, or
  ///   a variable `X` that only an app call sets, not already so at launch; an `elapsed(V, S)` with `V` stamped by
  ///   some handler), those setters, then its trigger (below), a capture and a leave; and the condition's other way
  ///   for a handler whose first `not(stored(X))` an app call can make false.
  ///
  /// A trigger is the handler's own app call; for a callback at a process start (``AppLogicLockSetting/ProbeWords/
  /// launchCallbacks``) leave, the process ended and a launch; for any other callback leave and return. A wait of
  /// `elapsed(V, S)` is `advance(S+1)` before the return (or the launch, or the call), the leave that stamps `V` (or the
  /// app call whose handler does) before it. A handler none of whose conditions needs a setter gets none: random
  /// traces reach it.
  public func reachProbes(words: AppLogicLockSetting.ProbeWords) -> [[String]] {
    let lockSetting = setting("lockSetting").flatMap { try? AppLogicLockSetting(parsing: $0) }
    let start = [words.launch] + words.release
    var out: [[String]] = []
    func add(_ probe: [String]) {
      if !out.contains(probe), out.count < Self.maxReachProbes { out.append(probe) }
    }
    let opened = sensitiveScreenNames.map(words.openScreen)
    for (off, on) in switchCalls(lockSetting: lockSetting) {
      add(
        start + callSteps(off, words) + callSteps(on, words) + [words.capture] + opened.flatMap { [$0, words.capture] }
          + [words.leave])
    }
    for handler in handlers {
      if let probe = reachProbe(of: handler, makingTrue: true, start: start, lockSetting: lockSetting, words: words) {
        add(probe)
      }
      if let probe = reachProbe(of: handler, makingTrue: false, start: start, lockSetting: lockSetting, words: words) {
        add(probe)
      }
    }
    return out
  }

  /// The names of the screens `screens:` calls `sensitive` (`conversation(sensitive, leadsTo=chats)`), in order.
  var sensitiveScreenNames: [String] {
    guard let screens = setting("screens") else { return [] }
    return AppLogicListItems(splitting: screens.value).items.compactMap { item in
      guard let open = item.firstIndex(of: "("), item.hasSuffix(")") else { return nil }
      let words = item[item.index(after: open)..<item.index(before: item.endIndex)].split(separator: ",").map {
        $0.trimmingSpaces
      }
      return words.contains("sensitive") ? String(item[..<open].trimmingSpaces) : nil
    }
  }

  /// The steps of app call `call`: a push (a navigation) to the screen its handler names, then the call.
  func callSteps(_ call: String, _ words: AppLogicLockSetting.ProbeWords) -> [String] {
    let screen = handlers.first { $0.event.name == "appCall" && $0.event.positional.first == call }?.event.value(
      for: Self.appCallScreenLabel)
    return (screen.map { [words.openScreen($0)] } ?? []) + ["appCall(\(call))"]
  }

  /// The first app call (in file order) whose handler runs `action(variable)`, or `nil`.
  func appCall(doing action: String, to variable: String) -> String? {
    handlers.first { handler in
      handler.event.name == "appCall" && handler.event.positional.count == 1
        && handler.actions.contains { $0.name == action && $0.positional.first == variable }
    }?.event.positional.first
  }

  /// Each switch's off call and the call that undoes it, in order: `disable:`'s calls, then `lockSetting:`'s.
  func switchCalls(lockSetting: AppLogicLockSetting?) -> [(off: String, on: String)] {
    var pairs: [(off: String, on: String)] = []
    let enable = setting("enable")?.value
    let disables =
      setting("disable").map { disable in
        AppLogicListItems(splitting: disable.value).items.map { item in
          item.split(separator: "=").last.map { String($0.trimmingSpaces) } ?? item
        }
      } ?? []
    for off in disables where Self.isName(off) {
      if let on = enable ?? undoingCall(of: off), on != off { pairs.append((off, on)) }
    }
    if let lockSetting, let off = lockSetting.offCall, !pairs.contains(where: { $0.off == off }) {
      pairs.append((off, lockSetting.onCall))
    }
    return pairs
  }

  /// The app call whose handler undoes the first thing `call`'s handler stores or sets (`unstore` for `store`,
  /// `store` for `unstore`, `clear` for `set`), or `nil`.
  func undoingCall(of call: String) -> String? {
    let undo = ["store": "unstore", "unstore": "store", "set": "clear"]
    let actions =
      handlers.first { $0.event.name == "appCall" && $0.event.positional.first == call }?.actions ?? []
    for action in actions {
      guard let opposite = undo[action.name], let variable = action.positional.first else { continue }
      if let on = appCall(doing: opposite, to: variable), on != call { return on }
    }
    return nil
  }

  /// `handler`'s probe: the setters that make its condition hold (`makingTrue`), or make its first `not(stored(X))`
  /// false, then its trigger, a capture and a leave; `nil` when no setter is needed, or none exists.
  func reachProbe(
    of handler: Handler, makingTrue: Bool, start: [String], lockSetting: AppLogicLockSetting?,
    words: AppLogicLockSetting.ProbeWords
  ) -> [String]? {
    let initiallyStored = lockSetting.flatMap { $0.initiallyOn ? $0.stored : nil }
    var setters: [String] = []
    var wait: Double?
    var stampedByLeave = false
    if makingTrue {
      for condition in handler.conditions {
        let call = condition.call
        switch (call.name, condition.negated) {
        case ("stored", false):
          guard let variable = call.positional.first, variable != initiallyStored else { continue }
          guard let setter = appCall(doing: "store", to: variable) else { return nil }
          setters += callSteps(setter, words)
        case ("stored", true):
          guard let variable = call.positional.first, variable == initiallyStored else { continue }
          guard let setter = appCall(doing: "unstore", to: variable) else { return nil }
          setters += callSteps(setter, words)
        case ("elapsed", false):
          guard call.positional.count == 2, let seconds = AppLogicNumber.seconds(call.positional[1]) else { continue }
          let variable = call.positional[0]
          guard
            let stamp = handlers.first(where: { h in
              h.actions.contains { $0.name == "stamp" && $0.positional.first == variable }
            })
          else { return nil }
          if stamp.event.name == "appCall", let name = stamp.event.positional.first {
            setters += callSteps(name, words)
          } else {
            stampedByLeave = true
          }
          wait = max(wait ?? 0, min(seconds + 1, AppLogicNumber.maxSeconds))
        case (_, false) where call.arguments.isEmpty:
          // A variable only an app call sets (a choice, not a lifecycle flag).
          if let setter = appCall(doing: "set", to: call.name),
            !handlers.contains(where: { h in
              h.event.name != "appCall" && h.actions.contains { $0.name == "set" && $0.positional.first == call.name }
            })
          {
            setters += callSteps(setter, words)
          }
        default: continue
        }
      }
    } else {
      guard
        let variable = handler.conditions.first(where: {
          $0.negated && $0.call.name == "stored" && $0.call.positional.first != initiallyStored
        })?.call.positional.first,
        let setter = appCall(doing: "store", to: variable)
      else { return nil }
      setters = callSteps(setter, words)
    }
    guard !setters.isEmpty || wait != nil else { return nil }
    let pause = wait.map { ["advance(\(AppLogicLockSetting.secondsText($0)))"] } ?? []
    var steps = start + setters
    if handler.event.name == "appCall", let name = handler.event.positional.first {
      steps += (stampedByLeave ? [words.leave] + pause + [words.comeBack] : pause) + callSteps(name, words)
    } else if words.launchCallbacks.contains(handler.event.name) {
      steps += [words.leave] + words.terminate + pause + [words.launch]
    } else {
      steps += [words.leave] + pause + [words.comeBack]
    }
    return steps + [words.capture, words.leave]
  }
}
