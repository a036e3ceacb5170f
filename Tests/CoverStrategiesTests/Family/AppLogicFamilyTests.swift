import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("App logic in the cover family: disable paths, several triggers, the visible-screen check")
struct AppLogicFamilyTests {
  @Test("disable=, ifSensitive and on=a+b parse in any order and print canonically")
  func textForm() throws {
    let c = try CoverConfiguration(parsing: "cover[ifSensitive,disable=leave,on=background+resign,via=subview]")
    expectEqual(c.name, "cover[on=resign+background,via=subview,off=becomeActive,disable=leave,ifSensitive]")
    #expect(c.trigger == .resign && c.additionalTriggers == [.background] && c.disable == .leave && c.onlyIfSensitive)
    try expectEqual(CoverConfiguration(parsing: "cover[on=resign+capture]").claims, [.appSwitcher, .recordings])
    expectEqual(
      StrategyCatalog.familyNameError("cover[on=resign+resign]"),
      "malformed strategy name 'cover[on=resign+resign]': 'on=resign+resign': expected "
        + "on=resign|background|phase|appNote|capture|appCall, or several joined by +")
    expectEqual(
      StrategyCatalog.familyNameError("cover[disable=maybe]")?.contains("expected disable=clean|leave|ignore"), true)
    // disable=toggle clears secure entry, so only a secure member has it; setting= is the user's
    // setting made through the disable call, so only with disable= (issue 26, SC15 SC16).
    let toggle = try CoverConfiguration(
      parsing: "cover[setting=stored,disable=toggle,on=appCall,via=secure-class,once]")
    expectEqual(toggle.name, "cover[on=appCall,via=secure-class,off=becomeActive,disable=toggle,setting=stored,once]")
    #expect(ParametricCover(toggle).appCallsAreUserSetting)
    #expect(!ParametricCover(c).appCallsAreUserSetting)
    let onSubview = StrategyCatalog.familyNameError("cover[on=appCall,via=subview,disable=toggle]")
    expectEqual(onSubview?.contains("only with via=secure-*"), true)
    #expect(StrategyCatalog.familyNameError("cover[on=appCall,via=secure-class,setting=launch]") != nil)
    #expect(StrategyCatalog.familyNameError("cover[on=appCall,via=secure-container,disable=toggle]") == nil)
    // A member without disable= names no disable call, as before.
    #expect(ParametricCover(try CoverConfiguration(parsing: "cover[on=resign]")).disableCall == nil)
    #expect(ParametricCover(c).appCalls == ["enable", "disable"] && ParametricCover(c).disableCall == "disable")
  }

  @Test("disable=clean leaves the app as without the member; leave keeps a cover up; ignore keeps covering")
  func disablePaths() throws {
    // Prebuilt (not lazy): clean takes the hidden view out too, so residue holds.
    try expectEqual(
      verdict(
        "cover[on=resign,via=subview,off=becomeActive,disable=clean]", .iPhoneScenes,
        [
          .launch, .appCall("disable"), .goHome, .returnToApp,
        ]), .holds)
    try expectEqual(
      verdict(
        "cover[on=resign,via=subview,off=becomeActive,disable=leave]", .iPhoneScenes,
        [
          .launch, .appCall("disable"),
        ]), .broken(.residue))
    try expectEqual(
      verdict(
        "cover[on=resign,via=subview,off=becomeActive,disable=leave,lazy]", .iPhoneScenes,
        [
          .launch, .openAppSwitcher, .appCall("disable"), .closeAppSwitcher,
        ]), .broken(.strandedCover))
    try expectEqual(
      verdict(
        "cover[on=resign,via=blur,radius=20,off=becomeActive,disable=ignore,lazy]", .iPhoneScenes,
        [
          .launch, .appCall("disable"), .openAppSwitcher,
        ]), .broken(.cannotDisable))
    // enable turns it on again: the card is covered, as claimed.
    try expectEqual(
      verdict(
        "cover[on=resign,via=window,level=2001,off=becomeActive,disable=clean,lazy]", .iPhoneScenes,
        [
          .launch, .appCall("disable"), .appCall("enable"), .openAppSwitcher,
        ]), .holds)
  }

