import ShieldModel

/// The lock family's members in the default strategy set: one per way the surveyed open-source
/// apps build their lock (docs/strategies.md, "App locks"), each named by its canonical family
/// name, on the profile of the app it follows.
nonisolated public enum LockCatalog {
  /// A representative member: its text form, the app it follows, where that app's code is.
  struct Representative {
    let name: String
    let like: String
    let source: String
    let profile: String
  }

  static let members: [Representative] = [
    Representative(
      name:
        "lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,hideMain,release=biometry,"
        + "rearm=background]",
      like: "Signal-like: one window toggled to statusBar + 2 and made key, main window hidden, Face ID",
      source: "https://github.com/signalapp/Signal-iOS (Signal/util/ScreenLockUI.swift @c8115335)",
      profile: "iphone-ios17-scenes"),
    Representative(
      name:
        "lock[shield=resign,when=launch+becomeActive,as=window,level=0,hideMain,release=biometry+keypad,"
        + "rearm=background,endEditing]",
      like: "Element-X-like: an alternate window at level normal, main hidden, editing ended, Face ID then PIN keypad",
      source: "https://github.com/element-hq/element-x-ios (AppLockFlowCoordinator.swift @5d0343c4)",
      profile: "iphone-ios17-scenes"),
    Representative(
      name:
        "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry+field,"
        + "rearm=inactive]",
      like: "KeePassium-like: a key window at .alert with a passcode field, armed from the last deactivation",
      source: "https://github.com/keepassium/KeePassium (MainCoordinator+locks.swift, Watchdog.swift @e651df4f)",
      profile: "iphone-ios17-scenes"),
    Representative(
      name: "lock[shield=resign,when=foreground,as=root,release=field,rearm=background]",
      like: "Bitwarden-like: the root replaced by the unlock route at will-enter-foreground, master password field",
      source: "https://github.com/bitwarden/ios (SceneDelegate.swift @050eca39, AppProcessor.swift @00479217)",
      profile: "iphone-ios17-scenes"),
    Representative(
      name:
        "lock[shield=background,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=biometry,"
        + "rearm=background]",
      like: "DuckDuckGo-like: a blank window at did-enter-background, Face ID at did-become-active",
      source: "https://github.com/duckduckgo/iOS (AuthenticationService.swift, OverlayWindowManager.swift @7b3f6010)",
      profile: "iphone-ios17-scenes"),
    Representative(
      name:
        "lock[shield=none,when=foreground,as=subview,of=window0,release=field,rearm=background,grace=30,"
        + "timedLaunch]",
      like: "LTH-like: a subview of windows.first at will-enter-foreground once its timer ran out, passcode field",
      source: "https://github.com/rolandleth/LTHPasscodeViewController (LTHPasscodeViewController.m @c4f84476)",
      profile: "iphone-ios17-appdelegate"),
    Representative(
      name: "lock[shield=none,when=launch+becomeActive,as=swiftui,release=biometry,rearm=background]",
      like: "SwiftUI overlay lock on the root view, Face ID",
      source: "https://github.com/vultisig/vultisig-ios/issues/5082",
      profile: "iphone-ios17-swiftui"),
    Representative(
      name:
        "lock[shield=none,when=launch+background,as=present,from=top,style=automatic,release=biometry,"
        + "rearm=background]",
      like: "default-style presented lock: .automatic from the top-most controller, Face ID",
      source: "https://github.com/smartdevicelink/sdl_ios/issues/1422",
      profile: "iphone-ios17-scenes"),
  ]

  /// The members' descriptors, in the order above; each name is its canonical family name.
  public static var representatives: [StrategyDescriptor] {
    members.map { m in
      let configuration = try! LockConfiguration(parsing: m.name)
      precondition(configuration.name == m.name, "\(m.name) is not canonical: \(configuration.name)")
      return LockFamily.descriptor(
        for: configuration, summary: m.like, source: m.source, profile: try! Profile(named: m.profile))
    }
  }
}
