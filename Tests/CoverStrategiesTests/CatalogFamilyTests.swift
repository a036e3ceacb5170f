import CoverStrategies
import LifecycleFuzz
import ShieldModel
import Testing

/// Runs `events` on a fresh device with the named strategy.
func device(_ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]) throws -> Device {
  let d = Device(profile: profile, strategy: try #require(StrategyCatalog.descriptor(named: name)).make())
  for e in events { try d.apply(e) }
  return d
}

/// The outcome of `events` for the named strategy on `profile`.
func outcome(
  _ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]
) throws -> TraceOutcome<IOSPlatform> {
  TraceRunner(strategy: try #require(StrategyCatalog.descriptor(named: name)), profile: profile).run(events)
}

func verdict(
  _ name: String, _ profile: Profile = .iPhoneScenes, _ events: [SystemEvent]
) throws -> Verdict<IOSPlatform>? {
  try outcome(name, profile, events).verdict
}

let swiftUI = Profile(device: .iPhone, osVersion: OSVersion(17), appStructure: .swiftUI)

/// `profile` with the keyboard's suggestion bar repeating the field's text (the unverified
/// answer under which the keyboard leaks sensitive text over a cover).
func barText(_ profile: Profile) -> Profile {
  var p = profile
  p.flags.suggestionBarShowsFieldText = true
  return p
}

@Suite("Strategy catalog: family and lookup")
struct CatalogFamilyTests {
  @Test("built-in names are unique and each has a source, a claim and a summary")
  func descriptors() {
    let names = StrategyCatalog.all.map(\.name)
    #expect(names.count == Set(names).count)
    #expect(names.contains(StrategyCatalog.recommended))
    for d in StrategyCatalog.all {
      // Only the alerts and the app locks claim nothing: the alerts detect a capture after the
      // fact (capture-alert, a detect member promising an alert), a lock guards access
      // (lock-bypass), not captures.
      let claimsNothing =
        d.name == "capture-alert" || d.name.contains("promise=alert") || d.make().capabilities.contains(.isLock)
      #expect(!d.source.isEmpty && !d.summary.isEmpty && (d.claims.isEmpty == claimsNothing), "\(d.name)")
    }
  }

  @Test("family names are found by name and printed canonically")
  func familyLookup() throws {
    let d = try #require(StrategyCatalog.descriptor(named: "cover[off=foreground,lazy,via=subview,on=background]"))
    #expect(d.name == "cover[on=background,via=subview,off=foreground,lazy]")
    #expect(d.claims == .appSwitcher)
    #expect(StrategyCatalog.descriptor(named: "cover[via=secure-last]")?.claims == [.screenshots, .recordings])
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
        "malformed strategy name 'cover[on=resign,fast]': 'fast': unknown part (expected on=, via=, level=, key, radius=, off=, disable=, once, async, lazy, ifSensitive, in=, out=)"
      ),
      ("cover[out=99]", "malformed strategy name 'cover[out=99]': 'out=99': expected seconds from 0 to 10"),
    ])
  func familyErrors(name: String, message: String) {
    #expect(StrategyCatalog.familyNameError(name) == message)
    #expect(StrategyCatalog.descriptor(named: name) == nil)
  }

  @Test("the enumeration has 16,128 distinct members whose names parse back to themselves")
  func enumeration() throws {
    #expect(CoverFamily.count == 16_128)
    #expect(CoverFamily.member(at: 0).name == "cover[on=resign,via=subview,off=becomeActive]")
    #expect(
      CoverFamily.member(at: 16_127).name
        == "cover[on=appCall,via=hideWindow,off=never,once,async,lazy,in=0.3,out=0.12]")
    #expect(CoverFamily.member(at: 16_128) == CoverFamily.member(at: 0))
    var names: Set<String> = []
    for i in 0..<CoverFamily.count {
      let c = CoverFamily.member(at: i)
      names.insert(c.name)
      #expect(try CoverConfiguration(parsing: c.name) == c)
    }
    #expect(names.count == CoverFamily.count)
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
      #expect(try verdict(member, .iPhoneScenes, t) == verdict("cover-window", .iPhoneScenes, t))
    }
    #expect(try verdict(member, .iPhoneScenes, traces[0]) == .holds)
    #expect(try verdict(member, barText(.iPhoneScenes), traces[0]) == .broken(.snapshotLeak))
    #expect(try verdict("cover-window", barText(.iPhoneScenes), traces[0]) == .broken(.snapshotLeak))
  }

  @Test("family dimensions change verdicts the way field reports describe")
  func familyDimensions() throws {
    // Removing on will-enter-foreground never fires after Control Center: the cover stays.
    #expect(
      try verdict(
        "cover[on=resign,via=subview,off=foreground]", .iPhoneScenes,
        [.launch, .openControlCenter, .closeControlCenter]) == .broken(.strandedCover))
    // Covering only in did-enter-background leaves the live switcher card uncovered.
    #expect(
      try verdict("cover[on=background,via=subview,off=becomeActive]", .iPhoneScenes, [.launch, .openAppSwitcher])
        == .broken(.snapshotLeak))
    // Blur hides text only above half its glyph height: radius 10 leaves the 34 pt balance legible.
    #expect(
      try verdict(
        "cover[on=resign,via=blur,radius=10,off=becomeActive,once,lazy]", .iPhoneScenes, [.launch, .openAppSwitcher])
        == .broken(.snapshotLeak))
    #expect(
      try verdict(
        "cover[on=resign,via=blur,radius=20,off=becomeActive,once,lazy]", .iPhoneScenes, [.launch, .openAppSwitcher])
        == .holds)
    // A 0.3 s fade-in is opaque once the 0.4 s zoom settles, not after a 12-frame (0.2 s) one.
    #expect(
      try verdict(
        "cover[on=resign,via=window,level=2001,off=becomeActive,in=0.3]", .iPhoneScenes, [.launch, .openAppSwitcher])
        == .holds)
    #expect(
      try verdict(
        "cover[on=resign,via=window,level=2001,off=becomeActive,in=0.3]", .iPhoneScenes,
        [.launch, .transitionFrames(12), .openAppSwitcher]) == .broken(.snapshotLeak))
    // Seed 000's last-sublayer lookup on iOS 17 hides content from screenshots; first-sublayer does not.
    let captureTrace: [SystemEvent] = [.launch, .appCall("enable"), .screenshot]
    #expect(
      try verdict("cover[on=appCall,via=secure-first,off=appCall,lazy]", .iPhoneScenes, captureTrace)
        == .broken(.captureLeak))
    #expect(try verdict("cover[on=appCall,via=secure-last,off=appCall,lazy]", .iPhoneScenes, captureTrace) == .holds)
    // A second enable without the idempotence check reparents the window layer into its own subtree.
    #expect(
      try verdict(
        "cover[on=appCall,via=secure-last,off=appCall]", .iPhoneScenes,
        [.launch, .appCall("enable"), .appCall("enable")]) == .broken(.crash))
    #expect(
      try verdict(
        "cover[on=appCall,via=secure-last,off=appCall,once]", .iPhoneScenes,
        [.launch, .appCall("enable"), .appCall("enable")]) == .holds)
  }
}

