import CoverStrategies
import Foundation
import ShieldModel
import TestExpectations
import TestProcessSplit
import Testing

@testable import LifecycleFuzz

/// A seeded mutator of input files (``SplitMix64``, never system randomness): the same
/// mutants on every run, so a failure is reproduced by its mutant's number.
nonisolated struct Mutator {
  var rng: SplitMix64

  /// Values that break naive number parsing.
  static let hostileNumbers = [
    "99999999999999999999", "999999999999999999", "9223372036854775807", "18446744073709551616", "-1",
    "-9223372036854775808", "nan", "NaN", "inf", "-inf", "1e308", "2e10", "0", "00", "+1", "0x10", "1.5", "",
  ]
  /// Control characters, C1, bidi overrides, NUL, as UTF-8.
  static let controls: [[UInt8]] = [
    [0x1B], [0x07], [0x00], [0x0D], [0xC2, 0x85], [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0x7F],
  ]
  /// Byte sequences that are not UTF-8.
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF],
  ]
  /// First lines that are almost right.
  static let headers = [
    "lifecycle-fuzz trace 02", "lifecycle-fuzz trace 3", "lifecycle-fuzz trace", "lifecycle-fuzz results 1",
    "lifecycle-fuzz results 2", "strategy: sub(view-tag", "profile: iphone-ios17..1-scenes", "seed: -1",
    "expect: maybe", "configuration\t{}", "block\tsubview-tag\t-1\t1\t1\t1", "end", "\u{FEFF}lifecycle-fuzz trace 2",
  ]

  func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  }
  func joined(_ lines: [[UInt8]]) -> [UInt8] { Array(lines.joined(separator: [0x0A])) }

  /// One mutation of `bytes`, chosen by the generator.
  mutating func mutateOnce(_ bytes: [UInt8]) -> [UInt8] {
    var b = bytes
    let at = b.isEmpty ? 0 : rng.next(below: b.count)
    switch rng.next(below: 11) {
    case 0:  // byte flip
      if !b.isEmpty { b[at] ^= UInt8(1 << rng.next(below: 8)) }
    case 1:  // truncation
      b = Array(b.prefix(at))
    case 2, 3, 4:  // line duplication, deletion, swap
      var l = lines(b)
      let i = rng.next(below: l.count)
      let j = rng.next(below: l.count)
      if rng.next(below: 3) == 0 {
        l.insert(l[i], at: j)
      } else if rng.next(below: 2) == 0 {
        l.remove(at: i)
      } else {
        l.swapAt(i, j)
      }
      b = joined(l)
    case 5:  // a number replaced by a hostile one
      let digits = b.indices.filter { (48...57).contains(b[$0]) }
      guard !digits.isEmpty else { break }
      var start = digits[rng.next(below: digits.count)]
      var end = start
      while start > 0, (48...57).contains(b[start - 1]) || b[start - 1] == 0x2E { start -= 1 }
      while end < b.count, (48...57).contains(b[end]) || b[end] == 0x2E { end += 1 }
      b.replaceSubrange(start..<end, with: Array(Self.hostileNumbers[rng.next(below: Self.hostileNumbers.count)].utf8))
    case 6:  // invalid UTF-8
      b.insert(contentsOf: Self.invalidUTF8[rng.next(below: Self.invalidUTF8.count)], at: at)
    case 7:  // a control character
      b.insert(contentsOf: Self.controls[rng.next(below: Self.controls.count)], at: at)
    case 8:  // CR line ends
      let cr: [UInt8] = rng.next(below: 2) == 0 ? [0x0D, 0x0A] : [0x0D]
      b = Array(lines(b).joined(separator: cr))
    case 9:  // empty
      b = rng.next(below: 2) == 0 ? [] : [0x0A]
    default:  // a header line changed
      var l = lines(b)
      let h = Array(Self.headers[rng.next(below: Self.headers.count)].utf8)
      if l.isEmpty { l = [h] } else { l[rng.next(below: min(6, l.count))] = h }
      b = joined(l)
    }
    return b
  }

  /// One to three mutations of `bytes`.
  mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
    var b = bytes
    for _ in 0...rng.next(below: 3) { b = mutateOnce(b) }
    return b
  }
}

@Suite("Mutated input never crashes the parsers", .handedToSecondProcess("LifecycleFuzzTests.MutatedInputTests"))
struct MutatedInputTests {
  /// Mutants per run: 10,000 as in the adversarial run when `LIFECYCLE_FUZZ_MUTANTS` says so
  /// (`scripts/mutants.sh`), fewer in a plain `swift test`, where a debug build under load takes
  /// about 3 s per 1,000.
  static let mutantCount = ProcessInfo.processInfo.environment["LIFECYCLE_FUZZ_MUTANTS"].flatMap { Int($0) } ?? 4_000

  /// A small run's results file: header (version, configuration) and blocks, as `run --results` writes it.
  static func resultsFixture() throws -> (text: String, configuration: RunConfiguration<IOSPlatform>) {
    var c = RunConfiguration()
    c.tracesPerStrategy = 40
    c.blockSize = 20
    c.corpusDirectory = nil
    c.strategies = ["secure-layer", "subview-tag"].compactMap(StrategyCatalog.descriptor(named:))
    let blocks = try Campaign(configuration: c).run().blocks
    let header = "lifecycle-fuzz results 3\nconfiguration\t\(try c.runIdentity.jsonText())\n"
    return (header + blocks.map(\.text).joined(), c)
  }

