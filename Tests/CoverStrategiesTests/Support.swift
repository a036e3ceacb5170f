import CoverStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import ShieldModel
import Testing

// The two paths below are found from this file's path, so this file stays at the top of the
// test target.

/// The repository's corpus folder, found from this file's path.
nonisolated let caseCorpus = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("corpus").path

/// The repository root, found from this file's path.
nonisolated let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs `events` on a fresh device with the named strategy.
func device(_ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]) throws -> Device {
  let d = Device(profile: profile, strategy: try #require(StrategyCatalog.descriptor(named: name)).make())
  for e in events { try d.apply(e) }
  return d
}

/// The outcome of `events` for the named strategy on `profile`.
func outcome(
  _ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]
) throws -> TraceOutcome<IOSPlatform> {
  TraceRunner(strategy: try #require(StrategyCatalog.descriptor(named: name)), profile: profile).run(events)
}

func verdict(
  _ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]
) throws -> Verdict<IOSPlatform>? {
  try outcome(name, profile, events).verdict
}

let swiftUI = Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .swiftUI)

/// `profile` with the keyboard's suggestion bar repeating the field's text (the unverified
/// answer under which the keyboard leaks sensitive text over a cover).
func barText(_ profile: Profile) -> Profile {
  var p = profile
  p.flags.suggestionBarShowsFieldText = true
  return p
}

/// Runs the command-line tool in process and returns its exit code, stdout and stderr.
func runInProcess(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
  var out = ""
  var err = ""
  let code = CommandLineTool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
  return (code, out, err)
}

/// The public-report suite's folder (`corpus/public-reports`): cases C25 onward and their controls.
nonisolated let publicReportCorpus = caseCorpus + "/public-reports"