@Suite("Seed strategies")
struct SeedStrategyTests {
  @Test("seed 000's one-liner adds a clear view it never removes: the card leaks and touches stop")
  func oneLineCover() throws {
    let d = try device("one-line-cover", .iPhoneScenes, [.launch, .openAppSwitcher])
    let window = try #require(d.windowScenes[0].windows.first)
    #expect(window.subviews.count == 2)
    #expect(window.subviews[1].backgroundColor == nil)
    #expect(try verdict("one-line-cover", .iPhoneScenes, [.launch, .openAppSwitcher]) == .broken(.snapshotLeak))
    guard
      case .violated(let v) = try outcome(
        "one-line-cover", .iPhoneScenes,
        [.launch, .openControlCenter, .closeControlCenter, .touch(scene: nil, x: 0.5, y: 0.5)])
    else {
      Issue.record("expected touch-blocked")
      return
    }
    #expect(v.detail == "touch on scene A reached <UIView> instead of content")
  }

  @Test("seed 000's alerts come after the screenshot was taken and then take the app's touches")
  func captureAlerts() throws {
    let d = try device("capture-alert", .iPhoneScenes, [.launch, .screenshot])
    let root = try #require(d.windowScenes[0].windows.first?.rootViewController)
    #expect((root.presentedViewController as? UIAlertController)?.alertTitle == "Screenshot detected")
    try d.apply(.recordingStart)
    let second = root.presentedViewController?.presentedViewController as? UIAlertController
    #expect(second?.alertTitle == "Recording detected")
    #expect(try verdict("capture-alert", .iPhoneScenes, [.launch, .screenshot]) == .holds)
    #expect(
      try verdict("capture-alert", .iPhoneScenes, [.launch, .screenshot, .touch(scene: nil, x: 0.5, y: 0.5)])
        == .broken(.touchBlocked))
  }

  @Test("seed 003's per-view-controller variant covers on the app-level resign and removes on become-active")
  func viewControllerTag() throws {
    let d = try device("subview-tag-vc", .iPhoneScenes, [.launch, .openControlCenter])
    let root = try #require(d.windowScenes[0].windows.first?.rootViewController?.view)
    #expect(root.viewWithTag(999)?.backgroundColor == .systemGreen)
    try d.apply(.closeControlCenter)
    #expect(root.viewWithTag(999) == nil)
    let typing: [SystemEvent] = [.launch, .keyboardShow, .openAppSwitcher]
    #expect(try verdict("subview-tag-vc", barText(.iPhoneScenes), typing) == .broken(.snapshotLeak))
    #expect(try verdict("subview-tag-vc", .iPhoneScenes, typing) == .holds)
  }

  @Test(".privacySensitive() alone changes nothing on screen: the seed-002 claim does not hold")
  func privacySensitiveOnlyMarks() throws {
    let events: [SystemEvent] = [.launch, .openAppSwitcher]
    let marked = try device("privacy-sensitive", swiftUI, events)
    let bare = Device(profile: swiftUI, strategy: nil)
    for e in events { try bare.apply(e) }
    #expect(marked.render(marked.windowScenes[0], for: .display) == bare.render(bare.windowScenes[0], for: .display))
    #expect(try verdict("privacy-sensitive", swiftUI, [.launch, .goHome]) == .broken(.snapshotLeak))
    #expect(try verdict("privacy-sensitive", swiftUI, [.launch, .screenshot]) == .broken(.captureLeak))
  }

  @Test("with the app applying .redacted(reason: .privacy) the texts are hidden, but not the keyboard's bar text")
  func privacyRedacted() throws {
    #expect(try verdict("privacy-redacted", swiftUI, [.launch, .goHome, .returnToApp]) == .holds)
    #expect(
      try verdict("privacy-redacted", barText(swiftUI), [.launch, .keyboardShow, .goHome]) == .broken(.snapshotLeak))
    #expect(try verdict("privacy-redacted", swiftUI, [.launch, .keyboardShow, .goHome]) == .holds)
  }

  @Test("hiddenOnCapture blanks the content in screenshots, shows it on the device, and keeps touches")
  func hiddenOnCapture() throws {
    let d = try device("hidden-on-capture", swiftUI, [.launch, .touch(scene: nil, x: 0.5, y: 0.9)])
    let scene = d.windowScenes[0]
    #expect(d.render(scene, for: .screenshot).rendering.allSatisfy { $0 == "        " })
    #expect(d.render(scene, for: .display).sensitivePointCount == 96)
    #expect(d.render(scene, for: .switcherSnapshot).sensitivePointCount == 96)
    #expect(d.lastTouch?.target == "pay-button")
    #expect(
      try verdict("hidden-on-capture", barText(swiftUI), [.launch, .keyboardShow, .screenshot]) == .broken(.captureLeak)
    )
    #expect(try verdict("hidden-on-capture", swiftUI, [.launch, .keyboardShow, .screenshot]) == .holds)
  }

  @Test("blurWhenBackgrounded: radius 10 hides the 17 pt details but not the 34 pt balance")
  func blurLegibility() throws {
    let d = try device("blur-when-backgrounded", swiftUI, [.launch, .openAppSwitcher])
    let scene = d.windowScenes[0]
    // The blur starts a SwiftUI update after the resign and ramps over 0.2 s, all within the
    // 0.4 s zoom; the 34 pt balance stays legible through it, so the whole zoom is exposure.
    #expect(abs(d.switcherZoomExposure - 0.4) < 1e-9)
    let frame = d.render(scene, for: .display)
    #expect(frame.rendering[2] == "SSSSSSSS" && frame.rendering[3] == "SSSSSSSS")
    #expect(frame.sensitivePointCount == 16)
    // 80 sensitive points (the 17 pt details and the note) and 64 app-neutral points lie under
    // the blur; only the two balance rows stay legible.
    #expect(frame.pixels.count { $0.contains(.blurred) } == 144)
    #expect(frame.rendering[4...12].allSatisfy { !$0.contains("S") })
    try d.apply(.closeAppSwitcher)
    try d.apply(.advance(0.3))
    let after = d.render(scene, for: .display)
    #expect(!after.showsCover && !after.pixels.contains { $0.contains(.blurred) })
  }
}

