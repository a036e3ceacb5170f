import Foundation
import LifecycleFuzz

extension MinimizeCommand {
  /// Shrinks each failing Android trace again, keeping its failure signature, and rewrites it with checkpoints
  /// under its canonical name; a file whose signature an earlier one in its folder holds is removed.
  /// - Throws: ``TraceFileError`` or ``CorpusWriteError`` when a file cannot be written or removed.
  static func minimizeAndroid(_ traces: [(path: String, trace: PlatformTrace<AndroidPlatform>)], _ console: Console)
    throws
  {
    var kept: [String: String] = [:]
    var changed = 0
    var removed = 0
    for (path, trace) in traces where trace.expected != "holds" {
      let runner = PlatformRunner<AndroidPlatform>(strategy: trace.strategy, profile: trace.profile)
      let profile = AndroidPlatform.name(of: trace.profile)
      guard case .violated(_, let v) = runner.run(trace.events), v.invariant == trace.expected else {
        console.out("skip  \(path): no longer breaks \(trace.expected) (see 'replay')\n")
        continue
      }
      let signature = PlatformCampaign<AndroidPlatform>.signature(
        strategy: trace.strategy, violation: v, profile: profile)
      let folder = (path as NSString).deletingLastPathComponent
      if let other = kept[folder + "\t" + signature] {
        if other != path {
          try FileManager.default.removeItem(atPath: path)
          console.out("drop  \(path): same signature as \(other)\n")
          removed += 1
        }
        continue
      }
      var shrinker = PlatformShrinker(runner: runner)
      var small = trace
      small.events = shrinker.shrink(trace.events) {
        PlatformCampaign<AndroidPlatform>.signature(strategy: trace.strategy, violation: $0, profile: profile)
          == signature
      }
      small.checkpoints = runner.checkpoints(small.events)
      // The corpus folder is the trace's own folder, whose parent PlatformCorpus names by platform.
      let target = (folder as NSString).appendingPathComponent(PlatformCorpus<AndroidPlatform>.fileName(for: small))
      kept[folder + "\t" + signature] = target
      let old = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      if old == small.text && target == path { continue }
      try Data(small.text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
      if target != path { try FileManager.default.removeItem(atPath: path) }
      console.out("write \(target): \(small.events.map { AndroidPlatform.text(of: $0) }.joined(separator: " · "))\n")
      changed += 1
    }
    console.out("\(traces.count) Android trace(s): \(changed) rewritten, \(removed) duplicate(s) removed\n")
  }
}
