import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// Open questions 7 and 13: the call banner and another app's window covering a scene, under
/// both answers of their flags.
@Suite("Call banner and other apps' windows")
struct CallBannerAndWindowingTests {
  private static let resign = [
    "sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)",
    "UIApplicationWillResignActiveNotification(app)",
  ]
  private static let becomeActive = [
    "sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)",
    "UIApplicationDidBecomeActiveNotification(app)",
  ]

  @Test("By default the call banner changes no activation and the app below takes touches")
  func bannerDefault() throws {
    // uikit-facts open question 13; https://www.macrumors.com/guide/ios-14-compact-interface
    let recorder = Recorder()
    let device = try launched(strategy: recorder)
    _ = recorder.take()
    try device.apply(.callBanner)
    expectEqual(recorder.take(), [])
    #expect(device.isCallBannerShown)
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
    #expect(device.validationError(for: .touch(scene: nil, x: 0.5, y: 0.8)) == nil)
    try device.apply(.touch(scene: nil, x: 0.5, y: 0.8))
    // The banner is system UI over the top 70 points: the first two sample rows.
    let scene = try #require(device.scene(named: "A"))
    expectEqual(
      device.render(scene, for: .display).rendering,
      rows(
        ("kkkkkkkk", 2), ("SSSSSSSS", 11), ("........", 1), ("SSSSSSSS", 1), ("........", 5)))
    expectEqual(device.validationError(for: .goHome), "dismiss the call banner first")
    expectEqual(device.validationError(for: .callBanner), "the call banner is already shown")
    try device.apply(.dismissCallBanner)
    expectEqual(recorder.take(), [])
    #expect(!device.isCallBannerShown)
    expectEqual(device.validationError(for: .dismissCallBanner), "the call banner is not shown")
    expectEqual(device.render(scene, for: .display).rendering, samplePortrait)
  }

  @Test("With callBannerResigns the banner resigns and dismissing returns with did-become-active only")
  func bannerResigns() throws {
    let recorder = Recorder()
    let device = try launched("iphone-ios17-scenes+callBannerResigns=true", strategy: recorder)
    _ = recorder.take()
    try device.apply(.callBanner)
    expectEqual(recorder.take(), Self.resign)
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    #expect(device.validationError(for: .touch(scene: nil, x: 0.5, y: 0.8)) != nil)
    try device.apply(.dismissCallBanner)
    expectEqual(recorder.take(), Self.becomeActive)
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
  }

  @Test("The call banner needs the app active with nothing over it")
  func bannerValidation() throws {
    let device = try launched()
    try device.apply(.openControlCenter)
    expectEqual(device.validationError(for: .callBanner), "the app is not active with nothing over it")
    expectEqual(
      Device(profile: .iPhoneScenes, strategy: nil).validationError(for: .callBanner), "the app has not been launched"
    )
  }

  @Test("A scene covered by another app's window resigns alone and returns with did-become-active only")
  func coverDefault() throws {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance
    let recorder = Recorder()
    let device = try launched("ipad-stage-ios18-scenes", strategy: recorder)
    try device.apply(.connectScene("B"))
    _ = recorder.take()
    try device.apply(.otherAppCovers("A"))
    // B stays active, so the app stays active: no app-level notification.
    expectEqual(recorder.take(), ["sceneWillResignActive(A)", "UISceneWillDeactivateNotification(A)"])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundInactive)
    expectEqual(device.scene(named: "B")?.activationState, .foregroundActive)
    #expect(device.validationError(for: .touch(scene: "B", x: 0.5, y: 0.5)) == nil)
    #expect(device.validationError(for: .touch(scene: "A", x: 0.5, y: 0.5)) != nil)
    expectEqual(device.validationError(for: .otherAppCovers("A")), "scene A is already covered")
    expectEqual(device.validationError(for: .goHome), "uncover the covered scenes first")
    try device.apply(.otherAppUncovers("A"))
    expectEqual(recorder.take(), ["sceneDidBecomeActive(A)", "UISceneDidActivateNotification(A)"])
    expectEqual(device.coveredSceneIdentifiers, [])
  }

  @Test("Covering the only scene makes the app inactive")
  func coverOnlyScene() throws {
    let recorder = Recorder()
    let device = try launched("ipad-stage-ios18-scenes", strategy: recorder)
    _ = recorder.take()
    try device.apply(.otherAppCovers("A"))
    expectEqual(recorder.take(), Self.resign)
    try device.apply(.otherAppUncovers("A"))
    expectEqual(recorder.take(), Self.becomeActive)
  }

  @Test("With windowingSuppressesActivation (iPadOS 26) covering and uncovering deliver nothing")
  func coverSuppressed() throws {
    // https://furbo.org/2025/06/28/ipados-windows
    let recorder = Recorder()
    let device = try launched("ipad-stage-ios18-scenes+windowingSuppressesActivation=true", strategy: recorder)
    _ = recorder.take()
    try device.apply(.otherAppCovers("A"))
    expectEqual(recorder.take(), [])
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
    expectEqual(device.coveredSceneIdentifiers, ["A"])
    #expect(device.validationError(for: .touch(scene: "A", x: 0.5, y: 0.5)) != nil)
    try device.apply(.otherAppUncovers("A"))
    expectEqual(recorder.take(), [])
    #expect(device.validationError(for: .touch(scene: "A", x: 0.5, y: 0.5)) == nil)
  }

  @Test("Other apps' windows exist only on the Stage Manager profile")
  func coverValidation() throws {
    for profile in ["iphone-ios17-scenes", "ipad-split-ios17-scenes"] {
      let device = try launched(profile)
      expectEqual(device.validationError(for: .otherAppCovers("A")), "other apps' windows exist only on ipad-stage")
    }
    let device = try launched("ipad-stage-ios18-scenes")
    expectEqual(device.validationError(for: .otherAppCovers("Z")), "no scene Z")
    expectEqual(device.validationError(for: .otherAppUncovers("A")), "scene A is not covered")
  }

  @Test("Both flags are named, default to false and parse by name")
  func flags() throws {
    let flags = PlatformFlags()
    expectEqual(flags.value(of: "callBannerResigns"), false)
    expectEqual(flags.value(of: "windowingSuppressesActivation"), false)
    #expect(try Profile(named: "iphone-ios17-scenes+callBannerResigns=true").flags.callBannerResigns)
  }
}
