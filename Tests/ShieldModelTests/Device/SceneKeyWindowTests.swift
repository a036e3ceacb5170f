import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Key windows: each scene's from iOS 15, the app's one before; keyboardShow taps a field the user sees")
struct SceneKeyWindowTests {
  /// The key notices logged since `from`, as `resign`/`become` and the scene of the window's root
  /// (every notice's window here is a scene's app window or a window the test made).
  private static func keyNotices(_ d: Device, since from: Int) -> [String] {
    d.callbackLog[from...].compactMap {
      switch $0 {
      case "post UIWindowDidResignKeyNotification": return "resign"
      case "post UIWindowDidBecomeKeyNotification": return "become"
      default: return nil
      }
    }
  }

  @Test(
    "Focus going to another scene: from iOS 15 no key window changes, nothing posted; iOS 14: the app's moves, posted",
    arguments: [
      ("ipad-split-ios17-scenes", true), ("ipad-split-ios15-scenes", true), ("ipad-split-ios14-scenes", false),
    ])
  func focusBetweenScenes(_ profile: String, perScene: Bool) throws {
    let d = try launched(profile, logging: true)
    try d.apply(.connectScene("B"))
    let a = try #require(d.mainWindow("A"))
    let b = try #require(d.mainWindow("B"))
    // The new scene's window was made key at its connection: the app's key window.
    #expect(d.withCurrent { UIApplication.shared.keyWindow } === b)
    expectEqual(d.withCurrent { a.isKeyWindow }, perScene)
    #expect(d.withCurrent { b.isKeyWindow })
    let mark = d.callbackLog.count
    try d.apply(.touch(scene: "A", x: 0.5, y: 0.05))
    #expect(d.withCurrent { UIApplication.shared.keyWindow } === a)
    #expect(d.withCurrent { a.isKeyWindow })
    expectEqual(d.withCurrent { b.isKeyWindow }, perScene)
    #expect(d.withCurrent { d.scene(named: "B")!.keyWindow } === (perScene ? b : nil))
    expectEqual(Self.keyNotices(d, since: mark), (perScene ? [] : ["resign", "become"]))
  }

  @Test("In a scene a window made key resigns the scene's key window, both notices; hidden, it hands key status back")
  func keyChangeInsideScene() throws {
    let d = try launched("ipad-split-ios17-scenes", logging: true)
    try d.apply(.connectScene("B"))
    let sceneA = try #require(d.scene(named: "A"))
    let a = try #require(d.mainWindow("A"))
    let mark = d.callbackLog.count
    let cover = d.withCurrent { makeCoverWindow(in: sceneA) }
    d.withCurrent { cover.makeKeyAndVisible() }
    expectEqual(Self.keyNotices(d, since: mark), ["resign", "become"])
    #expect(d.withCurrent { sceneA.keyWindow } === cover)
    #expect(d.withCurrent { !a.isKeyWindow })
    // Scene B's key window is untouched.
    #expect(d.withCurrent { d.mainWindow("B")!.isKeyWindow })
    let hidden = d.callbackLog.count
    d.withCurrent { cover.isHidden = true }
    expectEqual(Self.keyNotices(d, since: hidden), ["resign", "become"])
    #expect(d.withCurrent { sceneA.keyWindow } === a)
  }

  @Test(
    "iOS 15+: a background scene keeps its key window, the app's follows the scene in front; a key change there stays (flag)",
    arguments: [true, false])
  func backgroundScene(_ staysInScene: Bool) throws {
    let d = try launched("ipad-split-ios17-scenes+backgroundSceneKeyWindowStaysInScene=\(staysInScene)")
    try d.apply(.connectScene("B"), .touch(scene: "A", x: 0.5, y: 0.05), .backgroundScene("A"))
    let sceneA = try #require(d.scene(named: "A"))
    let a = try #require(d.mainWindow("A"))
    let b = try #require(d.mainWindow("B"))
    #expect(d.withCurrent { sceneA.keyWindow } === a)
    #expect(d.withCurrent { a.isKeyWindow })
    #expect(d.withCurrent { UIApplication.shared.keyWindow } === b)
    try d.apply(.keyboardShow)
    let field = try #require(d.withCurrent { d.typingField(in: d.scene(named: "B")!) })
    #expect(d.withCurrent { field.isFirstResponder })
    let cover = d.withCurrent { makeCoverWindow(in: sceneA) }
    d.withCurrent { cover.makeKeyAndVisible() }
    #expect(d.withCurrent { sceneA.keyWindow } === cover)
    #expect(d.withCurrent { UIApplication.shared.keyWindow } === (staysInScene ? b : cover))
    // The keyboard goes with the app's key window; B's field stays B's first responder either way (F6).
    expectEqual((d.keyboard.firstResponder === field), staysInScene)
    #expect(d.withCurrent { field.isFirstResponder })
  }

  @Test("keyboardShow taps the field a tap reaches, not one under a lock window; refused, with why, when none is")
  func keyboardShowHitTests() throws {
    let d = try launched("ipad-split-ios17-scenes")
    try d.apply(.connectScene("B"))
    let sceneA = try #require(d.scene(named: "A"))
    let lock = d.withCurrent { makeCoverWindow(in: sceneA) }
    d.withCurrent { lock.isHidden = false }
    try d.apply(.keyboardShow)
    expectEqual(d.withCurrent { d.typingField(in: d.scene(named: "B")!)?.isFirstResponder }, true)
    expectEqual(d.withCurrent { d.typingField(in: sceneA)?.isFirstResponder }, false)
    #expect(d.withCurrent { d.mainWindow("B")!.isKeyWindow })
    // One scene, its field under the lock window: no field in reach.
    let e = try launched()
    let cover = e.withCurrent { makeCoverWindow(in: e.scene(named: "A")!) }
    e.withCurrent { cover.isHidden = false }
    let reason = try #require(e.validationError(for: .keyboardShow))
    #expect(reason.contains("no field of the app's is where a tap reaches it"))
    e.withCurrent { cover.isHidden = true }
    #expect(e.validationError(for: .keyboardShow) == nil)
    try e.apply(.keyboardShow)
    #expect(e.summary().isKeyboardUp)
  }
}
