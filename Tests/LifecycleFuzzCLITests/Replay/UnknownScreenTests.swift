import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A step naming a screen the app does not have is a typo in the trace, not a sequence the platform refuses: one
/// error line naming the step and the app's screens, exit 2 (it was `invalid`, exit 1, which CI reads as a finding).
@Suite("A trace naming a screen its app does not have")
struct UnknownScreenTests {
  func replay(_ events: String) -> (ExitCode, String, String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    let code = CommandLineTool.main(
      arguments: [
        "replay", "--strategy", "subview-tag", "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events",
        events,
      ], console: console)
    return (code, out, err)
  }

  @Test("pushScreen and an entry's push of an unknown screen are usage errors; a known screen replays")
  func unknownScreens() {
    let screens = "(its screens: settings, recovery-phrase)\n"
    let pushed = replay("launch · pushScreen(vault)")
    expectEqual(pushed.0, .usage)
    #expect(pushed.1.isEmpty)
    expectEqual(
      pushed.2, "error: --events: event 2 (pushScreen(vault)) cannot happen: the app has no screen 'vault' " + screens
    )
    let entry = replay("launch · goHome · openEntry(notification, push(vault))")
    expectEqual(entry.0, .usage)
    #expect(entry.2.hasSuffix("the app has no screen 'vault' " + screens))
    expectEqual(replay("launch · pushScreen(settings)").0, .success)
  }
}
