import TestExpectations
import Testing

@testable import ShieldModel

@MainActor @Suite("Model behaviour of the fifth unseen set: inequalities kept, not solved; a segue does nothing")
struct UIKitFifthSetBehaviourTests {
  @Test("An active inequality is kept but left out of layout: the equalities alone place the view")
  func inequalitiesAreNotSolved() throws {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation
    let d = try launched()
    let window = try #require(d.mainWindow())
    d.withCurrent {
      let logo = UIView()
      logo.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(logo)
      let cap = logo.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
      let low = logo.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: 300)
      NSLayoutConstraint.activate([
        logo.centerXAnchor.constraint(equalTo: window.centerXAnchor),
        logo.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        logo.widthAnchor.constraint(equalToConstant: 200),
        logo.heightAnchor.constraint(equalToConstant: 40),
        cap, low,
      ])
      // UIKit would report the width conflict and break one; the model keeps the equalities' frame.
      expectEqual(logo.frame, CGRect(x: 95, y: 10, width: 200, height: 40))
      #expect(cap.isActive && logo.constraints.contains { $0 === cap })
    }
  }

  @Test("performSegue(withIdentifier:sender:) neither traps nor presents anything")
  func performSegueDoesNothing() throws {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    let d = try launched()
    let window = try #require(d.mainWindow())
    let root = try #require(window.rootViewController)
    d.withCurrent { root.performSegue(withIdentifier: "unknown", sender: nil) }
    #expect(!d.isCrashed)
    #expect(root.presentedViewController == nil)
  }
}
