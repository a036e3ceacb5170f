import Foundation

// The one place numbers become text in reports and tools: the same text on every platform.

/// Seconds of virtual time with up to three decimals, trailing zeros trimmed: `0.35`, `2`.
package nonisolated func formatTime(_ t: Double) -> String {
  let ms = (t * 1000).rounded()
  if ms.truncatingRemainder(dividingBy: 1000) == 0 { return String(Int(ms / 1000)) }
  // Trailing zeros trimmed by hand: a regular expression here cost more than the whole step.
  var text = String(format: "%.3f", ms / 1000)
  while text.last == "0" { text.removeLast() }
  return text
}

/// Fixed-point seconds, `%.2f`: `1.50`.
package nonisolated func formatSeconds(_ s: Double) -> String { String(format: "%.2f", s) }

/// A percentage (0 to 100, not a rate) with one decimal: `12.5%`.
package nonisolated func formatPercent(_ percent: Double) -> String { String(format: "%.1f%%", percent) }

/// `v` rounded half away from zero to `digits` decimals (0 to 3), zeros kept: `2.50`.
package nonisolated func formatFixed(_ v: Double, digits: Int = 1) -> String {
  let p = Double([1, 10, 100, 1000][digits])
  let r = (v * p).rounded() / p
  var s = String(r)
  if let dot = s.firstIndex(of: ".") {
    let decimals = s.distance(from: dot, to: s.endIndex) - 1
    if decimals < digits { s += String(repeating: "0", count: digits - decimals) }
  } else if digits > 0 {
    s += "." + String(repeating: "0", count: digits)
  }
  return s
}

/// `checkpoint` (a session's state line, `t=0.39999999999999997 fg ...`) with each `t=SECONDS` word's seconds as
/// ``formatTime(_:)`` prints them (`t=0.4 fg ...`): the state as printed for reading. Trace files keep the
/// writer's digits (the checkpoints `replay` compares byte for byte).
package nonisolated func readableCheckpoint(_ checkpoint: String) -> String {
  var words = checkpoint.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  for i in words.indices where words[i].hasPrefix("t=") {
    if let seconds = Double(words[i].dropFirst(2)), seconds.isFinite { words[i] = "t=" + formatTime(seconds) }
  }
  return words.joined(separator: " ")
}
