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
    #expect(rows[12] == bar)  // the suggestion bar, over the cover
    #expect(rows[0] == "CCCCCCCC")
    #expect(rows[19] == "kkkkkkkk")  // keys
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
    #expect(d.summary().isKeyboardUp == false)
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
    #expect(d.summary().isKeyboardUp == false)
  }
}
