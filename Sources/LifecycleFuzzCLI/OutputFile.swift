import Foundation
import LifecycleFuzz

/// An output path that cannot be written; printed as `error: <path>: <reason>` (exit 2).
struct OutputFileError: Error, CustomStringConvertible {
  /// The path as the user gave it.
  let path: String
  /// The system's reason, such as `No such file or directory`.
  let reason: String

  var description: String { "\(path): \(reason)" }

  /// The error for `path` from the current `errno`.
  static func fromErrno(_ path: String) -> OutputFileError {
    OutputFileError(path: path, reason: String(cString: strerror(errno)))
  }
}

/// Output files written whole at the end of a run (JUnit, results): checked before any work so
/// a bad path costs nothing, and written through a temporary file beside them then renamed, so
/// a reader never sees half a file.
enum OutputFile {
  /// The repository SARIF locations are relative to: the nearest directory at or above the
  /// current one that holds `.git`, else the current directory.
  static func repositoryRoot() -> String {
    let cwd = FileManager.default.currentDirectoryPath
    var dir = URL(fileURLWithPath: cwd, isDirectory: true).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) { return dir.path }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { return cwd }
      dir = parent
    }
  }

  /// Checks that `path` can be written: it is no folder and its folder takes a new file.
  ///
  /// - Throws: ``OutputFileError`` with the system's reason.
  static func checkWritable(_ path: String) throws(OutputFileError) {
    var info = stat()
    if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      throw OutputFileError(path: path, reason: String(cString: strerror(EISDIR)))
    }
    // The write renames a new file onto the path: a device, pipe or link there would be
    // replaced, not written to (as root, `--junit /dev/null` would remove the device).
    if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG {
      throw OutputFileError(path: path, reason: "not a regular file; name a new or regular file")
    }
    let probe = temporarySibling(of: path)
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .fromErrno(path) }
    close(fd)
    unlink(probe)
  }

  /// Checks each of `paths` before any work, creating nothing: a path whose folder exists can take the file
  /// (``checkWritable(_:)``); a missing folder can be made (as `mkdir -p`, and as CI tools expect of `--junit
  /// out/a.xml`), which ``Writer`` does when it writes. A command that then fails on other input (exit 2) leaves no
  /// folder behind.
  ///
  /// - Throws: ``OutputFileError`` naming the first path whose folder cannot be made or that cannot be written.
  static func prepare(_ paths: [String]) throws(OutputFileError) {
    for path in paths {
      let folder = parentFolder(of: path)
      var info = stat()
      // A file where the folder belongs (`x.trace/a.res`) is refused here, as a missing folder's bad ancestor is.
      guard stat(folder, &info) != 0 else {
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
          throw OutputFileError(path: path, reason: String(cString: strerror(ENOTDIR)))
        }
        try checkWritable(path)
        continue
      }
      do throws(OutputFileError) { try checkWritableFolder(folder) } catch {
        throw OutputFileError(path: path, reason: error.reason)
      }
    }
  }

  /// Checks that the folder `path` can take new files, or be created if it does not exist.
  ///
  /// - Throws: ``OutputFileError`` with the system's reason.
  static func checkWritableFolder(_ path: String) throws(OutputFileError) {
    var folder = path
    var info = stat()
    // A folder made on first save needs its nearest existing ancestor writable.
    while stat(folder, &info) != 0 {
      guard errno == ENOENT else { throw .fromErrno(path) }
      guard folder != "." && folder != "/" else { throw .fromErrno(path) }
      folder = parentFolder(of: folder)
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw OutputFileError(path: path, reason: String(cString: strerror(ENOTDIR)))
    }
    // A probe file, not access(2): that says yes to root on a read-only file system or /proc.
    let probe = folder + "/.lifecycle-fuzz-probe-\(getpid())"
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .fromErrno(path) }
    close(fd)
    unlink(probe)
  }

  /// Writes `text` to `path` (through a temporary file beside it).
  ///
  /// - Throws: ``OutputFileError`` with the system's reason.
  static func write(_ text: String, to path: String) throws(OutputFileError) {
    let writer = try Writer(path: path)
    try writer.append(Array(text.utf8))
    try writer.commit()
  }

  /// `.<name>.lifecycle-fuzz-<pid>` in `path`'s folder.
  static func temporarySibling(of path: String) -> String {
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.lastIndex(of: "/") else { return ".\(trimmed).lifecycle-fuzz-\(getpid())" }
    return "\(trimmed[...slash]).\(trimmed[trimmed.index(after: slash)...]).lifecycle-fuzz-\(getpid())"
  }

  /// The folder `path` is in: `.` for a bare name, `/` for a name at the root. (Plain string
  /// work: `NSString.deletingLastPathComponent` traps on some short paths on Linux.)
  static func parentFolder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// A file written in pieces, then renamed into place by ``commit()``; dropped if never committed.
  final class Writer {
    let path: String
    private let temporary: String
    private var fd: Int32

    /// Starts writing `path`.
    ///
    /// - Throws: ``OutputFileError`` when the temporary file cannot be created.
    init(path: String) throws(OutputFileError) {
      self.path = path
      // The folders ``OutputFile/prepare(_:)`` found missing are made now, when there is a file to put in them.
      let folder = OutputFile.parentFolder(of: path)
      var info = stat()
      if stat(folder, &info) != 0 && errno == ENOENT {
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
          throw OutputFileError(path: path, reason: "cannot create the folder \(folder)")
        }
      }
      temporary = OutputFile.temporarySibling(of: path)
      fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw .fromErrno(path) }
    }

    deinit {
      if fd >= 0 {
        close(fd)
        unlink(temporary)
      }
    }

    /// Appends `bytes`.
    ///
    /// - Throws: ``OutputFileError`` (a full disk, say).
    func append(_ bytes: [UInt8]) throws(OutputFileError) {
      guard Console.writeAll(fd, bytes) == nil else { throw .fromErrno(path) }
    }

    /// Closes the file and renames it to ``path``.
    ///
    /// - Throws: ``OutputFileError`` when closing or renaming fails.
    func commit() throws(OutputFileError) {
      let closed = close(fd)
      fd = -1
      guard closed == 0, rename(temporary, path) == 0 else {
        let error = OutputFileError.fromErrno(path)
        unlink(temporary)
        throw error
      }
    }
  }
}

