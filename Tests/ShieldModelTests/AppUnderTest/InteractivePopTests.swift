import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// The user's swipe back from the leading edge (`interactivePop`): the navigation controller the swipe reaches
/// pops its top controller when its `interactivePopGestureRecognizer` is enabled (UIKit's default).
@Suite("The user's swipe back: UINavigationController's interactive pop gesture")
struct InteractivePopTests {
  @Test("the swipe pops the app's pushed screen; at the root, or with the recognizer disabled, it pops nothing")
  func popsTheTopScreen() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    try d.apply(.pushScreen("recovery-phrase"))
    expectEqual(d.render(scene, for: .display).rendering, recoveryPortrait)
    try d.apply(.interactivePop)
    expectEqual(d.appScreenStack, ["root"])
    expectEqual(d.lastInteractivePop, "DescribedViewController, leaving root on top of its stack")
    expectEqual(d.render(scene, for: .display).rendering, samplePortrait)
    // The root is never popped.
    try d.apply(.interactivePop)
    #expect(d.appScreenStack == ["root"] && d.lastInteractivePop == nil)
    // App code turned the recognizer off: the swipe pops nothing.
    try d.apply(.pushScreen("settings"))
    let nav = try #require(d.appNavigationController())
    d.withCurrent { nav.interactivePopGestureRecognizer?.isEnabled = false }
    try d.apply(.interactivePop)
    #expect(d.appScreenStack == ["root", "settings"] && d.lastInteractivePop == nil)
  }

  @Test("a window or a full-screen presentation above the stack takes the swipe: the stack pops nothing")
  func somethingAboveTakesTheSwipe() throws {
    let d = try launched()
    try d.apply(.pushScreen("settings"), .presentSheet(.fullScreen), .interactivePop)
    #expect(d.appScreenStack == ["root", "settings"] && d.lastInteractivePop == nil)
  }

  @Test("valid where a touch is: refused with the app away or under system UI")
  func refusals() throws {
    let d = try launched()
    try d.apply(.openControlCenter)
    expectEqual(
      d.validationError(for: .interactivePop), "the swipe back reaches only an active scene with nothing over it")
    let fresh = Device(profile: try Profile(named: "iphone-ios17-scenes"), strategy: nil)
    expectEqual(fresh.validationError(for: .interactivePop), "the app has not been launched")
  }
}
