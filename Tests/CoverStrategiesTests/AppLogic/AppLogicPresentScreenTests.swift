import AppLogic
import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

/// The app presenting and dismissing its own screens (`present(SCREEN, style=S, from=P)`, `dismiss(SCREEN)`, issue
/// 25): a bank's transfer confirmation showing an account number, presented as a sheet or an alert, lands where the
/// model's presentation puts it, so a cover that presents from the root while the sheet is up misses it.
@MainActor @Suite struct AppLogicPresentScreenTests: AppLogicScriptChecks {
  /// A bank app: the confirmation screen is sensitive, the app's code presents it as `style`.
  static func bank(style: String, cover: String) -> String {
    """
    claims: app-switcher
    screens: root, transfer(sensitive)
    on appCall(confirm): present(transfer, style=\(style), from=top)
    on appCall(done): dismiss(transfer)
    \(cover)
    """
  }
  /// A cover controller presented from the window's root at resign: while the root presents, UIKit only warns.
  static let rootCover =
    "on sceneWillResignActive: present(cover, style=fullScreen, from=root)\non sceneDidBecomeActive: dismiss(cover)"
  /// The same cover from the top-most presented controller: it lands above whatever the app presented.
  static let topCover =
    "on sceneWillResignActive: present(cover, style=fullScreen, from=top)\non sceneDidBecomeActive: dismiss(cover)"
  /// The app's confirmation, then a leave to the home screen.
  static let confirmThenLeave: [SystemEvent] = [.launch, .appCall("confirm"), .goHome]

