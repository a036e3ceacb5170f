import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// `stacks` with `auth=appear`: once the newest lock screen passes, an older one UIKit shows again keeps its own
/// code (its `viewDidAppear` asks for Face ID, its success takes it down); whether that ask, made while the matched
/// prompt animates away, shows a prompt is ``PlatformFlags/requestDuringMatchDismissalFails``.
@Suite("Lock family: the older screens of a stacking code ask for themselves")
struct LockStackedScreenAskTests {
  /// A lock presented full screen at every leave and return (two screens after one round trip), asking as it appears.
  static let member =
    "lock[shield=none,when=launch+background+foreground,as=present,from=top,style=fullScreen,release=biometry,"
    + "auth=appear,rearm=background,stacks]"
  /// Launch and pass, leave and come back (a second screen over the first), pass the second, wait.
  static let events: [SystemEvent] = [
    .launch, .advance(1), .faceIDMatch, .advance(2), .goHome, .advance(1), .returnToApp, .advance(2), .faceIDMatch,
    .advance(2),
  ]

  @Test("by default the older screen's ask fails during the matched prompt's dismissal, so it stays up: stranded-cover")
  func olderStaysByDefault() throws {
    let outcome = try LockFamilyBehaviourTests.outcome(Self.member, Self.events, profile: "iphone-ios17-appdelegate")
    #expect(outcome.hasPrefix("stranded-cover at 9: cover visible at 160 of 160 points of active scene A"))
  }

  @Test("with the flag false the older screen's prompt follows the match at once: an ask after a pass, needless-lock")
  func olderAsksWithFlagOff() throws {
    let outcome = try LockFamilyBehaviourTests.outcome(
      Self.member, Self.events, profile: "iphone-ios17-appdelegate+requestDuringMatchDismissalFails=false")
    #expect(outcome.hasPrefix("needless-lock at 8: the app asked for Face ID again"))
    #expect(outcome.contains("right after the success, while its prompt still animated away"))
  }

  @Test("with the flag false a match on the older screen's own prompt takes it down: no lock left presented")
  func olderGoesOnItsOwnSuccess() throws {
    let s = try #require(StrategyCatalog.descriptor(named: Self.member))
    let device = Device(
      profile: try Profile(named: "iphone-ios17-appdelegate+requestDuringMatchDismissalFails=false"), strategy: s.make()
    )
    for e in Self.events { try device.apply(e) }
    let window = try #require(
      device.scene(named: "A")?.windows.first { $0.rootViewController?.presentedViewController is LockViewController })
    #expect(window.rootViewController?.presentedViewController is LockViewController)
    #expect(device.isAuthenticationPromptShown)
    try device.apply(.faceIDMatch)
    try device.apply(.advance(2))
    #expect(window.rootViewController?.presentedViewController == nil)
    #expect(!device.isAuthenticationPromptShown)
  }

  @Test("without stacks one screen, one ask: the same events hold")
  func withoutStacksHolds() throws {
    let member = Self.member.replacingOccurrences(of: ",stacks", with: "")
    try expectEqual(
      LockFamilyBehaviourTests.outcome(
        member, Self.events.dropLast(3) + [.advance(2)], profile: "iphone-ios17-appdelegate"),
      "holds")
  }
}
