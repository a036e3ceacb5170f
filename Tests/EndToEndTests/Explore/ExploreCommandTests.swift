import Foundation
import TestExpectations
import Testing

@Suite("explore", .serialized)
struct ExploreCommandTests {
  @Test("explore prints the minimal touch counterexample and the states explored")
  func explore() throws {
    let r = try runTool(["explore", "--depth", "2", "--strategy", "secure-layer"])
    expectEqual(r.status, 0)  // its touch-blocked fault, as the catalog expects it
    // 86 with the app's own pushScreen(settings) after launch; 85 since the user's presentSheet is hit-tested (its
    // field, which takes touches, takes the tap on the app's control after launch); 84 since keyboardShow is refused
    // where no tap reaches the app's field (session 39: the full-window secure field takes it).
    #expect(r.out.contains("secure-layer on iphone-ios17-flutter3.29: 84 states explored"))
    #expect(r.out.contains("  touch-blocked   expected at depth 2: launch · touch(0.5, 0.5)\n"))
  }
}
