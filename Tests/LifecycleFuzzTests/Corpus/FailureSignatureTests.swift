import LifecycleFuzz
import SampleApp
import ShieldModel
import TestExpectations
import Testing

@Suite("Failure signatures and corpus names include the app under test")
struct FailureSignatureTests {
  /// A corpus trace of the sample app, with the name the corpus gave it before apps were described.
  nonisolated static let knownFile = "secure-layer--touch-blocked--iphone-ios17-flutter3.29--47284c9d4b.trace"

  @Test("The sample app adds nothing: today's corpus name and signature are unchanged")
  func sampleAppUnchanged() throws {
    let trace = try Corpus<IOSPlatform>.read(corpusDirectory + "/" + Self.knownFile)
    expectEqual(trace.app, .sample)
    #expect(Corpus<IOSPlatform>.fileName(for: trace) == Self.knownFile)
    expectEqual(
      FailureSignature(trace: trace).text,
      "touch-blocked | secure-layer | iphone-ios17-flutter3.29 | launch · touch(0.5, 0.5)")
  }

  @Test("Two apps that differ only in which scene is sensitive get different signatures and names")
  func sceneSensitivityCounts() throws {
    let profile = try Profile(named: "ipad-split-ios18-scenes")
    let events: [SystemEvent] = [.launch, .connectScene("B"), .goHome]
    func trace(_ nonSensitive: [String]) -> Trace<IOSPlatform> {
      Trace(
        strategy: "subview-tag", profile: profile, expected: .broken(.snapshotLeak), events: events,
        nonSensitiveScenes: nonSensitive)
    }
    let (all, bOnly, aOnly) = (trace([]), trace(["A"]), trace(["B"]))
    let base = "snapshot-leak | subview-tag | ipad-split-ios18-scenes | launch · connectScene(B) · goHome"
    expectEqual(FailureSignature(trace: all).text, base)
    #expect(FailureSignature(trace: bOnly).text.hasPrefix(base + " | app "))
    #expect(FailureSignature(trace: bOnly) != FailureSignature(trace: aOnly))
    expectEqual(FailureSignature(trace: bOnly).text.count, base.count + " | app ".count + 16)
    let names = [all, bOnly, aOnly].map(Corpus<IOSPlatform>.fileName(for:))
    #expect(names.allSatisfy { $0.hasPrefix("subview-tag--snapshot-leak--ipad-split-ios18-scenes--") })
    expectEqual(Set(names).count, 3)
  }
  @Test("A profile with many answers still gives a name the file system takes, distinct per profile")
  func longProfileNamesFit() throws {
    let base = "iphone-ios17-scenes+homeGesture=0.6+switcherZoom=0.7+returnZoom=0.5+panelPull=0.4"
    let flags =
      "+faceIDDismissal=2.5+suggestionBarShowsFieldText=true+doubleResign=true+inAppAlertsResign=true"
      + "+callBannerResigns=true+perSceneAppNotifications=true+queuedBlocksRunBeforeSnapshot=true"
    let profiles = try ["+lockTransition=0.2", "+lockTransition=0.3"].map { try Profile(named: base + flags + $0) }
    let names = profiles.map {
      Corpus<IOSPlatform>.fileName(
        for: Trace(strategy: "subview-tag", profile: $0, expected: .broken(.snapshotLeak), events: [.launch, .goHome]))
    }
    // The name in full would pass the file system's 255 bytes.
    let full = "subview-tag--snapshot-leak--" + profiles[0].name + "--0123456789.trace"
    #expect(full.utf8.count > 255)
    #expect(names.allSatisfy { $0.utf8.count <= 255 && $0.hasSuffix(".trace") })
    #expect(
      names.allSatisfy { $0.hasPrefix("subview-tag--snapshot-leak--" + String(profiles[0].name.prefix(80)) + "~") })
    #expect(names[0] != names[1])
  }
}
