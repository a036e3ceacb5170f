import Foundation
import Testing

/// The built `lifecycle-fuzz` binary.
var toolURL: URL { Bundle.main.bundleURL.appendingPathComponent("lifecycle-fuzz") }

/// A tool run that did not end within its timeout (it was killed).
struct ToolTimeout: Error, CustomStringConvertible {
  let arguments: [String]
  let seconds: Double
  var description: String { "lifecycle-fuzz \(arguments.joined(separator: " ")) ran over \(seconds) s and was killed" }
}

/// Bytes read from a pipe on another thread.
private nonisolated final class PipeDrain: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `handle` to its end.
  init(_ handle: FileHandle) {
    DispatchQueue.global().async {
      let d = handle.readDataToEndOfFile()
      self.lock.withLock { self.data = d }
      self.done.signal()
    }
  }

  /// Everything read, once the pipe's writers have all closed it (the tool and anything it
  /// started), or `nil` when that did not happen by `deadline`.
  func wait(until deadline: DispatchTime) -> Data? {
    guard done.wait(timeout: deadline) == .success else { return nil }
    return lock.withLock { data }
  }
}

/// Runs the built `lifecycle-fuzz` binary and returns its exit status, stdout and stderr.
/// Both pipes are read at once (a full one would block the tool), and a run longer than
/// `timeout` seconds is killed and throws ``ToolTimeout``. `environment` is added to this process's.
func runTool(
  _ arguments: [String], in directory: String? = nil, timeout: Double = 120, environment: [String: String] = [:]
) throws -> (status: Int32, out: String, err: String) {
  let process = Process()
  process.executableURL = toolURL
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
  }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let outDrain = PipeDrain(out.fileHandleForReading)
  let errDrain = PipeDrain(err.fileHandleForReading)
  let deadline = DispatchTime.now() + timeout
  while process.isRunning && DispatchTime.now() < deadline { usleep(5_000) }
  if process.isRunning {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    throw ToolTimeout(arguments: arguments, seconds: timeout)
  }
  process.waitUntilExit()
  guard let outData = outDrain.wait(until: deadline), let errData = errDrain.wait(until: deadline) else {
    throw ToolTimeout(arguments: arguments, seconds: timeout)
  }
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Every end-to-end test's folders live under one folder of this test process, removed when
/// the process exits (a test that fails half-way leaves nothing behind either).
let temporaryRoot: String = {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("lf-e2e-\(getpid())").path
  atexit {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lf-e2e-\(getpid())").path
    try? FileManager.default.removeItem(atPath: root)
  }
  return root
}()

/// A fresh, empty folder under ``temporaryRoot``.
func makeTempDirectory() throws -> String {
  let dir = temporaryRoot + "/" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  return dir
}

/// `lines` of a results file with every block's `check` line recomputed (failure count and
/// FNV-1a checksum), as a forger would: for tests of the checks behind the checksum.
func resealed(_ lines: [String]) -> [String] {
  var out: [String] = []
  var start: Int?
  for line in lines {
    if line.hasPrefix("block\t") { start = out.count }
    if line.hasPrefix("check\t"), let s = start {
      let body = out[s...]
      var h: UInt64 = 0xcbf2_9ce4_8422_2325
      for b in body.map({ $0 + "\n" }).joined().utf8 {
        h ^= UInt64(b)
        h &*= 0x0000_0100_0000_01B3
      }
      let hex = String(h, radix: 16)
      let failures = body.filter { $0.hasPrefix("failure\t") }.count
      out.append("check\t\(failures)\t\(String(repeating: "0", count: 16 - hex.count) + hex)")
      start = nil
      continue
    }
    out.append(line)
  }
  return out
}

extension Tag {
  /// A suite that takes more than 10 s of its own in a `swift test --no-parallel` run. Such a suite
  /// also has a time limit of 10 minutes per test: these tests are nonisolated and run beside each
  /// other and beside the main-actor tests of the other targets, so on two cores a test's time also
  /// counts the machine shared with the rest of the run.
  @Tag static var slow: Self
}
