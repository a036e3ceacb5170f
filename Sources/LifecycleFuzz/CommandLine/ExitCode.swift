import Foundation

/// The tool's documented exit codes.
public nonisolated enum ExitCode: Int32, Sendable {
  /// No new failure: every invariant held, or every failure found is already in the corpus;
  /// for `replay`, every verdict matched.
  case success = 0
  /// A new counterexample was found; for `replay`, a verdict differs or a trace is stale.
  case failure = 1
  /// Bad usage or input: unknown command, flag, strategy or profile; an unreadable trace.
  case usage = 2
  /// A declared coverage floor was missed.
  case coverageFloorMissed = 3
  /// The run stopped early (time budget or interrupt) before finishing its budget.
  case incomplete = 4
  /// A counterexample was found but could not be written to the corpus (its trace is printed).
  case unsaved = 5
}

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
}

extension Console {
  /// `text` made safe for one terminal line: control characters (escape sequences, bidi
  /// overrides) become `?` and anything past 300 characters is cut, since error messages echo
  /// untrusted input from trace files and arguments.
  public nonisolated static func oneLine(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if out.unicodeScalars.count >= 300 {
        out += "…"
        break
      }
      let v = scalar.value
      let unsafe = v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
      out.unicodeScalars.append(unsafe ? "?" : scalar)
    }
    return out
  }
}

/// A usage error: printed as one line, exit code 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
