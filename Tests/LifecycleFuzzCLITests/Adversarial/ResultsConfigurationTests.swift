import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A results file's run configuration met in the seventeenth session's search for bad input: a key given twice
/// (JSONDecoder kept one), a key this build does not know, `jobs` 0 and a strategy named twice (which made the
/// merge wait for blocks no run makes and end INCOMPLETE, writing the corpus) were read. Each is now an error at
/// the configuration's line, exit 2, with nothing written.
@Suite("Results files: a run configuration the tool never writes")
struct ResultsConfigurationTests {
  /// A folder holding a results file of a short run (20 traces of toggleable-cover).
  func resultsFile() throws -> (dir: String, text: String) {
    let dir = NSTemporaryDirectory() + "results-configuration-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let r = run([
      "run", "--traces", "20", "--strategy", "toggleable-cover", "--no-corpus", "--results", dir + "/run.results",
    ])
    expectEqual(r.code, .success)
    return (dir, try String(contentsOfFile: dir + "/run.results", encoding: .utf8))
  }

  /// `text` with its configuration line (line 2) sealed again, as a forger would: the checks behind the seal still
  /// see the edited configuration.
  static func resealed(_ text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    var fields = lines[1].components(separatedBy: "\t")
    fields.removeLast()
    let body = fields.joined(separator: "\t")
    lines[1] = body + "\t" + hex16(BlockResult<IOSPlatform>.checksum(body.utf8))
    return lines.joined(separator: "\n")
  }

  @Test(
    "merge refuses the configuration at its line and writes nothing",
    arguments: [
      ("\"seed\":20261129", "\"seed\":5,\"seed\":20261129", "key 'seed' given twice"),
      ("\"seed\":20261129", "\"seed\":20261129,\"\\u0073eed\":5", "key 'seed' given twice"),
      ("\"steering\":true", "\"steering\":true,\"maxLenght\":3", "unknown key 'maxLenght'"),
      ("\"jobs\":1", "\"jobs\":0", "has jobs 0 (1 to 256)"),
      (
        "\"strategies\":[\"toggleable-cover\"]", "\"strategies\":[\"toggleable-cover\",\"toggleable-cover\"]",
        "has strategy 'toggleable-cover' twice"
      ),
    ])
  func refused(original: String, replacement: String, problem: String) throws {
    let (dir, text) = try resultsFile()
    #expect(text.contains(original))
    let path = dir + "/bad.results"
    try Self.resealed(text.replacingOccurrences(of: original, with: replacement)).write(
      toFile: path, atomically: true, encoding: .utf8)
    let corpus = dir + "/corpus"
    let r = run(["merge", "--corpus", corpus, path])
    expectEqual(r.code, .usage)
    expectEqual(r.out, "")
    let expected =
      problem.hasPrefix("has")
      ? "error: \(path):2: its run configuration \(problem)\n"
      : "error: \(path):2: its run configuration does not decode: \(problem)\n"
    expectEqual(r.err, expected)
    #expect(!FileManager.default.fileExists(atPath: corpus))
  }

  /// Session 19's breaker relabelled a seed-5 run's results as seed 7 (and a failing seed's as the default
  /// seed's): merge read them and reported the other seed's findings, or a pass. The configuration line now
  /// carries a checksum of its own (format 4).
  @Test(
    "merge refuses a configuration line changed without its checksum at that line, or one without a checksum",
    arguments: [
      (
        "\"seed\":20261129", "\"seed\":7",
        "the configuration line does not match its checksum: it was changed (run the shard again)"
      ),
      (
        "\"tracesPerStrategy\":20", "\"tracesPerStrategy\":10",
        "the configuration line does not match its checksum: it was changed (run the shard again)"
      ),
    ])
  func changedConfiguration(original: String, replacement: String, problem: String) throws {
    let (dir, text) = try resultsFile()
    #expect(text.contains(original))
    let path = dir + "/edited.results"
    try text.replacingOccurrences(of: original, with: replacement).write(
      toFile: path, atomically: true, encoding: .utf8)
    let unsealed = dir + "/unsealed.results"
    var lines = text.components(separatedBy: "\n")
    lines[1] = lines[1].components(separatedBy: "\t").dropLast().joined(separator: "\t")
    try lines.joined(separator: "\n").write(toFile: unsealed, atomically: true, encoding: .utf8)
    for (file, message) in [
      (path, problem), (unsealed, "the configuration line has no checksum (a tab and 16 hex digits after the JSON)"),
    ] {
      let corpus = dir + "/corpus"
      let r = run(["merge", "--corpus", corpus, file])
      expectEqual(r.code, .usage)
      expectEqual(r.out, "")
      expectEqual(r.err, "error: \(file):2: \(message)\n")
      #expect(!FileManager.default.fileExists(atPath: corpus))
    }
  }

  @Test("the file as written still merges")
  func written() throws {
    let (dir, _) = try resultsFile()
    let r = run(["merge", "--corpus", dir + "/corpus", dir + "/run.results"])
    expectEqual(r.code, .success)
    expectEqual(r.err, "")
  }
}