  @Test("a cover presented from the root misses the app's presented sensitive sheet; from the top it holds")
  func sheetMissedFromRoot() throws {
    // A sheet leaves the presenter's neutral strip above it: fewer of the snapshot's points are the account number.
    let points = ["pageSheet": 40, "fullScreen": 48, "overFullScreen": 48, "formSheet": 40, "automatic": 40]
    for (style, shown) in points.sorted(by: { $0.key < $1.key }) {
      #expect(
        try Self.scriptOutcome(
          Self.bank(style: style, cover: Self.rootCover), Self.confirmThenLeave, profile: "iphone-ios17-scenes")
          == "snapshot-leak at 3: switcherSnapshot of scene A at t=0.5 s shows sensitive content at \(shown) of 160"
          + " points", "\(style)")
      #expect(
        try Self.scriptOutcome(
          Self.bank(style: style, cover: Self.topCover), Self.confirmThenLeave, profile: "iphone-ios17-scenes")
          == "holds", "\(style)")
    }
  }

  @Test("style=alert is a UIAlertController whose message is the screen's label, in the app's window")
  func alert() throws {
    try expectEqual(
      Self.scriptOutcome(
        Self.bank(style: "alert", cover: Self.rootCover), Self.confirmThenLeave, profile: "iphone-ios17-scenes"),
      "snapshot-leak at 3: switcherSnapshot of scene A at t=0.5 s shows sensitive content at 12 of 160 points")
    let descriptor = try AppLogicStrategy.descriptor(
      script: AppLogicScript(parsing: Self.bank(style: "alert", cover: "")))
    let device = Device(profile: .iPhoneScenes, strategy: descriptor.make(), app: IOSPlatform.app(for: descriptor))
    try device.apply(.launch)
    try device.apply(.appCall("confirm"))
    let root = try #require(device.windowScenes.first.flatMap { device.appWindow(of: $0) }?.rootViewController)
    let alert = try #require(root.presentedViewController as? UIAlertController)
    expectEqual(alert.message, "transfer content")
    expectEqual((alert as? any AppScreen)?.screenIdentifier, "transfer")
    expectEqual((alert as? any AppScreen)?.isSensitiveScreen, true)
    try device.apply(.appCall("done"))
    #expect(root.presentedViewController == nil)
  }

  @Test("a neutral screen presented leaks nothing: the content is as sensitive as screens: says")
  func neutralScreen() throws {
    let neutral = Self.bank(style: "pageSheet", cover: Self.rootCover).replacingOccurrences(
      of: "transfer(sensitive)", with: "transfer(neutral), card(sensitive)")
    try expectEqual(Self.scriptOutcome(neutral, Self.confirmThenLeave, profile: "iphone-ios17-scenes"), "holds")
  }

  @Test("dismiss(SCREEN) and dismissAll take the app's presented screens down; the baseline follows them")
  func dismissals() throws {
    let script = """
      claims: app-switcher
      screens: root, transfer(sensitive), receipt(sensitive)
      on appCall(confirm): present(transfer, style=fullScreen, from=top)
      on appCall(receipt): present(receipt, style=pageSheet, from=transfer)
      on appCall(done): dismiss(transfer)
      on appCall(home): dismissAll
      """
    let descriptor = try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: script))
    let device = Device(profile: .iPhoneScenes, strategy: descriptor.make(), app: IOSPlatform.app(for: descriptor))
    try device.apply(.launch)
    try device.apply(.appCall("confirm"))
    try device.apply(.appCall("receipt"))
    let root = try #require(device.windowScenes.first.flatMap { device.appWindow(of: $0) }?.rootViewController)
    expectEqual((root.presentedViewController as? any AppScreen)?.screenIdentifier, "transfer")
    expectEqual((root.presentedViewController?.presentedViewController as? any AppScreen)?.screenIdentifier, "receipt")
    // The dismissal of transfer takes receipt, presented above it, too (UIKit's dismiss).
    try device.apply(.appCall("done"))
    #expect(root.presentedViewController == nil)
    expectEqual(
      device.takeCodeNavigations(),
      [
        CodeNavigation(.present("transfer", style: .fullScreen, asAlert: false), scene: "A"),
        CodeNavigation(.present("receipt", style: .pageSheet, asAlert: false), scene: "A"),
        CodeNavigation(.dismiss("transfer"), scene: "A"), CodeNavigation(.dismiss("receipt"), scene: "A"),
      ])
    try device.apply(.appCall("confirm"))
    try device.apply(.appCall("receipt"))
    try device.apply(.appCall("home"))
    #expect(root.presentedViewController == nil)
  }

  @Test("a tap on the screen the app's code presented is compared on that screen (touch-blocked holds)")
  func baselinePresents() throws {
    let script = Self.bank(style: "fullScreen", cover: Self.topCover)
    let events: [SystemEvent] = [
      .launch, .appCall("confirm"), .goHome, .returnToApp, .touch(scene: nil, x: 0.5, y: 0.5), .appCall("done"),
      .touch(scene: nil, x: 0.5, y: 0.5),
    ]
    try expectEqual(Self.scriptOutcome(script, events, profile: "iphone-ios17-scenes"), "holds")
  }

  @Test("present(SCREEN) and dismiss(SCREEN) are refused for a screen the app lacks, root, and words of the lock")
  func refusals() throws {
    let head = "claims: app-switcher\nscreens: root, transfer(sensitive)\n"
    expectEqual(
      Self.error(head + "on appCall(a): present(transfer, style=alert, from=top, controller=held)"),
      "line 3: controller= is for lock and cover (the app's own screens are new controllers at each present),"
        + " not transfer")
    expectEqual(
      Self.error(head + "on appCall(a): present(lock, style=alert)"),
      "line 3: style=alert presents one of the app's screens as a UIAlertController; lock is presented with"
        + " a modal style (fullScreen, overFullScreen, pageSheet, formSheet, automatic, currentContext,"
        + " overCurrentContext)")
    expectEqual(
      Self.error(head + "on appCall(a): present(root, style=pageSheet)"),
      "line 3: present takes lock, cover or one of the app's screens other than root (the window's root"
        + " controller is on screen already), not 'root'")
    expectEqual(
      Self.error(head + "on appCall(a): present(transfer, from=top+1)"),
      "line 3: from= takes root, top or one of the app's screens, not 'top+1'")
    // Which screens the app has is checked where the app is known, with a close name.
    try expectEqual(
      Self.screenProblem(head + "on appCall(a): present(transfr, style=alert)"),
      "line 3: present(transfr): 'transfr' is no screen of the app (did you mean 'transfer'?); expected lock,"
        + " cover, transfer")
    try expectEqual(
      Self.screenProblem(head + "on appCall(a): present(cover, from=transfr)"),
      "line 3: from=transfr: 'transfr' is no screen of the app (did you mean 'transfer'?); expected root, top,"
        + " transfer")
    try expectEqual(
      Self.screenProblem(head + "on appCall(a): dismiss(transfers)"),
      "line 3: dismiss(transfers): 'transfers' is no screen of the app (did you mean 'transfer'?); expected lock,"
        + " cover, top, transfer")
    #expect(try Self.screenProblem(head + "on appCall(a): present(transfer, from=transfer); dismiss(transfer)") == nil)
    #expect(AppLogicStrategy.vocabularyListing.contains("    present(lock|cover|SCREEN) style= from= animated="))
    #expect(AppLogicStrategy.vocabularyListing.contains("    dismiss(lock|cover|top|SCREEN)\n"))
  }
}

