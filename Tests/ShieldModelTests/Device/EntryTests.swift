import TestExpectations
import Testing

@testable import ShieldModel

/// Entries into the app (``SystemEvent/openEntry(_:_:)``): where UIKit hands a notification
/// response, a link or a quick action over, against the launch's and the return's callbacks.
@Suite("Entries into the app: notifications, links, quick actions")
struct EntryTests {
  /// The log lines that tell the order: life-cycle callbacks and the entry's hand-over.
  private static let marks = [
    "didFinishLaunching", "willConnectTo", "WillEnterForeground", "DidBecomeActive", "connectionOptions",
    "launchOptions", "userNotificationCenter", "openURLContexts", "performActionFor", "application(_:open",
  ]

  private func order(_ device: Device) -> [String] {
    device.callbackLog.filter { line in
      Self.marks.contains { line.contains($0) } && !line.hasPrefix("openEntry(") && !line.hasPrefix("post ")
    }
  }

  private func fresh(_ profile: String) throws -> Device {
    let device = Device(profile: try Profile(named: profile), strategy: nil)
    device.isLogging = true
    return device
  }

  private func inBackground(_ profile: String) throws -> Device {
    let device = try launched(profile, logging: true)
    try device.apply(.goHome)
    try device.apply(.advance(1))
    device.callbackLog.removeAll()
    return device
  }

