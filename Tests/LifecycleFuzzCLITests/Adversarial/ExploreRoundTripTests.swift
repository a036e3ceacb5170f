import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// Every sequence `explore` prints replays as it prints it (`replay --events`), with the verdict it printed: the
/// explorer's app calls are ones the strategy answers (its fixed `[enable, disable]` menu printed calls the trace
/// reader refuses, and never tried a strategy's own, such as a lock's `readSecret`).
@Suite("explore's sequences replay")
struct ExploreRoundTripTests {
  @Test("a lock reading a secret: each printed counterexample replays with its invariant, one of them its own call")
  func lockWithSecret() throws {
    let lock =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
      + "secret=userPresence]"
    let explore = run(["explore", "--depth", "3", "--strategy", lock])
    expectEqual(explore.err, "")
    // `  INVARIANT  BROKEN at depth N: a · b · c`
    let found = explore.out.split(separator: "\n").compactMap { line -> (String, String)? in
      guard let at = line.range(of: " at depth "), let colon = line[at.upperBound...].range(of: ": ") else {
        return nil
      }
      return (String(line.split(separator: " ")[0]), String(line[colon.upperBound...]))
    }
    #expect(found.contains { $0.1 == "launch · faceIDMatch · appCall(readSecret)" }, "\(explore.out)")
    for (invariant, events) in found {
      let r = run([
        "replay", "--strategy", lock, "--profile", "iphone-ios17-scenes", "--expect", invariant, "--events", events,
      ])
      #expect(r.err == "", "\(events)")
      // A family member's break is none of the catalog's expected faults: the line says so, not "expected X, got X".
      #expect(
        r.out.hasPrefix("BROKEN \(events): \(invariant), as --expect says; neither accepted nor expected ("),
        "\(r.out)")
    }
  }
}
