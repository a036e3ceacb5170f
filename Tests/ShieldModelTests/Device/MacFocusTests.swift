import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// An iOS app on a Mac when another Mac app takes focus (`Device+MacFocus.swift`): the window stays in view and
/// active, only its key status changes; the scene leaves only with the window (`goHome` on the Mac).
@Suite("Mac focus: another app focused, the window in view")
@MainActor struct MacFocusTests {
  private static let resignKey = ["UIWindowDidResignKeyNotification(window)"]
  private static let becomeKey = ["UIWindowDidBecomeKeyNotification(window)"]

  @Test("Another Mac app's focus changes no activation: the key window's notices only, input refused until refocused")
  func focusLeavesSceneActive() throws {
    // https://developer.apple.com/documentation/swiftui/scenephase/active ; react-native#32949
    let recorder = Recorder()
    let device = try launched("mac-ios18-scenes", strategy: recorder)
    _ = recorder.take()
    try device.apply(.focusOtherMacApp)
    expectEqual(recorder.take(), Self.resignKey)
    expectEqual(device.scene(named: "A")?.activationState, .foregroundActive)
    #expect(device.isMacAppUnfocused)
    expectEqual(device.validationError(for: .focusOtherMacApp), "another Mac app already has focus")
    expectEqual(
      device.validationError(for: .touch(scene: nil, x: 0.5, y: 0.5)),
      "another Mac app has focus: focusMacApp first (a click on the window focuses the app)")
    #expect(device.validationError(for: .keyboardShow) != nil)
    try device.apply(.focusMacApp)
    expectEqual(recorder.take(), Self.becomeKey)
    #expect(!device.isMacAppUnfocused)
    expectEqual(device.validationError(for: .focusMacApp), "the app already has focus")
    #expect(device.validationError(for: .touch(scene: nil, x: 0.5, y: 0.5)) == nil)
  }

  @Test("The window leaving view resigns and backgrounds in one step; the return makes the window key again")
  func leaveViewWhileUnfocused() throws {
    let recorder = Recorder()
    let device = try launched("mac-ios18-scenes", strategy: recorder)
    try device.apply(.focusOtherMacApp)
    _ = recorder.take()
    try device.apply(.goHome)
    let leave = recorder.take()
    expectEqual(leave.first, "sceneWillResignActive(A)")
    #expect(leave.contains("sceneDidEnterBackground(A)"))
    #expect(!leave.contains(Self.resignKey[0]))  // already resigned with the focus
    #expect(!device.isMacAppUnfocused)
    try device.apply(.returnToApp)
    expectEqual(recorder.take().last, Self.becomeKey[0])
    // Focused, the app hidden resigns key first.
    try device.apply(.goHome)
    expectEqual(recorder.take().first, Self.resignKey[0])
  }

  @Test("Refused off the Mac and before launch; with macFocusLossResignsKeyWindow off the app hears nothing")
  func refusalsAndFlag() throws {
    let phone = try launched("iphone-ios17-scenes")
    expectEqual(
      phone.validationError(for: .focusOtherMacApp),
      "an iPhone or iPad shows no other app's window beside the app's to take focus (a Mac only)")
    #expect(!SystemEvent.Kind.focusOtherMacApp.isPossible(on: phone.profile))
    let mac = Device(profile: try Profile(named: "mac-ios18-scenes"), strategy: nil)
    expectEqual(mac.validationError(for: .focusOtherMacApp), "the app has not been launched")
    let recorder = Recorder()
    let quiet = try launched("mac-ios18-scenes+macFocusLossResignsKeyWindow=false", strategy: recorder)
    _ = recorder.take()
    try quiet.apply(.focusOtherMacApp)
    expectEqual(recorder.take(), [])
  }
}
