import Foundation
import LifecycleFuzz
import Synchronization

/// Set when a write to standard output failed (a closed pipe, a full disk), so the tool exits
/// non-zero instead of passing with its report lost.
nonisolated let standardOutputFailed = Atomic<Bool>(false)

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

  /// The process's standard output and error. A failed write to standard output prints one
  /// line on standard error (once) and makes ``CommandLineTool/main()`` exit 2; SIGPIPE is
  /// ignored there, so a closed pipe is such a failure (`EPIPE`), not a silent death.
  public static var standard: Console {
    Console(
      out: { text in
        guard !standardOutputFailed.load(ordering: .relaxed) else { return }
        if let code = writeAll(STDOUT_FILENO, Array(text.utf8)) {
          standardOutputFailed.store(true, ordering: .relaxed)
          _ = writeAll(STDERR_FILENO, Array("error: standard output: \(String(cString: strerror(code)))\n".utf8))
        }
      },
      err: { _ = writeAll(STDERR_FILENO, Array($0.utf8)) })
  }

  /// Whether a write to the process's standard output failed.
  static var standardOutputHasFailed: Bool { standardOutputFailed.load(ordering: .relaxed) }

  /// Writes all of `bytes` to `fd`, retrying short writes and `EINTR`.
  ///
  /// - Returns: `nil`, or the `errno` of the write that failed.
  nonisolated static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      done += n
    }
    return nil
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