/// The raw block results of `run --results`, streamed: each block's text goes to a spool file
/// in the temporary folder as it arrives, and ``commit()`` writes the results file from it in
/// (strategy name, block) order, so memory holds only an index of where each block is.
final class ResultsFileWriter {
  private let path: String
  private let header: String
  private let spool: String
  private var fd: Int32
  private var index: [(strategy: String, block: Int, offset: Int, count: Int)] = []
  private var size = 0
  /// The sealed `known` lines (``KnownLine``) written after the blocks.
  var knownLines: [String] = []
  /// The blocks ``commit()`` leaves out, as `strategy field` and block number: those past a step budget
  /// (``RunAggregator/blocksPastBudget``), which workers may have run but the run never counts.
  var leftOut: Set<String> = []

  /// The key of ``leftOut`` for one block.
  static func key(strategyField: String, block: Int) -> String { "\(strategyField)\t\(block)" }

  /// Starts the results file `path` with `header` (``ResultsFile/header(for:)``): only its spool is created now, the
  /// file (and a missing folder of it) by ``commit()``.
  ///
  /// - Throws: ``OutputFileError`` when the spool cannot be created.
  init(path: String, header: String) throws(OutputFileError) {
    self.path = path
    self.header = header
    let tmp = FileManager.default.temporaryDirectory.path
    let random = UInt64.random(in: 0...UInt64.max)  // determinism-ok: a temporary file name
    spool = tmp + "/\(WorkerPool.temporaryPrefix)\(getpid())-results-\(random)"
    fd = open(spool, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw .fromErrno(spool) }
  }

  deinit {
    if fd >= 0 { close(fd) }
    unlink(spool)
  }

  /// Spools one block's results.
  ///
  /// - Throws: ``OutputFileError`` naming the spool file (a full disk, say).
  func append(strategyField: String, block: Int, text: String) throws(OutputFileError) {
    let bytes = Array(text.utf8)
    guard Console.writeAll(fd, bytes) == nil else { throw .fromErrno(spool) }
    index.append((strategyField, block, size, bytes.count))
    size += bytes.count
  }

  /// Writes the results file: header, then the spooled blocks by strategy name and block (not those ``leftOut``),
  /// then ``knownLines`` and the
  /// line that counts and seals them (``KnownLine/endLine(_:)``).
  ///
  /// - Throws: ``OutputFileError`` naming the results file or the spool.
  func commit() throws(OutputFileError) {
    let output = try OutputFile.Writer(path: path)
    try output.append(Array(header.utf8))
    for e in index.sorted(by: { ($0.strategy, $0.block) < ($1.strategy, $1.block) })
    where !leftOut.contains(Self.key(strategyField: e.strategy, block: e.block)) {
      var bytes = [UInt8](repeating: 0, count: e.count)
      let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, e.count, off_t(e.offset)) }
      guard n == e.count else { throw .fromErrno(spool) }
      try output.append(bytes)
    }
    try output.append(Array((knownLines + [KnownLine.endLine(knownLines)]).map { $0 + "\n" }.joined().utf8))
    try output.commit()
  }
}
