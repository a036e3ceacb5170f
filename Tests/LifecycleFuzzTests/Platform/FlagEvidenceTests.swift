import AndroidModel
import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Issue 25's "verdicts say what they rest on": every flag of both platforms declares the evidence under its default
/// (``FlagEvidence``), which reports print beside it. An Android flag's row does not compile without it
/// (``AndroidPlatform/FlagRow``); an iOS flag without its entry in ``IOSPlatform/flagEvidence`` fails here.
@Suite("flag evidence")
struct FlagEvidenceTests {
  @Test("every iOS flag and duration has its evidence, in their own order")
  func everyIOSFlag() {
    expectEqual(IOSPlatform.flagEvidence.map(\.name), PlatformFlags.names)
    expectEqual(IOSPlatform.timingEvidence.map(\.name), PlatformTimings.all.map(\.name))
  }

  @Test("every flag of both platforms: unverified exactly when no source, and a short reason")
  func consistentEvidence() {
    let flags =
      IOSPlatform.flags.map { ("ios", $0.name, $0.evidence) }
      + IOSPlatform.timingEvidence.map { ("ios", $0.name, $0.evidence) }
      + AndroidPlatform.flags.map { ("android", $0.name, $0.evidence) }
    expectEqual(flags.count, PlatformFlags.names.count + PlatformTimings.all.count + AndroidPlatform.flagRows.count)
    for (platform, name, e) in flags {
      #expect((e.level == .unverified) == (e.sources == 0), "\(platform) \(name): \(e.level) with \(e.sources)")
      #expect(!e.why.isEmpty && e.why.count <= 70, "\(platform) \(name): '\(e.why)'")
      #expect(e.why != "no evidence recorded", "\(platform) \(name)")
    }
  }

  @Test("the addresses explain lists under a flag are those its doc comment cites, on both platforms")
  func citedAddressesAreTheDocComments() throws {
    let tables = [
      ("Sources/ShieldModel/Profile/PlatformFlags.swift", IOSPlatform.flagSources),
      ("Sources/AndroidModel/Profile/AndroidPlatformFlags.swift", AndroidPlatform.flagSources),
    ]
    for (file, table) in tables {
      let cited = try Self.citedAddresses(inSource: file)
      #expect(cited.map(\.name) == table.map(\.name), "\(file)")
      for (comment, entry) in zip(cited, table) {
        #expect(comment.addresses == entry.addresses, "\(entry.name): its doc comment cites \(comment.addresses)")
      }
    }
    expectEqual(IOSPlatform.flagSources.count, PlatformFlags.names.count)
    expectEqual(AndroidPlatform.flagSources.count, AndroidPlatform.flagRows.count)
    expectEqual(
      IOSPlatform.citedAddresses(ofFlag: "switcherCardIsLive").first,
      "https://developer.apple.com/documentation/swiftui/scenephase/inactive")
  }

  /// Per `public var NAME: Bool` of `file` (repository-relative), in order, the addresses of the `///` lines right
  /// above it: each white-space-separated word from its `http://` or `https://` on, without a trailing `.`, `,`, `;`,
  /// `:` or unmatched `)`, once each.
  static func citedAddresses(inSource file: String) throws -> [(name: String, addresses: [String])] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var doc: [String] = []
    var out: [(name: String, addresses: [String])] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        doc.append(String(trimmed.dropFirst(3)))
        continue
      }
      defer { doc = [] }
      var declaration = Substring(trimmed)
      if declaration.hasPrefix("@inlinable ") { declaration = declaration.dropFirst("@inlinable ".count) }
      guard declaration.hasPrefix("public var ") else { continue }
      let rest = declaration.dropFirst("public var ".count)
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard rest.dropFirst(name.count).hasPrefix(": Bool") else { continue }
      var addresses: [String] = []
      for word in doc.joined(separator: " ").split(whereSeparator: \.isWhitespace) {
        guard let start = (word.range(of: "http://") ?? word.range(of: "https://"))?.lowerBound else { continue }
        var address = word[start...]
        while let last = address.last {
          let unmatched = last == ")" && address.filter { $0 == ")" }.count > address.filter { $0 == "(" }.count
          guard ".,;:".contains(last) || unmatched else { break }
          address = address.dropLast()
        }
        if !addresses.contains(String(address)) { addresses.append(String(address)) }
      }
      out.append((String(name), addresses))
    }
    return out
  }

  @Test("a depends-on line carries each flag's and duration's level and sources")
  func headlineCarriesTheLevel() {
    let live = FlagDependence.Dependence(
      name: "switcherCardIsLive", value: "true", isTiming: false, alternatives: ["false -> holds"],
      evidence: IOSPlatform.evidence(ofFlag: "switcherCardIsLive"))
    let lock = FlagDependence.Dependence(
      name: "lockTransition", value: "0.05 s", isTiming: true, alternatives: ["0.3 s -> holds"],
      evidence: IOSPlatform.evidence(ofTiming: "lockTransition"))
    let bar = FlagDependence.Dependence(
      name: "suggestionBarShowsFieldText", value: "false", isTiming: false, alternatives: [],
      evidence: IOSPlatform.evidence(ofFlag: "suggestionBarShowsFieldText"))
    expectEqual(
      FlagDependence.headline([live, lock, bar]),
      "depends on: switcherCardIsLive=true (high confidence, 5 sources),"
        + " lockTransition 0.05 s (low confidence, 1 source),"
        + " suggestionBarShowsFieldText=false (unverified, no confirming source)")
    expectEqual(
      FlagDependence.explained([live], profileName: "iphone-ios17-scenes"),
      "depends on: switcherCardIsLive=true (high confidence, 5 sources; used: the model's default;"
        + " false -> holds)")
  }
}
