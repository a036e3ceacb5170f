import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
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
    #expect(r.code == .success)
    return (dir, try String(contentsOfFile: dir + "/run.results", encoding: .utf8))
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
    try text.replacingOccurrences(of: original, with: replacement).write(
      toFile: path, atomically: true, encoding: .utf8)
    let corpus = dir + "/corpus"
    let r = run(["merge", "--corpus", corpus, path])
    #expect(r.code == .usage)
    #expect(r.out == "")
    let expected =
      problem.hasPrefix("has")
      ? "error: \(path):2: its run configuration \(problem)\n"
      : "error: \(path):2: its run configuration does not decode: \(problem)\n"
    #expect(r.err == expected)
    #expect(!FileManager.default.fileExists(atPath: corpus))
  }

  @Test("the file as written still merges")
  func written() throws {
    let (dir, _) = try resultsFile()
    let r = run(["merge", "--corpus", dir + "/corpus", dir + "/run.results"])
    #expect(r.code == .success)
    #expect(r.err == "")
  }
}
