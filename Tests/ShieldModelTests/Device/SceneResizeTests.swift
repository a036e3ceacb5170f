import TestExpectations
import Testing

@testable import ShieldModel

@Suite("Split View and Stage Manager resizing")
struct SceneResizeTests {
  @Test("Dragging the divider resizes the scene and its windows; a second scene takes the rest")
  func resizeSplitView() throws {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)
    let device = try launched("ipad-split-ios17-scenes", strategy: Recorder())
    try device.apply(.resizeScene("A", .third))
    // (1024 - 10) / 3 points, rounded down.
    expectEqual(device.windowScenes[0].bounds, CGRect(x: 0, y: 0, width: 338, height: 1366))
    #expect(device.windowScenes[0].windows.allSatisfy { $0.frame == device.windowScenes[0].bounds })
    try device.apply(.connectScene("B"))
    // A new pane halves the screen again.
    expectEqual(device.windowScenes.map(\.bounds.width), [507, 507])
    try device.apply(.resizeScene("B", .twoThirds))
    expectEqual(device.windowScenes.map(\.bounds.width), [338, 676])
    // Rotation keeps the divider's position.
    try device.apply(.rotate(.landscapeLeft))
    expectEqual(device.windowScenes.map(\.bounds.width), [452, 904])
  }

  @Test("Resizing needs an iPad that resizes scenes, the scene active and nothing over it")
  func refusals() throws {
    let phone = try launched("iphone-ios17-scenes", strategy: Recorder())
    expectEqual(phone.validationError(for: .resizeScene("A", .half)), "only ipad-split and ipad-stage resize a scene")
    let pad = try launched("ipad-split-ios17-scenes", strategy: Recorder())
    expectEqual(pad.validationError(for: .resizeScene("A", .full)), "scene A already has that width")
    expectEqual(pad.validationError(for: .resizeScene("Z", .half)), "no scene Z")
    try pad.apply(.openControlCenter)
    expectEqual(pad.validationError(for: .resizeScene("A", .half)), "the app is not active with nothing over it")
    try pad.apply(.closeControlCenter)
    try pad.apply(.connectScene("B"))
    #expect(pad.validationError(for: .resizeScene("A", .full)) != nil)
    let stage = try launched("ipad-stage-ios18-scenes", strategy: Recorder())
    try stage.apply(.resizeScene("A", .half))
    expectEqual(stage.windowScenes[0].bounds.width, 512)
  }

  @Test("resizeResigns (iOS 9): the drag resigns the app for its length, then did-become-active only")
  func dividerDragResigns() throws {
    let r = Recorder()
    let d = try launched("ipad-split-ios15-scenes+resizeResigns=true", strategy: r)
    _ = r.take()
    try d.apply(.resizeScene("A", .half))
    let calls = r.take()
    expectEqual(calls.first, "sceneWillResignActive(A)")
    #expect(calls.contains("UISceneDidActivateNotification(A)"))
    #expect(!calls.contains { $0.contains("Foreground") || $0.contains("Background") })
    #expect(abs(d.now - 0.3) < 1e-9 && d.windowScenes[0].activationState == .foregroundActive)
    expectEqual(d.windowScenes[0].bounds.width, 507)
    // By default (iPadOS 13+) a resize changes no activation.
    let q = Recorder()
    let e = try launched("ipad-split-ios15-scenes", strategy: q)
    _ = q.take()
    try e.apply(.resizeScene("A", .half))
    #expect(!q.take().contains { $0.contains("Deactivate") } && e.now == 0)
  }
}
