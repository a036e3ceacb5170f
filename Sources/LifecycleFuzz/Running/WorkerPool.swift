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
/// Work item `i` (strategy-major, then block) goes to worker `i % jobs`. Each worker appends a
/// block's results to its own file when the block is done; the parent reads them all and
/// aggregates in block order, so the output does not depend on the number of jobs.
struct WorkerPool {
  let configuration: RunConfiguration

  /// Every work item (`strategy:block`) of this shard, strategy-major.
  static func items(_ configuration: RunConfiguration) -> [String] {
    configuration.strategies.flatMap { s in configuration.shardBlocks.map { "\(s.name):\($0)" } }
  }

  /// The worker command's arguments for slot `w` of `jobs` (items `i` with `i % jobs == w`),
  /// writing to `out`. Items are derived, not listed, so the command line stays short.
  func arguments(slot w: Int, jobs: Int, out: String) -> [String] {
    var args = ["worker", "--out", out, "--slot", "\(w + 1)/\(jobs)"]
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
    var processes: [(Process, String)] = []
    for w in 0..<jobs {
      let out = dir.appendingPathComponent("worker-\(w).results").path
      FileManager.default.createFile(atPath: out, contents: nil)
      let p = Process()
      p.executableURL = URL(fileURLWithPath: executable)
      p.arguments = arguments(slot: w, jobs: jobs, out: out)
      p.standardOutput = FileHandle.nullDevice
      p.standardInput = FileHandle.nullDevice
      try p.run()
      processes.append((p, out))
    }
    let planned = items.count
    var forwarded = false
    var lastDone = -1
    // Progress reads only what each worker appended since the last look: rereading whole
    // results files would take CPU from the workers on a small machine.
    var offsets = [UInt64](repeating: 0, count: processes.count)
    var finished = [Int](repeating: 0, count: processes.count)
    while processes.contains(where: { $0.0.isRunning }) {
      if stop.shouldStop && !forwarded {
        for (p, _) in processes where p.isRunning { p.interrupt() }
        forwarded = true
      }
      for (w, worker) in processes.enumerated() {
        guard let handle = FileHandle(forReadingAtPath: worker.1) else { continue }
        try? handle.seek(toOffset: offsets[w])
        let data = (try? handle.readToEnd()) ?? Data()
        try? handle.close()
        // Count whole block ends only; a block half written is counted on the next look.
        if let last = data.lastRange(of: Data("\nend\n".utf8)) {
          let complete = data[..<last.upperBound]
          finished[w] += String(decoding: complete, as: UTF8.self).components(separatedBy: "\nend\n").count - 1
          offsets[w] += UInt64(complete.count)
        }
      }
      let done = finished.reduce(0, +)
      if done != lastDone {
        progress("blocks", done, planned)
        lastDone = done
      }
      usleep(100_000)
    }
    var blocks: [BlockResult] = []
    for (p, out) in processes {
      if p.terminationStatus != 0 && !stop.shouldStop {
        throw WorkerError(description: "worker \(p.processIdentifier) exited with status \(p.terminationStatus)")
      }
      let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
      blocks += try BlockResult.parseAll(text, file: out)
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
