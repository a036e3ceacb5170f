import TestExpectations
import Testing

@testable import LifecycleFuzz
@testable import ShieldModel

/// focus-lost and a modal presentation (B2, ``PlatformFlags/presentationTakesFirstResponder``): a field a presentation
/// holds is the user's focus while it is up, a field its dismissal gave back is no loss, and a field not given back is.
@Suite("Invariant checks: focus-lost and a presentation holding the first responder")
@MainActor
struct FocusHeldByPresentationTests {
  @Test(
    "capture-alert's alert at a screenshot takes the note field's keyboard (flag on) or leaves it (off); neither is a loss",
    arguments: [true, false])
  func alertHoldsTheField(takes: Bool) throws {
    let f = try CheckFixture("capture-alert", profile: "iphone-ios17-scenes+presentationTakesFirstResponder=\(takes)")
    try f.apply(.launch, .keyboardShow, .screenshot)
    f.settle()
    let scene = try #require(f.device.scene(named: "A"))
    let theirs = try #require(f.baseline.scene(named: "A"))
    expectEqual(f.device.focus(in: scene).firstResponder, (takes ? "none" : "note-field"))
    expectEqual(f.baseline.focus(in: theirs).firstResponder, "note-field")
    expectEqual(f.device.presentationHoldsFocus(named: "note-field", in: scene), takes)
    expectEqual(f.context().settledActiveScenes.count, 1)
    #expect(f.verdict(FocusLostCheck()) == nil)
    // Answered, the alert's dismissal gives the field back: the foci are equal again.
    try f.apply(.answerAlert)
    f.settle()
    expectEqual(f.device.focus(in: scene).firstResponder, "note-field")
    expectEqual(f.device.focusWasGivenBack(in: scene), takes)
    #expect(f.verdict(FocusLostCheck()) == nil)
  }

  @Test("a presentation holding nothing to give back is no hold: the field's loss is judged, and stays once it is gone")
  func notGivenBackIsALoss() throws {
    let f = try CheckFixture("capture-alert", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .keyboardShow, .screenshot)
    f.settle()
    let root = try #require(f.device.appWindow(of: f.device.windowScenes[0])?.rootViewController)
    let alert = try #require(root.presentedViewController)
    #expect(alert.responderBeforePresentation != nil)
    #expect(f.verdict(FocusLostCheck()) == nil)
    // The presentation forgets the field: its dismissal gives nothing back, as a give-back UIKit skips.
    alert.responderBeforePresentation = nil
    let loss = "scene A has first responder none instead of note-field after settling"
    expectEqual(f.verdict(FocusLostCheck())?.detail, loss)
    try f.apply(.answerAlert)
    f.settle()
    expectEqual(f.verdict(FocusLostCheck())?.detail, loss)
  }

  @Test(
    "a presented cover's dismissal gives back a field the app's own push and pop dropped without the strategy: no loss"
  )
  func givenBackAfterThePopIsNoLoss() throws {
    let f = try CheckFixture("top-presented-privacy-screen", profile: "iphone-ios17-scenes")
    try f.apply(
      .launch, .keyboardShow, .openControlCenter, .pushScreen("settings"), .popScreen, .closeControlCenter)
    f.settle()
    let scene = try #require(f.device.scene(named: "A"))
    let theirs = try #require(f.baseline.scene(named: "A"))
    expectEqual(f.device.focus(in: scene).firstResponder, "note-field")
    expectEqual(f.baseline.focus(in: theirs).firstResponder, "none")
    #expect(f.device.focusWasGivenBack(in: scene))
    #expect(f.verdict(FocusLostCheck()) == nil)
    // The app's own code focusing the field is not the give-back: the same difference is then judged.
    f.device.withCurrent { f.device.setFirstResponder(f.device.keyboard.firstResponder) }
    #expect(!f.device.focusWasGivenBack(in: scene))
    let gain = "scene A has first responder note-field instead of none after settling"
    expectEqual(f.verdict(FocusLostCheck())?.detail, gain)
  }

  @Test("a key cover window taking a field of the app's own sheet is still a loss: the sheet holds nothing of it")
  func fieldInTheAppsSheetLost() throws {
    let f = try CheckFixture("key-privacy-window", profile: "iphone-ios17-scenes")
    try f.apply(.launch, .presentSheet(.sheet))
    // The same field in the sheet of both devices, focused: the user types in the sheet.
    for device in [f.device, f.baseline] {
      let root = device.appWindow(of: device.windowScenes[0])?.rootViewController
      let sheet = try #require(root?.presentedViewController)
      device.withCurrent {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        field.accessibilityIdentifier = "sheet-field"
        sheet.view.addSubview(field)
        _ = field.becomeFirstResponder()
      }
    }
    try f.apply(.goHome, .returnToApp)
    f.settle()
    let loss = "scene A has first responder none instead of sheet-field after settling"
    expectEqual(f.verdict(FocusLostCheck())?.detail, loss)
  }
}
