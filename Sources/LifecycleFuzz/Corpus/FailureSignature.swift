/// What makes two failures the same bug, on every platform: the invariant, the strategy, the
/// profile, the canonical minimal trace and the app under test. A run reports each signature once, as new or
/// known, and the corpus never saves one twice.
public nonisolated struct FailureSignature: Hashable, Sendable, CustomStringConvertible {
  /// `invariant | strategy | profile | events joined by ' · '`, then ` | app <16 hex digits>`
  /// (FNV-1a of the app's ``Platform/signatureText(of:)``) unless the app is the sample app,
  /// then ` | unshrunk` for a trace whose shrink was cut short. A platform named in files
  /// starts with `<platform> | `.
  public let text: String

  /// The signature of a minimized counterexample run on its trace's app (``Trace/app``). An
  /// unshrunk trace (``Trace/isUnshrunk``) has its own, so a corpus that holds only an unshrunk
  /// file still takes the minimal trace as new.
  public init<Host: Platform>(trace: Trace<Host>) {
    var text = "\(trace.expected) | \(trace.strategy) | \(Host.name(of: trace.profile)) | \(trace.eventSummary)"
    if !Host.isUnnamedInFiles { text = "\(Host.name) | " + text }
    if let app = Host.signatureText(of: trace.app) { text += " | app " + hex16(fnv1a(app)) }
    if trace.isUnshrunk { text += " | unshrunk" }
    self.text = text
  }

  /// The text.
  public var description: String { text }
}

/// `value` in hexadecimal, 16 digits with leading zeros.
package nonisolated func hex16(_ value: UInt64) -> String {
  let hex = String(value, radix: 16)
  return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
}
