import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

@Suite("The app's in-app browser: in its window, or in a window of its own (Cordova's InAppBrowser)")
struct AppBrowserWindowTests {
  @Test("appPresent(webView, newWindow): a window at the normal level, key and in front, showing the app's page")
  func newWindowInFront() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    let main = try #require(d.appWindow(of: scene))
    try d.apply(.appPresent(.webView, .newWindow))
    let windows = scene.windows.filter { !$0.isHidden }
    expectEqual(windows.count, 2)
    let browser = try #require(windows.last)
    #expect(browser !== main)
    expectEqual(browser.windowLevel, .normal)
    #expect(d.withCurrent { browser.isKeyWindow })
    #expect(browser.rootViewController?.presentedViewController is AppWebViewController)
    // The page is the app's content, sensitive in the sample app's sensitive scene.
    #expect(d.render(scene, for: .display).showsSensitiveContent)
    // Opened again, the same window is reused.
    try d.apply(.appDismiss(.newWindow), .appPresent(.webView, .newWindow))
    expectEqual(scene.windows.filter { $0 !== main }.count, 1)
  }

  @Test("closing the browser hides its window, by Done or by the app's code, so touches reach the app again")
  func closingHidesWindow() throws {
    for close in [SystemEvent.dismissSheet, .appDismiss(.newWindow)] {
      let d = try launched()
      let scene = try #require(d.scene(named: "A"))
      try d.apply(.appPresent(.webView, .newWindow))
      try d.apply(close)
      let main = try #require(d.appWindow(of: scene))
      expectEqual(scene.windows.filter { !$0.isHidden }.map(ObjectIdentifier.init), [ObjectIdentifier(main)])
      expectEqual(d.validationError(for: .appDismiss(.newWindow)), "nothing is presented from or above that controller")
    }
  }

  @Test("appPresent(webView, top): the browser is a full-screen controller in the app's own window")
  func inAppWindow() throws {
    let d = try launched()
    let scene = try #require(d.scene(named: "A"))
    try d.apply(.appPresent(.webView, .top))
    expectEqual(scene.windows.filter { !$0.isHidden }.count, 1)
    #expect(AppPresentationStackTests.stack(d).last is AppWebViewController)
  }
}
