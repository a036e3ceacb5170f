import Foundation
import LifecycleFuzz

/// Where the tool writes: standard output and standard error, injectable for tests.
public struct Console {
  /// Writes to standard output.
  public var out: (String) -> Void
  /// Writes to standard error.
  public var err: (String) -> Void

  /// Creates a console from two writers.
  public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void) {
    self.out = out
    self.err = err
  }

  /// The process's standard output and error.
  public static var standard: Console {
    Console(
      // `write(contentsOf:)` throws where `write(_:)` would trap (a closed stdout, a full disk).
      out: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
      err: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
  }

  /// Whether standard error is a terminal (where progress redraws one line).
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

extension Console {
  /// `text` made safe for one terminal line: control characters (escape sequences, bidi
  /// overrides) become `?` and anything past 300 characters is cut, since error messages echo
  /// untrusted input from trace files and arguments.
  public nonisolated static func oneLine(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > 300 else { return Escape.terminal(text) }
    return Escape.terminal(String(String.UnicodeScalarView(scalars.prefix(300)))) + "…"
  }
}
