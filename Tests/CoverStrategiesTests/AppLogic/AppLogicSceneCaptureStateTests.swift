import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Capture detection as the app's own code, by its two routes: `UIScreen.capturedDidChangeNotification`
/// (`capturedDidChange`, read `captured`) and, from iOS 17, each scene registered for its capture trait
/// (`sceneCaptureStateDidChange`, read `sceneCaptured`); docs/app-logic.md, "Capture detection: two routes".
@MainActor @Suite struct AppLogicSceneCaptureStateTests: AppLogicScriptChecks {
  /// A black view in each scene while it is captured, told by the trait route only.
  static let traitCover = """
    claims: recordings
    on sceneCaptureStateDidChange if sceneCaptured: removeCover(tag=20); addCover(view, tag=20)
    on sceneCaptureStateDidChange if not(sceneCaptured): removeCover(tag=20)
    """

  /// The same cover told by the screen's notification.
  static let notificationCover = """
    claims: recordings
    on capturedDidChange if captured: removeCover(tag=20); addCover(view, tag=20)
    on capturedDidChange if not(captured): removeCover(tag=20)
    """

  static let recorded: [SystemEvent] = [.launch, .recordingStart, .advance(1)]

  @Test("the trait route covers from iOS 17; before it the code behind #available never registers: capture-leak")
  func traitRouteByVersion() throws {
    for profile in ["iphone-ios17-scenes", "iphone-ios18-scenes", "iphone-ios26-scenes"] {
      #expect(try Self.scriptOutcome(Self.traitCover, Self.recorded, profile: profile) == "holds", "\(profile)")
    }
    let ios16 = try Self.scriptOutcome(Self.traitCover, Self.recorded, profile: "iphone-ios16-scenes")
    #expect(ios16.hasPrefix("capture-leak at "), "\(ios16)")
  }

  @Test("the notification is still posted on iOS 18 and 26, where isCaptured is deprecated, and before 17")
  func notificationRouteOnEveryVersion() throws {
    for profile in ["iphone-ios16-scenes", "iphone-ios18-scenes", "iphone-ios26-scenes"] {
      #expect(try Self.scriptOutcome(Self.notificationCover, Self.recorded, profile: profile) == "holds", "\(profile)")
    }
  }

  @Test("sceneCaptured reads the handler's scene; .unspecified (false) before iOS 17, where captured reads true")
  func conditionByVersion() throws {
    let script = """
      claims: nothing
      on capturedDidChange if captured: set(screenSaid)
      on capturedDidChange if sceneCaptured: set(sceneSaid)
      """
    for (version, sceneSaid) in [(OSVersion(16), false), (OSVersion(17), true)] {
      let strategy = try Self.strategy(script)
      let device = Device(
        profile: Profile(device: .iPhone, osVersion: version, appStructure: .sceneBased), strategy: strategy,
        app: .sample)
      try device.apply(.launch)
      try device.apply(.recordingStart)
      let said = strategy.stateDescription.split(separator: ",").map(String.init)
      #expect(said.contains("screenSaid"), "iOS \(version): \(said)")
      #expect(said.contains("sceneSaid") == sceneSaid, "iOS \(version): \(said)")
    }
  }

  @Test("each scene is told by its own registration: a process variable set by the first skips the second")
  func toldPerScene() throws {
    let once = """
      claims: recordings
      on sceneCaptureStateDidChange if sceneCaptured and not(covered): addCover(view, tag=20); set(covered)
      """
    let twoScenes: [SystemEvent] = [.launch, .connectScene("B"), .recordingStart, .advance(1)]
    let outcome = try Self.scriptOutcome(once, twoScenes, profile: "ipad-split-ios17-scenes")
    #expect(outcome.hasPrefix("capture-leak at ") && outcome.contains("scene B"), "\(outcome)")
    // The notification has no scene: its one run covers every connected scene.
    let notified = once.replacingOccurrences(
      of: "sceneCaptureStateDidChange if sceneCaptured", with: "capturedDidChange if captured")
    try expectEqual(Self.scriptOutcome(notified, twoScenes, profile: "ipad-split-ios17-scenes"), "holds")
    try expectEqual(Self.scriptOutcome(Self.traitCover, twoScenes, profile: "ipad-split-ios17-scenes"), "holds")
  }

  @Test("a scene connected while recorded is told nothing: it must read sceneCaptured as it connects")
  func connectedWhileRecorded() throws {
    let late: [SystemEvent] = [.launch, .recordingStart, .connectScene("B"), .advance(1)]
    let unread = try Self.scriptOutcome(Self.traitCover, late, profile: "ipad-split-ios17-scenes")
    #expect(unread.hasPrefix("capture-leak at ") && unread.contains("scene B"), "\(unread)")
    let read = Self.traitCover + "\non sceneWillConnect if sceneCaptured: addCover(view, tag=20)"
    try expectEqual(Self.scriptOutcome(read, late, profile: "ipad-split-ios17-scenes"), "holds")
  }

  @Test("captureFrameBeforeAppIsTold: the capture's first frame, before either route's handler, shows the app")
  func frameBeforeTheAppIsTold() throws {
    let flagged = "iphone-ios17-scenes+captureFrameBeforeAppIsTold=true"
    for script in [Self.traitCover, Self.notificationCover] {
      let outcome = try Self.scriptOutcome(script, Self.recorded, profile: flagged)
      #expect(
        outcome.hasPrefix("capture-leak at 1: recording of scene A at t=0 s shows sensitive content"), "\(outcome)")
      // Started under Control Center, the frames before the app is told show Control Center.
      let underControlCenter: [SystemEvent] = [.launch, .openControlCenter, .recordingStart, .closeControlCenter]
      try expectEqual(Self.scriptOutcome(script, underControlCenter, profile: flagged), "holds")
    }
  }
}
