import CoverStrategies
import Foundation
import LifecycleFuzz
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

/// "Every verdict names what it rests on" (issue 25): the open questions a finding's headline lists are exactly those
/// whose other answer changes its verdict. Flipped here through the platform's own setter (not the answers the
/// analysis replays), for every case trace of both platforms.
@Suite("depends on", .handedToSecondProcess("CoverStrategiesTests.DependsOnTests"))
struct DependsOnTests {
  /// The verdict of `trace` on `profile` (its own when `nil`).
  @MainActor func verdict<P: Platform>(_ trace: Trace<P>, _ strategy: P.Strategy, on profile: P.Profile) -> Verdict<P>?
  {
    TraceRunner<P>(strategy: strategy, profile: profile, app: trace.app(for: strategy)).run(trace.events).verdict
  }

  /// The verdict of `trace` on `profile` and who decides it (``FlagDependence/Reason``).
  @MainActor func reason<P: Platform>(_ trace: Trace<P>, _ strategy: P.Strategy, on profile: P.Profile)
    -> FlagDependence.Reason
  {
    FlagDependence.Reason(
      TraceRunner<P>(strategy: strategy, profile: profile, app: trace.app(for: strategy)).run(trace.events))
  }

  /// Checks every flag of `trace`: a listed one flipped changes the verdict or who decides it (the platform or a
  /// strategy's parameter), an unlisted one flipped changes neither; and each listed pair flipped together changes it.
  ///
  /// - Returns: how many listed and unlisted flags and listed pairs were flipped.
  @MainActor func flipEveryFlag<P: Platform>(_ trace: Trace<P>, _ strategy: P.Strategy, file: String) throws
    -> (listed: Int, unlisted: Int, pairs: Int)
  {
    let base = reason(trace, strategy, on: trace.profile)
    let dependences = FlagDependence.dependences(trace, strategy: strategy)
    var counts = (listed: 0, unlisted: 0, pairs: 0)
    for d in dependences {
      #expect(d.pairsLeft == nil, "\(file): the pair bound cut its analysis")
      guard let partner = d.partner, let a = Bool(d.value), let b = Bool(partner.value) else { continue }
      let first = try P.setting(d.name, to: !a, on: trace.profile)
      let both = try P.setting(partner.name, to: !b, on: first)
      let now = reason(trace, strategy, on: both)
      #expect(now != base, "\(file): listed \(d.text), yet both flipped give \(now.text)")
      #expect(d.alternatives == ["\(!a) and \(!b) -> \(now.text)"], "\(file)")
      counts.pairs += 1
    }
    for flag in P.flags {
      // A flag whose feature the profile's API level lacks cannot be answered there (Android's `flagLevels`): the
      // model never reads it, and the engine's own flips skip it too.
      guard let value = P.flagValue(flag.name, on: trace.profile),
        let flipped = try? P.setting(flag.name, to: !value, on: trace.profile)
      else { continue }
      let now = reason(trace, strategy, on: flipped)
      if let listed = dependences.first(where: { $0.name == flag.name && $0.partner == nil }) {
        #expect(listed.value == String(value), "\(file): \(flag.name)")
        expectEqual(listed.text, "\(flag.name)=\(value) (\(flag.evidence.summary))")
        #expect(now != base, "\(file): listed \(flag.name)=\(value), yet \(!value) gives \(now.text)")
        counts.listed += 1
      } else {
        #expect(now == base, "\(file): unlisted \(flag.name) flipped gives \(now.text)")
        counts.unlisted += 1
      }
    }
    return counts
  }

