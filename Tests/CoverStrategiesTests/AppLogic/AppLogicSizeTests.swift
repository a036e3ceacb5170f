import AppLogic
import CoverStrategies
import Foundation
import TestExpectations
import Testing

/// A breaker's huge script (twenty-fourth session): 4,000 app calls took 105 s for `run --traces 2`, 8,000 took
/// 424 s: each trace makes its strategy afresh, and making it compared every app call and every variable a
/// condition reads with every one before it. Now a set answers, so the check is linear in the script.
@MainActor @Suite struct AppLogicSizeTests {
  /// `count` app calls, each a handler whose condition reads the variable it sets.
  static func script(calls count: Int) throws -> AppLogicScript {
    var lines = ["claims: app-switcher"]
    for i in 0..<count { lines.append("on appCall(c\(i)) if not(v\(i)): set(v\(i)); addCover(view, tag=1)") }
    return try AppLogicScript(parsing: lines.joined(separator: "\n"))
  }

  // Its cost is measured by a command, not timed here (a timed test fails on a loaded machine): docs/reliability.md,
  // twenty-fourth session (`run --traces 2` of 2,000 and 4,000 app calls: 31 s and 105 s before, 11.8 s and 25.9 s).
  @Test("a script of 4,000 app calls makes its strategy, each call answered once in file order")
  func largeScript() throws {
    let strategy = try AppLogicStrategy(script: Self.script(calls: 4000))
    expectEqual(strategy.appCalls.count, 4000)
    #expect(strategy.appCalls.first == "c0" && strategy.appCalls.last == "c3999")
    expectEqual(Set(strategy.appCalls).count, 4000)
  }
}
