import TestExpectations
import Testing

@testable import ShieldModel

/// A navigation controller on screen sends its children the appearance callbacks on a push and a
/// pop, interleaved as UIKit's logs show: leaving will-disappear, arriving will-appear, leaving
/// did-disappear, arriving did-appear.
@Suite("Navigation: appearance callbacks on push and pop")
struct NavigationAppearanceTests {
  @Test("push and pop interleave the two controllers' callbacks; off screen nothing is sent")
  func pushAndPop() throws {
    let device = try launched()
    let main = try #require(device.mainWindow())
    let log = AppearanceLog()
    device.withCurrent {
      let a = AppearanceLogged("A", log)
      let b = AppearanceLogged("B", log)
      let nav = UINavigationController(rootViewController: a)
      // Off screen (no window yet): a push sends nothing.
      nav.pushViewController(AppearanceLogged("X", log), animated: false)
      nav.popViewController(animated: false)
      #expect(log.lines.isEmpty)
      main.rootViewController = nav
      log.lines.removeAll()
      nav.pushViewController(b, animated: true)
      expectEqual(log.lines, ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
      log.lines.removeAll()
      nav.popToRootViewController(animated: false)
      expectEqual(log.lines, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }
  }

  @Test("with navigationAppearanceInterleaves off, the leaving controller's pair completes first")
  func notInterleaved() throws {
    var profile = try Profile(named: "iphone-ios17-scenes")
    profile.flags.navigationAppearanceInterleaves = false
    let device = Device(profile: profile, strategy: nil)
    try device.apply(.launch)
    let main = try #require(device.mainWindow())
    let log = AppearanceLog()
    device.withCurrent {
      let nav = UINavigationController(rootViewController: AppearanceLogged("A", log))
      main.rootViewController = nav
      log.lines.removeAll()
      nav.pushViewController(AppearanceLogged("B", log), animated: false)
    }
    expectEqual(log.lines, ["A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
  }
}
