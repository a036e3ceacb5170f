extension AppLogicScript {
  /// The app calls the script's handlers answer (`on appCall(NAME)`), in file order, each once.
  public var answeredAppCalls: [String] {
    var names: [String] = []
    // A set beside the list: a script of thousands of calls was quadratic here, on every trace (a breaker's file).
    var seen: Set<String> = []
    for handler in handlers where handler.event.name == "appCall" {
      if let name = handler.event.positional.first, seen.insert(name).inserted { names.append(name) }
    }
    return names
  }

  /// The `disable:` setting when it names an app call no handler answers but one close to a call a handler does
  /// answer (`allowScreenshot` beside `on appCall(allowScreenshots)`), with that call: a typo, which would otherwise
  /// run as a second call that only drops the claims. A `disable:` far from every answered call is allowed (docs:
  /// the app's switch may do nothing but end the claims).
  ///
  /// - Parameter closest: the closest known name to a word among candidates, or `nil` (the caller's "did you mean").
  public func misspeltDisable(closest: (String, [String]) -> String?) -> (setting: Setting, meant: String)? {
    // The per-claim form (`disable: screenshots=allowCapture`) checks each of its calls where it is read.
    guard let disable = setting("disable"), !disable.value.contains("=") else { return nil }
    let answered = answeredAppCalls
    guard !answered.contains(disable.value), let meant = closest(disable.value, answered) else { return nil }
    return (disable, meant)
  }

  /// `disable:`'s per-claim items (`disable: screenshots=allowCapture, recordings=allowRecording`) as claim word and
  /// app call, in file order: one reading for both platforms, which map the words to their own claims.
  ///
  /// - Parameter closest: the closest known name to a word among candidates, or `nil` (the caller's "did you mean").
  /// - Throws: ``AppLogicError`` at the setting's line: an item without `=` (the two forms mixed), a call that is no
  ///   name, or a call no handler answers that is one typo from a call a handler does.
  public func claimCallItems(of setting: Setting, closest: (String, [String]) -> String?) throws(AppLogicError)
    -> [(word: String, call: String)]
  {
    var items: [(word: String, call: String)] = []
    let answered = answeredAppCalls
    for item in try setting.listItems() {
      guard let equals = item.firstIndex(of: "=") else {
        throw AppLogicError(
          line: setting.line, message: "'disable:' mixes '\(item)' with CLAIM=CALL items: give every item as CLAIM=CALL"
        )
      }
      let word = String(item[..<equals].trimmingSpaces)
      let call = String(item[item.index(after: equals)...].trimmingSpaces)
      guard Self.isName(call) else {
        throw AppLogicError(line: setting.line, message: "'disable: \(word)=' takes an app call's name, not '\(call)'")
      }
      if !answered.contains(call), let meant = closest(call, answered) {
        throw AppLogicError(
          line: setting.line,
          message: "'disable: \(word)=\(call)' names an app call no handler answers (did you mean '\(meant)'?)")
      }
      items.append((word, call))
    }
    return items
  }
}

extension AppLogicScript {
  /// `enable:`'s app call: with `disable:`, the one call that turns the protection back on (a "protect screenshots"
  /// switch), or `nil` without the setting. Without it, any other of the script's app calls does (both platforms).
  ///
  /// - Parameter closest: the closest known name to a word among candidates, or `nil` (the caller's "did you mean").
  /// - Throws: ``AppLogicError`` at the setting's line: a value that is no call name, no `disable:` beside it, the
  ///   same call as `disable:`'s, or a call no handler answers that is one typo from a call a handler does.
  public func enableCall(closest: (String, [String]) -> String?) throws(AppLogicError) -> String? {
    guard let setting = setting("enable") else { return nil }
    guard Self.isName(setting.value) else {
      throw AppLogicError(line: setting.line, message: "'enable:' takes an app call's name, not '\(setting.value)'")
    }
    guard let disable = self.setting("disable") else {
      throw AppLogicError(line: setting.line, message: "'enable:' turns back on what 'disable:' turns off: give both")
    }
    // The per-claim form names its calls after `=` (`disable: screenshots=allow`): none may be the enable call.
    let disableCalls =
      disable.value.contains("=")
      ? disable.value.split(separator: ",").compactMap {
        $0.split(separator: "=").last.map { String($0.trimmingSpaces) }
      }
      : [disable.value]
    guard !disableCalls.contains(setting.value) else {
      throw AppLogicError(line: setting.line, message: "'enable:' and 'disable:' name the same call '\(setting.value)'")
    }
    let answered = answeredAppCalls
    if !answered.contains(setting.value), let meant = closest(setting.value, answered) {
      throw AppLogicError(
        line: setting.line,
        message: "'enable: \(setting.value)' names an app call no handler answers (did you mean '\(meant)'?)")
    }
    return setting.value
  }
}