  @Test(
    "a capture cover removed by the app's disable call claims nothing after it: no capture-leak on the allowed recording"
  )
  func offAppCallReleasesClaims() throws {
    let events: [SystemEvent] = [.launch, .recordingStart, .appCall("disable"), .advance(1)]
    try expectEqual(verdict("cover[on=capture,via=window,level=2001,off=appCall,lazy]", .iPhoneScenes, events), .holds)
    // Without the app's call the same recording stays covered; with enable again it is claimed again.
    try expectEqual(
      verdict(
        "cover[on=capture,via=window,level=2001,off=appCall,lazy]", .iPhoneScenes,
        [
          .launch, .recordingStart, .appCall("disable"), .appCall("enable"), .advance(1),
        ]), .broken(.captureLeak))
  }

  @Test("ifSensitive covers only while the visible screen is sensitive, and misses a screen pushed later")
  func onlyIfSensitive() throws {
    let member = "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,ifSensitive]"
    try expectEqual(verdict(member, .iPhoneScenes, [.launch, .openAppSwitcher]), .holds)
    let d = try device(member, .iPhoneScenes, [.launch, .pushScreen("settings"), .openAppSwitcher])
    expectEqual(d.windowScenes[0].windows.count { !$0.isHidden }, 1)
    try expectEqual(
      verdict(
        member, .iPhoneScenes, [.launch, .pushScreen("settings"), .openAppSwitcher, .pushScreen("recovery-phrase")]),
      .broken(.snapshotLeak))
  }

  @Test("two triggers present one controller twice: UIKit traps; checking first holds")
  func presentTwice() throws {
    let p = try Profile(named: "iphone-ios15-appdelegate")
    try expectEqual(
      verdict("cover[on=resign+background,via=present,off=becomeActive]", p, [.launch, .lockDevice]),
      .broken(.crash))
    try expectEqual(
      verdict(
        "cover[on=resign+background,via=present,off=becomeActive,once]", p, [.launch, .lockDevice, .unlockDevice]),
      .holds)
  }

  @Test("app code presenting from the key window puts its UI above a cover window that made itself key")
  func presentFromKeyWindow() throws {
    let member = "cover[on=appNote,via=window,level=2001,key,off=becomeActive,lazy,out=0.12]"
    try expectEqual(
      verdict(member, .iPhoneScenes, [.launch, .openAppSwitcher, .appPresent(.fullScreen, .key)]),
      .broken(.snapshotLeak))
    try expectEqual(
      verdict(member, .iPhoneScenes, [.launch, .openAppSwitcher, .appPresent(.fullScreen, .root)]), .holds)
  }
}

@Suite("Two protections in one app")
struct CompositeStrategyTests {
  static let pair = "cover[on=resign,via=present,off=becomeActive] + top-presented-privacy-screen"

  @Test("A + B is found by name, with its members' names, the union of their claims and the first's profile")
  func lookup() throws {
    let d = try #require(StrategyCatalog.descriptor(named: "cover[on=resign,via=present]+capture-change-blur"))
    expectEqual(d.name, "cover[on=resign,via=present,off=becomeActive] + capture-change-blur")
    expectEqual(d.claims, [.appSwitcher, .recordings])
    #expect(StrategyCatalog.isComposedName(d.name) && IOSPlatform.isFamilyName(d.name))
    expectEqual(StrategyCatalog.memberNames(of: "cover[on=a+b] + x"), ["cover[on=a+b]", "x"])
    expectEqual(
      StrategyCatalog.familyNameError("subview-tag + nope"),
      "malformed strategy name 'subview-tag + nope': unknown member 'nope'")
    #expect(StrategyCatalog.familyNameError("subview-tag + ") != nil)
    expectEqual(StrategyCatalog.descriptor(named: Self.pair)?.name, Self.pair)
  }