  /// `text` with every block's `check` line recomputed from the lines before it.
  static func resealed(_ text: String) -> String {
    var out: [Substring] = []
    var start: Int?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("block\t") { start = out.count }
      if line.hasPrefix("check\t"), let s = start {
        let body = out[s...].map { $0 + "\n" }.joined()
        let failures = out[s...].filter { $0.hasPrefix("failure\t") }.count
        out.append("check\t\(failures)\t\(hex16(BlockResult<IOSPlatform>.checksum(body.utf8)))")
        start = nil
        continue
      }
      out.append(line)
    }
    return out.joined(separator: "\n")
  }

  /// Whether `error` names `file` and a line (`file:N: `, N >= 1).
  static func namesLine(_ error: TraceFileError, file: String) -> Bool {
    error.line >= 1 && error.description.hasPrefix("\(file):\(error.line): ") && !error.message.isEmpty
  }

  @Test("mutants of corpus traces and a results file parse or fail at file:N (10,000 in scripts/mutants.sh)")
  func mutants() throws {
    let traces = Corpus(directory: corpusDirectory).tracePaths().compactMap { FileManager.default.contents(atPath: $0) }
    #expect(traces.count >= 5)
    let (results, configuration) = try Self.resultsFixture()
    let seeds = traces.map { [UInt8]($0) } + [[UInt8](results.utf8)]
    var mutator = Mutator(rng: SplitMix64(seed: 20_260_401))
    var parsedTraces = 0
    var parsedResults = 0
    var unnamed: [String] = []
    var replays = 0
    for n in 0..<Self.mutantCount {
      // One in four mutants is of the results file, the rest of corpus traces.
      let seed = n % 4 == 0 ? seeds[seeds.count - 1] : seeds[mutator.rng.next(below: seeds.count - 1)]
      let bytes = mutator.mutate(seed)
      let file = "mutant-\(n).trace"
      var text: String
      do {
        text = try String(utf8File: Data(bytes), file: file)
        // Half the results mutants are resealed, as a forger would, so that the checks behind
        // each block's checksum see mutated blocks too.
        if n % 8 == 0 { text = Self.resealed(text) }
      } catch {
        if !Self.namesLine(error, file: file) { unnamed.append(error.description) }
        continue
      }
      do {
        _ = try Trace(parsing: text, file: file)
        parsedTraces += 1
      } catch {
        if !Self.namesLine(error, file: file) { unnamed.append(error.description) }
      }
      do {
        for (block, line, failureLines) in try BlockResult<IOSPlatform>.parseLocated(text, file: file) {
          parsedResults += 1
          #expect(line >= 1 && failureLines.count == block.failures.count)
          // The checks merge runs must not trap either, however wild the numbers.
          guard block.problem(in: configuration) == nil else { continue }
          for f in block.failures where f.problem(block: block.block, in: configuration) == nil && replays < 300 {
            let strategy = configuration.strategies.first { $0.name == block.strategy }!
            _ = f.replayProblem(runner: TraceRunner(strategy: strategy, profile: configuration.profile(for: strategy)))
            replays += 1
          }
        }
      } catch {
        if !Self.namesLine(error, file: file) { unnamed.append(error.description) }
      }
      // The header's configuration: decoding a mutated one throws or gives a value.
      let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
      if lines.count > 1, lines[1].hasPrefix("configuration\t") {
        _ = try? RunConfiguration(
          jsonText: String(lines[1].dropFirst("configuration\t".count)), platform: IOSPlatform.builtIn)
      }
    }
    #expect(unnamed.isEmpty, "\(unnamed.count) errors without file:N:, e.g. \(unnamed.prefix(5))")
    // The mutator leaves enough intact that both parsers also succeed often.
    #expect(parsedTraces > Self.mutantCount / 20)
    #expect(parsedResults > Self.mutantCount / 100)
  }

  @Test("mutated profile names and event texts are parsed or refused, never a trap")
  func namesAndEvents() throws {
    var mutator = Mutator(rng: SplitMix64(seed: 7))
    let profiles =
      Profile.builtIn.map(\.name) + ["iphone-ios26.5-scenes+switcherCardIsLive=false", "iphone-ios17-flutter3.29"]
    let events =
      IOSPlatform.vocabulary.catalogRows.map(\.syntax) + [
        "touch(0.5, 0.5)", "touch(B, 0.5, 0.5)", "advance(0.3)", "systemAlert(faceID)", "connectScene(B)",
      ]
    var accepted = 0
    for n in 0..<4_000 {
      let source =
        n % 2 == 0 ? profiles[mutator.rng.next(below: profiles.count)] : events[mutator.rng.next(below: events.count)]
      let text = String(decoding: mutator.mutate(Array(source.utf8)), as: UTF8.self)
      if n % 2 == 0 {
        do {
          let p = try Profile(named: text)
          // What is accepted reads back as itself.
          try expectEqual(Profile(named: p.name), p)
          accepted += 1
        } catch {
          #expect(!error.description.isEmpty)
        }
      } else {
        do {
          let e = try SystemEvent(text: text)
          try expectEqual(SystemEvent(text: e.text), e)
          accepted += 1
        } catch {
          #expect(!error.message.isEmpty)
        }
      }
    }
    #expect(accepted > 100)
    for bad in [
      "iphone-ios17..1-scenes", "iphone-ios17.-scenes", "iphone-ios+17-scenes", "iphone-ios017-scenes",
      "iphone-ios17-flutter3.+29", "iphone-ios17-flutter3.", "iphone-ios-scenes",
    ] {
      #expect(throws: ProfileError.self, "\(bad)") { _ = try Profile(named: bad) }
    }
  }
}
