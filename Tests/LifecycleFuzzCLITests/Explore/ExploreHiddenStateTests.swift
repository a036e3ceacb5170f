import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// `explore` says "held up to depth N" only if no sequence that short breaks: two states it merges must have the same
/// futures. A security reviewer's scripts found two merges that did not (thirty-fourth session): an iOS capture cover
/// added under a lock window (the summary shows only the lock), and an Android script's lock variable (a locked and an
/// unlocked app with the same windows).
@Suite("explore: states that differ only in what is hidden are not merged")
struct ExploreHiddenStateTests {
  func script(_ text: String, named name: String) throws -> String {
    let dir = NSTemporaryDirectory() + "explore-hidden-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("iOS: a capture cover added under the lock window keeps 'launch · recordingStart' apart from the reverse")
  func coverUnderLockWindow() throws {
    let path = try script(
      """
      claims: recordings
      sensitive: root
      lock: locked
      release: biometry
      on sceneWillConnect: set(locked); showWindow(lockwin, level=alert+1, root=lock)
      on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
      on evaluatePolicyReply(success): hideWindow(lockwin); clear(locked)
      on capturedDidChange if captured: addCover(view, tag=77, resizes=true)
      on capturedDidChange if not(captured): removeCover(tag=77)
      """, named: "hidden-cover.logic")
    let result = run(["explore", "--depth", "3", "--app-logic", path, "--invariant", "capture-leak"])
    expectEqual(result.code, .failure)
    #expect(result.out.contains("capture-leak    BROKEN at depth 3: recordingStart · launch · faceIDMatch"))
  }

  @Test("Android: an unlocked and a locked app with the same windows are two states")
  func lockVariable() throws {
    let path = try script(
      """
      claims: all
      lock: locked
      on onCreate: addFlags(secure); set(locked); addView(lock)
      on onResume if locked and not(isPrompting): authenticate(biometric)
      on onAuthenticationSucceeded: removeView(lock); clear(locked)
      """, named: "rotate.logic")
    let result = run([
      "explore", "--platform", "android", "--depth", "3", "--app-logic", path, "--invariant", "needless-lock",
    ])
    expectEqual(result.code, .failure)
    #expect(result.out.contains("needless-lock   BROKEN at depth 3: launch · biometricMatch · configurationChange"))
  }
}
