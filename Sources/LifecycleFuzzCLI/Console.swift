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
        if let code = writeAll(STDOUT_FILENO, Array(text.utf8)) { standardOutputDidFail(code) }
      },
      err: { _ = writeAll(STDERR_FILENO, Array($0.utf8)) })
  }

  /// Whether a write to the process's standard output failed.
  static var standardOutputHasFailed: Bool { standardOutputFailed.load(ordering: .relaxed) }

  /// Once the command is done: whether standard output held. After this call a break is no longer reported
  /// (``stopRunWhenStandardOutputBreaks()``'s thread could otherwise say "error" after the exit code was chosen).
  static func settleStandardOutput() -> Bool {
    standardOutputFailed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
  }

  /// Marks standard output failed with `errno` `code` and says so on standard error, once
  /// (the writer and ``stopRunWhenStandardOutputBreaks()``'s thread may both find it).
  private nonisolated static func standardOutputDidFail(_ code: Int32) {
    guard standardOutputFailed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
      return
    }
    _ = writeAll(STDERR_FILENO, Array("error: standard output: \(String(cString: strerror(code)))\n".utf8))
  }

  /// For `run`: a thread that waits on standard output and, when it breaks (a pipe whose reader
  /// has gone, a hung-up terminal or socket), marks it failed and stops the run as SIGINT does,
  /// so the run ends within a trace (exit 2) instead of running to the end for a report no one
  /// can read. A file or a device never wakes it; a failed write there is found as before.
  static func stopRunWhenStandardOutputBreaks() {
    Thread.detachNewThread { watchStandardOutput() }
  }

  private nonisolated static func watchStandardOutput() {
    // No events asked for: poll(2) reports POLLERR (no reader) and POLLHUP whatever is asked.
    var fd = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
    while true {
      let n = poll(&fd, 1, -1)
      if n < 0 && errno == EINTR { continue }
      // POLLNVAL (no standard output at all) or a poll error: nothing to watch.
      guard n > 0, fd.revents & Int16(POLLERR | POLLHUP) != 0 else { return }
      standardOutputDidFail(EPIPE)
      StopSignal.interrupt()
      return
    }
  }

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

  /// Standard error's width in columns when it is a terminal (`TIOCGWINSZ`), else 100.
  static var standardErrorColumns: Int {
    var size = winsize()
    guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 100 }
    return Int(size.ws_col)
  }
}

extension Console {
  /// An error's text for its one line: a Foundation file error, which describes itself as `Error
  /// Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={...}`, as its file and the system's reason; any other
  /// error as it describes itself.
  static func text(of error: any Error) -> String {
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain else { return String(describing: error) }
    let path = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file"
    let posix = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap {
      $0.domain == NSPOSIXErrorDomain ? Int32($0.code) : nil
    }
    return "\(path): " + (posix.map { String(cString: strerror($0)) } ?? "the file operation failed (code \(ns.code))")
  }

  /// `text` made safe for one terminal line: control characters (escape sequences, bidi
  /// overrides) become `?` and anything past `limit` characters is cut, since error messages echo
  /// untrusted input from trace files and arguments (400 by default: an unknown invariant's message
  /// lists every valid name, seventeen on iOS; ``argumentErrorLimit`` for an argument error).
  public nonisolated static func oneLine(_ text: String, limit: Int = 400) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return Escape.terminal(text) }
    return Escape.terminal(String(String.UnicodeScalarView(scalars.prefix(limit)))) + "…"
  }

  /// The longest argument error printed whole: a family's unknown-part message names the name given, the part and
  /// every part the family takes (the lock family's 53: about 700 characters), which 400 cut in the middle.
  public nonisolated static let argumentErrorLimit = 1_500
}
