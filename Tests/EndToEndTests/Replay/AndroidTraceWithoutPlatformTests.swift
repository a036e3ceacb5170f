import Foundation
import TestExpectations
import Testing

/// A hand-written Android trace without `platform: android` (forty-first session, the s40 new user's): it was read as
/// iOS's and told its profile was no iOS profile (`expected <device>-ios<version>-<structure>`), or its strategy
/// unknown among iOS's.
@Suite("An Android trace without its platform line: one line says to add platform: android")
struct AndroidTraceWithoutPlatformTests {
  static let lock = """
    lock: locked
    on onCreate: set(locked); addView(lock)
    on appCall(unlock): removeView(lock); clear(locked)
    on onStop: set(locked); addView(lock)

    """

  static func trace(_ header: String, events: [String] = ["launch", "pressHome"]) -> String {
    "lifecycle-fuzz trace 2\n\(header)expect: holds\n" + events.joined(separator: "\n") + "\n"
  }

  static let addLine =
    ", and a trace without a 'platform:' line is iOS's: add 'platform: android' above the 'strategy:' line\n"

  @Test("its profile, strategy, script or events are Android's: the line to add, at the line that failed")
  func told() throws {
    let dir = try makeTempDirectory()
    try Self.lock.write(toFile: dir + "/droid.logic", atomically: true, encoding: .utf8)
    let cases: [(name: String, header: String, events: [String], error: String)] = [
      (
        "profile", "strategy: app-logic\nprofile: phone-api34-views\n", ["launch", "pressHome"],
        "error: profile.trace:3: its profile 'phone-api34-views' is an Android profile"
      ),
      (
        "strategy", "strategy: secure-flag-on-create\nprofile: phone-api31-views\n", ["launch", "pressHome"],
        "error: strategy.trace:2: its profile 'phone-api31-views' is an Android profile"
      ),
      (
        "script", "strategy: app-logic\n", ["launch", "pressHome"],
        "error: script.trace:5: the --app-logic script given is an Android script"
      ),
    ]
    for c in cases {
      try Self.trace(c.header, events: c.events).write(
        toFile: "\(dir)/\(c.name).trace", atomically: true, encoding: .utf8)
      for command in ["replay", "explain"] {
        let given = try runTool([command, "--app-logic", "droid.logic", "\(c.name).trace"], in: dir)
        #expect(given.status == 2, "\(command) \(c.name): \(given.out)\(given.err)")
        let lines = given.err.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(lines.count == 1, "\(given.err)")
        #expect(lines.first.map { $0 + "\n" } == c.error + Self.addLine, "\(command) \(c.name): \(given.err)")
      }
    }
    // With the line added, the same trace replays.
    try Self.trace("platform: android\nstrategy: app-logic\nprofile: phone-api34-views\n")
      .write(toFile: dir + "/fixed.trace", atomically: true, encoding: .utf8)
    let fixed = try runTool(["replay", "--app-logic", "droid.logic", "fixed.trace"], in: dir)
    #expect(fixed.status == 0, "\(fixed.out)\(fixed.err)")
    #expect(fixed.out.hasPrefix("ok    fixed.trace: holds"), "\(fixed.out)")
  }

  @Test("an iOS trace with an Android event is told of the event, not of a platform line")
  func iosTraceKeepsItsError() throws {
    let dir = try makeTempDirectory()
    try Self.trace("strategy: subview-tag\nprofile: iphone-ios17-scenes\n", events: ["launch", "pressHome"])
      .write(toFile: dir + "/ios.trace", atomically: true, encoding: .utf8)
    let given = try runTool(["replay", "ios.trace"], in: dir)
    expectEqual(given.status, 2)
    #expect(given.err.hasPrefix("error: ios.trace:6: unknown event 'pressHome'"), "\(given.err)")
    #expect(!given.err.contains("platform: android"), "\(given.err)")
  }
}
