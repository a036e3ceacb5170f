import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// What the lock's promise findings say (issue 25, twentieth session, a new user's reading): the mechanism
/// behind a silent lock after a slow return, the promise a passcode-fallback finding breaks and the times it
/// names, the switcher card of a suspended app, and the hint a guessed `promise[...]` name gets.
@Suite("Lock family: promise findings name their mechanism, promise and times")
struct LockPromiseFindingTests {
  static let member =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
    + "promise=askBySelf]"
  /// The prompt up at launch; the user goes home (the system cancels it), opens the switcher and picks
  /// the app's card, on a device slow enough that the app's run loop gets no turn during the return.
  static let slowReturn: [SystemEvent] = [
    .launch, .goHome, .openAppSwitcher, .transitionTurns(0), .closeAppSwitcher,
  ]

  @Test("askBySelf: a slow return runs the queued cancel reply after did-become-active, whose ask was held")
  func slowReturnRunsTheCancelReplyLate() throws {
    #expect(
      // With the app suspended before its queued work runs (the default since session 33 runs the reply's hop first).
      try LockFamilyBehaviourTests.outcome(
        Self.member, Self.slowReturn, profile: "iphone-ios17-scenes+queuedWorkRunsBeforeSuspension=false")
        == "silent-lock at 4: the app's lock stands on the active app with no Face ID prompt since the app came "
        + "to the foreground at t=1.25 s, although the app promises it asks by itself (promise=askBySelf); its code "
        + "asks when its lock goes up; its last request was cancelled by the system (LAError.systemCancel) at "
        + "t=0.5 s, and that queued LocalAuthentication cancel reply reached its reply handler on the main queue "
        + "only at t=1.25 s, after its ask at t=1.25 s found the request still in flight (its in-flight guard held "
        + "the ask back), so the user must find its Unlock button")
    // The run loop turning during the return zoom runs the reply first, and did-become-active asks.
    let turning: [SystemEvent] = [.launch, .goHome, .openAppSwitcher, .closeAppSwitcher]
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member, turning), "holds")
    // The verdict rests on queuedBlocksRunBeforeSnapshot=false: run before the snapshot, the reply clears the
    // request in the background, so the return asks.
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        Self.member, Self.slowReturn, profile: "iphone-ios17-scenes+queuedBlocksRunBeforeSnapshot=true"), "holds")
  }

  @Test("explain: the switcher card of a suspended app is not from an ended process")
  func suspendedCardSaysSuspended() throws {
    let trace = try Trace<IOSPlatform>(
      parsing: "lifecycle-fuzz trace 2\nstrategy: \(Self.member)\nprofile: iphone-ios17-scenes\nexpect: silent-lock\n"
        + "launch\ngoHome\nopenAppSwitcher\n", file: "inline")
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.member))
    let text = IOSPlatform.explain(trace, strategy: strategy, path: "inline", format: .text)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "switcher card(A) from the suspended app's latest snapshot, judged again while its lock promise stands"))
    #expect(!text.contains("ended process"))
  }

  @Test("a promise[...] name alone, or a lock's promise word in one, points to lock[...,promise=]")
  func guessedPromiseNameGetsTheHint() throws {
    expectEqual(
      StrategyCatalog.familyNameError("promise[askBySelf]"),
      "malformed strategy name 'promise[askBySelf]': promise[...] comes after a strategy ('cover-window + "
        + "promise[screenshots]'); a lock's promise is a part of its name: lock[...,promise=askBySelf] (with the "
        + "defaults: lock[promise=askBySelf])")
    expectEqual(
      StrategyCatalog.familyNameError("promise[screenshots]"),
      "malformed strategy name 'promise[screenshots]': promise[...] comes after a strategy ('cover-window + "
        + "promise[screenshots]')")
    expectEqual(
      StrategyCatalog.familyNameError("cover-window + promise[passcodeFallback]"),
      "malformed strategy name 'promise[passcodeFallback]': unknown claim 'passcodeFallback' (known: "
        + "app-switcher, screenshots, recordings, unfocused); a lock's promise is a part of its name: "
        + "lock[...,promise=passcodeFallback] (with the defaults: lock[promise=passcodeFallback])")
    // The names the hint offers are strategies.
    #expect(StrategyCatalog.descriptor(named: "lock[promise=askBySelf]") != nil)
    #expect(StrategyCatalog.descriptor(named: "lock[promise=passcodeFallback]") != nil)
  }
}