  @Test(
    "every delegate call reaches each member in order: two covers come up, the first's dismissal takes the second's")
  func forwarding() throws {
    let d = try device(Self.pair, .iPhoneScenes, [.launch, .openAppSwitcher])
    var stack: [UIViewController] = []
    var vc = d.windowScenes[0].windows.first?.rootViewController
    while let presented = vc?.presentedViewController {
      stack.append(presented)
      vc = presented
    }
    expectEqual(stack.count, 2)
    try expectEqual(verdict(Self.pair, .iPhoneScenes, [.launch, .goHome, .returnToApp]), .broken(.strandedCover))
    try expectEqual(
      verdict(
        "cover[on=resign,via=present,off=becomeActive] + privacy-screen-window", .iPhoneScenes,
        [
          .launch, .goHome, .returnToApp,
        ]), .holds)
  }

  @Test(
    "an SDK's key snapshot window beside the app's cover takes UI presented from the key window and hides it (C83)")
  func presentationLostInHiddenKeyWindow() throws {
    let app = "cover[on=resign,via=subview,off=becomeActive]"
    let steps: (AppPresenter) -> [SystemEvent] = {
      [.launch, .systemAlert(.permission), .appPresent(.safari, $0), .dismissSystemAlert]
    }
    let keySDK = app + " + cover[on=resign,via=window,level=2001,key,off=becomeActive]"
    try expectEqual(verdict(keySDK, .iPhoneScenes, steps(.key)), .broken(.invisiblePresentation))
    try expectEqual(verdict(keySDK, .iPhoneScenes, steps(.root)), .holds)
    // Not made key, the SDK's window takes no presentation.
    let plainSDK = app + " + cover[on=resign,via=window,level=2001,off=becomeActive]"
    try expectEqual(verdict(plainSDK, .iPhoneScenes, steps(.key)), .holds)
    // A lock that hides the main window hides what the app presents there while it is locked: its purpose. The app's
    // code presents it (appPresent): the user's tap (presentSheet) cannot reach the hidden window's screen.
    let signalLike =
      "lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,hideMain,release=biometry,rearm=background]"
    try expectEqual(
      verdict(signalLike, .iPhoneScenes, [.launch, .dismissSystemAlert, .appPresent(.safari, .root)]), .holds)
  }

  @Test("turning one protection off releases its claims only; the pair is off only when both are")
  func partialRelease() throws {
    let blur = CaptureDetector(
      try DetectConfiguration(parsing: "detect[on=captured,promise=blank,initial=read,disable=clean]"))
    let cover = ParametricCover(try CoverConfiguration(parsing: "cover[on=resign,via=window,level=2001,lazy]"))
    let pair = CompositeStrategy([cover, blur])
    #expect(pair.claims == [.appSwitcher, .recordings] && pair.disableCall == nil)
    let d = Device(profile: .iPhoneScenes, strategy: pair)
    try d.apply(.launch)
    expectEqual(pair.releasedClaims(lastAppCall: nil), [])
    try d.apply(.appCall("disable"))
    expectEqual(pair.releasedClaims(lastAppCall: "disable"), .recordings)
    #expect(!pair.isTurnedOff(lastAppCall: "disable"))
    let both = CompositeStrategy([
      ParametricCover(try CoverConfiguration(parsing: "cover[on=resign,via=window,level=2001,lazy,disable=clean]")),
      CaptureDetector(try DetectConfiguration(parsing: "detect[on=captured,promise=blank,disable=clean]")),
    ])
    #expect(both.disableCall == "disable" && both.appCalls == ["enable", "disable"])
    let e = Device(profile: .iPhoneScenes, strategy: both)
    try e.apply(.launch, .appCall("disable"))
    #expect(
      both.isTurnedOff(lastAppCall: "disable")
        && both.releasedClaims(lastAppCall: "disable") == [.appSwitcher, .recordings])
    try e.apply(.appCall("enable"))
    #expect(!both.isTurnedOff(lastAppCall: "enable"))
  }
}

extension Device {
  /// Applies `events` in order.
  func apply(_ events: SystemEvent...) throws { for e in events { try apply(e) } }
}
