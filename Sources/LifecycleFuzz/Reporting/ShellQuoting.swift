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

  /// `text` in single quotes, with each `'` written as `'\''`: one shell word whatever it holds.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