  @Test("every iOS case trace: listed flags flipped change the verdict, unlisted ones do not")
  func iOSCases() throws {
    let files = try [caseCorpus, publicReportCorpus].flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: folder).filter {
        $0.hasPrefix("C") && $0.hasSuffix(".trace")
      }.sorted().map { "\(folder)/\($0)" }
    }
    var listed = 0
    var unlisted = 0
    for file in files {
      let trace = try Corpus<IOSPlatform>.read(file)
      let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
      let n = try flipEveryFlag(trace, strategy, file: file)
      listed += n.listed
      unlisted += n.unlisted
    }
    #expect(files.count >= 40)
    #expect(listed >= 10)
    #expect(unlisted > 10 * listed)
  }

  @Test("every Android corpus trace: listed flags flipped change the verdict, unlisted ones do not")
  func androidCases() throws {
    let folder = caseCorpus + "/android"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.hasSuffix(".trace")
    }.sorted()
    var listed = 0
    for file in files {
      let trace = try Corpus<AndroidPlatform>.read("\(folder)/\(file)")
      let strategy = try #require(AndroidPlatform.builtIn.strategy(named: trace.strategy))
      listed += try flipEveryFlag(trace, strategy, file: file).listed
    }
    #expect(files.count >= 50)
    #expect(listed >= 10)
  }

  @Test("C04 on iOS 18 rests on the live card and the refused presentation, and says so in its headline")
  func c04Headline() throws {
    let trace = try Corpus<IOSPlatform>.read("\(caseCorpus)/C04-resign-presented-cover-ios18.trace")
    let strategy = try #require(StrategyCatalog.descriptor(named: trace.strategy))
    let dependences = FlagDependence.dependences(trace, strategy: strategy)
    expectEqual(
      FlagDependence.headline(dependences),
      "depends on: switcherCardIsLive=true (high confidence, 5 sources),"
        + " refusesPresentationDuringResign=true (low confidence, 1 source)")
    expectEqual(dependences.map(\.alternatives), [["false -> holds"], ["false -> holds"]])
  }

  @Test("a duration the verdict rests on is named with its value; at the bracket end it names, the verdict flips")
  func timing() throws {
    // flag-guarded-fade-cover's flag is still set while its fade-out runs: a lock that comes within it leaks.
    let strategy = try #require(StrategyCatalog.descriptor(named: "flag-guarded-fade-cover"))
    let trace = Trace<IOSPlatform>(
      strategy: strategy.name, profile: strategy.defaultProfile, expected: .broken(.snapshotLeak),
      events: [.launch, .lockDevice, .unlockDevice, .lockDevice])
    expectEqual(verdict(trace, strategy, on: trace.profile), .broken(.snapshotLeak))
    let dependences = FlagDependence.dependences(trace, strategy: strategy)
    expectEqual(FlagDependence.headline(dependences), "depends on: lockTransition 0.19 s (low confidence, 1 source)")
    expectEqual(dependences.first?.alternatives, ["0.02 s -> holds"])
    var shorter = trace.profile
    try shorter.timings.set("lockTransition", to: 0.02)
    expectEqual(verdict(trace, strategy, on: shorter), .holds)
    // The other end of its bracket, and every other duration at either end, leave it broken.
    var longer = trace.profile
    try longer.timings.set("lockTransition", to: 0.3)
    expectEqual(verdict(trace, strategy, on: longer), .broken(.snapshotLeak))
    for entry in PlatformTimings.all where entry.name != "lockTransition" {
      for seconds in [entry.bracket.lowerBound, entry.bracket.upperBound] {
        var p = trace.profile
        try p.timings.set(entry.name, to: seconds)
        #expect(verdict(trace, strategy, on: p) == .broken(.snapshotLeak), "\(entry.name)=\(seconds)")
      }
    }
  }

  @Test("an answer that leaves the invariant but takes away the platform's reason is named: by construction only")
  func byConstructionOnly() throws {
    // The system biometric prompt's dim leaves the app legible (the flag), so on API 29 (no FLAG_SECURE on the
    // prompt's window yet) a screenshot taken while a lock asked for by the prompt alone is up shows the app, for the
    // platform's reason (the display under the prompt is not
    // judged); without it, only the prompt's Back, which as=prompt takes as leaving the lock, breaks it: the same
    // invariant, decided by the parameter alone.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("depends-by-construction.trace").path
    try """
    lifecycle-fuzz trace 2
    platform: android
    strategy: android-lock[as=prompt,rearm=onPause]
    profile: phone-api29-views
    expect: lock-bypass
    launch
    screenshot
    advance(1)
    back
    advance(1)

    """.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let trace = try Corpus<AndroidPlatform>.read(path)
    let strategy = try #require(AndroidPlatform.builtIn.strategy(named: trace.strategy))
    expectEqual(reason(trace, strategy, on: trace.profile).text, "lock-bypass")
    let flipped = try AndroidPlatform.setting("biometricPromptScrimShowsApp", to: false, on: trace.profile)
    expectEqual(reason(trace, strategy, on: flipped).text, "lock-bypass by construction")
    let dependences = FlagDependence.dependences(trace, strategy: strategy)
    expectEqual(
      FlagDependence.headline(dependences),
      "depends on: biometricPromptScrimShowsApp=true (medium confidence, 3 sources)")
    expectEqual(dependences.map(\.alternatives), [["false -> lock-bypass by construction"]])
  }
}
