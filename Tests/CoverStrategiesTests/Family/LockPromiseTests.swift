import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock's declared promises (`promise=`): a user-facing behaviour is judged only where the app
/// declares it, against the model's state. `promise=askBySelf` is judged by `silent-lock`: the lock
/// standing on the active app with no LocalAuthentication prompt since the app came to the foreground.
@Suite("Lock family: promises the app declares (promise=askBySelf, silent-lock)")
struct LockPromiseTests {
  static let presented =
    "lock[shield=resign,when=launch,as=present,from=root,style=fullScreen,release=biometry"
  /// The prompt up at launch, the user leaves (the system cancels it) and comes back.
  static let leaveWithPrompt: [SystemEvent] = [.launch, .advance(1), .goHome, .advance(1), .returnToApp, .advance(2)]

  static func outcome(_ parts: String, _ events: [SystemEvent], profile: String = "iphone-ios17-scenes") throws
    -> String
  {
    try LockFamilyBehaviourTests.outcome(Self.presented + parts + "]", events, profile: profile)
  }

  @Test("promise= prints last, parses back, is refused without Face ID and is never enumerated")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.presented + ",promise=askBySelf,noNeedlessCover]")
    expectEqual(c.promises, [.askBySelf])
    #expect(c.name.hasSuffix(",rearm=background,noNeedlessCover,promise=askBySelf]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    for (name, reason) in [
      (
        "lock[release=keypad,promise=askBySelf]",
        "'promise=askBySelf': only with a release that uses Face ID (release=biometry...)"
      ),
      ("lock[promise=askBySelf+askBySelf]", "'promise=askBySelf+askBySelf': 'askBySelf' given twice"),
      // As a promise or an unlock outcome twice is refused (a moment twice was shortened without a word).
      ("lock[when=launch+launch]", "'when=launch+launch': 'launch' given twice"),
      (
        "lock[promise=asksAlways]",
        "'promise=asksAlways': expected promises askBySelf|passcodeFallback|guardedSettings joined by +"
      ),
      (
        "lock[release=field,promise=passcodeFallback]",
        "'promise=passcodeFallback': only with a release that uses Face ID (release=biometry...)"
      ),
      ("lock[promise]", "'promise': expected promise=word[+word...]"),
    ] {
      #expect(
        performing: { try LockConfiguration(parsing: name) },
        throws: { ($0 as? LockConfigurationError)?.reason == reason })
    }
    #expect(!(0..<2000).contains { !LockFamily.member(at: $0 * 766_403).promises.isEmpty })
  }

  @Test("askBySelf: a code asking in viewDidAppear is silent after a return; asking as it goes up holds")
  func viewDidAppearOnReturn() throws {
    try expectEqual(
      Self.outcome(",auth=appear,rearm=background,promise=askBySelf", Self.leaveWithPrompt),
      "silent-lock at 4: the app's lock stands on the active app with no Face ID prompt since the app came "
        + "to the foreground at t=2.85 s, although the app promises it asks by itself (promise=askBySelf); its code "
        + "asks at appear; its last request was cancelled by the system (LAError.systemCancel) at t=1.5 s, so the "
        + "user must find its Unlock button")
    // The same code without the promise: a lock waiting for a tap is what Apple's guidance asks for.
    try expectEqual(Self.outcome(",auth=appear,rearm=background", Self.leaveWithPrompt), "holds")
    // Controls: asking as the lock goes up (per leave) or at every did-become-active shows the prompt on the return.
    let match: [SystemEvent] = [.faceIDMatch, .advance(2)]
    try expectEqual(Self.outcome(",rearm=background,promise=askBySelf", Self.leaveWithPrompt + match), "holds")
    try expectEqual(
      Self.outcome(",auth=becomeActive,rearm=background,promise=askBySelf", Self.leaveWithPrompt + match),
      "holds")
  }

  @Test("askBySelf: a code asking at will-enter-foreground, guarded by its request in flight, is silent after a return")
  func foregroundBeforeTheCancelsReply() throws {
    // With the app suspended before its queued work runs (queuedWorkRunsBeforeSuspension=false; the default since
    // session 33 runs it first), the system's cancel reaches the reply handler's hop to the main queue only once the
    // app runs again, after will-enter-foreground: the code still sees its request in flight there and does not ask.
    try expectEqual(
      Self.outcome(
        ",auth=foreground,rearm=background,promise=askBySelf", Self.leaveWithPrompt,
        profile: "iphone-ios17-scenes+queuedWorkRunsBeforeSuspension=false"),
      "silent-lock at 4: the app's lock stands on the active app with no Face ID prompt since the app came "
        + "to the foreground at t=2.85 s, although the app promises it asks by itself (promise=askBySelf); its code "
        + "asks at foreground; its last request was cancelled by the system (LAError.systemCancel) at t=1.5 s, and "
        + "that queued LocalAuthentication cancel reply reached its reply handler on the main queue only at "
        + "t=2.517 s, after its ask at t=2.5 s found the request still in flight (its in-flight guard held the ask "
        + "back), so the user must find its Unlock button")
    // Without the prompt up at the leave there is no reply pending, and the return asks.
    let matched: [SystemEvent] = [.launch, .faceIDMatch, .advance(2), .goHome, .advance(1), .returnToApp, .advance(2)]
    try expectEqual(Self.outcome(",auth=foreground,rearm=background,promise=askBySelf", matched), "holds")
  }

  @Test("askBySelf: the user's Cancel is an answer, not a silence; auth=tap is silent by construction")
  func cancelAndTap() throws {
    // The prompt showed in this stay and the user cancelled it: the lock waits for its Unlock button.
    try expectEqual(
      Self.outcome(",rearm=background,promise=askBySelf", [.launch, .dismissSystemAlert, .advance(2)]), "holds")
    // The device passcode turned off while away: LocalAuthentication cannot evaluate, so no code can ask, and
    // the lock's own field is its way in.
    let passcodeOff: [SystemEvent] = [
      .launch, .goHome, .changeDeviceSetting(.passcodeOff), .returnToApp, .advance(2),
    ]
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry+field,"
          + "rearm=inactive,promise=askBySelf]", passcodeOff), "holds")
    let tap = try Self.outcome(",auth=tap,rearm=background,promise=askBySelf", [.launch, .advance(2)])
    expectEqual(
      tap,
      "silent-lock at 0: the app's lock stands on the active app with no Face ID prompt since the app came to "
        + "the foreground at t=0 s, although the app promises it asks by itself (promise=askBySelf); its code asks "
        + "nowhere, so the user must find its Unlock button (by construction: auth=tap asks for Face ID only from "
        + "the lock's Unlock button)")
  }

  static let biometricsOnly =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,policy=biometrics"
  /// The user's face fails once and the user taps the prompt's fallback button ("Use Passcode").
  static let fallback: [SystemEvent] = [.launch, .faceIDNoMatch, .faceIDFallback, .advance(2)]

  @Test("passcodeFallback: a biometrics-only lock answering the fallback button with Face ID again is blocked")
  func passcodeFallback() throws {
    let name = Self.biometricsOnly + ",promise=passcodeFallback]"
    try expectEqual(
      LockFamilyBehaviourTests.outcome(name, Self.fallback),
      "unlock-blocked at 2: broken promise=passcodeFallback (\"if Face ID fails, use your passcode\"): the "
        + "user chose the Face ID prompt's fallback at t=0 s (LAError.userFallback: the biometrics policy never "
        + "shows the passcode itself) and at t=1.5 s, the prompt gone and the app active, no passcode entry had "
        + "come: the lock's only way in is its Unlock button's Face ID request, so the user cannot use the "
        + "passcode the app promises")
    // Without the promise the Unlock button is the lock's declared way in (LockFallbackTests).
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.biometricsOnly + "]", Self.fallback), "holds")
    // Controls: the code answers the fallback with the passcode policy, or has a keypad of its own.
    let passcode: [SystemEvent] = [.faceIDNoMatch, .faceIDFallback, .enterDevicePasscode, .advance(2)]
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.biometricsOnly + ",fallback=passcode,promise=passcodeFallback]", Self.fallback + passcode), "holds")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        name.replacingOccurrences(of: "release=biometry,", with: "release=biometry+keypad,"), Self.fallback),
      "holds")
  }
}
