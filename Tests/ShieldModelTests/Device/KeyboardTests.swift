import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Keyboard and key window")
struct KeyboardTests {
  @Test(
    "The keyboard is drawn above a cover window at .alert + 1; its bar repeats the field's text only under the flag",
    arguments: [
      ("iphone-ios17-scenes", "kkkkkkkk"), ("iphone-ios17-scenes+suggestionBarShowsFieldText=true", "SSSSSSSS"),
    ])
  func aboveAlertPlusOne(_ profile: String, bar: String) throws {
    let d = try launched(profile)
    try d.apply(.keyboardShow)
    let cover = d.withCurrent { makeCoverWindow(in: d.scene(named: "A")!) }
    d.withCurrent { cover.isHidden = false }
    let rows = d.render(d.scene(named: "A")!, for: .switcherSnapshot).rendering
    expectEqual(rows[12], bar)  // the suggestion bar, over the cover
    expectEqual(rows[0], "CCCCCCCC")
    expectEqual(rows[19], "kkkkkkkk")  // keys
  }

  @Test("A hidden window shown again does not get key status back; makeKeyAndVisible takes it and ends editing")
  func keyStatus() throws {
    let d = try launched()
    let main = d.mainWindow()!
    let other = d.withCurrent { makeCoverWindow(in: d.scene(named: "A")!) }
    try d.apply(.keyboardShow)
    d.withCurrent {
      other.makeKeyAndVisible()
    }
    #expect(d.withCurrent { other.isKeyWindow })
    expectEqual(d.summary().isKeyboardUp, false)
    d.withCurrent {
      other.isHidden = true
      other.isHidden = false
    }
    #expect(d.withCurrent { main.isKeyWindow })
    #expect(d.withCurrent { !other.isKeyWindow })
  }

  @Test("Touching another scene makes its window key, which takes the keyboard from the first")
  func touchMovesFocus() throws {
    let d = try launched("ipad-split-ios17-scenes")
    try d.apply(.connectScene("B"), .touch(scene: "A", x: 0.5, y: 0.5), .keyboardShow)
    #expect(d.withCurrent { d.mainWindow("A")!.isKeyWindow })
    #expect(d.summary().isKeyboardUp)
    try d.apply(.touch(scene: "B", x: 0.5, y: 0.1))
    #expect(d.withCurrent { d.mainWindow("B")!.isKeyWindow })
    expectEqual(d.summary().isKeyboardUp, false)
  }

  @Test(
    "keyboardShow is the user's tap on the field: its scene's window becomes key first, so a Flutter host with two scenes finds a key window",
    arguments: ["ipad-split-ios15-flutter3.41-scenes", "ipad-split-ios17-scenes"])
  func keyboardShowTapGivesFocus(_ profile: String) throws {
    let d = try launched(profile)
    try d.apply(.connectScene("B"))
    #expect(d.withCurrent { d.mainWindow("B")!.isKeyWindow })
    try d.apply(.keyboardShow)
    expectEqual(d.isCrashed, false)
    #expect(d.withCurrent { d.mainWindow("A")!.isKeyWindow })
    #expect(d.summary().isKeyboardUp)
  }

  @Test("keyboardShow taps a field of a scene in front: with A in the background it is B's field, B keeps key focus")
  func keyboardShowSkipsBackgroundScene() throws {
    let d = try launched("ipad-split-ios17-scenes")
    try d.apply(.connectScene("B"), .backgroundScene("A"), .keyboardShow)
    #expect(d.withCurrent { d.mainWindow("B")!.isKeyWindow })
    expectEqual(d.withCurrent { d.typingField(in: d.scene(named: "B")!)?.isFirstResponder }, true)
    expectEqual(d.withCurrent { d.typingField(in: d.scene(named: "A")!)?.isFirstResponder }, false)
  }

  @Test(
    "A Flutter host whose only window was hidden and shown again has no key window: text input traps before 2.8",
    arguments: [("iphone-ios16-flutter2.0", true), ("iphone-ios17-flutter3.29", false)])
  func flutterTextInputNeedsKeyWindow(_ profile: String, traps: Bool) throws {
    let d = try launched(profile)
    let main = try #require(d.mainWindow())
    d.withCurrent {
      main.isHidden = true
      main.isHidden = false
    }
    #expect(d.withCurrent { !main.isKeyWindow })
    try d.apply(.keyboardShow)
    expectEqual(d.isCrashed, traps)
    #expect(d.crashMessage?.contains("must have a key window") ?? !traps)
    expectEqual(d.summary().isKeyboardUp, !traps)
  }

  @Test(
    "Any app whose framework requires a key window traps on text input without one; UIKit's own fields do not",
    arguments: [true, false])
  func declaredKeyWindowRequirement(requires: Bool) throws {
    var app = AppDescription.sample
    app.textInputRequiresKeyWindow = requires
    let d = Device(profile: .iPhoneScenes, strategy: nil, app: app)
    try d.apply(.launch)
    let main = try #require(d.mainWindow())
    d.withCurrent {
      main.isHidden = true
      main.isHidden = false
    }
    try d.apply(.keyboardShow)
    expectEqual(d.isCrashed, requires)
    expectEqual(
      d.crashMessage, (requires ? "text input: the app's framework requires a key window to show the keyboard" : nil))
    // The requirement is part of the app's identity (signatures hash its text), and round-trips.
    expectEqual(app.canonicalText.hasSuffix("text-input-requires-key-window"), requires)
    let decoded = try JSONDecoder().decode(AppDescription.self, from: JSONEncoder().encode(app))
    expectEqual(decoded.textInputRequiresKeyWindow, requires)
    #expect(decoded.screens == app.screens && decoded.views == app.views && decoded.content == app.content)
    #expect(decoded.typingField == app.typingField && decoded.nonSensitiveScenes == app.nonSensitiveScenes)
  }

  @Test("Focus per scene names the field and whether the key window is the app's own")
  func focusNames() throws {
    let d = try launched()
    try d.apply(.keyboardShow)
    let scene = try #require(d.scene(named: "A"))
    expectEqual(d.focus(in: scene), Device.Focus(firstResponder: "note-field", keyWindow: "the app's window"))
    let cover = d.withCurrent { makeCoverWindow(in: scene) }
    d.withCurrent { cover.makeKeyAndVisible() }
    expectEqual(d.focus(in: scene).firstResponder, "none")
    #expect(d.focus(in: scene).keyWindow.hasPrefix("a window at level"))
  }
}
