import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A misspelt family part got no "did you mean" (the command line's suggestion sat above the families' parsers), and
/// the lock family's error line was cut at 400 characters in the middle of its list of parts (a new user, twentieth
/// session). Each family's error now names the closest part, and the line is whole.
@Suite("a misspelt family part: did you mean, on one whole line")
struct FamilyPartSuggestionTests {
  @Test(
    "each family suggests the part meant; the error is one line that ends its list",
    arguments: [
      (
        ["--strategy", "lock[shield=resign,when=launch,polcy=passcode]"],
        "'polcy=passcode': unknown part (did you mean 'policy='?) (expected shield=, ", "promise=, section=, guards=)"
      ),
      (
        ["--strategy", "cover[on=resign,vai=subview,off=becomeActive]"],
        "'vai=subview': unknown part (did you mean 'via='?) (expected on=, ", "in=, out=)"
      ),
      (
        ["--strategy", "detect[on=captured,promis=blank]"],
        "'promis=blank': unknown part (did you mean 'promise='?) (expected on=, ", "disable=, once)"
      ),
      (
        ["--platform", "android", "--strategy", "android-lock[as=view,reaarm=onStart]"],
        "'reaarm=onStart': unknown key (did you mean 'rearm'?) (keys: as, rearm, ", "receiver, section, sectionAsk)"
      ),
      (
        ["--platform", "android", "--strategy", "android-cover[hook=onPause,waht=secure]"],
        "unknown key 'waht' (did you mean 'what'?) (keys: hook, what, ", "in, sensitive)"
      ),
    ])
  func suggestion(arguments: [String], expected: String, end: String) {
    var err = ""
    let code = CommandLineTool().main(
      arguments: ["run", "--traces", "1", "--no-corpus"] + arguments,
      console: Console(out: { _ in }, err: { err += $0 }))
    expectEqual(code, .usage)
    #expect(err.hasPrefix("error: malformed strategy name '"), "\(err)")
    #expect(err.contains(expected), "\(err)")
    #expect(err.hasSuffix(end + "\n"), "\(err)")
    expectEqual(err.filter { $0 == "\n" }.count, 1)
  }
}
