import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Family: a presented cover's style and presenter (issue 26, P2)")
struct FamilyPresentationStyleTests {
  @Test("style= and from= read and print; the defaults print nothing")
  func names() throws {
    let c = try CoverConfiguration(parsing: "cover[from=top,on=resign,style=overFullScreen,via=present]")
    #expect(c.presentedStyle == .overFullScreen && c.presentedFrom == .top)
    expectEqual(c.name, "cover[on=resign,via=present,style=overFullScreen,from=top,off=becomeActive]")
    try expectEqual(
      CoverConfiguration(parsing: "cover[on=resign,via=present]").name,
      "cover[on=resign,via=present,off=becomeActive]")
    #expect(throws: CoverConfigurationError.self) {
      try CoverConfiguration(parsing: "cover[on=resign,via=present,style=sideways]")
    }
    // A mechanism's argument on another mechanism was dropped without a word (a breaker's, thirty-third session).
    for (name, part, owner, via) in [
      ("cover[on=resign,via=subview,off=becomeActive,level=3000]", "level=", "window", "subview"),
      ("cover[on=resign,via=blur,key]", "key", "window", "blur"),
      ("cover[via=window,radius=5]", "radius=", "blur", "window"),
      ("cover[via=subview,style=pageSheet]", "style=", "present", "subview"),
      ("cover[from=top]", "from=", "present", "window"),
    ] {
      expectEqual(
        StrategyCatalog.familyNameError(name),
        "malformed strategy name '\(name)': '\(part)' is an argument of via=\(owner) only, and this member is "
          + "via=\(via)")
    }
  }

  @Test("C78: the top-most lookup finds the cover being dismissed and asks it to present itself; unanimated it holds")
  func c78() throws {
    let events: [SystemEvent] = [
      .launch, .openNotificationCenter, .closeNotificationCenter, .openNotificationCenter, .runMainQueue,
    ]
    let animated = "cover[on=resign,via=present,style=overFullScreen,from=top,off=becomeActive,out=0.3]"
    try expectEqual(verdict(animated, .iPhoneScenes, events), .broken(.crash))
    let unanimated = "cover[on=resign,via=present,style=overFullScreen,from=top,off=becomeActive]"
    try expectEqual(verdict(unanimated, .iPhoneScenes, events), .holds)
  }

  @Test(
    "a default-style cover on an iPad: a centred form sheet from iOS 18 and a page sheet before leave the app beside it in the snapshot; full screen holds",
    // iOS 18 with refusesPresentationDuringResign off: that flag would refuse every presented cover.
    arguments: [
      ("ipad-split-ios18-scenes+refusesPresentationDuringResign=false", "automatic", false),
      ("ipad-split-ios17-scenes", "automatic", false), ("ipad-split-ios17-scenes", "pageSheet", false),
      ("ipad-split-ios18-scenes+refusesPresentationDuringResign=false", "fullScreen", true),
      ("ipad-split-ios18-scenes+refusesPresentationDuringResign=false", "overFullScreen", true),
    ])
  func iPadSheetCover(profile: String, style: String, holds: Bool) throws {
    let name = "cover[on=resign,via=present,style=\(style),off=becomeActive]"
    let v = try verdict(name, try Profile(named: profile), [.launch, .goHome])
    #expect((v == .holds) == holds, "\(profile) \(style): \(String(describing: v))")
  }
}
