import Foundation
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// What `explain` and `replay --app-logic` say names what happened (the forty-fourth session's breaker: a Keychain read
/// that opens on the passcode was logged as a Face ID prompt; the warning after an unreadable trace gave a wrong cause).
@Suite("explain and replay --app-logic name what happened")
struct AppLogicWordingTests {
  /// A new temporary folder holding `app.logic` with `text`, and the script's path.
  static func folder(withScript text: String) throws -> (dir: String, script: String) {
    let dir = NSTemporaryDirectory() + "app-logic-wording-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try text.write(toFile: dir + "/app.logic", atomically: true, encoding: .utf8)
    return (dir, dir + "/app.logic")
  }

  @Test("a Keychain read of a .devicePasscode item is logged as the passcode screen it opens, not a Face ID prompt")
  func passcodeReadIsNamed() throws {
    let (dir, script) = try Self.folder(
      withScript:
        "claims: app-switcher\non sceneWillConnect: keychainAdd(token, access=devicePasscode)\non sceneDidBecomeActive: keychainRead(token)\n"
    )
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let explained = run([
      "explain", "--app-logic", script, "--profile", "iphone-ios17-scenes", "--expect", "holds", "--events", "launch",
    ])
    #expect(explained.out.contains("the system's passcode screen at once, no Face ID scan (SecItemCopyMatching)"))
    #expect(!explained.out.contains("Face ID prompt (SecItemCopyMatching)"))
  }

  @Test("replay --app-logic after an unreadable trace names it as the cause of replaying none")
  func unreadableTraceIsTheCause() throws {
    let (dir, script) = try Self.folder(
      withScript: "claims: app-switcher\non sceneWillResignActive: addCover(blur, tag=3)\n")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let trace = dir + "/bad.trace"
    try "lifecycle-fuzz trace 2\nstrategy: app-logic\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\nbogusEvent\n"
      .write(toFile: trace, atomically: true, encoding: .utf8)
    let replayed = run(["replay", "--app-logic", script, trace])
    expectEqual(replayed.code, .usage)
    #expect(replayed.err.contains("error: \(trace):6: unknown event 'bogusEvent'"))
    #expect(
      replayed.err.contains(
        "and none was replayed: 1 trace could not be read (the error above), and it may be the script's; fix it and"
          + " replay again. To try"))
    #expect(!replayed.err.contains("every other trace replays the script it carries"))
  }
}
