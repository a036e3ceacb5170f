import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import TestExpectations
import Testing

/// Which entries reach an activity (`android:exported`, `AndroidDevice+EntryPoints.swift`) and where an activity has
/// an Up arrow (`AndroidDevice+UpArrow.swift`): the s39 breaker's Android findings (cdok.logic), one row each in
/// docs/model-behaviours.md.
@Suite struct ActivityEntryAndUpTests {
  /// A home screen, a card activity whose manifest names home as its parent, and a PIN activity the app neither
  /// exports nor gives an arrow.
  private static func app(
    card: (inout AndroidAppScreen) -> Void = { _ in }, pin: (inout AndroidAppScreen) -> Void = { _ in }
  )
    -> AndroidAppDescription
  {
    var cardScreen = AndroidAppScreen("card", isSensitive: true, isActivity: true, parent: "home")
    card(&cardScreen)
    var pinScreen = AndroidAppScreen("pin", isSensitive: false, isActivity: true)
    pin(&pinScreen)
    return AndroidAppDescription(screens: [AndroidAppScreen("home", isSensitive: false), cardScreen, pinScreen])
  }

  private func device(_ app: AndroidAppDescription) -> AndroidDevice {
    AndroidDevice(profile: phone(34), strategy: NoAndroidProtection(), app: app)
  }

  private func entry(_ source: AndroidEntry.Source, _ screen: String) -> AndroidEvent {
    .openEntry(AndroidEntry(source, screen))
  }

  /// Another app's share or link starts only an exported activity; the app's own notification, widget, tile and
  /// shortcut reach one it does not export.
  @Test func anotherAppsIntentStartsOnlyAnExportedActivity() throws {
    for source in [AndroidEntry.Source.share, .link] {
      let d = device(Self.app())
      try d.step(.launch)
      try d.step(.pressHome)
      expectEqual(
        d.refusal(for: entry(source, "pin")),
        "pin is an activity the app does not export (android:exported=\"false\", the default without an intent "
          + "filter): another app's \(source.rawValue) cannot start it; the app's own notification, widget, tile or "
          + "shortcut can (the word exported in its screens: says it is exported)")
      let exported = device(Self.app(pin: { $0.isExported = true }))
      try exported.step(.launch)
      try exported.step(.pressHome)
      #expect(exported.refusal(for: entry(source, "pin")) == nil, "\(source)")
    }
    for source in [AndroidEntry.Source.notification, .widget, .tile, .shortcut, .staticShortcut] {
      let d = device(Self.app())
      try d.step(.launch)
      try d.step(.pressHome)
      #expect(d.refusal(for: entry(source, "pin")) == nil, "\(source)")
    }
    // A destination inside the launcher activity is reached through it, which is exported.
    let wallet = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection(), app: .wallet)
    try wallet.step(.launch)
    try wallet.step(.pressHome)
    #expect(wallet.refusal(for: .openEntry(AndroidEntry(.link, "phrase"))) == nil)
  }

  /// An activity's root screen has an Up arrow only with a manifest parent or an arrow of the app's own.
  @Test func anActivityWithNeitherParentNorArrowHasNoUpArrow() throws {
    let d = device(Self.app())
    try d.step(.launch)
    try d.step(.navigate("pin"))
    expectEqual(
      d.refusal(for: .navigateBack),
      "pin shows no back arrow: an activity's Up arrow comes with its manifest parent (parent=) or a toolbar "
        + "arrow of the app's own (backArrow); the user's way out is Back (back)")
    // The app's own arrow finishes it: the home activity comes back as it was (restarted, not made again).
    let arrow = device(Self.app(pin: { $0.hasBackArrow = true }))
    try arrow.step(.launch)
    try arrow.step(.navigate("pin"))
    let creates = arrow.lifecycleLog.filter { $0 == "onCreate" }.count
    try arrow.step(.navigateBack)
    expectEqual(arrow.taskBackStacks.map { $0.map(\.name) }, [["home"]])
    expectEqual(arrow.lifecycleLog.filter { $0 == "onCreate" }.count, creates)
  }

  /// Up to a `standard` parent right below finishes it and makes it again; a `singleTop` parent gets `onNewIntent`.
  @Test func upToTheParentMakesAStandardParentAgain() throws {
    let d = device(Self.app())
    try d.step(.launch)
    try d.step(.navigate("card"))
    let before = d.lifecycleLog.count
    try d.step(.navigateBack)
    let after = Array(d.lifecycleLog[before...])
    expectEqual(d.taskBackStacks.map { $0.map(\.name) }, [["home"]])
    expectEqual(after.filter { $0 == "onDestroy" }.count, 2)
    #expect(after.contains("onCreate"))
    #expect(!after.contains("onNewIntent"))
    // A parent that is not the activity right below: refused (a model limit).
    let far = device(Self.app(pin: { $0.hasBackArrow = true }))
    try far.step(.launch)
    try far.step(.navigate("pin"))
    try far.step(.navigate("card"))
    expectEqual(
      far.refusal(for: .navigateBack)?.hasPrefix("Up goes to card's parent home, which is not the activity"), true)
    // A singleTop launcher activity as the parent: brought up with onNewIntent, not made again.
    var singleTop = Self.app()
    singleTop.screens[0].launchMode = .singleTop
    let reused = device(singleTop)
    try reused.step(.launch)
    try reused.step(.navigate("card"))
    let start = reused.lifecycleLog.count
    try reused.step(.navigateBack)
    let tail = Array(reused.lifecycleLog[start...])
    #expect(tail.contains("onNewIntent"))
    #expect(!tail.contains("onCreate"))
  }
}
