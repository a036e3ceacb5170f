import AppLogic
import CoverStrategies
import Foundation
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

  @Test("making a script's strategy takes time linear in its app calls: eight times the calls, not 64 times the time")
  func linearCheck() throws {
    let small = try Self.script(calls: 500)
    let large = try Self.script(calls: 4000)
    let clock = ContinuousClock()
    var strategy: AppLogicStrategy?
    // The shorter of two: a pause of the loaded machine during one would read as a quadratic cost.
    let largeTime = try min(
      clock.measure { strategy = try AppLogicStrategy(script: large) },
      clock.measure { strategy = try AppLogicStrategy(script: large) })
    let smallTime = try clock.measure { _ = try AppLogicStrategy(script: small) }
    // The answered calls, in file order, each once: what the generator draws.
    #expect(strategy?.appCalls.count == 4000 && strategy?.appCalls.first == "c0" && strategy?.appCalls.last == "c3999")
    let ratio = largeTime / smallTime
    // Quadratic, the ratio was 40 (iOS) and 37 (Android) in a debug build; linear, about 8.
    #expect(ratio < 14, "\(ratio)")
  }
}
