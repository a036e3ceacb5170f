import Foundation

/// Hands out work item indices 0, 1, 2, ... to worker processes through a shared file: a claim
/// locks the file, reads the count and writes it back plus one. A worker that finishes its
/// blocks early takes the next ones, so no core idles while another works through a slow
/// strategy's blocks. Which worker runs a block never shows in the output: the parent
/// aggregates block results in block order.
struct WorkQueue {
  /// The counter file.
  let path: String

  /// Creates the counter file at `path`, starting at item 0.
  ///
  /// - Throws: a file-system error when the file cannot be written.
  static func create(at path: String) throws -> WorkQueue {
    try Data(count: 8).write(to: URL(fileURLWithPath: path))
    return WorkQueue(path: path)
  }

  /// The next unclaimed item index, or `nil` when the counter file cannot be used.
  func claim() -> Int? {
    let fd = open(path, O_RDWR)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    guard flock(fd, LOCK_EX) == 0 else { return nil }
    defer { flock(fd, LOCK_UN) }
    var count: UInt64 = 0
    guard pread(fd, &count, 8, 0) == 8 else { return nil }
    var next = count + 1
    guard pwrite(fd, &next, 8, 0) == 8 else { return nil }
    return Int(count)
  }
}
