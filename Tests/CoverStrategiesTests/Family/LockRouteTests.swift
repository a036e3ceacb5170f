import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// Two mechanisms of the app's own lock code behind the fresh sets' iOS app-lock misses
/// (eighteenth session): a lock screen with no route to a prompt (`noRetry`: no Unlock button,
/// judged by `unlock-blocked`), and a due check at every did-become-active against a leave time
/// nothing clears (`recheck=becomeActive`: the prompt's own dismissal brings a second request after
/// the match, judged by `reauth-loop`); and the app's own settings turning the lock off while its Face
/// ID switch stays on (`biometryKept`, judged by `needless-lock`).
@Suite("Lock family: no route to a prompt, a check repeated at did-become-active, the Face ID switch kept")
struct LockRouteTests {
  static let base =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background"
  /// The lock asks at launch and the user cancels its prompt.
  static let cancel: [SystemEvent] = [.launch, .dismissSystemAlert, .advance(2)]
  /// Unlocked, away past a 300 s grace, back, matched.
  static let staleTrip: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .advance(301), .returnToApp, .advance(1),
    .faceIDMatch, .advance(3),
  ]

  static func outcome(_ parts: String, _ events: [SystemEvent]) throws -> String {
    try LockFamilyBehaviourTests.outcome(Self.base + parts + "]", events)
  }

  @Test("noRetry and recheck= print after invalidateAt=, parse back, and are refused where they decide nothing")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",grace=300,recheck=becomeActive,noRetry]")
    #expect(c.hidesRetry && c.rechecksAt == .becomeActive)
    #expect(c.name.hasSuffix(",rearm=background,grace=300,noRetry,recheck=becomeActive]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (name, reason) in [
      ("lock[release=keypad,noRetry]", "'noRetry': only with a release that uses Face ID (release=biometry...)"),
      ("lock[auth=tap,noRetry]", "'noRetry': auth=tap asks only from the Unlock button, which noRetry leaves out"),
      (
        "lock[rearm=inactive,recheck=becomeActive]",
        "'recheck=': only with rearm=background (the leave time stored at did-enter-background)"
      ),
      ("lock[recheck=foreground]", "'recheck=foreground': expected recheck=becomeActive"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
    // Named only: the enumeration never draws them.
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).hidesRetry })
    #expect(!(0..<2000).contains { LockFamily.member(at: $0 * 766_403).rechecksAt != nil })
  }

  @Test("a cancel leaves a lock with no Unlock button no route to a prompt; the button, or a field, is one")
  func noRoute() throws {
    try expectEqual(
      Self.outcome(",noRetry", Self.cancel),
      "unlock-blocked at 1: the lock screen has no Unlock button that asks and no passcode entry of its own, no request "
        + "of the app's is in flight, and its code asks only when its lock goes up, which the app, active in front, "
        + "does not reach again until the user leaves it: no route to a prompt, so the user cannot take the lock "
        + "down from within the app while it is locked; the way out: none on the lock screen; only a moment its code "
        + "asks at (when its lock goes up), after the user leaves the app")
    // Controls: the Unlock button asks again; a field of its own is an entry; a leave and return asks again.
    let retry: [SystemEvent] = [.touch(scene: nil, x: 0.5, y: 0.45), .faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome("", Self.cancel + retry), "holds")
    let keypad = Self.base.replacingOccurrences(of: "release=biometry,", with: "release=biometry+keypad,")
    try expectEqual(LockFamilyBehaviourTests.outcome(keypad + ",noRetry]", Self.cancel), "holds")
    // The switcher cancels the launch's prompt (systemCancel) and its return is no leave: no moment asks again.
    #expect(
      try Self.outcome(",noRetry", [.launch, .openAppSwitcher, .closeAppSwitcher, .advance(2)])
        .hasPrefix("unlock-blocked at 2: the lock screen has no Unlock button that asks"))
    // A reason only Settings changes is named first: it says what the user must change.
    #expect(
      try Self.outcome(",noRetry", [.changeDeviceSetting(.passcodeOff), .launch, .advance(2)])
        .hasPrefix(
          "unlock-blocked at 1: the lock's only way in is its code's LocalAuthentication request, and the device "
            + "passcode is off"))
    // While a request is in flight there is a route: the launch's own prompt, matched.
    try expectEqual(Self.outcome(",noRetry", [.launch, .faceIDMatch, .advance(2)]), "holds")
  }

  @Test("a check repeated at did-become-active against a kept leave time asks again right after the match")
  func recheck() throws {
    let loop = try Self.outcome(",grace=300,recheck=becomeActive", Self.staleTrip)
    #expect(loop.hasPrefix("reauth-loop at 9: the app asked for Face ID again at t="))
    #expect(
      loop.hasSuffix(
        "right after a successful match, with no user action between: its lock re-armed on its own prompt"))
    // Controls: the decision once at will-enter-foreground, clearing the time; a trip within the grace.
    try expectEqual(Self.outcome(",grace=300", Self.staleTrip), "holds")
    var short = Self.staleTrip
    short[5] = .advance(30)
    try expectEqual(Self.outcome(",grace=300,recheck=becomeActive", Array(short.prefix(7)) + [.advance(3)]), "holds")
  }

  @Test("biometryKept: the lock turned off in the app's settings still asks for Face ID; the switch going too holds")
  func biometryKept() throws {
    let settings = ",settings=live"
    let off: [SystemEvent] = [
      .launch, .faceIDMatch, .advance(1), .appCall("lockOff"), .goHome, .advance(5), .returnToApp, .advance(1),
    ]
    try expectEqual(
      Self.outcome(settings + ",biometryKept", off),
      "needless-lock at 6: the app's lock stood again at t=6.5 s, 6.5 s after the user's last touch or "
        + "unlock, 5.35 s away, before the interval it promises (no lock: the user turned it off in the app) had "
        + "passed (events since the unlock at t=0 s: advance, appCall, goHome, advance, returnToApp)")
    try expectEqual(Self.outcome(settings, off), "holds")
    #expect(
      performing: { try LockConfiguration(parsing: Self.base + ",biometryKept]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason
          == "'biometryKept': only with settings= and a release that uses Face ID (release=biometry...)"
      })
  }
}
