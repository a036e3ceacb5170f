import TestExpectations
import TestProcessSplit
import Testing

/// The order of the second process's failure lines in `SecondTestProcessTests`' message: a wrong value before any
/// time limit, so the 60 lines shown never hide it behind a suite's time-limit lines.
@Suite("Second test process: failure lines")
struct SecondTestProcessFailureLinesTests {
  @Test("issues that are not time limits come first, then closing lines, then time limits, in output order")
  func timeLimitsLast() {
    let output = [
      "◇ Test run started.",
      "✘ Test cachedFramesStayFresh(seed:) recorded an issue with 1 argument seed → 1 at A.swift:9:5: "
        + "Time limit was exceeded: 600.000 seconds",
      "✘ Test cachedFramesStayFresh(seed:) with 1 argument seed → 1 failed after 600.1 seconds with 1 issue.",
      "✔ Test depthFour() passed after 3.2 seconds.",
      "✘ Test cachedFramesStayFresh(seed:) recorded an issue with 1 argument seed → 2 at A.swift:9:5: "
        + "Time limit was exceeded: 600.000 seconds",
      "✘ Test sweep() recorded an issue at B.swift:40:7: Expectation failed: (held → 3) == 4",
      "✘ Test sweep() failed after 1.0 seconds with 1 issue.",
      "B.swift:41:7: error: a build line",
      "✘ Test run with 3 tests in 2 suites failed after 601.0 seconds with 3 issues.",
    ]
    expectEqual(
      SecondTestProcess.failureLines(output),
      [
        output[5], output[7], output[2], output[6], output[8], output[1], output[4],
      ])
    expectEqual(SecondTestProcess.failureLines(output).filter(SecondTestProcess.isTimeLimit), [output[1], output[4]])
    #expect(SecondTestProcess.failureLines(["◇ Test run started.", "✔ Test run passed."]).isEmpty)
  }
}
