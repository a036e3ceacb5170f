import AndroidStrategies
import AppLogic
import Foundation
import TestExpectations
import Testing

/// A breaker's huge script (twenty-fourth session), on Android: making the strategy compared every app call and
/// every variable a condition reads with every one before it, again for every trace; a set answers now.
@Suite struct AndroidAppLogicSizeTests {
  static func script(calls count: Int) throws -> AppLogicScript {
    var lines = ["claims: recents"]
    for i in 0..<count { lines.append("on appCall(c\(i)) if not(v\(i)): set(v\(i)); addFlags(secure)") }
    return try AppLogicScript(parsing: lines.joined(separator: "\n"))
  }

  // Its cost is measured by a command, not timed here (a timed test fails on a loaded machine): docs/reliability.md,
  // twenty-fourth session (`run --traces 2` of 2,000 and 4,000 app calls: 31 s and 105 s before, 11.8 s and 25.9 s).
  @Test("a script of 4,000 app calls makes its strategy, each call answered once in file order")
  func largeScript() throws {
    let strategy = try AndroidAppLogic(Self.script(calls: 4000))
    expectEqual(strategy.appCalls.count, 4000)
    #expect(strategy.appCalls.first == "c0" && strategy.appCalls.last == "c3999")
    expectEqual(Set(strategy.appCalls).count, 4000)
  }
}
