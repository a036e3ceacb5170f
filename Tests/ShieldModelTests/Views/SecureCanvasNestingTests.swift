import SampleApp
import TestExpectations
import Testing

@testable import ShieldModel

/// The secure-layer trick as libraries write it, applied to the app's window: a full-window
/// secure field added to the window, its layer put beside the window's, the window's layer moved
/// into the field's canvas. Applied twice, the second field's layer lands in the first canvas.
/// With `intoFirstSublayer`, the window's layer goes into the field layer's first sublayer, as
/// libraries written for iOS 16 do: from iOS 17 that is not the canvas.
@MainActor private func applyTrick(_ device: Device, intoFirstSublayer: Bool = false) throws {
  let window = try #require(device.mainWindow())
  device.withCurrent {
    let field = UITextField(frame: window.bounds)
    field.isSecureTextEntry = true
    field.isUserInteractionEnabled = false
    window.addSubview(field)
    window.layer.superlayer?.addSublayer(field.layer)
    let target = intoFirstSublayer ? field.layer.sublayers?.first : field.canvasView?.layer
    target?.addSublayer(window.layer)
  }
}

@Suite("Secure canvas: nesting, re-application, round trips, a running recording (issue 26, SC3 SC4 SC5 SC15)")
struct SecureCanvasNestingTests {
  @Test("Applied once the window is drawn and left out of screenshots; applied twice it is black")
  func nestedCanvasIsBlack() throws {
    // https://github.com/expo/expo/issues/48985 (iOS 26.5), fix PR 49372.
    let device = try launched("iphone-ios26.5-scenes")
    let scene = try #require(device.scene(named: "A"))
    try applyTrick(device)
    #expect(device.render(scene, for: .display).showsSensitiveContent)
    #expect(!device.render(scene, for: .screenshot).showsSensitiveContent)
    try applyTrick(device)
    let display = device.render(scene, for: .display)
    #expect(!display.showsSensitiveContent && display.sensitivePointCount == 0)
    let window = try #require(device.mainWindow())
    expectEqual(window.layer.superlayer?.isInsideSecureCanvas, true)
    #expect(try Profile(named: "iphone-ios26.5-scenes").flags.secureCanvasNestedCompositesNothing)
  }

  @Test(
    "secureCanvasNestedCompositesNothing=false: applied twice the window is drawn, and still left out of screenshots")
  func nestedCanvasDrawnUnderOtherAnswer() throws {
    // The SC4 rule rests on one report (expo#48985): under the other answer the inner canvas
    // draws its subtree as a single canvas does.
    let device = try launched("iphone-ios26.5-scenes+secureCanvasNestedCompositesNothing=false")
    let scene = try #require(device.scene(named: "A"))
    try applyTrick(device)
    try applyTrick(device)
    #expect(device.render(scene, for: .display).showsSensitiveContent)
    #expect(!device.render(scene, for: .screenshot).showsSensitiveContent)
  }

  @Test(
    "Re-applied while applied, the return to the foreground traps in UIKit's view visitor from iOS 18 to 26.4",
    arguments: [
      ("iphone-ios17-scenes", false), ("iphone-ios18-scenes", true), ("iphone-ios26-scenes", true),
      ("iphone-ios26.5-scenes", false),
    ])
  func reapplyTraps(profile: String, traps: Bool) throws {
    // https://github.com/prongbang/screen_protector/issues/51 , /52 , /60 (iPhones).
    let device = try launched(profile)
    try applyTrick(device)
    try device.apply(.goHome, .returnToApp)
    #expect(!device.isCrashed)  // applied once: no trap
    try applyTrick(device)
    try device.apply(.goHome, .returnToApp)
    expectEqual(device.isCrashed, traps)
    try expectEqual(Profile(named: profile).flags.secureCanvasReapplyTraps, traps)
  }

  @Test(
    "SC15: a running recording shows the canvas from the frame its field clears secure entry; under the flag it stays blank until it stops"
  )
  func runningRecordingAfterSecureEntryCleared() throws {
    // Apple, "isSecureTextEntry" (a state); react-native-screenshot-prevent PR 10; the flag's
    // other answer has no source.
    for keeps in [false, true] {
      let device = try launched("iphone-ios17-scenes+secureEntryOffLeavesRunningRecordingBlank=\(keeps)")
      let scene = try #require(device.scene(named: "A"))
      try applyTrick(device)
      try device.apply(.recordingStart)
      #expect(!device.render(scene, for: .recording).showsSensitiveContent)
      let window = try #require(device.mainWindow())
      let field = try #require(window.subviews.compactMap { $0 as? UITextField }.last)
      device.withCurrent { field.isSecureTextEntry = false }
      #expect(device.render(scene, for: .screenshot).showsSensitiveContent)
      expectEqual(device.render(scene, for: .recording).showsSensitiveContent, !keeps)
      // A new recording shows it under either answer; secure entry set again hides it again.
      try device.apply(.recordingStop, .recordingStart)
      #expect(device.render(scene, for: .recording).showsSensitiveContent)
      device.withCurrent { field.isSecureTextEntry = true }
      #expect(!device.render(scene, for: .recording).showsSensitiveContent)
    }
  }

  @Test("secureCanvasLostAfterRoundTrip: after a round trip screenshots show the window until re-applied")
  func protectionLostAfterRoundTrip() throws {
    // https://github.com/FlutterPlaza/no_screenshot/issues/21 (iOS 16).
    for lost in [false, true] {
      let device = try launched("iphone-ios16-scenes+secureCanvasLostAfterRoundTrip=\(lost)")
      let scene = try #require(device.scene(named: "A"))
      try applyTrick(device)
      #expect(!device.render(scene, for: .screenshot).showsSensitiveContent)
      try device.apply(.goHome, .returnToApp)
      expectEqual(device.render(scene, for: .screenshot).showsSensitiveContent, lost)
      // Re-applying: the window's layer moved into the canvas again.
      let window = try #require(device.mainWindow())
      let canvas = try #require(window.layer.superlayer)
      device.withCurrent { canvas.addSublayer(window.layer) }
      #expect(!device.render(scene, for: .screenshot).showsSensitiveContent)
    }
  }

  @Test("secureCanvasFailsToRecomposite: only a secure canvas fails after a round trip, not the field's other layers")
  func onlyTheCanvasFailsToRecomposite() throws {
    // Mutant 25 of scripts/mutants.tsv: every layer between the window's and the host marked.
    for missesCanvas in [false, true] {
      let device = try launched("iphone-ios17-scenes+secureCanvasFailsToRecomposite=true")
      let scene = try #require(device.scene(named: "A"))
      try applyTrick(device, intoFirstSublayer: missesCanvas)
      expectEqual(device.render(scene, for: .screenshot).showsSensitiveContent, missesCanvas)
      try device.apply(.goHome, .returnToApp)
      // In the canvas the window is no longer drawn; in the field's other layer it still is.
      expectEqual(device.render(scene, for: .display).showsSensitiveContent, missesCanvas)
    }
  }

  @Test(
    "Before iOS 13 the canvas leaves nothing out of screenshots; from 13 it does", arguments: [(12, true), (13, false)])
  func canvasBeforeIOS13(major: Int, leaks: Bool) throws {
    // https://github.com/prongbang/screen_protector/issues/36 , /16 (iOS 12.5.6).
    let device = try launched("iphone-ios\(major)-appdelegate")
    let scene = try #require(device.scene(named: "A"))
    try applyTrick(device)
    expectEqual(device.render(scene, for: .screenshot).showsSensitiveContent, leaks)
    #expect(device.render(scene, for: .display).showsSensitiveContent)
  }
}
