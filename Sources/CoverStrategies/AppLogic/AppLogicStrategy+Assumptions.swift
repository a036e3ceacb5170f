import AppLogic

nonisolated extension AppLogicStrategy {
  /// The defaults an iOS script leaves unspoken that decide what the model judges, in the script's order of
  /// concern (``AppLogicAssumption``): each names what is assumed and the word that says otherwise. `explain` and
  /// `replay` print them; a run is unchanged. The defaults are the interpreter's own (`claims:` app-switcher,
  /// `release:` biometry, `showWindow`'s `.alert + 1` and opaque root, `present`'s `controller=new`,
  /// `evaluatePolicy`'s `context=new`), and the `lock:` variable's reading (``AppLogicScript/lockPromiseAssumption``).
  public static func assumptions(of script: AppLogicScript) -> [AppLogicAssumption] {
    var out: [AppLogicAssumption] = []
    if script.setting("claims") == nil {
      out.append(
        AppLogicAssumption(
          line: nil,
          text: "claims: app-switcher (no claims: line): the switcher's snapshot and card are judged (snapshot-leak);"
            + " a script that only locks or asks LocalAuthentication says claims: nothing",
          otherWord: "claims: nothing", otherScript: script.setting("claims", to: "nothing")))
    }
    if let promise = script.lockPromiseAssumption { out.append(promise) }
    let actions = script.allActions
    let showsLockScreen = actions.contains { call in
      (["present", "push"].contains(call.name) && call.positional.first == "lock") || call.name == "addLock"
        || (call.name == "showWindow" && call.value(for: "root") == "lock")
    }
    if script.setting("lock") != nil, script.setting("release") == nil, showsLockScreen {
      out.append(
        AppLogicAssumption(
          line: nil,
          text: "release: biometry (no release: line): the lock screen shows an Unlock button only (unlockTapped), no"
            + " passcode field or keypad, so passcodeEntered never comes; say release: field, keypad, biometry+field"
            + " or biometry+keypad",
          otherWord: "release: field", otherScript: script.setting("release", to: "field")))
    }
    // One line per window the script makes, at its first showWindow: the level and the root it gets unspoken.
    var windows: [String] = []
    for call in actions where call.name == "showWindow" {
      guard let name = call.positional.first, name != appWindowName, !windows.contains(name) else { continue }
      windows.append(name)
      let calls = actions.filter { $0.name == "showWindow" && $0.positional.first == name }
      if !calls.contains(where: { $0.value(for: "level") != nil }) {
        out.append(
          AppLogicAssumption(
            line: call.line,
            text: "showWindow(\(name)) gives no level=: the window is at .alert + 1 (a new UIWindow's own level is"
              + " .normal: say level=normal where the app never sets windowLevel)",
            otherWord: "level=normal",
            otherScript: script.mappingActions { call in
              call.name == "showWindow" && call.positional.first == name
                ? AppLogicScript.call(call, with: "level", "normal") : call
            }))
      }
      if script.setting("lock") != nil, !calls.contains(where: { $0.value(for: "root") != nil }) {
        out.append(
          AppLogicAssumption(
            line: call.line,
            text: "window \(name) has an opaque root view controller: it hides what is below it and is judged as a"
              + " cover (shown after the lock is released: stranded-cover); root=lock makes it the lock screen, and no"
              + " word says a window that draws nothing"))
      }
    }
    let lockOrCover = ["lock", "cover"]
    if let shown = actions.first(where: {
      $0.name == "present" && $0.value(for: "controller") == nil && lockOrCover.contains($0.positional.first ?? "")
    }) {
      out.append(
        AppLogicAssumption(
          line: shown.line,
          text: "present(\(shown.positional.first ?? "")) makes a new controller at each call (controller=new), so a"
            + " second present while one is up only warns or stacks; an app that keeps one controller in a property"
            + " says controller=held (presented again while up: crash)",
          otherWord: "controller=held",
          otherScript: script.mappingActions { call in
            call.name == "present" && call.value(for: "controller") == nil
              && lockOrCover.contains(call.positional.first ?? "")
              ? AppLogicScript.call(call, with: "controller", "held") : call
          }))
    }
    if let ask = actions.first(where: { $0.name == "evaluatePolicy" && $0.value(for: "context") == nil }) {
      out.append(
        AppLogicAssumption(
          line: ask.line,
          text: "evaluatePolicy(\(ask.positional.first ?? "")) asks on a new LAContext at each call (context=new), so"
            + " no earlier success answers it again; an app that keeps one LAContext says context=held",
          otherWord: "context=held",
          otherScript: script.mappingActions { call in
            call.name == "evaluatePolicy" && call.value(for: "context") == nil
              ? AppLogicScript.call(call, with: "context", "held") : call
          }))
    }
    if let protect = screenProtectionWithGuard(in: script) { out.append(protect) }
    return out
  }

  /// `secure(on, of=screen)` with `field=` unspoken in a handler of a screen's appearance: the guard (`field=reuse`)
  /// finds the field it made at the first appearance and only sets its flag at the next, while a push over the screen
  /// took the view's layer out of the canvas and the pop put it back outside (`UIView.removeFromSuperview`,
  /// `addSubview`: docs/model-behaviours.md SC18). The s45 new user's bank script leaked after `push · pop` with no
  /// line saying what its code was taken to do.
  private static func screenProtectionWithGuard(in script: AppLogicScript) -> AppLogicAssumption? {
    let appearances = ["screenWillAppear", "screenDidAppear"]
    // Undone on leaving the same screen, always (no condition), the field goes with the layer moved back: the next
    // appearance makes a new one (the s45 breaker's F8: an undo on another screen, or behind a condition, hid it).
    func undoes(_ screen: String?) -> Bool {
      script.handlers.contains { handler in
        ["screenWillDisappear", "screenDidDisappear"].contains(handler.event.name)
          && [screen, "any"].contains(handler.event.positional.first) && handler.conditions.isEmpty
          && handler.actions.flatMap(flattened).contains {
            $0.name == "secure" && $0.positional.first == "off" && $0.value(for: "undo") == "reparent"
          }
      }
    }
    for handler in script.handlers where appearances.contains(handler.event.name) {
      if undoes(handler.event.positional.first) { continue }
      let calls = handler.actions.flatMap(flattened)
      guard
        let call = calls.first(where: {
          $0.name == "secure" && $0.positional.first == "on" && $0.value(for: "of") == "screen"
            && $0.value(for: "field") == nil
        })
      else { continue }
      return AppLogicAssumption(
        line: call.line,
        text: "secure(on, of=screen) in \(handler.event.name) keeps its guard (field=reuse): at a later appearance it"
          + " only sets isSecureTextEntry on the field it made, so a view a push took out of the canvas comes back"
          + " outside it after the pop; code with no guard says field=new, code that undoes it on leaving has"
          + " secure(off, undo=reparent, of=screen) in screenWillDisappear",
        otherWord: "field=new",
        otherScript: script.mappingActions { c in
          c.name == "secure" && c.positional.first == "on" && c.value(for: "of") == "screen"
            && c.value(for: "field") == nil ? AppLogicScript.call(c, with: "field", "new") : c
        })
    }
    return nil
  }
}
