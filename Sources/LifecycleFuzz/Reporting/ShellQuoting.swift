import Foundation

/// Words of a command a report prints for the user to paste into a POSIX shell (`replay:` lines).
public nonisolated enum ShellQuoting {
  /// The characters a word keeps unquoted: none of them is special to a POSIX shell anywhere in a word.
  private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,/:=+@%")

  /// `word` as one shell word: unchanged when every character is plain (and it does not start with `=`, which zsh
  /// expands), otherwise ``quoted(_:)`` (the same text always gives the same bytes).
  ///
  /// ```swift
  /// ShellQuoting.word("corpus/a.trace")  // corpus/a.trace
  /// ShellQuoting.word("lock[as=root]")   // 'lock[as=root]'
  /// ShellQuoting.word("it's")            // 'it'\''s'
  /// ```
  public static func word(_ word: String) -> String {
    if !word.isEmpty, word.first != "=", word.allSatisfy(plain.contains) { return word }
    return quoted(word)
  }

  /// `path` as one shell word that a command reads as a path, not an option: a relative path that starts with `-`
  /// gets `./` in front, then ``word(_:)``.
  public static func path(_ path: String) -> String {
    word(path.hasPrefix("-") ? "./" + path : path)
  }

  /// `text` in single quotes, with each `'` written as `'\''`: one shell word whatever it holds. Text with a
  /// character no output writes raw (``Escape/isUnsafe(_:)``, a tab too: a corpus path holding one printed as `?`
  /// and did not paste) is ``ansiQuoted(_:)`` instead, as bash's `printf %q` writes it.
  public static func quoted(_ text: String) -> String {
    if text.unicodeScalars.contains(where: { Escape.isUnsafe($0) || $0 == "\t" }) { return ansiQuoted(text) }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` as one ANSI-C quoted word (`$'...'`: bash, zsh, ksh, and POSIX.1-2024 `sh`), every character that is
  /// not printable written as an escape, so the word prints as it pastes: `\n`, `\t`, `\r`, `\E` and `\xHH` for
  /// ASCII controls, `\uHHHH` (`\UHHHHHHHH` above U+FFFF) for the other unsafe characters, `\\` and `\'`.
  ///
  /// ```swift
  /// ShellQuoting.quoted("c\tx/a.trace")  // $'c\tx/a.trace'
  /// ```
  public static func ansiQuoted(_ text: String) -> String {
    var out = "$'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "'": out += "\\'"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{1B}": out += "\\E"
      default:
        guard Escape.isUnsafe(scalar) else {
          out.unicodeScalars.append(scalar)
          continue
        }
        let v = scalar.value
        if v < 0x80 {
          out += "\\x" + hex(v, digits: 2)
        } else if v <= 0xFFFF {
          out += "\\u" + hex(v, digits: 4)
        } else {
          out += "\\U" + hex(v, digits: 8)
        }
      }
    }
    return out + "'"
  }

  /// `value` in upper-case hexadecimal, `digits` wide with leading zeros.
  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
