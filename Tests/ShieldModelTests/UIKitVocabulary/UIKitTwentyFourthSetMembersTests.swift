import Foundation
import TestExpectations
import Testing

@testable import ShieldModel

/// The UIKit members the twenty-fourth unseen set's files stopped on (docs/oss-compile-check.md,
/// "A twenty-fourth unseen set"): a container's manual appearance calls, screens compared with
/// `==`, and the extension point an app delegate refuses.
@Suite("UIKit members of the twenty-fourth unseen set")
struct UIKitTwentyFourthSetMembersTests {
  @Test("begin and end call will- then did-, to the navigation controller's top too; an end alone calls nothing")
  func appearanceTransition() throws {
    let device = try launched()
    let main = try #require(device.mainWindow())
    let log = AppearanceLog()
    device.withCurrent {
      let top = AppearanceLogged("Top", log, showsAnimated: true)
      let nav = UINavigationController(rootViewController: top)
      main.rootViewController = nav
      log.lines.removeAll()
      nav.beginAppearanceTransition(false, animated: false)
      nav.endAppearanceTransition()
      expectEqual(log.lines, ["Top.willDisappear(false)", "Top.didDisappear(false)"])
      log.lines.removeAll()
      top.beginAppearanceTransition(true, animated: true)
      expectEqual(log.lines, ["Top.willAppear(true)"])
      top.endAppearanceTransition()
      top.endAppearanceTransition()
      expectEqual(log.lines, ["Top.willAppear(true)", "Top.didAppear(true)"])
    }
  }

  @Test("screens are NSObjects: == by identity, a mirrored-screen look-up compiles and finds none")
  func screensCompare() throws {
    let device = try launched()
    device.withCurrent {
      let main = UIScreen.main
      expectEqual(main, UIScreen.main)
      expectEqual(main.hash, UIScreen.main.hash)
      expectEqual(main.description, "<UIScreen>")
      let isMirrored = UIScreen.screens.first(where: { $0.mirrored == UIScreen.main }).map({ _ in true }) ?? false
      #expect(!isMirrored)
      expectEqual(UIScreen.screens, [main])
    }
  }

  @Test("the keyboard extension point is UIKit's identifier")
  func extensionPoint() {
    let keyboard = UIApplication.ExtensionPointIdentifier.keyboard
    expectEqual(keyboard.rawValue, "com.apple.keyboard-service")
    expectEqual(keyboard, UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service"))
    #expect(keyboard != UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.share-services"))
  }
}
