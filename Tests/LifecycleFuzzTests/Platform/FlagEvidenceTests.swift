import AndroidModel
import ShieldModel
import Testing

@testable import LifecycleFuzz

/// Issue 25's "verdicts say what they rest on": every flag of both platforms declares the evidence under its default
/// (``FlagEvidence``), which reports print beside it. An Android flag's row does not compile without it
/// (``AndroidPlatform/FlagRow``); an iOS flag without its entry in ``IOSPlatform/flagEvidence`` fails here.
@Suite("flag evidence")
struct FlagEvidenceTests {
  @Test("every iOS flag and duration has its evidence, in their own order")
  func everyIOSFlag() {
    #expect(IOSPlatform.flagEvidence.map(\.name) == PlatformFlags.names)
    #expect(IOSPlatform.timingEvidence.map(\.name) == PlatformTimings.all.map(\.name))
  }

  @Test("every flag of both platforms: unverified exactly when no source, and a short reason")
  func consistentEvidence() {
    let flags =
      IOSPlatform.flags.map { ("ios", $0.name, $0.evidence) }
      + IOSPlatform.timingEvidence.map { ("ios", $0.name, $0.evidence) }
      + AndroidPlatform.flags.map { ("android", $0.name, $0.evidence) }
    #expect(flags.count == PlatformFlags.names.count + PlatformTimings.all.count + AndroidPlatform.flagRows.count)
    for (platform, name, e) in flags {
      #expect((e.level == .unverified) == (e.sources == 0), "\(platform) \(name): \(e.level) with \(e.sources)")
      #expect(!e.why.isEmpty && e.why.count <= 70, "\(platform) \(name): '\(e.why)'")
      #expect(e.why != "no evidence recorded", "\(platform) \(name)")
    }
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
    #expect(
      FlagDependence.headline([live, lock, bar])
        == "depends on: switcherCardIsLive=true (high confidence, 5 sources),"
        + " lockTransition 0.05 s (low confidence, 1 source),"
        + " suggestionBarShowsFieldText=false (unverified, no source)")
    #expect(
      FlagDependence.explained([live], profileName: "iphone-ios17-scenes")
        == "depends on: switcherCardIsLive=true (high confidence, 5 sources; used: the model's default;"
        + " false -> holds)")
  }
}
