import AppLogic
import TestExpectations
import Testing

@Suite struct AppLogicScriptParsingTests {
  let text = """
    # a lock asked as the app comes back
    lock: locked
    claims:   app-switcher, screenshots

    on sceneWillResignActive: addCover(blur, tag=7)   # the resign cover
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked); after(0.5, removeCover(tag=7))
    """

  @Test func readsSettingsAndHandlersWithTheirLines() throws {
    let script = try AppLogicScript(parsing: text)
    expectEqual(script.settings.map(\.key), ["lock", "claims"])
    expectEqual(script.setting("claims")?.value, "app-switcher, screenshots")
    expectEqual(script.setting("lock")?.line, 2)
    expectEqual(script.handlers.map(\.line), [5, 6, 7])
    let resign = script.handlers[0]
    expectEqual(resign.event.name, "sceneWillResignActive")
    expectEqual(resign.actions[0].positional, ["blur"])
    expectEqual(resign.actions[0].value(for: "tag"), "7")
    let active = script.handlers[1]
    expectEqual(active.conditions.map(\.call.name), ["locked", "prompting"])
    expectEqual(active.conditions.map(\.negated), [false, true])
    let reply = script.handlers[2]
    expectEqual(reply.event.positional, ["success"])
    expectEqual(reply.actions.map(\.name), ["dismiss", "clear", "after"])
    let delayed = reply.actions[2].arguments[1]
    expectEqual(delayed.call?.name, "removeCover")
    expectEqual(delayed.call?.value(for: "tag"), "7")
    expectEqual(reply.actions[0].arguments[0].asCall(line: 7)?.name, "lock")
    #expect(reply.actions[2].arguments[0].asCall(line: 7) == nil)
  }

  @Test func canonicalTextDropsCommentsAndSpacesAndReadsBackEqual() throws {
    let script = try AppLogicScript(parsing: text)
    expectEqual(
      script.canonicalLines,
      [
        "lock: locked",
        "claims: app-switcher, screenshots",
        "on sceneWillResignActive: addCover(blur, tag=7)",
        "on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)",
        "on evaluatePolicyReply(success): dismiss(lock); clear(locked); after(0.5, removeCover(tag=7))",
      ])
    let again = try AppLogicScript(parsing: script.canonicalText)
    expectEqual(again.canonicalText, script.canonicalText)
    expectEqual(again.fingerprint, script.fingerprint)
  }

  @Test func fingerprintIsStableAndTellsScriptsApart() throws {
    let a = try AppLogicScript(parsing: "on sceneWillResignActive: addCover(blur)")
    let b = try AppLogicScript(parsing: "on  sceneWillResignActive :addCover( blur )  # same")
    let c = try AppLogicScript(parsing: "on sceneDidEnterBackground: addCover(blur)")
    expectEqual(a.fingerprint, b.fingerprint)
    #expect(a.fingerprint != c.fingerprint)
    // FNV-1a 64 of the canonical line, halves folded: a fixed value, so a change of the hash shows.
    expectEqual(a.fingerprint, Self.folded("on sceneWillResignActive: addCover(blur)"))
    expectEqual(a.fingerprint.count, 8)
  }

