import Foundation

/// A counterexample the corpus could not hold: the file it was to be written to, and why not.
///
/// It travels with the block's results (``FailureRecord/saveError``) from a worker to the
/// parent, so the run report can print the trace instead of a path to a file that is not there.
public nonisolated struct CorpusWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The trace file's path.
  public let path: String
  /// Why it could not be written, on one line (the system's words, e.g. `No space left on device`).
  public let reason: String

  /// Creates an error for `path`; tabs and line breaks in `reason` become spaces.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = String(reason.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }

  /// The error for `path` from a file-system error: the POSIX reason when Foundation wraps one
  /// (its own text is often only an error number), prefixed with `doing`.
  static func wrapping(_ error: any Error, path: String, doing: String) -> CorpusWriteError {
    let ns = error as NSError
    // On Linux the underlying error is not always an NSError until bridged.
    let underlying = (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    let posix = [underlying, ns].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }?.code ?? 0
    let why = posix != 0 ? String(cString: strerror(Int32(posix))) : ns.localizedDescription
    return CorpusWriteError(path: path, reason: "\(doing): \(why)")
  }
}
