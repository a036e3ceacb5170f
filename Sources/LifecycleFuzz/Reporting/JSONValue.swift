import Foundation

/// A JSON value written deterministically: object keys sorted, numbers in a fixed format, two
/// spaces of indentation, `\n` line ends.
public nonisolated enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  /// Written with at most 6 decimals, trailing zeros dropped.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as text, ending without a newline.
  func text(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d):
      var s = String(format: "%.6f", d)
      while s.hasSuffix("0") { s.removeLast() }
      if s.hasSuffix(".") { s.removeLast() }
      return s == "-0" ? "0" : s
    case .string(let s): return Self.quote(s)
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.keys.sorted().map { inner + Self.quote($0) + ": " + members[$0]!.text(indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// `s` as a JSON string literal: quotes, backslashes and control characters escaped, and `<` and the characters
  /// ``Escape/isUnsafe(_:)`` names as `\u` escapes (the value is kept; no terminal shows them raw).
  package static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // `<` is escaped too, so the JSON can be pasted into an HTML script block safely.
      case "<": out += "\\u003c"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      // Escaped too (the value is kept): a bidirectional override, DEL, C1 or U+2028 would reach a terminal
      // that shows the file, and U+2028 ends a line in JavaScript before ES2019.
      case _ where Escape.isUnsafe(scalar):
        for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
