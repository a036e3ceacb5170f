/// An update of the app (``SystemEvent/updateApp``): a new build installed while the app is not on
/// screen, by the user in the App Store or by the App Store's automatic updates, the device locked
/// or not.
///
/// - The process ends, with no callback: the system ends and relaunches apps while the device is
///   locked for an update (https://github.com/mozilla-mobile/firefox-ios/issues/34164 ; medium),
///   and a suspended app hears no `applicationWillTerminate`
///   (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:) ;
///   high). The model's update never relaunches the app: the next ``SystemEvent/launch`` starts
///   the new build.
/// - The app's data stays: "the old .app bundle is completely replaced, and all data in the old
///   app container may be preserved" (Apple, TN2285 "Testing iOS App Updates",
///   https://developer.apple.com/library/ios/technotes/tn2285/_index.html ; high), and the
///   container's `Library` "has always been preserved during updates and backups, except for
///   Library/Caches" (Apple, QA1699 "Storing Private Data",
///   https://developer.apple.com/library/archive/qa/qa1699/_index.html ; high): `UserDefaults`
///   (Library/Preferences) survives, as do the Keychain's items, which live outside the container.
/// - The build changes: ``installedBuild`` is one more, which app code reads as `Bundle.main`'s
///   `CFBundleVersion` (the app-logic script's `didFinishLaunchingAfterUpdate`).
/// - The switcher snapshots the system kept for the old build are files under Library/Caches
///   (https://github.com/permissionlesstech/bitchat/pull/947), the one part QA1699 does not
///   promise: whether they stay is ``PlatformFlags/appUpdateKeepsSnapshots`` (default `true`).
extension Device {
  /// The app's installed build (its `CFBundleVersion`): 1 at the start of a trace, one more at each
  /// ``SystemEvent/updateApp``.
  public var installedBuild: Int { systemUI.installedBuild }

  /// Why the app cannot be updated now, or `nil`.
  func updateRefusal() -> Refusal? {
    if process.isLaunched, process.isAppInForeground {
      return "the app is on screen: an update installs while it is away"
    }
    if process.isPrewarmed { return "the process is prewarmed (model limit: launch it first)" }
    return systemUI.overlay == nil ? nil : "system UI is over the Home Screen"
  }

  /// Installs a new build: the process ends, the build changes, the data stays.
  func installUpdate() {
    log("app updated: build \(systemUI.installedBuild + 1) installed")
    if process.isLaunched { terminateProcess() }
    systemUI.swipeAwayRelaunchAt = nil
    process.lockedOverApp = false
    systemUI.installedBuild += 1
    guard !profile.flags.appUpdateKeepsSnapshots else { return }
    capture.storedSnapshots.removeAll()
    capture.staleCards.removeAll()
    capture.appHasSwitcherCard = false
  }
}
