import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import Testing

/// The lock invariants passed in JUnit for strategies that are no lock (a new user, twentieth session: `reauth-loop`,
/// `needless-lock` and `silent-lock` of a cover were `<testcase .../>`, a pass, though nothing a cover does can break
/// them). They are skipped now, with the reason, on both platforms; a lock keeps them as test cases.
@Suite("JUnit skips the lock invariants of a strategy that is no lock")
struct NotClaimedJUnitTests {
  func junit(_ arguments: [String]) throws -> String {
    let dir = NSTemporaryDirectory() + "not-claimed-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let code = CommandLineTool().main(
      arguments: ["run", "--traces", "2", "--jobs", "1", "--no-corpus", "--junit", dir + "/j.xml"] + arguments,
      console: Console(out: { _ in }, err: { _ in }))
    #expect(code != .usage)
    return try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
  }

  static let lockReason = "not claimed: the strategy is no app lock, and only a lock's promise can break it"

  @Test("iOS: a cover's reauth-loop, needless-lock and silent-lock are skipped; a lock's are cases")
  func ios() throws {
    let cover = try junit(["--strategy", "cover-window"])
    for invariant in ["lock-bypass", "unlock-blocked", "reauth-loop", "needless-lock", "silent-lock"] {
      #expect(
        cover.contains(
          "<testcase classname=\"cover-window\" name=\"\(invariant)\" time=\"0\"><skipped message=\"\(Self.lockReason)\"/>"
        ), "\(invariant)")
    }
    #expect(cover.contains("<testcase classname=\"cover-window\" name=\"crash\" time=\"0\"/>"))
    let lock = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]"
    let locked = try junit(["--strategy", lock])
    #expect(!locked.contains(Self.lockReason))
    #expect(locked.contains("name=\"reauth-loop\" time=\"0\""))
  }

  @Test("Android: a cover's lock invariants are skipped; an app lock's are cases")
  func android() throws {
    let cover = try junit(["--platform", "android", "--strategy", "secure-flag-on-create"])
    for invariant in ["lock-bypass", "reauth-loop", "unlock-blocked", "needless-lock"] {
      #expect(
        cover.contains(
          "<testcase classname=\"android secure-flag-on-create\" name=\"\(invariant)\" time=\"0\"><skipped message=\"\(Self.lockReason)\"/>"
        ), "\(invariant)")
    }
    #expect(cover.contains("<testcase classname=\"android secure-flag-on-create\" name=\"recents-leak\" time=\"0\"/>"))
    let locked = try junit(["--platform", "android", "--strategy", "android-lock[as=view,rearm=onPause]"])
    #expect(!locked.contains(Self.lockReason))
    // A lock claims no capture: its leak invariants are skipped as iOS skips them (they said passed).
    for invariant in ["capture-leak", "recents-leak"] {
      #expect(
        locked.contains(
          "name=\"\(invariant)\" time=\"0\"><skipped message=\"not claimed: the strategy claims none of the captures it judges\"/>"
        ), "\(invariant)")
    }
  }
}