@Suite("Recommended strategy")
struct RecommendedStrategyTests {
  @Test("state-cover covers while Control Center is up, dismisses the keyboard, and gives it back on return")
  func controlCenterRoundTrip() throws {
    let d = try device("state-cover", .iPhoneScenes, [.launch, .keyboardShow, .openControlCenter])
    let scene = d.windowScenes[0]
    #expect(d.render(scene, for: .display).rendering.allSatisfy { $0 == "CCCCCCCC" })
    #expect(scene.windows.count == 2)
    #expect(scene.windows.last?.windowLevel == .alert + 1)
    #expect(d.validationError(for: .keyboardHide) == "the keyboard is not up")
    try d.apply(.closeControlCenter)
    #expect(!d.render(scene, for: .display).showsCover)
    #expect(d.validationError(for: .keyboardHide) == nil)  // the field has the keyboard again
  }

  @Test(
    "state-cover holds on long mixed traces on every device and app structure",
    arguments: [
      "iphone-ios13-appdelegate", "iphone-ios17-scenes", "iphone-ios18-swiftui", "iphone-ios17-flutter3.29",
      "ipad-split-ios18-scenes", "ipad-stage-ios26-swiftui", "iphone-ios26.5-flutter3.41",
      "iphone-ios26-flutter3.41-appdelegate",
    ])
  func holdsOnProfiles(profileName: String) throws {
    let profile = try Profile(named: profileName)
    let multi = profile.device.supportsMultipleScenes && profile.appStructure.usesScenes
    var events: [SystemEvent] = [.launch, .keyboardShow, .openAppSwitcher, .closeAppSwitcher, .systemAlert(.faceID)]
    events += [.goHome, .runMainQueue, .returnToApp, .rotate(.landscapeLeft), .openControlCenter, .closeControlCenter]
    if multi { events += [.connectScene("B"), .openAppSwitcher, .closeAppSwitcher, .disconnectScene("B")] }
    // A touch on the note field brings the keyboard back (the baseline still has it up).
    events += [
      .rotate(.portrait), .touch(scene: nil, x: 0.5, y: 0.72), .goHome, .returnToApp,
      .touch(scene: nil, x: 0.5, y: 0.9), .advance(1),
    ]
    let result = try outcome("state-cover", profile, events)
    #expect(result == .holds, "\(result)")
  }
}
