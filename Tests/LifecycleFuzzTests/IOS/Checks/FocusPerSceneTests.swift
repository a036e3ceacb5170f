import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// focus-lost on an iPad with two scenes, each keeping its own first responder (F6,
/// `ShieldModel.PlatformFlags.sceneKeepsFirstResponder`): the passcode typed into scene A's lock takes nothing from
/// scene B's field, while a lock that ends editing in A's window still loses A's field.
@Suite("Invariant checks: focus-lost with a first responder per scene")
struct FocusPerSceneTests {
  private static func replay(_ name: String) throws -> ReplayResult<IOSPlatform> {
    try Replay.replay(path: corpusDirectory + "/" + name + ".trace")
  }

  @Test("the passcode typed into scene A's lock leaves scene B's field: holds (was 'scene B has first responder none')")
  func otherSceneKeepsItsField() throws {
    let result = try Self.replay("model-scene-keeps-first-responder-key-lock")
    expectEqual(result.outcome, .holds)
  }

  @Test("the flag's other answer, one first responder for the app, gives the false loss in scene B")
  func flagOffLosesSceneB() throws {
    let result = try Self.replay("model-scene-keeps-first-responder-flag-off")
    guard case .violated(let v) = result.outcome else {
      Issue.record("expected focus-lost, got \(result.outcome)")
      return
    }
    expectEqual(v.invariant, .focusLost)
    expectEqual(v.detail, "scene B has first responder none instead of note-field")
  }

  @Test("a lock that ends editing in scene A's window loses A's kept field: a true loss, in scene A")
  func endEditingLosesSceneA() throws {
    let result = try Self.replay("model-scene-keeps-first-responder-end-editing")
    guard case .violated(let v) = result.outcome else {
      Issue.record("expected focus-lost, got \(result.outcome)")
      return
    }
    expectEqual(v.invariant, .focusLost)
    expectEqual(v.detail, "scene A has first responder none instead of note-field")
  }
}
