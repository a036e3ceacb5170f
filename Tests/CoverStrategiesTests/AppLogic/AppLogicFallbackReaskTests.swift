import Foundation
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// The Face ID prompt's fallback button is the user's decline, as Cancel is: a lock that asks again at the
/// did-become-active the prompt's dismissal gives skips the ask after Cancel but not after the fallback, so every
/// "Enter Password" brings Face ID straight back (`reauth-loop` on the second in a row); the same lock that also
/// stops after the fallback holds.
@Suite("A Face ID re-ask right after the user's fallback")
struct AppLogicFallbackReaskTests: AppLogicScriptChecks {
  static let head = """
    claims: nothing
    lock: locked
    release: biometry+keypad
    on didFinishLaunching: set(locked); present(lock, style=fullScreen, from=root)
    on applicationDidBecomeActive if locked and not(prompting) and not(declined): evaluatePolicy(biometrics)
    on evaluatePolicyReply(success): dismiss(lock); clear(locked)
    on evaluatePolicyReply(userCancel): set(declined)
    on passcodeEntered(right): dismiss(lock); clear(locked)

    """
  static let events: [SystemEvent] = [
    .launch, .advance(1), .faceIDNoMatch, .faceIDFallback, .advance(1), .faceIDNoMatch, .faceIDFallback, .advance(1),
  ]

  @Test("the fallback is not taken as a decline: Face ID again after each, reauth-loop naming the fallback")
  func reaskAfterEveryFallback() throws {
    let outcome = try Self.scriptOutcome(Self.head, Self.events, profile: "iphone-ios17-appdelegate")
    #expect(outcome.hasPrefix("reauth-loop at 6: the app asked for Face ID again at t="), "\(outcome)")
    #expect(outcome.contains("right after the user chose its prompt's fallback button (LAError.userFallback"))
  }

  @Test("the fallback stops the automatic ask as Cancel does: holds")
  func fallbackStopsTheAsk() throws {
    let script = Self.head + "on evaluatePolicyReply(userFallback): set(declined)\n"
    // No prompt comes back, so the second fallback cannot happen: the refusal is the platform's.
    let outcome = try Self.scriptOutcome(script, Self.events, profile: "iphone-ios17-appdelegate")
    #expect(outcome == "invalid at 5: no LocalAuthentication prompt of the app is shown", "\(outcome)")
    let shorter = try Self.scriptOutcome(script, Array(Self.events.prefix(5)), profile: "iphone-ios17-appdelegate")
    expectEqual(shorter, "holds")
  }

  @Test("one fallback followed by a re-ask is not yet a loop: holds")
  func oneReaskIsNotALoop() throws {
    let events = Array(Self.events.prefix(5))
    try expectEqual(Self.scriptOutcome(Self.head, events, profile: "iphone-ios17-appdelegate"), "holds")
  }
}
