import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Each scene keeps its own first responder (F6, sceneKeepsFirstResponder)")
struct SceneFirstResponderTests {
  /// A two-scene iPad with scene A's note field tapped (keyboardShow), then scene B's (a touch on its centre).
  private static func bothTapped(_ profile: String) throws -> (Device, a: UITextField, b: UITextField) {
    let d = try launched(profile)
    try d.apply(.connectScene("B"), .keyboardShow)
    let a = try #require(d.appView("note-field", in: "A") as? UITextField)
    let b = try #require(d.appView("note-field", in: "B") as? UITextField)
    #expect(d.keyboard.firstResponder === a)
    try d.apply(.touch(scene: "B", x: 0.5, y: 0.83))
    return (d, a, b)
  }

  @Test(
    "A's field stays A's first responder, without the keyboard, when the user taps B's; back in A it has the keyboard",
    arguments: ["ipad-split-ios17-scenes", "ipad-split-ios15-scenes", "ipad-split-ios14-scenes"])
  func keptAcrossScenes(_ profile: String) throws {
    let (d, a, b) = try Self.bothTapped(profile)
    let sceneA = try #require(d.scene(named: "A"))
    let sceneB = try #require(d.scene(named: "B"))
    #expect(d.keyboard.firstResponder === b)
    #expect(d.withCurrent { a.isFirstResponder && b.isFirstResponder })
    expectEqual(d.focus(in: sceneA).firstResponder, "note-field")
    expectEqual(d.focus(in: sceneB).firstResponder, "note-field")
    #expect(d.keyboardFrame(in: sceneA) == nil)
    #expect(d.keyboardFrame(in: sceneB) != nil)
    // The user touches A's balance, not its field: A's window is the app's key window again, its field's keyboard back.
    try d.apply(.touch(scene: "A", x: 0.5, y: 0.09))
    #expect(d.keyboard.firstResponder === a)
    #expect(d.withCurrent { a.isFirstResponder && b.isFirstResponder })
    #expect(d.keyboardFrame(in: sceneA) != nil)
    #expect(d.keyboardFrame(in: sceneB) == nil)
    expectEqual(d.focus(in: sceneB).firstResponder, "note-field")
  }

  @Test("The flag's other answer: one first responder for the app, A's field lost for good at the tap in B")
  func flagOff() throws {
    let (d, a, b) = try Self.bothTapped("ipad-split-ios17-scenes+sceneKeepsFirstResponder=false")
    #expect(d.keyboard.firstResponder === b)
    #expect(d.withCurrent { !a.isFirstResponder })
    expectEqual(d.focus(in: d.scene(named: "A")!).firstResponder, "none")
    try d.apply(.touch(scene: "A", x: 0.5, y: 0.09))
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.withCurrent { !a.isFirstResponder && !b.isFirstResponder })
    #expect(!d.keyboard.keepsSceneResponders)
  }

  @Test("A kept field resigns by itself or by its window's endEditing; the keyboard's field in B stays")
  func keptFieldResigns() throws {
    let (d, a, b) = try Self.bothTapped("ipad-split-ios17-scenes")
    let windowA = try #require(d.mainWindow("A"))
    #expect(d.withCurrent { windowA.endEditing(true) })
    #expect(d.withCurrent { !a.isFirstResponder && b.isFirstResponder })
    expectEqual(d.focus(in: d.scene(named: "A")!).firstResponder, "none")
    #expect(d.keyboard.firstResponder === b)
    // Nothing to give back when the user returns.
    try d.apply(.touch(scene: "A", x: 0.5, y: 0.09))
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.withCurrent { b.isFirstResponder })

    let (d2, a2, b2) = try Self.bothTapped("ipad-split-ios17-scenes")
    #expect(d2.withCurrent { a2.resignFirstResponder() })
    #expect(d2.withCurrent { !a2.isFirstResponder })
    #expect(d2.keyboard.firstResponder === b2)
  }

  @Test("The app's code focusing a field in a scene the user is not in: its scene's first responder, no keyboard")
  func codeFocusOutsideTheUsersScene() throws {
    let (d, a, b) = try Self.bothTapped("ipad-split-ios17-scenes")
    let sceneA = try #require(d.scene(named: "A"))
    #expect(d.withCurrent { a.resignFirstResponder() })
    #expect(d.withCurrent { !a.isFirstResponder })
    // The user is in B: A's field is A's first responder again, the keyboard stays B's.
    #expect(d.withCurrent { a.becomeFirstResponder() })
    #expect(d.keyboard.firstResponder === b)
    #expect(sceneA.keptFirstResponder === a)
    #expect(d.withCurrent { a.isFirstResponder && b.isFirstResponder })
    // keyboardHide resigns the keyboard's field only.
    try d.apply(.keyboardHide)
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.withCurrent { a.isFirstResponder && !b.isFirstResponder })
  }

  @Test("Scene B disconnected: A's window is the app's key window again, and A's kept field has the keyboard")
  func disconnectGivesKeyboardBack() throws {
    let (d, a, _) = try Self.bothTapped("ipad-split-ios18-scenes")
    try d.apply(.disconnectScene("B"))
    #expect(d.keyboard.firstResponder === a)
    #expect(d.scene(named: "A")!.keptFirstResponder == nil)
  }

  @Test("One scene: the flag is never needed, no field is kept by a scene (a window made key in the scene parks, K10)")
  func oneScene() throws {
    let d = try launched()
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    let scene = try #require(d.scene(named: "A"))
    let cover = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { cover.makeKeyAndVisible() }
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.keyboard.parkedResponder === field)
    #expect(!d.keyboard.keepsSceneResponders)
    #expect(scene.keptFirstResponder == nil)
  }
}
