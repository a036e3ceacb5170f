import TestExpectations
import Testing

@testable import ShieldModel

@Suite("External display scene")
struct ExternalDisplayTests {
  @Test("A non-interactive external scene enters the foreground but never becomes active")
  func neverActive() throws {
    let r = Recorder()
    let d = try launched("ipad-split-ios17-scenes+externalDisplayScene=true", strategy: r)
    _ = r.take()
    try d.apply(.mirroringStart)
    expectEqual(
      r.take().filter { $0.contains("(external)") },
      [
        "willConnectTo(external)", "UISceneWillConnectNotification(external)",
        "sceneWillEnterForeground(external)", "UISceneWillEnterForegroundNotification(external)",
      ])
    try d.apply(.goHome, .returnToApp)
    expectEqual(d.scene(named: "external")?.activationState, .foregroundInactive)
    #expect(!r.calls.contains("sceneDidBecomeActive(external)"))
    expectEqual(d.scene(named: "A")?.bounds.width, 1024)  // the external scene does not split the iPad
    try d.apply(.mirroringStop)
    #expect(d.scene(named: "external") == nil)
    #expect(r.calls.contains("sceneDidDisconnect(external)"))
  }

  @Test("Without the app declaring the role, mirroring connects no scene; the user cannot close it")
  func optIn() throws {
    let d = try launched("ipad-split-ios17-scenes")
    try d.apply(.mirroringStart)
    expectEqual(d.windowScenes.map(\.identifier), ["A"])
    let e = try launched("ipad-split-ios17-scenes+externalDisplayScene=true")
    try e.apply(.mirroringStart)
    expectEqual(
      e.validationError(for: .disconnectScene("external")),
      "the external display's scene closes only when mirroring stops")
  }

  @Test(
    "Mirroring with an external display's scene: the display shows that scene; a recording and the Mac the device's")
  func mirroringShowsTheExternalScene() throws {
    // The external screen shows the app's external-display scene, not a mirror of the device's screen;
    // a recording and iPhone Mirroring copy the device's own screen.
    let d = try launched("ipad-split-ios17-scenes+externalDisplayScene=true")
    _ = d.collectCaptures()
    try d.apply(.mirroringStart, .recordingStart, .advance(1))
    let captures = d.collectCaptures()
    expectEqual(Set(captures.filter { $0.kind == .mirroring }.map(\.scene)), ["external"])
    expectEqual(Set(captures.filter { $0.kind == .recording }.map(\.scene)), ["A"])
    #expect(captures.filter { $0.kind == .mirroring }.count >= 2)
    // Without the scene the display mirrors the device's screen.
    let plain = try launched("ipad-split-ios17-scenes")
    _ = plain.collectCaptures()
    try plain.apply(.mirroringStart, .advance(1))
    let mirrored = plain.collectCaptures().filter { $0.kind == .mirroring }
    #expect(!mirrored.isEmpty)
    #expect(mirrored.allSatisfy { $0.scene == "A" })
  }

  @Test("Going home with an external display's scene: only the device's own scene gets an app-switcher snapshot")
  func noSnapshotOfTheExternalScene() throws {
    // The home gesture backgrounds every foreground scene, the external one too; the switcher shows only the
    // device's own scenes, so only they are snapshotted.
    let d = try launched("ipad-split-ios17-scenes+externalDisplayScene=true")
    try d.apply(.mirroringStart)
    _ = d.collectCaptures()
    try d.apply(.goHome)
    expectEqual(d.scene(named: "external")?.activationState, .background)
    try d.apply(.returnToApp)
    expectEqual(d.collectCaptures().filter { $0.kind == .switcherSnapshot }.map(\.scene), ["A"])
  }
}
