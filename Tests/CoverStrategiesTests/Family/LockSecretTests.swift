import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The lock's secret in a Keychain item with access control (`secret=`, `secretRead=`): every read
/// of such an item asks the user unless it passes an authenticated `LAContext`, so a read while the
/// user has passed the lock is `needless-lock` (the platform's verdict), and a context reused holds.
@Suite("Lock family: the lock's secret in the Keychain")
struct LockSecretTests {
  static let base =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,secret=userPresence"
  /// Unlocked, then a sensitive action that reads the secret again.
  static let action: [SystemEvent] = [.launch, .faceIDMatch, .advance(2), .appCall("readSecret"), .advance(1)]

  @Test("secret= and secretRead= parse, print after settings=, and are refused where they replace reply logic")
  func names() throws {
    let c = try LockConfiguration(parsing: Self.base + ",secretRead=context]")
    #expect(
      c.secret == .userPresence && c.secretRead == .context
        && c.name.hasSuffix(",secret=userPresence,secretRead=context]"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    try expectEqual(LockConfiguration(parsing: Self.base + ",secretRead=item]").name, Self.base + "]")
    #expect(
      performing: { try LockConfiguration(parsing: "lock[secretRead=context]") },
      throws: { ($0 as? LockConfigurationError)?.reason == "'secretRead=': only with a Keychain secret (secret=...)" })
    #expect(
      performing: { try LockConfiguration(parsing: "lock[release=field,secret=biometryAny]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason.hasPrefix("'secret=': only with a release that uses Face ID") == true
      })
    #expect(
      performing: { try LockConfiguration(parsing: Self.base + ",unlockOn=userCancel]") },
      throws: { ($0 as? LockConfigurationError)?.reason.hasPrefix("'unlockOn=': not with secret=") == true })
    let descriptor = LockFamily.descriptor(for: c)
    expectEqual((descriptor.make() as? LockStrategy)?.appCalls, ["readSecret"])
  }

  @Test("a read per sensitive action prompts after the unlock: needless-lock; the unlock's context passed holds")
  func readPerAction() throws {
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.base + "]", Self.action)
        .hasPrefix(
          "needless-lock at 3: the app's SecItemCopyMatching(lockFamily.secret, access control .userPresence, "
            + "no LAContext: a new one used once) showed the system's authentication UI"))
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.base + ",secretRead=context]", Self.action), "holds")
    // The read is the lock's authentication: one prompt at the unlock, and the lock passed by it.
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.base + "]", [.launch, .faceIDMatch, .advance(2)]), "holds")
  }

  @Test("evaluate, then read without the context: a second prompt right after the match, needless-lock")
  func evaluateThenRead() throws {
    let events: [SystemEvent] = [.launch, .faceIDMatch, .advance(2)]
    #expect(
      try LockFamilyBehaviourTests.outcome(Self.base + ",secretRead=evaluate]", events).hasPrefix("needless-lock at 1:")
    )
    for access in ["biometryAny", "devicePasscode"] {
      let name = Self.base.replacingOccurrences(of: "userPresence", with: access) + ",secretRead=evaluate]"
      #expect(try LockFamilyBehaviourTests.outcome(name, events).hasPrefix("needless-lock at 1:"), "\(access)")
    }
  }
}
