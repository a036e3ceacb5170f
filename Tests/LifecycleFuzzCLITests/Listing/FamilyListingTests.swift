import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A new user's obstacle (twentieth session): the lock family's grammar was complete only in docs/strategies.md,
/// and the tool's own listing of it was the end of a 280-line `list strategies`. `list families` shows the families'
/// grammars alone, and the lock family's names every part its parser takes.
@Suite("list families: every family's grammar, every lock part")
struct FamilyListingTests {
  @Test("the grammars alone, in the families' shape; --platform ios leaves Android's out")
  func familiesAlone() {
    let all = run(["list", "families"])
    expectEqual(all.code, .success)
    #expect(all.out.hasPrefix("FAMILY  the field's variants, one parametric strategy ("))
    #expect(!all.out.contains("STRATEGIES"))
    #expect(!all.out.contains("subview-tag "))
    #expect(all.out.contains("\nLOCK FAMILY  app locks built from UIKit calls ("))
    #expect(all.out.contains("\nANDROID LOCK FAMILY  android-lock[as=S,rearm=R,...] (named only)\n"))
    let ios = run(["list", "families", "--platform", "ios"])
    #expect(ios.out.contains("\nLOCK FAMILY  "))
    #expect(!ios.out.contains("ANDROID"))
    // The same text `list strategies` ends with.
    #expect(run(["list", "strategies", "--platform", "ios"]).out.hasSuffix(ios.out))
  }

  /// The parts a family's parser names in its unknown-part message for `name` (the whole message: the command line
  /// cuts an error line at 400 characters), each without its `=`.
  static func parts(named name: String) throws -> [String] {
    let message = try #require(StrategyCatalog.familyNameError(name))
    let expected = try #require(message.range(of: "unknown part (expected "))
    return message[expected.upperBound...].prefix { $0 != ")" }.components(separatedBy: ", ")
      .map { $0.hasSuffix("=") ? String($0.dropLast()) : $0 }
  }

  @Test("every part the lock's parser names in its unknown-part message is in the lock family's listing")
  func everyLockPart() throws {
    let parts = try Self.parts(named: "lock[shake]")
    #expect(parts.count > 50)
    let listing = run(["list", "families", "--platform", "ios"]).out
    let lock = try #require(listing.range(of: "LOCK FAMILY  "))
    let section = String(listing[lock.lowerBound...])
    let words = Set(section.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    let missing = parts.filter { !words.contains($0) }
    #expect(missing.isEmpty, "parts the listing does not name: \(missing)")
    // With its values, in the other parts' shape.
    #expect(section.contains("\n  settings live | launch ("))
    #expect(section.contains("\n  ext      none | own | shared ("))
    #expect(section.contains("\n  widget   sensitive | redacted | placeholder ("))
  }

  /// The fortieth fresh set's reconciling reader took the cover family's listing at its word: `noNeedlessCover`
  /// was missing from it (the parser took it), so a report was marked not expressible.
  @Test("every part the cover's parser names in its unknown-part message is in the cover family's listing")
  func everyCoverPart() throws {
    let parts = try Self.parts(named: "cover[shake]")
    expectEqual(parts.count, 19)
    let listing = run(["list", "families", "--platform", "ios"]).out
    let end = try #require(listing.range(of: "\nDETECT  "))
    let section = String(listing[..<end.lowerBound])
    let words = Set(section.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    let missing = parts.filter { !words.contains($0) }
    #expect(missing.isEmpty, "parts the listing does not name: \(missing)")
  }

  @Test("a tool without families says so in one line")
  func noFamilies() {
    let tool = CommandLineTool(strategies: StrategyProvider(strategies: [UserStrategyToolTests.mine]))
    var out = ""
    let code = tool.main(arguments: ["list", "families"], console: Console(out: { out += $0 }, err: { _ in }))
    expectEqual(code, .success)
    expectEqual(out, "no strategy families: every strategy is listed by name (list strategies)\n")
  }
}
