import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

/// `keepContext`: the lock's code evaluates one `LAContext` at every ask. Whether the second
/// evaluation prompts is LocalAuthentication's answer (`evaluatedContextAnswersAgain`): with it,
/// the context answers from its earlier success, the code takes the lock down, and the promise,
/// which only the user's own match releases, stands over the app's content.
@Suite("Lock family: a code that keeps one LAContext")
struct LockKeptContextTests {
  static let member =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  static let leaveAndReturn: [SystemEvent] = [.launch, .faceIDMatch, .advance(1), .goHome, .returnToApp, .advance(1)]

  @Test("a kept context lets the return in without a prompt: lock-bypass naming the platform fact")
  func keptContextIsReused() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + ",keepContext]", Self.leaveAndReturn),
      "lock-bypass at 4: sensitive content visible at 96 of 160 points of scene A while the app is locked "
        + "(platform: an LAContext that evaluated successfully answers again with success and no prompt "
        + "(evaluatedContextAnswersAgain); keepContext evaluates the same context at every ask)")
  }

  @Test("controls: a new context per ask, or LocalAuthentication prompting every evaluation, hold")
  func controls() throws {
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member + "]", Self.leaveAndReturn + [.faceIDMatch]), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.member + ",keepContext]", Self.leaveAndReturn + [.faceIDMatch],
        profile: "iphone-ios17-scenes+evaluatedContextAnswersAgain=false"), "holds")
  }

  @Test("the first evaluation of a kept context prompts as any other: the launch is not let in")
  func firstEvaluationPrompts() throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member + ",keepContext]", [.launch, .advance(1)]),
      "holds")
  }

  @Test("a context records the policies it passed and whether the last success was reused")
  @MainActor func contextRecordsItsOwnSuccess() {
    let context = LAContext()
    #expect(context.succeededPolicies.isEmpty)
    context.noteSuccess(of: .deviceOwnerAuthentication, reused: false)
    expectEqual(context.succeededPolicies, [.deviceOwnerAuthentication])
    #expect(!context.lastSuccessWasReused)
    context.noteSuccess(of: .deviceOwnerAuthentication, reused: true)
    expectEqual(context.succeededPolicies, [.deviceOwnerAuthentication])
    #expect(context.lastSuccessWasReused)
  }

  @Test("the name prints keepContext last and parses back; a release without Face ID refuses it")
  func names() throws {
    let c = try LockConfiguration(parsing: "lock[keepContext,release=biometry+field,stacks]")
    #expect(c.keepsContext)
    expectEqual(
      c.name,
      "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry+field,"
        + "rearm=background,stacks,keepContext]")
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(
      performing: { try LockConfiguration(parsing: "lock[release=keypad,keepContext]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason
          == "'keepContext': only with a release that uses Face ID (release=biometry...)"
      })
  }

  @Test("the enumeration reaches keepContext past the members it had, only with a Face ID release")
  func enumeration() {
    let before = 12_165_120
    // The request logics, then the idle timers and the grace's start, were appended after (nine times as many).
    expectEqual(LockFamily.count, 2 * before * LockRequestMenu.entries.count * 9)
    #expect(!LockFamily.member(at: before - 1).keepsContext)
    // Release digit 0 is `biometry`; the same index past `before` keeps it and adds the context.
    let biometric = LockFamily.member(at: before)
    expectEqual(biometric.release.usesBiometry, biometric.keepsContext)
    let keypad = (0..<LockConfiguration.Release.allCases.count).map { LockFamily.member(at: before + $0 * 3 * 8 * 11) }
    #expect(keypad.allSatisfy { $0.keepsContext == $0.release.usesBiometry })
    #expect(keypad.contains { !$0.release.usesBiometry })
    expectEqual(LockFamily.distinctCount, 360_557_568)
  }
}
