import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// A lock whose code asks for Touch ID as the app leaves (`askFrom=resign|background`, named only) and the
/// verdict for an app the user swiped away that comes back (`termination-blocked`), decided by the model's state:
/// the relaunch of ``PlatformFlags/swipeAwayRequestRelaunchesApp`` (Touch ID before iOS 11). The reports: a lock
/// raised with its request at did-enter-background restarts the app killed from the foreground
/// (https://github.com/venmo/VENTouchLock/issues/68 , iOS 9.2), the prompt comes at once after will-terminate
/// (https://github.com/rolandleth/LTHPasscodeViewController/issues/130 ).
@Suite("Lock family: asking as the app leaves (askFrom=background) and termination-blocked")
struct LockAskAtLeaveTests {
  static let member =
    "lock[shield=none,when=launch+background,as=window,level=2001,release=biometry,rearm=background,askFrom=background]"
  /// Unlocked, the switcher opened from the app, the card swiped away.
  static let swipeFromApp: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(1), .openAppSwitcher, .terminateApp, .advance(2),
  ]
  /// The same swipe after a stay in the background (the app suspended: it hears nothing).
  static let swipeSuspended: [SystemEvent] = [
    .launch, .faceIDMatch, .advance(1), .goHome, .advance(2), .openAppSwitcher, .terminateApp, .advance(2),
  ]
  static let comesBack =
    "termination-blocked at 4: the user swiped the app away in the app switcher and it came back in front at "
    + "t=1.4 s: its code asked LocalAuthentication in the swipe-away's did-enter-background, and the system "
    + "launched the app again for the prompt (swipeAwayRequestRelaunchesApp)"

  @Test("askFrom= takes the leave's moments in UIKit's order, parses back, and they are never enumerated")
  func names() throws {
    let c = try LockConfiguration(
      parsing: "lock[when=launch+resign+background,release=biometry,askFrom=background+resign+becomeActive]")
    expectEqual(c.asksFrom, [.resign, .background, .becomeActive])
    #expect(c.name.contains(",askFrom=resign+background+becomeActive"))
    try expectEqual(LockConfiguration(parsing: c.name), c)
    #expect(
      performing: { try LockConfiguration(parsing: "lock[release=biometry,askFrom=launch]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason
          == "'askFrom=launch': expected askFrom=resign|background|foreground|becomeActive joined by +"
      })
    #expect(
      performing: { try LockConfiguration(parsing: "lock[when=launch,release=biometry,askFrom=background]") },
      throws: {
        ($0 as? LockConfigurationError)?.reason
          == "'askFrom=background': the code asks as its lock goes up there: name it in when= too"
      })
    #expect(
      !(0..<2000).contains {
        let asks = LockFamily.member(at: $0 * 766_403).asksFrom
        return asks.contains(.resign) || asks.contains(.background)
      })
  }

  @Test(
    "swiped away from the app: before iOS 11 its request at did-enter-background brings it back",
    arguments: [
      ("iphone-ios10-appdelegate", true), ("iphone-ios9-appdelegate", true),
      ("iphone-ios10-appdelegate+swipeAwayRequestRelaunchesApp=false", false), ("iphone-ios17-scenes", false),
    ])
  func swipedAwayComesBack(profile: String, comesBack: Bool) throws {
    try expectEqual(
      LockFamilyBehaviourTests.outcome(Self.member, Self.swipeFromApp, profile: profile),
      (comesBack ? Self.comesBack : "holds"))
  }

  @Test("neighbours hold: the suspended app swiped away, a code asking only on the return, a resign arming nothing")
  func neighbours() throws {
    let ios10 = "iphone-ios10-appdelegate"
    try expectEqual(LockFamilyBehaviourTests.outcome(Self.member, Self.swipeSuspended, profile: ios10), "holds")
    let noAsk = Self.member.replacingOccurrences(of: ",askFrom=background", with: "")
    try expectEqual(LockFamilyBehaviourTests.outcome(noAsk, Self.swipeFromApp, profile: ios10), "holds")
    // askFrom=resign with rearm=background: will-resign-active makes nothing due (the leave is the background), so
    // the code asks nothing there and the swipe ends the app; the app is active when the switcher opens.
    let resign =
      "lock[shield=none,when=launch+resign+background,as=window,level=2001,release=biometry,rearm=background,"
      + "askFrom=resign]"
    let strategy = try #require(StrategyCatalog.descriptor(named: resign))
    let trace = try Trace<IOSPlatform>(
      parsing: "lifecycle-fuzz trace 2\nstrategy: \(resign)\nprofile: \(ios10)\nexpect: holds\n"
        + "launch\nfaceIDMatch\nadvance(3)\nopenAppSwitcher\nterminateApp\nadvance(2)\n", file: "inline")
    try expectEqual(LockFamilyBehaviourTests.outcome(resign, trace.events, profile: ios10), "holds")
    let text = IOSPlatform.explain(trace, strategy: strategy, path: "inline", format: .text)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("app delegate UIApplicationWillResignActiveNotification"))
    #expect(!text.contains("lock asks for Face ID from resign"))
  }

  @Test("the verdict names the flags it rests on")
  func dependsOnTheFlag() throws {
    let trace = try Trace<IOSPlatform>(
      parsing: "lifecycle-fuzz trace 2\nstrategy: \(Self.member)\nprofile: iphone-ios10-appdelegate\n"
        + "expect: termination-blocked\nlaunch\nfaceIDMatch\nadvance(1)\nopenAppSwitcher\nterminateApp\nadvance(2)\n",
      file: "inline")
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.member))
    expectEqual(
      FlagDependence.headline(FlagDependence.dependences(trace, strategy: strategy)),
      "depends on: swipeAwayDeliversBackground=true (medium confidence, 2 sources),"
        + " swipeAwayRequestRelaunchesApp=true (low confidence, 4 sources)")
  }

  @Test("a home-button leave: iOS 10 holds the request for the return, iOS 17 refuses it and the return asks")
  func homeLeave() throws {
    let strategy = try #require(StrategyCatalog.descriptor(named: Self.member))
    for (profile, held) in [("iphone-ios10-appdelegate", true), ("iphone-ios17-scenes", false)] {
      let trace = try Trace<IOSPlatform>(
        parsing: "lifecycle-fuzz trace 2\nstrategy: \(Self.member)\nprofile: \(profile)\nexpect: holds\n"
          + "launch\nfaceIDMatch\nadvance(1)\ngoHome\nadvance(2)\nreturnToApp\nadvance(1)\nfaceIDMatch\nadvance(2)\n",
        file: "inline")
      try expectEqual(LockFamilyBehaviourTests.outcome(Self.member, trace.events, profile: profile), "holds")
      let text = IOSPlatform.explain(trace, strategy: strategy, path: "inline", format: .text)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      expectEqual(
        text.contains("LAContext request held until the app is in front again (backgroundRequestWaitsForReturn)"),
        held)
      // Held, the request is in flight on the return and guards the code's own ask there; refused, the code asks. The
      // log names the profile's biometry (Touch ID below iOS 11).
      let asks = "lock asks for \(held ? "Touch ID" : "Face ID") from the lock going up"
      expectEqual(text.components(separatedBy: asks).count - 1, (held ? 1 : 2))
    }
  }
}
