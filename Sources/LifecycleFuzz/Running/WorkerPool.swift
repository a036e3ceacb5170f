import Foundation

/// A worker process that failed.
public nonisolated struct WorkerError: Error, CustomStringConvertible {
  /// What happened.
  public let description: String
}

extension WorkerPool {
  /// The workers' temporary folder (in `TMPDIR`) could not be made or written: its path, the system's reason (not
  /// Foundation's `NSCocoaErrorDomain error 512`) and what to do.
  static func temporaryFolderError(_ error: any Error, _ folder: URL) -> WorkerError {
    let why = CorpusWriteError.wrapping(error, path: folder.path, doing: "cannot write the workers' temporary files")
    return WorkerError(description: "\(why.description); set TMPDIR to a writable folder, or run with --jobs 1")
  }
}

/// Runs a campaign's blocks in worker processes: the tool re-executes itself as
/// `lifecycle-fuzz worker`, one process per job, each with its own main actor (the model is
/// main-actor isolated, like UIKit, so threads cannot share it).
///
/// A run may have several parts, one per platform (``CampaignPart``), each with its own configuration; the
/// workers share all their work. Workers claim work items (part, then strategy, then block) one at a time from
/// a shared ``WorkQueue``. Each worker appends a block's results to its own file when the block is done; the
/// parent reads them all, hands each block to its part, which aggregates in block order, so the output does
/// not depend on the number of jobs or on which worker ran which block.
package struct WorkerPool {
  /// The run's parts, in order.
  let parts: [any WorkerPoolPart]
  /// Worker processes to start (at most one per work item).
  let jobs: Int
  /// The executable workers run (default: this process's own).
  let executable: String?

  /// A pool for `parts`.
  package init(parts: [any WorkerPoolPart], jobs: Int, executable: String?) {
    self.parts = parts
    self.jobs = jobs
    self.executable = executable
  }

  /// The worker command's arguments: read the run from `configuration` (a file of
  /// ``RunConfiguration/jsonText()``), claim items from the queue at `claims`, append results
  /// to `out`. No setting travels as command-line text.
  static func arguments(configuration: String, claims: String, out: String) -> [String] {
    ["worker", "--configuration", configuration, "--claims", claims, "--out", out]
  }

  /// The glibc tunable the workers get: a per-thread cache of 1,000 freed blocks of each small size instead of 7.
  static let allocationCacheTunable = "glibc.malloc.tcache_count=1000"

  /// A worker's environment: `parent`'s, with ``allocationCacheTunable`` added to `GLIBC_TUNABLES` unless that
  /// already sets the cache's size (the user's setting wins). Each trace launches the app on two devices and frees
  /// both object graphs at its end, hundreds of blocks of a few sizes; glibc's per-thread cache keeps 7 freed blocks
  /// of a size by default, so most of them went through the allocator's bins. With 1,000 a step of `bench
  /// throughput` takes about 3% fewer instructions (docs/benchmarks.md, thirty-eighth session); nothing a worker
  /// computes changes. glibc reads tunables only when a process starts (there is no `mallopt` for this one), so
  /// only a process started with it benefits; other C libraries ignore the variable.
  static func workerEnvironment(_ parent: [String: String]) -> [String: String] {
    var environment = parent
    let existing = parent["GLIBC_TUNABLES"] ?? ""
    if !existing.contains("glibc.malloc.tcache_count") {
      environment["GLIBC_TUNABLES"] =
        existing.isEmpty ? allocationCacheTunable : existing + ":" + allocationCacheTunable
    }
    return environment
  }

  /// Starts the workers, hands each block's results to `onBlock` as they arrive (in any order)
  /// and returns when every worker has exited.
  ///
  /// Each worker's standard input is a pipe that only this process holds open: when this
  /// process ends in any way (even SIGKILL) the workers read end-of-file and exit. On `stop`
  /// they are interrupted (they finish the trace at hand) and killed if still running a
  /// second later. The temporary folder is removed on every return and throw.
  ///
  /// - Returns: one line per worker that ended other than by finishing (killed by a signal, or a failing exit
  ///   status) while the run was not being stopped, in start order: the blocks it held did not finish, so the run
  ///   is incomplete; the other workers' blocks are kept.
  @discardableResult
  func run(stop: StopSignal, progress: (String, Int, Int) -> Void) throws -> [String] {
    let planned = parts.reduce(0) { $0 + $1.itemCount }
    let jobs = max(1, min(self.jobs, planned))
    Self.removeStaleTemporaryItems()
    let nonce = UInt64.random(in: 0...UInt64.max)  // determinism-ok: a folder name
    let name = "\(Self.temporaryPrefix)\(getpid())-\(nonce)"
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    do { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
      throw Self.temporaryFolderError(error, dir)
    }
    defer { try? FileManager.default.removeItem(at: dir) }
    guard let executable = executable ?? Self.currentExecutable else {
      throw WorkerError(description: "cannot find this process's executable to start workers; set workerExecutable")
    }
    let queue: WorkQueue
    do { queue = try WorkQueue.create(at: dir.appendingPathComponent("claims").path) } catch {
      throw Self.temporaryFolderError(error, dir)
    }
    // Workers save as they find; they never judge new vs known (the parent does).
    let file = dir.appendingPathComponent("configuration.json")
    let configuration = Data(try parts.map { try $0.configurationLine() }.joined(separator: "\n").utf8)
    do { try configuration.write(to: file) } catch { throw Self.temporaryFolderError(error, dir) }
    var processes: [(process: Process, out: String, lifeline: FileHandle)] = []
    // A step budget's gate: which blocks the workers still run, written before they start and whenever it changes.
    let gate =
      parts.contains { $0.hasStepBudget } ? StepBudgetGate(path: StepBudgetGate.path(besideClaims: queue.path)) : nil
    var gateText = ""
    func updateGate() throws {
      guard let gate else { return }
      // Once a worker died or the run stops, a block it held may never come: no worker waits for it.
      let open = stop.shouldStop || processes.contains { !$0.process.isRunning && $0.process.terminationStatus != 0 }
      let text = StepBudgetGate.text(parts.map(\.budgetKnown), open: open)
      guard text != gateText else { return }
      do { try gate.write(text) } catch { throw Self.temporaryFolderError(error, dir) }
      gateText = text
    }
    try updateGate()
    // Whatever ends this function ends the workers first (an error while reading results).
    defer {
      for w in processes where w.process.isRunning { kill(w.process.processIdentifier, SIGKILL) }
      for w in processes {
        w.process.waitUntilExit()
        try? w.lifeline.close()
      }
    }
    for w in 0..<jobs {
      let out = dir.appendingPathComponent("worker-\(w).results").path
      _ = FileManager.default.createFile(atPath: out, contents: nil)
      // Close-on-exec on both ends, so no other worker inherits this one's write end (which
      // would keep its end-of-file from coming); the child gets the read end as stdin. (The
      // main actor spawns every process, so nothing forks between pipe and fcntl.)
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0, fcntl(fds[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(fds[1], F_SETFD, FD_CLOEXEC) == 0 else {
        throw WorkerError(description: "cannot create a pipe for a worker: \(String(cString: strerror(errno)))")
      }
      let reading = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
      let lifeline = FileHandle(fileDescriptor: fds[1], closeOnDealloc: true)
      let p = Process()
      p.executableURL = URL(fileURLWithPath: executable)
      p.arguments = Self.arguments(configuration: file.path, claims: queue.path, out: out)
      p.environment = Self.workerEnvironment(ProcessInfo.processInfo.environment)
      p.standardOutput = FileHandle.nullDevice
      p.standardInput = reading
      do {
        try p.run()
      } catch {
        try? reading.close()
        try? lifeline.close()
        throw error
      }
      try? reading.close()
      processes.append((p, out, lifeline))
    }
    var forwarded: UInt64?
    var done = 0
    var lastDone = -1
    // Each worker's results are read as they are appended and parsed a block at a time, so
    // that the run's end only has the last blocks left to read.
    var readers = processes.enumerated().map { ResultsReader(path: $1.out, worker: $0) }
    func readAll() throws {
      for w in readers.indices {
        for block in try readers[w].readCompleteBlocks() {
          done += 1
          try deliver(block)
        }
      }
      if done != lastDone {
        progress("blocks", done, planned)
        lastDone = done
      }
      try updateGate()
    }
    var tick = 0
    while processes.contains(where: { $0.process.isRunning }) {
      let now = DispatchTime.now().uptimeNanoseconds  // determinism-ok: only when to kill a stopped worker
      if stop.shouldStop, forwarded == nil {
        for w in processes where w.process.isRunning { w.process.interrupt() }
        forwarded = now
      } else if let forwarded, now - forwarded > 900_000_000 {
        // A worker interrupted a second ago that still runs is killed: the run must end now.
        for w in processes where w.process.isRunning { kill(w.process.processIdentifier, SIGKILL) }
      }
      // Look for finished workers every 10 ms (the run's end should not wait out a long
      // sleep) but read results only every 100 ms.
      usleep(10_000)
      tick += 1
      if tick % 10 != 0 { continue }
      try readAll()
    }
    try readAll()
    var failures: [String] = []
    for w in processes where w.process.terminationStatus != 0 && !stop.shouldStop {
      let pid = w.process.processIdentifier
      let status = w.process.terminationStatus
      failures.append(
        w.process.terminationReason == .uncaughtSignal
          ? "worker \(pid) was killed by signal \(status)" : "worker \(pid) exited with status \(status)")
    }
    return failures
  }

  /// Hands a worker's block to the part whose platform its strategy field names.
  ///
  /// - Throws: ``TraceFileError`` for a block of no part, or one its part cannot parse.
  private func deliver(_ block: RawBlock) throws {
    let name = BlockLine.platformName(inStrategyField: block.strategyField)
    guard let part = parts.first(where: { $0.platformName == name }) else {
      throw TraceFileError(
        file: block.file, line: block.line, message: "block of '\(block.strategyField)' belongs to no part of the run")
    }
    try part.receive(block)
  }

  /// How this process's temporary folders and files start: `lifecycle-fuzz-<pid>-`.
  package static let temporaryPrefix = "lifecycle-fuzz-"

  /// Removes temporary folders and files of runs whose process is gone (`lifecycle-fuzz-<pid>-*`
  /// where no process `pid` exists), left by a run that was killed.
  package static func removeStaleTemporaryItems() {
    let tmp = FileManager.default.temporaryDirectory
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: tmp.path) else { return }
    for name in names where name.hasPrefix(temporaryPrefix) {
      let rest = name.dropFirst(temporaryPrefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0 else { continue }
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
    }
  }

  /// This process's executable, which the workers re-run, or `nil` when it cannot be found.
  static var currentExecutable: String? {
    #if os(Linux)
      return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
      return Bundle.main.executablePath
    #endif
  }

  /// The worker's side: claims items from the queue at `claims` until none is left and appends each block's
  /// results to the file `out` when the block is done.
  ///
  /// - Parameters:
  ///   - parts: the run's parts, decoded from the configuration file the parent wrote.
  /// - Throws: ``WorkerError`` when the queue cannot be used or an item names no part; ``TraceFileError`` when
  ///   a corpus cannot be read; a file-system error when `out` cannot be written.
  package static func work(parts: [any WorkerPoolPart], claims: String, out: String) throws {
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    defer { try? handle.close() }
    let stop = StopSignal()
    // Items come from the queue the parent shares among its workers; an item is found from its number, so no
    // list of the planned work is ever built (memory follows the work in flight).
    let queue = WorkQueue(path: claims)
    func nextItem() throws -> (part: any WorkerPoolPart, index: Int, item: Int)? {
      guard var i = queue.claim() else { throw WorkerError(description: "cannot claim work from \(queue.path)") }
      for (index, part) in parts.enumerated() {
        if i < part.itemCount { return (part, index, i) }
        i -= part.itemCount
      }
      return nil
    }
    let gate = StepBudgetGate(path: StepBudgetGate.path(besideClaims: claims))
    var opened: Set<String> = []
    while let (part, index, item) = try nextItem() {
      if stop.shouldStop { break }
      // Under a step budget, a block runs only once its strategy's earlier blocks are in and left budget for it, and
      // takes only what they left.
      var stepsBefore: Int?
      if part.hasStepBudget {
        let (strategy, position) = part.place(ofItem: item)
        guard case .run(let before) = gate.await(part: index, strategy: strategy, position: position, stop: stop)
        else { continue }
        stepsBefore = before
      }
      // A worker only saves (the parent judges new vs known), so a read-only corpus is not opened; each part's
      // corpus is read once, when the worker first runs one of its items.
      if opened.insert(part.platformName ?? "").inserted { try part.openCorpusForSaving() }
      let (text, complete) = part.run(item: item, stepsBefore: stepsBefore, stop: stop)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
      if !complete { break }
    }
  }
}

/// One platform's part of a run, as the worker pool sees it: its configuration (one line of JSON the workers
/// decode), its work items, how a worker runs one, and what the parent does with a finished block.
package protocol WorkerPoolPart: AnyObject {
  /// The platform's name in block lines, or `nil` for the platform unnamed in files.
  var platformName: String? { get }
  /// The number of work items of this shard: strategies times this shard's blocks, strategy-major.
  var itemCount: Int { get }
  /// The configuration, as one line of JSON.
  func configurationLine() throws -> String
  /// Worker: opens the corpus this part saves to.
  func openCorpusForSaving() throws
  /// Worker: runs item number `item`, whose strategy's earlier blocks took `stepsBefore` steps of the step budget
  /// (`nil`: none known); its block's text and whether every trace of it ran.
  func run(item: Int, stepsBefore: Int?, stop: StopSignal) -> (text: String, complete: Bool)
  /// Whether the part has a step budget, whose gate (``StepBudgetGate``) decides which of its items run.
  var hasStepBudget: Bool { get }
  /// Item `item`'s strategy and block position (``StepBudgetGate/decision(in:part:strategy:position:)``).
  func place(ofItem item: Int) -> (strategy: Int, position: Int)
  /// Parent: per strategy, what the step budget's gate knows, or `nil` without a budget.
  var budgetKnown: [StepBudgetGate.Known]? { get }
  /// Parent: takes a finished block.
  func receive(_ block: RawBlock) throws
}

/// Reads a worker's results file as it grows: whole blocks only (up to an `end` line), parsed
/// as they arrive; a block half written waits for the next read.
private struct ResultsReader {
  let path: String
  /// The worker writing the file, which each block read names (for progress only).
  let worker: Int
  private var offset: UInt64 = 0
  /// Lines already parsed, so that errors name the line in the whole file.
  private var lines = 0

  init(path: String, worker: Int) {
    self.path = path
    self.worker = worker
  }

  /// The blocks appended since the last call, in file order.
  mutating func readCompleteBlocks() throws(TraceFileError) -> [RawBlock] {
    guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? handle.close() }
    try? handle.seek(toOffset: offset)
    let data = (try? handle.readToEnd()) ?? Data()
    guard let last = data.lastRange(of: Data("\nend\n".utf8)) else { return [] }
    let complete = data[..<last.upperBound]
    var blocks = try RawBlock.split(String(decoding: complete, as: UTF8.self), file: path, firstLine: lines + 1)
    lines += complete.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    offset += UInt64(complete.count)
    for i in blocks.indices { blocks[i].worker = worker }
    return blocks
  }
}
