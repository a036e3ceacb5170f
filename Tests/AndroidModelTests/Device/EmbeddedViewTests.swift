import AndroidModel
import AndroidStrategies
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// A screen's embedded view (a Flutter web view through a platform view): drawn black for the user only in
/// virtual-display mode, under FLAG_SECURE, on builds that answer the vendor flag `true`; and blank-window.
@Suite struct EmbeddedViewTests {
  private func profile(vendor: Bool) -> AndroidProfile {
    var profile = phone(29, .flutter)
    profile.flags.virtualDisplayContentBlackUnderSecureWindow = vendor
    return profile
  }

  private func launched(
    _ composition: AndroidEmbeddedView.Composition, secure: Bool = true, vendor: Bool = true,
    structure: AndroidAppStructure = .flutter
  ) -> (device: AndroidDevice, violations: [[Violation<AndroidPlatform>]]) {
    var p = profile(vendor: vendor)
    p.structure = structure
    let strategy: any AndroidPrivacyStrategy = secure ? SecureFlagOverWebView(composition) : NoAndroidProtection()
    return run(p, strategy, [.launch], app: .bankingWithWebView(composition))
  }

  @Test func aVirtualDisplayViewUnderFlagSecureIsBlackForTheUserOnAVendorBuild() {
    let (device, violations) = launched(.virtualDisplay)
    expectEqual(device.blackedOutOnDisplay, ["activity/mainEmbeddedView"])
    expectEqual(kinds(violations), [.blankWindow])
    expectEqual(violations.first?.first?.detail.contains("activity/mainEmbeddedView drawn black"), true)
  }

  @Test func hybridCompositionWithoutFlagSecureAndStockAOSPDrawTheView() {
    expectEqual(launched(.hybridComposition).device.blackedOutOnDisplay, [])
    expectEqual(kinds(launched(.hybridComposition).violations), [])
    expectEqual(launched(.virtualDisplay, secure: false).device.blackedOutOnDisplay, [])
    expectEqual(launched(.virtualDisplay, vendor: false).device.blackedOutOnDisplay, [])
    expectEqual(kinds(launched(.virtualDisplay, vendor: false).violations), [])
  }

  @Test func theRuleIsTheCompositionsNotFluttersOnly() {
    // A Presentation-based embedding in a views app is composed the same way.
    expectEqual(launched(.virtualDisplay, structure: .views).device.blackedOutOnDisplay, ["activity/mainEmbeddedView"])
  }

  @Test func textureLayerModeMovesOnlyAViewHoldingASurfaceViewToAVirtualDisplay() {
    func blackened(_ kind: AndroidEmbeddedView.Kind) -> [String] {
      let app = AndroidAppDescription(screens: [
        AndroidAppScreen("main", isSensitive: true, embeddedView: AndroidEmbeddedView(kind, composition: .textureLayer))
      ])
      return run(profile(vendor: true), SecureFlagOverWebView(.virtualDisplay), [.launch], app: app)
        .device.blackedOutOnDisplay
    }
    expectEqual(blackened(.videoPlayer), ["activity/mainEmbeddedView"])
    expectEqual(blackened(.webView), [])
    expectEqual(blackened(.pdfView), [])
  }

  @Test func capturesAreAsWithoutTheFlag() throws {
    for vendor in [true, false] {
      let (device, _) = launched(.virtualDisplay, vendor: vendor)
      try device.step(.screenshot)
      // API 29: a secure window on screen refuses the screenshot as a whole, with or without the vendor's answer.
      expectEqual(device.lastCaptures.first?.isRefused, true)
      try device.step(.recordingStart)
      expectEqual(device.lastCaptures.last?.blackedOut, ["activity"])
    }
    // Without FLAG_SECURE a screenshot shows the page (sensitive on the banking screen).
    let (open, _) = launched(.virtualDisplay, secure: false)
    try open.step(.screenshot)
    expectEqual(open.lastCaptures.first?.legibleSensitive.contains("activity/mainEmbeddedView"), true)
  }

  @Test func blankWindowIsJudgedOnlyWhileTheUserSeesTheApp() throws {
    let (device, _) = launched(.virtualDisplay)
    let home = try checkedStep(device, .pressHome)
    expectEqual(home.map(\.invariant), [])
    expectEqual(device.blackedOutOnDisplay, [])
    let back = try checkedStep(device, .returnToApp)
    expectEqual(back.map(\.invariant), [.blankWindow])
  }

  @Test(arguments: [AndroidAppStructure.flutter, .views])
  func aScreenPushedOverTheEmbeddedViewHidesItUntilItIsPopped(structure: AndroidAppStructure) throws {
    let web = AndroidEmbeddedView(.pdfView, composition: .virtualDisplay)
    let app = AndroidAppDescription(screens: [
      AndroidAppScreen("statement", isSensitive: true, embeddedView: web),
      AndroidAppScreen("settings", isSensitive: false),
    ])
    var p = profile(vendor: true)
    p.structure = structure
    let device = AndroidDevice(profile: p, strategy: SecureFlagOverWebView(.virtualDisplay), app: app)
    try device.step(.launch)
    expectEqual(device.blackedOutOnDisplay, ["activity/statementEmbeddedView"])
    try device.step(.navigate("settings"))
    expectEqual(device.blackedOutOnDisplay, [])
    try device.step(.navigateBack)
    expectEqual(device.blackedOutOnDisplay, ["activity/statementEmbeddedView"])
  }

  @Test func theNamedOnlyPairRunsOnAVendorProfileAndReplaysByName() throws {
    let named = "phone-api29-flutter+virtualDisplayContentBlackUnderSecureWindow=true"
    #expect(try AndroidPlatform.profile(named: named).flags.virtualDisplayContentBlackUnderSecureWindow)
    let stock = try AndroidPlatform.profile(named: "phone-api29-flutter")
    #expect(!stock.flags.virtualDisplayContentBlackUnderSecureWindow)
    let descriptor = try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-webview-virtual-display"))
    expectEqual(AndroidPlatform.name(of: descriptor.defaultProfile), named)
    expectEqual(descriptor.app, .bankingWithWebView(.virtualDisplay))
    #expect(AndroidPlatform.isFamilyName("secure-flag-webview-hybrid-composition"))
    #expect(AndroidPlatform.strategyNameProblem("secure-flag-webview-hybrid-composition") == nil)
    #expect(!AndroidStrategyCatalog.descriptors.contains { $0.name.hasPrefix("secure-flag-webview") })
  }

  @Test func theScreenDescriptionKeepsItsBytesWithoutAnEmbeddedView() throws {
    let plain = try JSONEncoder().encode(AndroidAppScreen("main", isSensitive: true))
    expectEqual(String(decoding: plain, as: UTF8.self).contains("embeddedView"), false)
    let app = AndroidAppDescription.bankingWithWebView(.virtualDisplay)
    let decoded = try JSONDecoder().decode(AndroidAppDescription.self, from: try JSONEncoder().encode(app))
    expectEqual(decoded, app)
    expectEqual(app.startScreen.description, "main(sensitive, webView/virtualDisplay)")
  }
}
