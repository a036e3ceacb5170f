import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Cover family: lookup, malformed names, enumeration and dimensions")
struct CatalogFamilyTests {
  @Test("family names are found by name and printed canonically")
  func familyLookup() throws {
    let d = try #require(StrategyCatalog.descriptor(named: "cover[off=foreground,lazy,via=subview,on=background]"))
    expectEqual(d.name, "cover[on=background,via=subview,off=foreground,lazy]")
    expectEqual(d.claims, .appSwitcher)
    expectEqual(StrategyCatalog.descriptor(named: "cover[via=secure-last]")?.claims, [.screenshots, .recordings])
    #expect(StrategyCatalog.descriptor(named: "nope") == nil)
  }

  @Test(
    "a malformed family name says which part is wrong",
    arguments: [
      (
        "cover[on=shake]",
        "malformed strategy name 'cover[on=shake]': 'on=shake': expected on=resign|background|phase|appNote|capture|appCall, or several joined by +"
      ),
      (
        "cover[via=window,level=-1]",
        "malformed strategy name 'cover[via=window,level=-1]': 'level=-1': expected a window level from 0 to 10000"
      ),
      (
        "cover[on=resign,fast]",
        "malformed strategy name 'cover[on=resign,fast]': 'fast': unknown part (expected on=, via=, level=, key, radius=, style=, from=, off=, disable=, setting=, once, async, frame, lazy, ifSensitive, sharedRef, noNeedlessCover, in=, out=)"
      ),
      ("cover[out=99]", "malformed strategy name 'cover[out=99]': 'out=99': expected seconds from 0 to 10"),
    ])
  func familyErrors(name: String, message: String) {
    expectEqual(StrategyCatalog.familyNameError(name), message)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("the enumeration has 16,128 distinct members whose names parse back to themselves")
  func enumeration() throws {
    expectEqual(CoverFamily.count, 16_128)
    expectEqual(CoverFamily.member(at: 0).name, "cover[on=resign,via=subview,off=becomeActive]")
    expectEqual(
      CoverFamily.member(at: 16_127).name,
      "cover[on=appCall,via=hideWindow,off=never,once,async,lazy,in=0.3,out=0.12]")
    expectEqual(CoverFamily.member(at: 16_128), CoverFamily.member(at: 0))
    var names: Set<String> = []
    for i in 0..<CoverFamily.count {
      let c = CoverFamily.member(at: i)
      names.insert(c.name)
      try expectEqual(CoverConfiguration(parsing: c.name), c)
    }
    expectEqual(names.count, CoverFamily.count)
  }

  @Test("the family member written like seed 002 gets seed 002's verdicts")
  func familyMatchesSeed002() throws {
    let member = "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,out=0.12]"
    let traces: [[SystemEvent]] = [
      [.launch, .keyboardShow, .openAppSwitcher],
      [.launch, .openAppSwitcher, .closeAppSwitcher, .goHome, .returnToApp],
      [.launch, .openControlCenter, .closeControlCenter, .touch(scene: nil, x: 0.5, y: 0.5)],
    ]
    for t in traces {
      try expectEqual(verdict(member, .iPhoneScenes, t), verdict("cover-window", .iPhoneScenes, t))
    }
    try expectEqual(verdict(member, .iPhoneScenes, traces[0]), .holds)
    try expectEqual(verdict(member, barText(.iPhoneScenes), traces[0]), .broken(.snapshotLeak))
    try expectEqual(verdict("cover-window", barText(.iPhoneScenes), traces[0]), .broken(.snapshotLeak))
  }

  @Test("family dimensions change verdicts the way field reports describe")
  func familyDimensions() throws {
    // Removing on will-enter-foreground never fires after Control Center: the cover stays.
    try expectEqual(
      verdict(
        "cover[on=resign,via=subview,off=foreground]", .iPhoneScenes,
        [.launch, .openControlCenter, .closeControlCenter]), .broken(.strandedCover))
    // Covering only in did-enter-background leaves the live switcher card uncovered.
    try expectEqual(
      verdict("cover[on=background,via=subview,off=becomeActive]", .iPhoneScenes, [.launch, .openAppSwitcher]),
      .broken(.snapshotLeak))
    // Blur hides text only above half its glyph height: radius 10 leaves the 34 pt balance legible.
    try expectEqual(
      verdict(
        "cover[on=resign,via=blur,radius=10,off=becomeActive,once,lazy]", .iPhoneScenes, [.launch, .openAppSwitcher]),
      .broken(.snapshotLeak))
    try expectEqual(
      verdict(
        "cover[on=resign,via=blur,radius=20,off=becomeActive,once,lazy]", .iPhoneScenes, [.launch, .openAppSwitcher]),
      .holds)
    // A 0.3 s fade-in is opaque once the 0.4 s zoom settles, not after a 12-frame (0.2 s) one.
    try expectEqual(
      verdict(
        "cover[on=resign,via=window,level=2001,off=becomeActive,in=0.3]", .iPhoneScenes, [.launch, .openAppSwitcher]),
      .holds)
    try expectEqual(
      verdict(
        "cover[on=resign,via=window,level=2001,off=becomeActive,in=0.3]", .iPhoneScenes,
        [.launch, .transitionFrames(12), .openAppSwitcher]), .broken(.snapshotLeak))
    // Seed 000's last-sublayer lookup on iOS 17 hides content from screenshots; first-sublayer does not.
    let captureTrace: [SystemEvent] = [.launch, .appCall("enable"), .screenshot]
    try expectEqual(
      verdict("cover[on=appCall,via=secure-first,off=appCall,lazy]", .iPhoneScenes, captureTrace),
      .broken(.captureLeak))
    try expectEqual(verdict("cover[on=appCall,via=secure-last,off=appCall,lazy]", .iPhoneScenes, captureTrace), .holds)
    // A second enable without the idempotence check reparents the window layer into its own subtree.
    try expectEqual(
      verdict(
        "cover[on=appCall,via=secure-last,off=appCall]", .iPhoneScenes,
        [.launch, .appCall("enable"), .appCall("enable")]), .broken(.crash))
    try expectEqual(
      verdict(
        "cover[on=appCall,via=secure-last,off=appCall,once]", .iPhoneScenes,
        [.launch, .appCall("enable"), .appCall("enable")]), .holds)
  }

  @Test("A non-lazy secure member's field is built hidden and untouchable, shown only while it holds the window")
  func secureFieldBuiltHidden() throws {
    // Issue 26 (SC13): the family's docs say non-lazy covers are built hidden; libraries turn the
    // field's touches off (https://github.com/bitcoinppl/cove/pull/684). It was touch-blocked.
    let touch: [SystemEvent] = [.launch, .touch(scene: nil, x: 0.5, y: 0.5)]
    try expectEqual(verdict("cover[on=resign,via=secure-class,off=becomeActive]", .iPhoneScenes, touch), .holds)
    let s = try #require(StrategyCatalog.descriptor(named: "cover[on=resign,via=secure-class,off=becomeActive]"))
    let device = Device(profile: .iPhoneScenes, strategy: s.make())
    try device.apply(.launch)
    let delegate = device.scene(named: "A")?.delegate as? any UIWindowSceneDelegate
    let window = try #require(delegate?.window ?? nil)
    let field = try #require(window.subviews.compactMap { $0 as? UITextField }.first)
    #expect(field.isHidden && !field.isUserInteractionEnabled)
    try device.apply(.goHome)
    #expect(!field.isHidden && window.layer.superlayer === field.canvasView?.layer)
    try device.apply(.returnToApp)
    #expect(field.isHidden && window.layer.superlayer !== field.canvasView?.layer)
  }

  @Test("A secure container hosts the content in a canvas: blank screenshots; on iOS 15 no touches unless turned on")
  func secureContainerTouches() throws {
    // Issue 26 (SC14): SecureView issue 1 and PR 2, ScreenshotPreventing-iOS issue 7 (iOS 15).
    let steps: [SystemEvent] = [.launch, .appCall("enable"), .screenshot, .touch(scene: nil, x: 0.5, y: 0.5)]
    let ios15 = try Profile(named: "iphone-ios15-scenes")
    let ios16 = try Profile(named: "iphone-ios16-scenes")
    let plain = "cover[on=appCall,via=secure-container,off=appCall]"
    let touchable = "cover[on=appCall,via=secure-container-touchable,off=appCall]"
    try expectEqual(verdict(plain, ios15, steps), .broken(.touchBlocked))
    try expectEqual(verdict(touchable, ios15, steps), .holds)
    try expectEqual(verdict(plain, ios16, steps), .holds)
    expectEqual(StrategyCatalog.descriptor(named: touchable)?.name, touchable)
    // The content moves into the canvas and back out, in order.
    let s = try #require(StrategyCatalog.descriptor(named: plain))
    let device = Device(profile: ios16, strategy: s.make())
    try device.apply(.launch)
    let delegate = device.scene(named: "A")?.delegate as? any UIWindowSceneDelegate
    let window = try #require(delegate?.window ?? nil)
    let root = try #require(window.rootViewController?.view)
    let before = root.subviews.map(ObjectIdentifier.init)
    try device.apply(.appCall("enable"))
    let canvas = try #require(root.subviews.last)
    #expect(root.subviews.count == 1 && canvas.layer.secureCanvasOwner?.isSecureTextEntry == true)
    expectEqual(canvas.subviews.map(ObjectIdentifier.init), before)
    try device.apply(.appCall("disable"))
    expectEqual(root.subviews.map(ObjectIdentifier.init), before)
  }
}
