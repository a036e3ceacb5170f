import AppLogic
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// `present(lock|cover, ..., controller=held)`: the app keeps one controller per scene and presents it at every call.
/// Presented again while it is up (or on its way in or out), UIKit raises NSInvalidArgumentException: a crash; dismissed
/// in between, it is presented again. `controller=new` (the default) presents a new one, which a presenter already
/// presenting refuses with a warning (docs/app-logic.md, the `present` row; docs/model-behaviours.md, "A controller the
/// app keeps").
@MainActor @Suite struct AppLogicHeldControllerTests {
  static let trap = "trap: Application tried to present modally a view controller that is already being presented"

  /// A cover presented at will-resign-active and again at did-enter-background (both of the app's "leaving" states, as
  /// react-native-bootsplash#161's app handled them), taken down at did-become-active.
  static func coverAtBothLeaves(_ controller: String) -> String {
    """
    on sceneWillResignActive: present(cover, style=fullScreen, from=root, controller=\(controller))
    on sceneDidEnterBackground: present(cover, style=fullScreen, from=root, controller=\(controller))
    on sceneDidBecomeActive: dismiss(cover)
    """
  }

  /// The same cover at will-resign-active only.
  static let coverAtResign = """
    on sceneWillResignActive: present(cover, style=fullScreen, from=root, controller=held)
    on sceneDidBecomeActive: dismiss(cover)
    """

  /// A lock presented at each did-enter-background, taken down only by a Face ID match.
  static func lockAtBackground(_ controller: String) -> String {
    """
    claims: nothing
    lock: locked
    on sceneDidEnterBackground: set(locked); present(lock, style=fullScreen, from=root, controller=\(controller))
    on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    """
  }

  static func outcome(_ text: String, _ events: [SystemEvent]) throws -> String {
    try AppLogicPromptWhileReleasedTests.outcome(text, events, profile: "iphone-ios17-scenes")
  }

  @Test("a kept cover presented at resign and again at background crashes; a new one only warns")
  func keptCoverPresentedTwice() throws {
    try expectEqual(Self.outcome(Self.coverAtBothLeaves("held"), [.launch, .goHome]), "crash at 1: \(Self.trap)")
    try expectEqual(Self.outcome(Self.coverAtBothLeaves("new"), [.launch, .goHome]), "holds")
  }

  @Test("a kept cover dismissed in between is presented again: no crash over leaves and returns")
  func keptCoverDismissedInBetween() throws {
    let events: [SystemEvent] = [
      .launch, .openControlCenter, .closeControlCenter, .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher,
      .openNotificationCenter, .closeNotificationCenter,
    ]
    try expectEqual(Self.outcome(Self.coverAtResign, events), "holds")
  }

  /// A presenter already presenting (the app's sheet, from the root) only warns: the kept cover is not presented (the
  /// snapshot shows the sheet) and no crash; once the sheet is gone the same cover goes up at the next leave.
  @Test("a kept cover a presenting root refused stays presentable: a warning, then presented once the sheet is gone")
  func keptCoverRefusedThenPresented() throws {
    let refused = try Self.outcome(Self.coverAtResign, [.launch, .presentSheet(.sheet), .goHome])
    #expect(refused.hasPrefix("snapshot-leak at 3: switcherSnapshot of scene A"))
    let later: [SystemEvent] = [
      .launch, .presentSheet(.sheet), .openControlCenter, .closeControlCenter, .dismissSheet, .goHome,
    ]
    try expectEqual(Self.outcome(Self.coverAtResign, later), "holds")
  }

  @Test("a kept lock still up at the next leave crashes; a new lock there only warns")
  func keptLockStillUp() throws {
    let events: [SystemEvent] = [.launch, .goHome, .returnToApp, .goHome]
    try expectEqual(Self.outcome(Self.lockAtBackground("held"), events), "crash at 3: \(Self.trap)")
    try expectEqual(Self.outcome(Self.lockAtBackground("new"), events), "holds")
    // Passed in between (the lock dismissed), the kept lock goes up again at the next leave.
    let passed: [SystemEvent] = [.launch, .goHome, .returnToApp, .faceIDMatch, .advance(2), .goHome, .returnToApp]
    try expectEqual(Self.outcome(Self.lockAtBackground("held"), passed), "holds")
  }

  @Test("controller= takes new or held, refused at its line otherwise; the default is said by an assumed: line")
  func vocabulary() throws {
    let script = try AppLogicScript(
      parsing: "on sceneWillResignActive: present(cover, controller=kept)\non sceneDidBecomeActive: dismiss(cover)")
    let error = #expect(throws: AppLogicError.self) { try AppLogicStrategy(script: script) }
    expectEqual(error?.line, 1)
    expectEqual(error?.message.hasPrefix("controller= takes new (a new controller at each call) or held"), true)
    let unsaid = try AppLogicScript(parsing: Self.coverAtResign.replacingOccurrences(of: ", controller=held", with: ""))
    expectEqual(
      AppLogicStrategy.assumptions(of: unsaid).map { $0.rendered(in: unsaid) }.last,
      "assumed: line 1: present(cover) makes a new controller at each call (controller=new), so a second present"
        + " while one is up only warns or stacks; an app that keeps one controller in a property says controller=held"
        + " (presented again while up: crash)")
    let said = try AppLogicScript(parsing: Self.coverAtResign)
    #expect(!AppLogicStrategy.assumptions(of: said).contains { $0.otherWord == "controller=held" })
  }
}
