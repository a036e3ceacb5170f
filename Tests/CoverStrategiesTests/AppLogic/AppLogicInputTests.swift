import AppLogic
import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A new user's and a breaker's inputs to the app-logic reader: names outside ASCII and a byte-order mark.
@Suite struct AppLogicNameRuleTests {
  @Test(
    "a name outside ASCII is refused at its line with the reader's rule",
    arguments: [
      ("claims: app-switcher\non appCall(ключ): set(v)", 2, "'ключ' is not a name"),
      ("on sceneWillResignActive: addCover(view, tag=1)\non ключ: set(v)", 2, "'ключ' is not a name"),
      ("on appCall(café): set(v)", 1, "'café' is not a name"),
      ("ключ: v\non x: y", 1, "'ключ' is not a setting's name"),
    ])
  func nonASCIINames(text: String, line: Int, start: String) {
    #expect(throws: AppLogicError.self) { try AppLogicScript(parsing: text) }
    do {
      _ = try AppLogicScript(parsing: text)
    } catch {
      expectEqual(error.line, line)
      #expect(error.message.hasPrefix(start), "\(error.message)")
      #expect(error.message.contains("names are ASCII letters, digits and '_', starting with a letter or '_'"))
    }
  }

  @Test(
    "a contradictory or damaged setting and an extra word are refused at their line, naming what is wrong",
    arguments: [
      (
        "claims: all, nothing\non sceneWillResignActive: addCover(view, tag=1)",
        "line 1: claims: 'nothing' stands alone (it contradicts 'all'; expected one of them)"
      ),
      (
        "claims: app-switcher,,screenshots\non sceneWillResignActive: addCover(view, tag=1)",
        "line 1: claims: has an empty item (two commas, or one at an end; expected a word between commas)"
      ),
      (
        "claims: nothing\nrelease: field\non sceneWillResignActive: addCover(view, tag=1)",
        "line 2: release: needs lock: (the lock screen it describes is the lock's)"
      ),
      (
        "on sceneWillResignActive: addCover(view, blur, tag=999)",
        "line 1: addCover takes one of view, blur, snapshot, not a second 'blur'"
      ),
      // A breaker's 5,000-character name was quoted whole: a name is cut as the reader's excerpts are.
      (
        "lock: " + String(repeating: "b", count: 300) + "\non sceneWillResignActive: set(x)",
        "line 1: lock: '" + String(repeating: "b", count: 60) + "…' is a variable no handler sets"
      ),
    ])
  @MainActor func refusedSettings(text: String, message: String) {
    #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: AppLogicScript(parsing: text)) }
    do {
      _ = try AppLogicStrategy(script: AppLogicScript(parsing: text))
    } catch {
      expectEqual("\(error)", message)
    }
  }

  @Test("a UTF-8 byte-order mark before the first line is no part of it")
  func byteOrderMark() throws {
    let script = try AppLogicScript(parsing: "\u{FEFF}claims: app-switcher\non x: y\n")
    expectEqual(script.canonicalLines, ["claims: app-switcher", "on x: y"])
  }

  @Test("a trace's bad app-logic: line is the error's line; a wrong fingerprint is the strategy's line")
  func headerProblemNamesItsLine() {
    let registry = AppLogicRegistry(eventNames: ["x"]) { script throws(AppLogicError) in
      if let bad = script.handlers.first(where: { $0.actions[0].name != "y" }) {
        throw AppLogicError(line: bad.line, message: "unknown action '\(bad.actions[0].name)'")
      }
    }
    let good = ["claims: app-switcher", "on x: y"]
    let name = try? AppLogicScript(parsing: good.joined(separator: "\n")).fingerprint
    expectEqual(registry.registerHeader(["claims: a", "on x: y(", "on x: y"], strategy: "app-logic#0")?.line, 2)
    let bad = ["claims: app-switcher", "on x: y", "on x: z"]
    let badName = "app-logic#" + ((try? AppLogicScript(parsing: bad.joined(separator: "\n")).fingerprint) ?? "")
    expectEqual(
      registry.registerHeader(bad, strategy: badName),
      AppLogicHeaderProblem(line: 3, message: "app-logic: unknown action 'z'"))
    #expect(registry.registerHeader(good, strategy: "app-logic#00000000")?.line == nil)
    #expect(registry.registerHeader(good, strategy: "app-logic#" + (name ?? "")) == nil)
    expectEqual(registry.registerHeader(good, strategy: "subview-tag")?.line, 1)
  }

  @Test("a disable: one typo from an answered app call is refused at its line; one far from every call is allowed")
  @MainActor func misspeltDisable() throws {
    let answered = "\non appCall(allowCapture): removeCover(tag=7)\non sceneWillResignActive: addCover(view, tag=7)"
    do {
      _ = try AppLogicStrategy(script: AppLogicScript(parsing: "disable: allowCaptur" + answered))
      Issue.record("a misspelt disable: was accepted")
    } catch {
      expectEqual(error.line, 1)
      expectEqual(
        error.message, "'disable: allowCaptur' names an app call no handler answers (did you mean 'allowCapture'?)")
    }
    try expectEqual(
      AppLogicStrategy(script: AppLogicScript(parsing: "disable: allowCapture" + answered)).disableCall,
      "allowCapture")
    try expectEqual(
      AppLogicStrategy(script: AppLogicScript(parsing: "disable: turnOff" + answered)).disableCall, "turnOff")
  }
}
