// INFORMATIONAL, NOT SCORED (../README.md, "Informational runs"). Added to the FuzzAll test target
// of the fresh18x work package (SET=fresh18x app-files-check.sh). The scored script's fuzz of
// babylonx finds only focus-lost: the app's own overlay window is made key at launch, so every
// trace fails at step 0 and no later verdict can be seen. This runs the same campaign (seed, 300
// traces, the glue's profile) with focus-lost skipped (the CLI's --skip-invariant), and explains
// the first counterexample of each invariant it finds.
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing
import babylonx_after_swift5
import babylonx_before_swift5

@MainActor func informational(_ name: String, _ d: StrategyDescriptor?) throws {
  guard let d else { return }
  var config = RunConfiguration<IOSPlatform>(strategies: [d])
  config.seed = 20_261_129
  config.tracesPerStrategy = 300
  config.maxLength = 24
  config.profile = d.defaultProfile
  config.corpusDirectory = nil
  config.writesCorpus = false
  config.invariants = InvariantSelection<Invariant>(skipped: [.focusLost])
  let run = try Campaign<IOSPlatform>(configuration: config).run()
  let findings = run.outcome.results.flatMap(\.findings)
  let verdict = findings.isEmpty ? "holds" : findings.map(\.invariant.rawValue).joined(separator: ",")
  print("INFO \(name) \(d.defaultProfile.name), focus-lost skipped: \(verdict)")
  var seen: [String] = []
  for f in findings where !seen.contains(f.invariant.rawValue) {
    seen.append(f.invariant.rawValue)
    print("EXPLAIN \(name) \(f.invariant.rawValue):\n\(f.trace.text)")
    print(IOSPlatform.explain(f.trace, strategy: d, path: name, format: .text))
    print("END EXPLAIN \(name) \(f.invariant.rawValue)")
  }
}

@Test @MainActor func info_babylonx_before() throws {
  try informational("babylonx_before", babylonx_before_swift5.descriptor)
}
@Test @MainActor func info_babylonx_after() throws {
  try informational("babylonx_after", babylonx_after_swift5.descriptor)
}
