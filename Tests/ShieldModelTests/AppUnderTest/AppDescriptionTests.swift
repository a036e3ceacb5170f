import Foundation
import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// A one-field app unlike the sample: a memo field (not the first view) and a neutral header.
nonisolated let memoApp = AppDescription(
  content: .init("root", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight], role: .neutral),
  views: [
    .init(
      "search", kind: .textField(.init(text: "query")),
      frame: .init(x: .init(0), y: .init(0), width: .init(0, widthFraction: 1), height: .init(40)), role: .neutral),
    .init(
      "memo", kind: .textField(.init(text: "secret", keyboardType: .numberPad, autocorrects: false)),
      frame: .init(x: .init(10), y: .init(-100, heightFraction: 1), width: .init(100), height: .init(44)),
      role: .sensitive(textHeight: 20)),
  ],
  typingField: "memo")

@Suite("The app under test, described as a value")
struct AppDescriptionTests {
  @Test("The sample description builds the banking screen: ids, classes, order, frames, masks, roles")
  func sampleScreen() throws {
    let device = try launched()
    // The sample has other screens: its first one sits in a navigation controller, the window's root.
    let nav = try #require(device.mainWindow()?.rootViewController as? UINavigationController)
    #expect(nav.viewControllers.count == 1 && nav.view.subviews.count == 1)
    let root = try #require(device.rootScreenView())
    #expect(nav.view.subviews[0] === root)
    expectEqual(root.accessibilityIdentifier, "content")
    expectEqual(root.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
    expectEqual(root.autoresizingMask, [.flexibleWidth, .flexibleHeight])
    expectEqual(root.backgroundColor, .systemBackground)
    expectEqual(root.layer.contentRole, .appNeutral)
    expectEqual(root.subviews.map(\.accessibilityIdentifier), ["balance", "details", "note-field", "pay-button"])
    let (balance, details, note, pay) = (root.subviews[0], root.subviews[1], root.subviews[2], root.subviews[3])
    #expect(balance is UILabel && details is UILabel && note is UITextField && type(of: pay) == UIView.self)
    expectEqual(balance.frame, CGRect(x: 20, y: 100, width: 350, height: 60))
    expectEqual(details.frame, CGRect(x: 20, y: 180, width: 350, height: 384))
    expectEqual(note.frame, CGRect(x: 20, y: 584, width: 350, height: 44))
    expectEqual(pay.frame, CGRect(x: 20, y: 724, width: 350, height: 50))
    expectEqual((balance as? UILabel)?.font.pointSize, 34)
    expectEqual((details as? UILabel)?.text, "IBAN DE89 3704 0044 0532 0130 00")
    expectEqual((note as? UITextField)?.text, "rent for flat 4B")
    expectEqual((note as? UITextField)?.isSecureTextEntry, false)
    #expect(note.backgroundColor == .white && pay.backgroundColor == .systemBlue)
    expectEqual(details.autoresizingMask, [.flexibleWidth, .flexibleHeight])
    expectEqual(note.autoresizingMask, [.flexibleWidth, .flexibleTopMargin])
    expectEqual(
      root.subviews.map(\.layer.contentRole),
      [
        .appSensitive(textHeight: 34), .appSensitive(textHeight: 17), .appSensitive(textHeight: 17), .appNeutral,
      ])
  }

  @Test("A scene the description marks non-sensitive shows only neutral content")
  func nonSensitiveScene() throws {
    let device = Device(
      profile: try Profile(named: "ipad-split-ios18-scenes"), strategy: nil,
      app: .sample.withNonSensitiveScenes(["B"]))
    try device.apply(.launch, .connectScene("B"))
    expectEqual(device.appView("balance", in: "A")?.layer.contentRole, .appSensitive(textHeight: 34))
    expectEqual(device.appView("balance", in: "B")?.layer.contentRole, .appNeutral)
    expectEqual(device.appView("note-field", in: "B")?.layer.contentRole, .appNeutral)
  }

  @Test("keyboardShow focuses the field the description names, not the first one")
  func typingField() throws {
    let device = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil, app: memoApp)
    try device.apply(.launch, .keyboardShow)
    expectEqual(device.withCurrent { device.appView("memo")?.isFirstResponder }, true)
    expectEqual(device.withCurrent { device.appView("search")?.isFirstResponder }, false)
    expectEqual(device.appView("memo")?.frame, CGRect(x: 10, y: 744, width: 100, height: 44))
    var unnamed = memoApp
    unnamed.typingField = nil
    expectEqual(unnamed.typingFieldIdentifier, "search")
    expectEqual(AppDescription.sample.typingFieldIdentifier, "note-field")
  }

  @Test("A description survives JSON and has a stable canonical text")
  func codable() throws {
    let data = try JSONEncoder().encode(memoApp)
    try expectEqual(JSONDecoder().decode(AppDescription.self, from: data), memoApp)
    try expectEqual(
      JSONDecoder().decode(AppDescription.self, from: JSONEncoder().encode(AppDescription.sample)), .sample)
    let lines = memoApp.canonicalText.split(separator: "\n")
    expectEqual(lines.count, 5)
    expectEqual(lines[0], "nonsensitive-scenes: ")
    expectEqual(lines[1], "typing-field: \"memo\"")
    expectEqual(
      lines[4],
      "view: \"memo\" textField(\"secret\", numberPad, secure=false, autocorrects=false) "
        + "frame=(10.0+0.0w+0.0h, -100.0+0.0w+1.0h, 100.0+0.0w+0.0h, 44.0+0.0w+0.0h) mask=0 background=- "
        + "sensitive(20.0)")
    #expect(memoApp.withNonSensitiveScenes(["B"]).canonicalText.hasPrefix("nonsensitive-scenes: \"B\"\n"))
  }
}