extension AppLogicPresentScreenTests {
  @Test("the app's own presented or pushed screens are its content, not more than its lock: the turn-off stays whole")
  func ownScreensAreNotProtection() throws {
    func turnsAppOff(_ handler: String) throws -> Bool {
      let script = try AppLogicScript(
        parsing: """
          claims: nothing
          screens: root, transfer(sensitive)
          lock: locked
          lockSetting: lockOn, on=lockOnCall, off=lockOffCall
          on appCall(lockOnCall): store(lockOn)
          on appCall(lockOffCall): unstore(lockOn)
          on sceneWillConnect if stored(lockOn): set(locked); present(lock, style=fullScreen, from=root)
          on evaluatePolicyReply(success): dismiss(lock); clear(locked)
          \(handler)
          """)
      let setting = try #require(script.setting("lockSetting").map { try AppLogicLockSetting(parsing: $0) })
      return AppLogicStrategy.lockSettingTurnsAppOff(setting, claims: [], script: script)
    }
    #expect(try turnsAppOff("on appCall(confirm): present(transfer, style=pageSheet, from=top)"))
    #expect(try turnsAppOff("on appCall(open): push(transfer)"))
    // A cover controller of the script's own is a part of its protection beside the lock.
    #expect(try !turnsAppOff("on sceneWillResignActive: present(cover, style=fullScreen, from=top)"))
  }
}

extension AppLogicPresentScreenTests {
  /// A new user's (forty-seventh session): the docs' SwiftUI recipe wrote `.overlay { if phase != .active { ... } }`
  /// as a window subview, above every sheet the app had up; a SwiftUI overlay is part of the root view.
  @Test("addCover(in=root), SwiftUI's .overlay, is below the app's presented sheet; on the window it covers it")
  func overlayInRootIsBelowPresentations() throws {
    let cover = { (host: String) in
      "on sceneWillResignActive: removeCover(tag=10); addCover(view, tag=10, resizes=true\(host))\n"
        + "on sceneDidBecomeActive: removeCover(tag=10)"
    }
    for style in ["pageSheet", "fullScreen", "alert"] {
      #expect(
        try Self.scriptOutcome(
          Self.bank(style: style, cover: cover("")), Self.confirmThenLeave, profile: "iphone-ios17-scenes")
          == "holds", "\(style)")
      #expect(
        try Self.scriptOutcome(
          Self.bank(style: style, cover: cover(", in=window")), Self.confirmThenLeave, profile: "iphone-ios17-scenes")
          == "holds", "\(style)")
      let root = try Self.scriptOutcome(
        Self.bank(style: style, cover: cover(", in=root")), Self.confirmThenLeave, profile: "iphone-ios17-scenes")
      #expect(root.hasPrefix("snapshot-leak at 3: switcherSnapshot of scene A at t=0.5 s"), "\(style): \(root)")
    }
    // Nothing presented: the root's overlay covers the root's content.
    try expectEqual(
      Self.scriptOutcome(
        Self.bank(style: "pageSheet", cover: cover(", in=root")), [.launch, .goHome], profile: "iphone-ios17-scenes"),
      "holds")
  }

  @Test("addCover's in= takes window or root; anything else is refused at its line")
  func overlayHostRefused() {
    let text = "claims: app-switcher\non sceneWillResignActive: addCover(view, tag=1, in=top)"
    let error = #expect(throws: AppLogicError.self) {
      try AppLogicStrategy.descriptor(script: AppLogicScript(parsing: text))
    }
    expectEqual(error?.line, 2)
    expectEqual(error?.message.hasPrefix("in= takes window (a subview of the scene's window) or root"), true)
  }
}
