import Foundation

/// Escaping for text that may come from untrusted corpus files, results files, file names or
/// arguments (CI artifacts): trace comments, strategy names, details, paths. Every string shown
/// on a terminal goes through ``terminal(_:)`` (or ``terminalLines(_:)``), in XML, XHTML or SVG
/// through ``xml(_:)`` (``html(_:)`` also escapes the apostrophe), and in Markdown through ``markdown(_:)``.
package nonisolated enum Escape {
  /// Text safe inside XML 1.0 (and so XHTML, SVG, JUnit) element content and double-quoted
  /// attribute values: markup characters become entities, and characters XML 1.0 cannot carry
  /// even as references (C0 controls other than tab and newline; U+FFFE and U+FFFF), plus a
  /// carriage return (a parser would fold it), DEL, C1 and bidirectional overrides, are written
  /// visibly as `U+001B`.
  /// An apostrophe is left as it is (attributes are double-quoted).
  package static func xml(_ text: String) -> String { markup(text, apostrophe: "'") }

  /// Text safe inside HTML/XHTML element content and double-quoted attribute values: ``xml(_:)``
  /// with the apostrophe as `&#39;` too (the pages are XHTML, and parse as XML).
  package static func html(_ text: String) -> String { markup(text, apostrophe: "&#39;") }

  /// ``xml(_:)`` with `apostrophe` for `'`.
  private static func markup(_ text: String, apostrophe: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += apostrophe
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += visible(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Text shown literally in a Markdown table cell or paragraph (GitHub Flavored Markdown):
  /// HTML is neutralized, emphasis, code, link, table and strike characters are
  /// backslash-escaped, line breaks become spaces, and other control characters and
  /// bidirectional overrides are written visibly as `U+001B` (Markdown is printed to terminals).
  package static func markdown(_ text: String) -> String {
    var out = ""
    for ch in text {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!", "{", "}": out += "\\\(ch)"
      case "\n", "\r", "\r\n": out += " "
      default:
        // A Character can hold a control scalar after a combining mark: check each scalar.
        for s in ch.unicodeScalars { if isUnsafe(s) { out += visible(s) } else { out.unicodeScalars.append(s) } }
      }
    }
    return out
  }

  /// `path` as a Markdown link destination, percent-encoded as a URL path (Foundation's `urlPathAllowed`): a
  /// script's corpus folder is named `app-logic#FINGERPRINT`, and an unescaped `#` starts a fragment (the link opened
  /// the folder, not the picture); a space would end the destination.
  package static func markdownLinkDestination(_ path: String) -> String {
    path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
  }

  /// Text for one terminal line: every ``isUnsafe(_:)`` character (control characters, escape
  /// sequences, bidirectional marks, overrides and isolates, which can make a line read differently
  /// from its bytes, and line and paragraph separators) and tab become `?`.
  package static func terminal(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { isUnsafe($0) || $0 == "\t" ? "?" : $0 }))
  }

  /// Text of several terminal lines: ``terminal(_:)`` on each line, keeping the `\n` between
  /// them (a `\r` is escaped, so it cannot rewrite the line it is on).
  package static func terminalLines(_ text: String) -> String {
    // Fast path: nearly every report is free of anything to escape.
    guard text.unicodeScalars.contains(where: { ($0 != "\n" && isUnsafe($0)) || $0 == "\t" }) else { return text }
    // Split by scalar: "\r\n" is one Character, and its "\r" must not pass.
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { terminal(String(String.UnicodeScalarView($0))) }.joined(separator: "\n")
  }

  /// Whether `scalar` is one rule's unsafe character, for every output: Unicode general category
  /// Cc (C0 but tab, DEL, C1), Cf (format: bidirectional marks, overrides and isolates such as
  /// U+200F and U+202E, zero-width characters, U+FEFF, tags) or Zl and Zp (U+2028, U+2029, which
  /// some terminals and editors take as line breaks); tab is left to each escaper (XML keeps it,
  /// a terminal line does not).
  package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    // ASCII (nearly every scalar of a report) without a property lookup.
    if v < 0x80 { return (v < 0x20 && v != 0x09) || v == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Encoded JSON text (its structure is ASCII, so every unsafe scalar is inside a string) with each
  /// ``isUnsafe(_:)`` scalar but the line break made harmless where a viewer shows the decoded value: in a
  /// `"uri"` member (a file's location) percent-encoded, so the location still names the file; elsewhere written
  /// visibly as `U+202E`. The encoder already writes C0 controls as `\u` escapes; Cf, Zl, Zp, DEL and C1 it
  /// writes raw. Lines are the encoder's (one member per line when pretty-printed).
  package static func jsonStrings(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { $0 != "\n" && isUnsafe($0) }) else { return json }
    return json.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.unicodeScalars.contains(where: isUnsafe) else { return String(line) }
      let isURI = line.drop(while: { $0 == " " }).hasPrefix("\"uri\"")
      var out = ""
      for scalar in line.unicodeScalars {
        if !isUnsafe(scalar) {
          out.unicodeScalars.append(scalar)
        } else if isURI {
          for byte in String(scalar).utf8 { out += "%" + String(byte, radix: 16, uppercase: true) }
        } else {
          out += visible(scalar)
        }
      }
      return out
    }.joined(separator: "\n")
  }

  /// `text` as a Swift string literal, quotes included: backslash and quote escaped, and every
  /// ``isUnsafe(_:)`` scalar (a line break, a bidirectional override) as `\u{202E}`, so a name
  /// pasted into Swift source compiles and reads as its bytes (`run --print-break-set`).
  package static func swiftLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case _ where isUnsafe(scalar) || scalar == "\t":
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `U+001B`: the scalar's code point, four or more hex digits.
  package static func visible(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
