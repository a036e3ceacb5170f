import Foundation
import LifecycleFuzzCLI
import Testing

/// `list families` is where the README sends a user for the family's parts: every key the `android-lock` parser takes
/// is listed there (a new user found five missing).
@Suite("Every android-lock part the parser takes is in list families")
struct AndroidLockPartsListedTests {
  func output(_ args: [String]) -> (out: String, err: String) {
    var err = ""
    var out = ""
    let console = Console(out: { out += $0 }, err: { err += $0 })
    _ = CommandLineTool.main(arguments: args, console: console)
    return (out, err)
  }

  @Test("the unknown-key error's keys each start a listing line or appear as key=")
  func everyKeyListed() throws {
    let error = output(["run", "--platform", "android", "--strategy", "android-lock[as=view,zzzz=1]"]).err
    let keyList = try #require(error.range(of: "(keys: ")).upperBound
    let keys = error[keyList...].prefix { $0 != ")" }.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(keys.count >= 31)
    let listing = output(["list", "families", "--platform", "android"]).out
    let lines = listing.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for key in keys {
      let listed = lines.contains { $0.hasPrefix(key + " ") || $0.hasPrefix(key + ",") } || listing.contains(key + "=")
      #expect(listed, "\(key) is not in list families --platform android")
    }
  }
}
