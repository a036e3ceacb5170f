import Dispatch
import Foundation

/// Wall-clock time for benchmarks only; never reaches traces, verdicts or run reports.
struct Stopwatch {
  private let start = Dispatch.DispatchTime.now().uptimeNanoseconds  // determinism-ok: benchmark timing
  /// Seconds since the stopwatch was made.
  var seconds: Double {
    Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9  // determinism-ok: benchmark timing
  }
}

/// The process's peak resident memory in KiB (VmHWM from /proc/self/status), or 0 if unknown.
func peakResidentKiB() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
  for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
  return 0
}