  @Test(arguments: [
    (
      "on sceneWillResignActive addCover(blur)", 1,
      "expected ':' after the event 'sceneWillResignActive', found 'addCover(blur)'"
    ),
    ("on sceneWillResignActive: addCover(blur", 1, "expected ',' or ')' in 'addCover(...)', found the end of the line"),
    ("\n\non x: ", 3, "expected a name, found the end of the line"),
    ("on x: a; ", 1, "expected a name, found the end of the line"),
    ("lock: a\nlock: b", 2, "setting 'lock' is given twice (first on line 1)"),
    ("just words", 1, "expected 'on EVENT: ACTION' or 'key: value', found 'just words'"),
    ("on x if not(a, b): y", 1, "'not' takes one condition: not(NAME)"),
    ("on x: y(1=2)", 1, "'1' is not an argument's label"),
    ("on x: y) z", 1, "unexpected text after the actions, found ') z'"),
    ("claims:", 1, "setting 'claims' has no value"),
    ("claims: app-switcher", 1, "no handler: a script needs an 'on EVENT: ACTION' line"),
    ("", 1, "no handler: a script needs an 'on EVENT: ACTION' line"),
    ("# a comment\n\n", 2, "no handler: a script needs an 'on EVENT: ACTION' line"),
    // A final line break ends the last line; it starts none (a breaker's one-comment file was named at ':2').
    ("# only a comment\n", 1, "no handler: a script needs an 'on EVENT: ACTION' line"),
    // A label given twice is refused in every call, an event's, an action's or a posted one's: the first won silently.
    ("on x: addCover(view, tag=5, tag=999)", 1, "'tag=' is given twice in 'addCover(...)' (expected each label once)"),
    (
      "on onPause(activity=main, activity=main): y", 1,
      "'activity=' is given twice in 'onPause(...)' (expected each label once)"
    ),
    (
      "on x: post(navigate(main, popUpTo=main, popUpTo=main))", 1,
      "'popUpTo=' is given twice in 'navigate(...)' (expected each label once)"
    ),
    (
      "ON sceneWillResignActive: addCover(view, tag=1)", 1,
      "'ON' is not a keyword: a handler starts with lowercase 'on' (as in 'on sceneWillResignActive')"
    ),
    // A NUL byte is written as one, and a long rest of a line is cut.
    ("on x\u{0}y: z", 1, "expected ':' after the event 'x', found '\\0y: z'"),
    (
      "on x: y) " + String(repeating: "a", count: 100_000), 1,
      "unexpected text after the actions, found ') " + String(repeating: "a", count: 58) + "…'"
    ),
  ])
  func badLinesNameTheirLine(text: String, line: Int, message: String) {
    #expect(throws: AppLogicError(line: line, message: message)) { try AppLogicScript(parsing: text) }
  }

  /// A breaker's findings: a line nested thousands deep overflowed the reader's stack; CRLF files read as one line.
  @Test func deepNestingIsAnErrorAndCRLFBreaksLines() throws {
    var deep = "set(v)"
    for _ in 0..<3000 { deep = "after(1, \(deep))" }
    #expect(throws: AppLogicError(line: 1, message: "calls nested deeper than 32 levels")) {
      try AppLogicScript(parsing: "on sceneWillResignActive: " + deep)
    }
    let crlf = try AppLogicScript(parsing: "claims: app-switcher\r\non x: y\r\non z: w\r\n")
    expectEqual(crlf.canonicalLines, ["claims: app-switcher", "on x: y", "on z: w"])
    expectEqual(crlf.handlers.map(\.line), [2, 3])
  }

  /// Two scripts with one fingerprint (a collision a breaker found by brute force) are refused, not conflated.
  @Test func aFingerprintCollisionIsRefused() throws {
    let first = try AppLogicScript(parsing: "claims: app-switcher\non appCall(a30404): removeCover(tag=1)")
    let second = try AppLogicScript(
      parsing: "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=21705)")
    expectEqual(first.fingerprint, second.fingerprint)
    #expect(first.canonicalText != second.canonicalText)
    let registry = AppLogicRegistry(eventNames: []) { _ throws(AppLogicError) in }
    try expectEqual(registry.register(first), "app-logic#" + first.fingerprint)
    try expectEqual(registry.register(first), "app-logic#" + first.fingerprint)
    #expect(throws: AppLogicError.self) { try registry.register(second) }
    expectEqual(registry.script(named: "app-logic#" + first.fingerprint), first)
  }

  /// `not(not(v))` is `v` (a breaker's script was refused with "unknown condition 'not'").
  @Test func nestedNegationsCancel() throws {
    let script = try AppLogicScript(parsing: "on x if not(not(v)) and not(not(not(w))): y")
    expectEqual(script.handlers[0].conditions.map(\.negated), [false, true])
    expectEqual(script.handlers[0].conditions.map(\.call.name), ["v", "w"])
  }

  @Test func errorDescriptionStartsWithTheLine() {
    expectEqual(AppLogicError(line: 4, message: "unknown action 'x'").description, "line 4: unknown action 'x'")
  }

  @Test func oneCallParsesAlone() throws {
    let call = try AppLogicScript.call(parsing: "present(lock, style=fullScreen)", line: 9)
    expectEqual(call.canonicalText, "present(lock, style=fullScreen)")
    expectEqual(call.line, 9)
    #expect(throws: AppLogicError.self) { try AppLogicScript.call(parsing: "present(lock) x", line: 1) }
  }

  private static func folded(_ text: String) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    return String(format8: UInt32(truncatingIfNeeded: hash >> 32) ^ UInt32(truncatingIfNeeded: hash))
  }
}

extension String {
  fileprivate init(format8 value: UInt32) {
    let digits = String(value, radix: 16)
    self = String(repeating: "0", count: 8 - digits.count) + digits
  }
}
