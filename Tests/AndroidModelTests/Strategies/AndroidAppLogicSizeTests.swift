import AndroidStrategies
import AppLogic
import Foundation
import Testing

/// A breaker's huge script (twenty-fourth session), on Android: making the strategy compared every app call and
/// every variable a condition reads with every one before it, again for every trace; a set answers now.
@Suite struct AndroidAppLogicSizeTests {
  static func script(calls count: Int) throws -> AppLogicScript {
    var lines = ["claims: recents"]
    for i in 0..<count { lines.append("on appCall(c\(i)) if not(v\(i)): set(v\(i)); addFlags(secure)") }
    return try AppLogicScript(parsing: lines.joined(separator: "\n"))
  }

  @Test("making a script's strategy takes time linear in its app calls: eight times the calls, not 64 times the time")
  func linearCheck() throws {
    let small = try Self.script(calls: 500)
    let large = try Self.script(calls: 4000)
    let clock = ContinuousClock()
    var strategy: AndroidAppLogic?
    // The shorter of two: a pause of the loaded machine during one would read as a quadratic cost.
    let largeTime = try min(
      clock.measure { strategy = try AndroidAppLogic(large) }, clock.measure { strategy = try AndroidAppLogic(large) })
    let smallTime = try clock.measure { _ = try AndroidAppLogic(small) }
    #expect(strategy?.appCalls.count == 4000 && strategy?.appCalls.first == "c0" && strategy?.appCalls.last == "c3999")
    let ratio = largeTime / smallTime
    // Quadratic, the ratio was 40 (iOS) and 37 (Android) in a debug build; linear, about 8.
    #expect(ratio < 14, "\(ratio)")
  }
}
