import Foundation
import ShieldModel
import TestExpectations
import Testing

// A plain import, not `@testable`: these lines must compile as an app's files do, against the
// model's public surface (the fifth unseen set's first walls, docs/oss-compile-check/unseen5/).

/// A lock screen that leaves through a storyboard segue (vivalife's shape).
private final class SegueLock: UIViewController {
  func unlocked() { performSegue(withIdentifier: "unwindToMain", sender: self) }
  override func performSegue(withIdentifier identifier: String, sender: Any?) {
    super.performSegue(withIdentifier: identifier, sender: sender)
  }
}

/// An app delegate's URL and user-activity callbacks (dmytro's shape).
private final class LinksDelegate: UIResponder, UIApplicationDelegate {
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    options[.sourceApplication] != nil
  }
  func application(
    _ application: UIApplication, continue userActivity: NSUserActivity,
    restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
  ) -> Bool {
    restorationHandler([self])
    return true
  }
}

@MainActor
@Suite("Public surface of the fifth unseen set: images from data or files, inequalities, segues, URL options")
struct UIKitFifthSetSurfaceTests {
  @Test("UIImage(data:) and UIImage(contentsOfFile:) give nil for empty input, an opaque image otherwise")
  func imagesFromDataAndFiles() {
    #expect(UIImage(data: Data()) == nil)
    expectEqual(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))?.name, "data")
    #expect(UIImage(contentsOfFile: "") == nil)
    expectEqual(UIImage(contentsOfFile: "/app/logo.png")?.name, "file:/app/logo.png")
  }

  @Test("Inequality anchors compile and keep their relation, multiplier and constant")
  func inequalityAnchors() {
    let logo = UIView()
    let cover = UIView()
    let le = logo.widthAnchor.constraint(lessThanOrEqualTo: cover.widthAnchor, multiplier: 0.8)
    let ge = logo.heightAnchor.constraint(greaterThanOrEqualTo: cover.heightAnchor, multiplier: 0.2, constant: 4)
    let top = logo.topAnchor.constraint(greaterThanOrEqualTo: cover.topAnchor, constant: 8)
    let bottom = logo.bottomAnchor.constraint(lessThanOrEqualTo: cover.bottomAnchor)
    let cap = logo.widthAnchor.constraint(lessThanOrEqualToConstant: 120)
    let floor = logo.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
    #expect([le, bottom, cap].allSatisfy { $0.relation == .lessThanOrEqual })
    #expect([ge, top, floor].allSatisfy { $0.relation == .greaterThanOrEqual })
    expectEqual(logo.widthAnchor.constraint(equalToConstant: 1).relation, .equal)
    #expect(le.multiplier == 0.8 && ge.constant == 4 && top.constant == 8 && cap.constant == 120)
    #expect(cap.secondItem == nil && floor.firstAttribute == .height)
  }

  @Test("performSegue, OpenURLOptionsKey and UIUserActivityRestoring compile as an app uses them")
  func seguesAndAppDelegateTypes() {
    expectEqual(
      UIApplication.OpenURLOptionsKey.sourceApplication.rawValue, "UIApplicationOpenURLOptionsSourceApplicationKey")
    let restoring: any UIUserActivityRestoring = LinksDelegate()
    restoring.restoreUserActivityState(NSUserActivity(activityType: "x"))
    _ = SegueLock.self
  }
}
