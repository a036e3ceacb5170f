import TestExpectations
import Testing

@testable import ShieldModel

/// B2: a modal presentation takes the presenting window's first responder and gives it back at
/// its dismissal (``PlatformFlags/presentationTakesFirstResponder``).
@Suite("A presentation and the first responder (issue 26, B2)")
struct PresentationFirstResponderTests {
  @Test(
    "the user's sheet, alert or full-screen modal takes the note field's keyboard, and its dismissal gives it back; under the flag's other answer the field keeps it",
    arguments: [
      (AppPresentationKind.sheet, true), (.alert, true), (.fullScreen, true), (.sheet, false),
    ])
  func takenAndGivenBack(kind: AppPresentationKind, takes: Bool) throws {
    let d = try launched("iphone-ios17-scenes+presentationTakesFirstResponder=\(takes)")
    let scene = d.windowScenes[0]
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    expectEqual(d.focus(in: scene).firstResponder, "note-field")
    try d.apply(.presentSheet(kind))
    expectEqual((d.keyboard.firstResponder === field), !takes)
    expectEqual((d.keyboardFrame(in: scene) == nil), takes)
    try d.apply(kind == .alert ? .answerAlert : .dismissSheet)
    #expect(d.keyboard.firstResponder === field)
    #expect(d.keyboardFrame(in: scene) != nil)
  }

  @Test("a field of another window keeps the first responder when the app window presents")
  func otherWindowKeepsIt() throws {
    let d = try launched("iphone-ios17-scenes+presentationTakesFirstResponder=true")
    let scene = d.windowScenes[0]
    let lock = d.withCurrent { makeCoverWindow(in: scene) }
    let field = d.withCurrent { () -> UITextField in
      let f = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
      lock.addSubview(f)
      lock.makeKeyAndVisible()
      _ = f.becomeFirstResponder()
      return f
    }
    #expect(d.keyboard.firstResponder === field)
    try d.apply(.appPresent(.sheet, .root))
    #expect(d.keyboard.firstResponder === field)
  }

  @Test(
    "the flag is on by default (twenty-first session): the sheet takes the field's keyboard and its dismissal gives it back, marked as UIKit's give-back"
  )
  func onByDefault() throws {
    let d = try launched()
    #expect(d.profile.flags.presentationTakesFirstResponder)
    try d.apply(.keyboardShow)
    let field = try #require(d.keyboard.firstResponder)
    try d.apply(.presentSheet(.sheet))
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.presentationHoldsFocus(named: "note-field", in: d.windowScenes[0]))
    try d.apply(.dismissSheet)
    #expect(d.keyboard.firstResponder === field)
    #expect(d.keyboard.givenBackByDismissal === field)
    #expect(d.focusWasGivenBack(in: d.windowScenes[0]))
    // Any later change of the first responder is no longer the give-back.
    try d.apply(.keyboardHide)
    #expect(d.keyboard.givenBackByDismissal == nil)
  }

  @Test("a field that resigned while the presentation was up is not given the keyboard back")
  func resignedStaysDown() throws {
    let d = try launched("iphone-ios17-scenes+presentationTakesFirstResponder=true")
    try d.apply(.keyboardShow, .presentSheet(.sheet))
    let presented = try #require(d.appWindow(of: d.windowScenes[0])?.rootViewController?.presentedViewController)
    let field = try #require(presented.responderBeforePresentation)
    d.withCurrent { field.removeFromSuperview() }
    try d.apply(.dismissSheet)
    #expect(d.keyboard.firstResponder == nil)
  }
}

/// App code that presents a navigation controller's root, a child of the container.
private final class ChildPresenter: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  let child = UIViewController()
  lazy var navigation = UINavigationController(rootViewController: child)
  func handleAppCall(_ name: String) {
    let root = UIApplication.shared.windows.first?.rootViewController
    root?.present(name == "child" ? child : navigation, animated: false)
  }
}

@Suite("Presenting a child controller")
struct PresentingChildControllerTests {
  @Test("presenting a container's child traps, as UIKit's active-controller exception; presenting its container works")
  func childTraps() throws {
    let p = ChildPresenter()
    let d = try launched(strategy: p)
    _ = d.withCurrent { p.navigation }
    try d.apply(.appCall("child"))
    expectEqual(d.crashMessage, "Application tried to present modally an active controller")
    let q = ChildPresenter()
    let e = try launched(strategy: q)
    try e.apply(.appCall("navigation"))
    #expect(e.crashMessage == nil)
    #expect(q.navigation.presentingViewController != nil)
  }
}