  @Test("cold, scene app: a link or quick action in the connection options, then foreground and active")
  func coldSceneLinkAndShortcut() throws {
    for (source, option) in [
      (AppEntrySource.link, "connectionOptions.urlContexts"), (.shortcut, "connectionOptions.shortcutItem"),
    ] {
      let device = try fresh("iphone-ios17-scenes")
      try device.apply(.openEntry(source, .none))
      #expect(
        order(device) == [
          "application(_:didFinishLaunchingWithOptions:)", "scene(A, willConnectTo:)", option,
          "sceneWillEnterForeground(A)", "sceneDidBecomeActive(A)",
        ], "\(source)")
    }
  }

  @Test("cold, scene app: the notification response comes to its delegate before did-become-active, or after")
  func coldSceneNotification() throws {
    let device = try fresh("iphone-ios17-scenes")
    try device.apply(.openEntry(.notification, .none))
    expectEqual(
      order(device),
      [
        "application(_:didFinishLaunchingWithOptions:)", "scene(A, willConnectTo:)", "sceneWillEnterForeground(A)",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)", "sceneDidBecomeActive(A)",
      ])
    let late = try fresh("iphone-ios17-scenes+entryDeliveredBeforeActivation=false")
    try late.apply(.openEntry(.notification, .none))
    expectEqual(
      order(late).suffix(2),
      [
        "sceneDidBecomeActive(A)", "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ])
  }

  @Test("cold, app-delegate app: a link in the launch options; a notification before did-become-active")
  func coldAppDelegate() throws {
    let device = try fresh("iphone-ios17-appdelegate")
    try device.apply(.openEntry(.link, .none))
    expectEqual(
      order(device),
      [
        "application(_:didFinishLaunchingWithOptions:)", "launchOptions[.url]",
        "app delegate UIApplicationDidBecomeActiveNotification",
      ])
    let notified = try fresh("iphone-ios17-appdelegate")
    try notified.apply(.openEntry(.notification, .none))
    expectEqual(
      order(notified),
      [
        "application(_:didFinishLaunchingWithOptions:)", "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "app delegate UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test("warm: will-enter-foreground, the entry's delegate call, then did-become-active")
  func warm() throws {
    let scenes = try inBackground("iphone-ios17-scenes")
    try scenes.apply(.openEntry(.link, .none))
    expectEqual(order(scenes), ["sceneWillEnterForeground(A)", "scene(_:openURLContexts:)", "sceneDidBecomeActive(A)"])
    let quick = try inBackground("iphone-ios17-scenes")
    try quick.apply(.openEntry(.shortcut, .none))
    expectEqual(order(quick)[1], "windowScene(_:performActionFor:completionHandler:)")
    let old = try inBackground("iphone-ios17-appdelegate")
    try old.apply(.openEntry(.shortcut, .none))
    expectEqual(
      order(old),
      [
        "app delegate UIApplicationWillEnterForegroundNotification",
        "application(_:performActionFor:completionHandler:)", "app delegate UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test("a strategy hears what a return gives: the same calls for a warm entry as for returnToApp")
  func hooksHearTheReturn() throws {
    for profile in ["iphone-ios17-scenes", "iphone-ios17-appdelegate"] {
      let viaReturn = Recorder()
      let a = try launched(profile, strategy: viaReturn)
      try a.apply(.goHome)
      _ = viaReturn.take()
      try a.apply(.returnToApp)
      let viaEntry = Recorder()
      let b = try launched(profile, strategy: viaEntry)
      try b.apply(.goHome)
      _ = viaEntry.take()
      try b.apply(.openEntry(.notification, .push("settings")))
      #expect(viaEntry.take() == viaReturn.take(), "\(profile)")
    }
  }

  @Test("on screen: a banner tap hands the response over alone; from Notification Center the panel closes too")
  func foreground() throws {
    let device = try launched(logging: true)
    device.callbackLog.removeAll()
    try device.apply(.openEntry(.notification, .none))
    expectEqual(order(device), ["userNotificationCenter(_:didReceive:withCompletionHandler:)"])
    try device.apply(.openNotificationCenter)
    device.callbackLog.removeAll()
    try device.apply(.openEntry(.link, .none))
    expectEqual(order(device), ["scene(_:openURLContexts:)", "sceneDidBecomeActive(A)"])
    #expect(device.overlay == nil)
    // An app without scenes: the same, with the app delegate's calls.
    let old = try launched("iphone-ios17-appdelegate", logging: true)
    old.callbackLog.removeAll()
    try old.apply(.openEntry(.notification, .none))
    expectEqual(order(old), ["userNotificationCenter(_:didReceive:withCompletionHandler:)"])
    try old.apply(.openNotificationCenter)
    old.callbackLog.removeAll()
    try old.apply(.openEntry(.notification, .none))
    expectEqual(
      order(old),
      [
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "app delegate UIApplicationDidBecomeActiveNotification",
      ])
  }

  @Test("warm, app-delegate app: a notification after will-enter-foreground, or after did-become-active under false")
  func warmAppDelegateNotification() throws {
    let device = try inBackground("iphone-ios17-appdelegate")
    try device.apply(.openEntry(.notification, .none))
    expectEqual(
      order(device),
      [
        "app delegate UIApplicationWillEnterForegroundNotification",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "app delegate UIApplicationDidBecomeActiveNotification",
      ])
    let late = try inBackground("iphone-ios17-appdelegate+entryDeliveredBeforeActivation=false")
    try late.apply(.openEntry(.link, .none))
    expectEqual(order(late).last, "application(_:open:options:)")
  }

  @Test("refusals: locked, under the switcher or a prompt, a link or quick action with the app on screen")
  func refusals() throws {
    let device = try launched()
    expectEqual(
      device.validationError(for: .openEntry(.link, .none)),
      "the app is on screen: no other app or widget is in reach (pull Notification Center for its widgets)")
    expectEqual(
      device.validationError(for: .openEntry(.shortcut, .none)),
      "the app is on screen: its Home Screen icon is out of reach")
    expectEqual(
      device.validationError(for: .openEntry(.notification, .push("nowhere"))), "the app has no screen of that name")
    expectEqual(
      device.validationError(for: .openEntry(.notification, .present(.authSession, .root))),
      "a web sign-in session starts only from an active scene, not from a handler")
    try device.apply(.openNotificationCenter)
    expectEqual(device.validationError(for: .openEntry(.shortcut, .none)), "Notification Center has no quick actions")
    try device.apply(.closeNotificationCenter)
    try device.apply(.openAppSwitcher)
    expectEqual(device.validationError(for: .openEntry(.notification, .none)), "close appSwitcher first")
    try device.apply(.closeAppSwitcher)
    try device.apply(.lockDevice)
    expectEqual(device.validationError(for: .openEntry(.notification, .none)), "the device is locked: unlock it first")
    let mac = Device(profile: try Profile(named: "mac-ios18-scenes"), strategy: nil)
    expectEqual(
      mac.validationError(for: .openEntry(.shortcut, .none)), "an iPad app on a Mac has no Home Screen quick actions")
  }

  @Test("the route is the app's own code: a push lands on the navigation stack, a present from the top")
  func routes() throws {
    let device = try inBackground("iphone-ios17-scenes")
    try device.apply(.openEntry(.notification, .push("settings")))
    expectEqual(device.appScreenStack.last, "settings")
    let cold = try fresh("iphone-ios17-scenes")
    try cold.apply(.openEntry(.link, .present(.sheet, .top)))
    expectEqual(cold.appPresentationDepth, 1)
  }
}
