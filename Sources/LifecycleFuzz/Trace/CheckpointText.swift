/// The pieces of a checkpoint's text (``PlatformSession/checkpoint``) that each platform's
/// ``Platform/checkpointProblem(_:)`` checks: `key=value` fields separated by one space.
nonisolated enum CheckpointText {
  /// Why `field` is not `key=` followed by a value `isValid` accepts, or `nil`.
  static func problem(_ field: Substring?, key: String, expecting what: String, _ isValid: (Substring) -> Bool)
    -> String?
  {
    guard let field else { return "'\(key)=' is missing (the line is cut short)" }
    guard field.hasPrefix(key + "=") else { return "'\(field)' where '\(key)=' belongs" }
    let value = field.dropFirst(key.count + 1)
    guard !value.isEmpty else { return "'\(key)=' has no value (the line is cut short)" }
    guard isValid(value) else { return "'\(field)': '\(key)=' takes \(what)" }
    return nil
  }

  /// Whether `text` is a time as a checkpoint writes it (a `Double`'s description: `0.3`, `12.0`, `1e-05`).
  static func isTime(_ text: Substring) -> Bool {
    guard let first = text.first, let last = text.last, first.isASCII, first.isNumber, last.isASCII, last.isNumber
    else { return false }
    return Double(text) != nil
  }

  /// Whether `text` is a whole number of digits.
  static func isCount(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
}
