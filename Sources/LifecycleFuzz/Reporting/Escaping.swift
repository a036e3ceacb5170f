import Foundation

/// Escaping for text that may come from untrusted corpus files (CI artifacts): trace comments,
/// strategy names, details. Everything shown in HTML or Markdown goes through these.
package nonisolated enum Escape {
  /// Text safe inside HTML/XHTML element content and double-quoted attribute values.
  static func html(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      // Control characters other than tab and newline are not allowed in XML.
      case _ where scalar.value < 0x20 && scalar != "\t" && scalar != "\n": out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text shown literally in a Markdown table cell or paragraph (GitHub Flavored Markdown):
  /// HTML is neutralized, emphasis, code, link, table and strike characters are
  /// backslash-escaped, and line breaks become spaces.
  static func markdown(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!", "{", "}": out += "\\\(ch)"
      case "\n", "\r", "\r\n": out += " "
      default: out.append(ch)
      }
    }
    return out
  }

  /// Text for one terminal line: control characters (C0, DEL, C1: escape sequences) and
  /// bidirectional overrides (which can make a line read differently from its bytes) become `?`.
  package static func terminal(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { s in
          let v = s.value
          let unsafe =
            v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
          return unsafe ? "?" : s
        }))
  }
}
