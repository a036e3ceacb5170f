import Foundation
import Synchronization

/// Numbers this process's temporary files, so two writes of one process never share a name.
private nonisolated let temporaryCounter = Atomic<Int>(0)

/// Writes that replace a file whole and leave no temporary file among the corpus's traces, even
/// after a SIGKILL: the bytes go to a file in ``folderName`` inside the target's folder (the same
/// volume, so the rename is atomic), which is then renamed onto the target. A process killed
/// mid-write leaves its file in that hidden folder, where no reader looks (readers take `*.trace`
/// directly in a folder), and the next write of any process removes the files of processes that
/// have gone; the folder itself is removed once empty.
package nonisolated enum AtomicFile {
  /// The hidden folder of temporary files inside a corpus folder.
  package static let folderName = ".lifecycle-fuzz-tmp"

  /// Writes `data` to `path`, a file in `directory`, atomically.
  ///
  /// - Throws: ``CorpusWriteError`` naming `path` with the system's reason (`cannot write the
  ///   file: Permission denied`, `No space left on device`).
  package static func write(_ data: Data, to path: String, in directory: String) throws(CorpusWriteError) {
    let folder = (directory as NSString).appendingPathComponent(folderName)
    // Not the final name with a prefix: a final name near the 255-byte limit would make the
    // temporary's too long, and the finding would not be saved.
    let name = "\(getpid())-\(temporaryCounter.add(1, ordering: .relaxed).newValue).tmp"
    let temporary = (folder as NSString).appendingPathComponent(name)
    var fd: Int32 = -1
    // Another process may remove the empty folder between our mkdir and open: make it again.
    for _ in 0..<5 {
      if mkdir(folder, 0o755) != 0 && errno != EEXIST { throw failure(path, errno) }
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_TRUNC | O_CLOEXEC, 0o644)
      if fd >= 0 || errno != ENOENT { break }
    }
    guard fd >= 0 else { throw failure(path, errno) }
    let bytes = [UInt8](data)
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + done, bytes.count - done) }
      if n < 0 {
        if errno == EINTR { continue }
        let code = errno
        close(fd)
        unlink(temporary)
        throw failure(path, code)
      }
      done += n
    }
    if close(fd) != 0 {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
    if rename(temporary, path) != 0 {
      let code = errno
      unlink(temporary)
      throw failure(path, code)
    }
    removeLeftovers(in: folder)
    rmdir(folder)  // fails while another process writes: that one removes it
  }

  /// Removes the temporary files of processes that are no longer running (killed mid-write).
  static func removeLeftovers(in folder: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names {
      guard let pid = name.split(separator: "-", maxSplits: 1).first.flatMap({ Int32($0) }), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink((folder as NSString).appendingPathComponent(name))
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> CorpusWriteError {
    CorpusWriteError(path: path, reason: "cannot write the file: \(String(cString: strerror(code)))")
  }
}
