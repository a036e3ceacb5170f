import Foundation

/// A worker process that failed.
public nonisolated struct WorkerError: Error, CustomStringConvertible {
  /// What happened.
  public let description: String
}

/// Runs a campaign's blocks in worker processes: the tool re-executes itself as
/// `lifecycle-fuzz worker`, one process per job, each with its own main actor (the model is
/// main-actor isolated, like UIKit, so threads cannot share it).
///
/// Workers claim work items (strategy-major, then block) one at a time from a shared
/// ``WorkQueue``. Each worker appends a block's results to its own file when the block is done;
/// the parent reads them all and aggregates in block order, so the output does not depend on
/// the number of jobs or on which worker ran which block.
struct WorkerPool {
  let configuration: RunConfiguration

  /// Every work item (`strategy:block`) of this shard, strategy-major.
  static func items(_ configuration: RunConfiguration) -> [String] {
    configuration.strategies.flatMap { s in configuration.shardBlocks.map { "\(s.name):\($0)" } }
  }

  /// The worker command's arguments: claim items from the queue at `claims`, append results to
  /// `out`. Items are derived from the configuration, not listed, so the command line stays
  /// short.
  func arguments(claims: String, out: String) -> [String] {
    var args = ["worker", "--out", out, "--claims", claims]
    if configuration.shard != .whole { args += ["--shard", configuration.shard.description] }
    args += ["--seed", String(configuration.seed), "--traces", String(configuration.tracesPerStrategy)]
    args += ["--max-length", String(configuration.maxLength), "--block-size", String(configuration.blockSize)]
    args += ["--strategy", configuration.strategies.map(\.name).joined(separator: ",")]
    if let p = configuration.profile { args += ["--profile", p.name] }
    for f in configuration.flagOverrides { args += ["--flag", "\(f.name)=\(f.value)"] }
    // Workers save as they find; they never judge new vs known (the parent does), so a worker
    // with no corpus at all is told a folder it cannot have, read-only.
    if let c = configuration.corpusDirectory { args += ["--corpus", c] }
    if !configuration.writesCorpus || configuration.corpusDirectory == nil { args.append("--no-corpus") }
    return args
  }

  func run(stop: StopSignal, progress: (String, Int, Int) -> Void) throws -> [BlockResult] {
    let items = Self.items(configuration)
    let jobs = max(1, min(configuration.jobs, items.count))
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-fuzz-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")  // determinism-ok: a temporary folder name
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let executable = configuration.workerExecutable ?? Self.currentExecutable
    let queue = try WorkQueue.create(at: dir.appendingPathComponent("claims").path)
    var processes: [(Process, String)] = []
    for w in 0..<jobs {
      let out = dir.appendingPathComponent("worker-\(w).results").path
      _ = FileManager.default.createFile(atPath: out, contents: nil)
      let p = Process()
      p.executableURL = URL(fileURLWithPath: executable)
      p.arguments = arguments(claims: queue.path, out: out)
      p.standardOutput = FileHandle.nullDevice
      p.standardInput = FileHandle.nullDevice
      try p.run()
      processes.append((p, out))
    }
    let planned = items.count
    var forwarded = false
    var lastDone = -1
    // Each worker's results are read as they are appended and parsed a block at a time, so
    // that the run's end only has the last blocks left to read.
    var readers = processes.map { ResultsReader(path: $0.1) }
    var tick = 0
    while processes.contains(where: { $0.0.isRunning }) {
      if stop.shouldStop && !forwarded {
        for (p, _) in processes where p.isRunning { p.interrupt() }
        forwarded = true
      }
      // Look for finished workers every 10 ms (the run's end should not wait out a long
      // sleep) but read results only every 100 ms.
      usleep(10_000)
      tick += 1
      if tick % 10 != 0 { continue }
      for w in readers.indices { try readers[w].readCompleteBlocks() }
      let done = readers.reduce(0) { $0 + $1.blocks.count }
      if done != lastDone {
        progress("blocks", done, planned)
        lastDone = done
      }
    }
    var blocks: [BlockResult] = []
    for (w, (p, _)) in processes.enumerated() {
      if p.terminationStatus != 0 && !stop.shouldStop {
        throw WorkerError(description: "worker \(p.processIdentifier) exited with status \(p.terminationStatus)")
      }
      try readers[w].readCompleteBlocks()
      blocks += readers[w].blocks
    }
    return blocks
  }

  /// This process's executable, which the workers re-run.
  static var currentExecutable: String {
    #if os(Linux)
      return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    #else
      return Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }
}

/// Reads a worker's results file as it grows: whole blocks only (up to an `end` line), parsed
/// as they arrive; a block half written waits for the next read.
private struct ResultsReader {
  let path: String
  private(set) var blocks: [BlockResult] = []
  private var offset: UInt64 = 0
  /// Lines already parsed, so that errors name the line in the whole file.
  private var lines = 0

  init(path: String) { self.path = path }

  mutating func readCompleteBlocks() throws(TraceFileError) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = (try? handle.readToEnd()) ?? Data()
    guard let last = data.lastRange(of: Data("\nend\n".utf8)) else { return }
    let complete = data[..<last.upperBound]
    blocks += try BlockResult.parseAll(String(decoding: complete, as: UTF8.self), file: path, firstLine: lines + 1)
    lines += complete.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    offset += UInt64(complete.count)
  }
}
