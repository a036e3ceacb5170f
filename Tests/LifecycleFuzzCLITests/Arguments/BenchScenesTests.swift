import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `bench scaling --scenes`: only the iPad rows asked for, each saying how many scenes its steps ran with.
@Suite("bench scaling --scenes")
struct BenchScenesTests {
  func run(_ args: [String]) -> (ExitCode, out: String, err: String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(arguments: args, console: console)
    return (code, out, err)
  }

  @Test("a row per scene count asked, with every counted step on that many connected scenes")
  func rowsKeepTheirScenes() throws {
    // 25 steps: a step can start with fewer scenes (the relaunch after a generated terminateApp, before the bench
    // reconnects); since session 33 changed the draws, seed 1 meets one between steps 26 and 30, none before.
    let (code, out, _) = run(["bench", "scaling", "--scenes", "2", "--steps", "25", "--json"])
    expectEqual(code, .success)
    let lines = out.split(separator: "\n")
    try #require(lines.count == 1)
    let row = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(row["name"] as? String == "long-trace subview-tag ipad-split-ios17-scenes scenes=2")
    #expect(row["steps"] as? Int == 25)
    #expect(row["scene_steps"] as? Double == 50)
  }

  @Test("a scene count out of 1...8, an empty one, or --scenes on another topic is one error line")
  func badScenes() {
    #expect(
      run(["bench", "scaling", "--scenes", "9"])
        == (.usage, "", "error: --scenes takes scene counts from 1 to 8, e.g. 1,2,4, not '9'\n"))
    #expect(
      run(["bench", "scaling", "--scenes", "1,,2"])
        == (.usage, "", "error: --scenes takes scene counts from 1 to 8, e.g. 1,2,4, not '1,,2'\n"))
    #expect(
      run(["bench", "throughput", "--scenes", "2"]) == (.usage, "", "error: --scenes applies to bench scaling\n"))
  }
}
