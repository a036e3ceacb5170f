import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// A lock the app's code takes down in a reply in which nobody authenticated (``AndroidAppLogic``'s
/// `noteLockClear(line:wasLocked:)`): the promise stands and `lock-bypass` names the reply; a success passes it.
/// docs/model-behaviours.md, "A lock taken down in a reply that proves nobody".
@Suite struct AppLogicUnprovenReleaseAndroidTests {
  /// A lock view at `onCreate`, the androidx prompt at each resume while locked; `EXTRA` the script's other lines.
  private func lock(_ extra: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(
      try AppLogicScript(
        parsing: """
          claims: recents
          lock: locked
          on onCreate: set(locked); addView(lock)
          on onResume if locked and not(isPrompting): authenticate(androidx)
          on onAuthenticationSucceeded: removeView(lock); clear(locked)
          \(extra)
          """))
  }

  private func bypasses(_ violations: [[Violation<AndroidPlatform>]]) -> [Violation<AndroidPlatform>] {
    violations.flatMap { $0.filter { $0.invariant == .lockBypass } }
  }

  @Test func aCancelTakenAsAPassIsLockBypass() throws {
    let bug = try lock("on onAuthenticationError(userCanceled): removeView(lock); clear(locked)")
    let found = bypasses(run(phone(34), bug, [.launch, .back]).violations)
    #expect(found.count >= 1)
    #expect(
      found.first?.detail.contains(
        "line 6's clear(locked) took the lock down on onAuthenticationError(userCanceled), a reply anyone holding the"
          + " device can cause") == true, "\(found)")
    // The same code with the user's match: the success handler's clear is the pass.
    #expect(bypasses(run(phone(34), bug, [.launch, .biometricMatch]).violations).isEmpty)
  }

  /// A failed match leaves the prompt up; once the user backs out of it the app is in sight.
  @Test func aPostedClearAfterAFailedMatchIsLockBypass() throws {
    let bug = try lock("on onAuthenticationFailed: post(removeView(lock)); post(clear(locked))")
    let found = bypasses(run(phone(34), bug, [.launch, .biometricNoMatch, .back]).violations)
    expectEqual(found.first?.detail.contains("took the lock down on onAuthenticationFailed, a reply anyone"), true)
  }

  /// A device that cannot ask (API 21: no fingerprint hardware for androidx) opening the app is the app's design.
  @Test func aDeviceThatCannotAskIsNotJudged() throws {
    let open = try lock("on onAuthenticationError(hwNotPresent): removeView(lock); clear(locked)")
    #expect(bypasses(run(phone(21), open, [.launch]).violations).isEmpty)
  }
}

extension AppLogicUnprovenReleaseAndroidTests {
  /// A lock view the cancel's handler leaves in place: the user sees the lock, so the owed lock is not what is judged
  /// (the s44 breaker: it hid the stranded-cover the base found).
  @Test func aLockLeftInPlaceIsNotOwed() throws {
    let stuck = try lock("on onAuthenticationError(userCanceled): clear(locked)")
    let (device, violations) = run(phone(34), stuck, [.launch, .back])
    #expect(!device.strategy.isAppLocked)
    #expect(violations.flatMap { $0 }.allSatisfy { $0.invariant != .lockBypass })
  }
}

/// The other roads from an unproven reply to the clear (``AppLogic/AppLogicProvenance``, as on iOS): a variable the
/// reply wrote and another handler's guard reads, and a value it stored that the next process reads.
extension AppLogicUnprovenReleaseAndroidTests {
  @Test func aFlagTheNegativeButtonWroteIsLockBypassWhereItIsRead() throws {
    let bug = {
      try self.lock(
        """
        on onAuthenticationError(negativeButton): set(skip)
        on onStart if skip: removeView(lock); clear(locked)
        """)
    }
    let found = bypasses(run(phone(34), try bug(), [.launch, .dismissWindow, .pressHome, .returnToApp]).violations)
    #expect(
      found.first?.detail.contains(
        "line 7's clear(locked) took the lock down on onAuthenticationError(negativeButton) through skip, a reply"
          + " anyone holding the device can cause") == true, "\(found)")
    // The user's match instead: the flag is never written and the success's own clear is the pass.
    let matched = run(phone(34), try bug(), [.launch, .biometricMatch, .pressHome, .returnToApp])
    #expect(bypasses(matched.violations).isEmpty)
  }

  /// A guard that also asks for what a success wrote lets its code run as proven (iOS's rule, the s45 breaker's F2).
  @Test func aGuardAskingForWhatASuccessWroteIsProven() throws {
    let proven = try lock(
      """
      on onAuthenticationError(negativeButton): set(skip)
      on onAuthenticationSucceeded: set(authed)
      on onStart if skip and authed: removeView(lock); clear(locked)
      on onStop: set(locked); addView(lock)
      """)
    let events: [AndroidEvent] = [
      .launch, .dismissWindow, .pressHome, .returnToApp, .biometricMatch, .pressHome, .returnToApp,
    ]
    #expect(bypasses(run(phone(34), proven, events).violations).isEmpty)
  }

  /// A cancel's kept flag (`SharedPreferences`) read by the next process's `onCreate`: the reply outlives the process.
  @Test func aStoredFlagACancelWroteIsLockBypassInTheNextProcess() throws {
    let bug = try lock(
      """
      on onAuthenticationError(userCanceled): store(skipLock)
      on onCreate if stored(skipLock): removeView(lock); clear(locked)
      """)
    let events: [AndroidEvent] = [.launch, .back, .pressHome, .processDeath, .returnToApp]
    let (device, violations) = run(phone(34), bug, events)
    #expect(
      bypasses(violations).first?.detail.contains(
        "line 7's clear(locked) took the lock down on onAuthenticationError(userCanceled) through stored(skipLock)")
        == true, "\(bypasses(violations))")
    #expect(device.strategy.isAppLocked)
  }
}

/// A stamp the negative button wrote, read by an `elapsed` guard as a recent unlock (session 46, iOS's road too).
extension AppLogicUnprovenReleaseAndroidTests {
  @Test func aStampTheNegativeButtonWroteIsLockBypassThroughElapsed() throws {
    let bug = {
      try self.lock(
        """
        on onAuthenticationError(negativeButton): stamp(skippedAt)
        on onStart if locked and elapsed(skippedAt, 60): removeView(lock); clear(locked)
        """)
    }
    // The s46 breaker's a6: the lock goes away a minute after the negative button.
    let away: [AndroidEvent] = [.pressHome, .advance(61), .returnToApp]
    let found = bypasses(run(phone(34), try bug(), [.launch, .dismissWindow] + away).violations)
    #expect(
      found.first?.detail.contains(
        "took the lock down on onAuthenticationError(negativeButton) through elapsed(skippedAt)") == true, "\(found)")
    let matched = run(phone(34), try bug(), [.launch, .biometricMatch] + away)
    #expect(bypasses(matched.violations).isEmpty)
  }
}
