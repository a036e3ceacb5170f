extension Device {
  /// The app process as the system sees it: running, prewarmed, on screen, suspended or
  /// crashed, and whether the device is locked over it.
  ///
  /// Plain flags; ``Device`` changes them as events arrive and app code never sees them.
  package struct ProcessState {
    /// Whether the app has been launched.
    package var isLaunched = false
    /// Whether the process was prewarmed and waits for the user's launch.
    package var isPrewarmed = false
    /// Whether the app's scenes are on screen (as opposed to the Home Screen).
    package var isAppInForeground = false
    /// Whether the app is suspended: backgrounded and snapshotted; its main queue waits.
    package var isSuspended = false
    /// Whether timers wait for did-become-active on a return from suspension
    /// (``PlatformFlags/overdueTimersFireAfterBecomeActive``).
    package var holdsTimersUntilActive = false
    /// Whether the app is in the background with its snapshot taken, where the render server
    /// runs none of its animations (``Device/interruptAnimationsInBackground()``).
    package var dropsAnimations = false
    /// Why the app crashed, or `nil` while it has not.
    package var crashMessage: String?
    /// Whether the device is locked.
    package var isLocked = false
    /// Whether the app was on screen when the device locked (unlocking returns to it).
    package var lockedOverApp = false
    /// Whether a resign-active transition is being delivered.
    package var isResigningActive = false
    /// The last `appCall` name, for the residue check; a new process starts with none.
    package var lastAppCall: String?
    /// Whether the last `appCall` came while the app was not active and the app has not been
    /// active since: what a strategy had up then may stay until the app returns.
    package var lastAppCallAwaitsActivation = false
    /// How many times the app presented its own UI (``SystemEvent/presentSheet(_:)``); the
    /// generator cycles through the kinds with it, so that it draws no random number.
    package var appPresentationCount = 0
    /// The window the app's code made for its in-app browser (``AppPresenter/newWindow``), kept
    /// by the app as Cordova's InAppBrowser keeps `tmpWindow`; it goes with the process.
    package var appBrowserWindow: UIWindow?
    /// The app-wide SwiftUI phase last reported, so that each change is reported once.
    package var lastAppPhase: ScenePhase?
    /// The app's background tasks not yet ended, in begin order, with their expiration
    /// handlers (``UIApplication/beginBackgroundTask(expirationHandler:)``).
    package var backgroundTasks: [(id: Int, expiration: (() -> Void)?)] = []
    /// The identifier the next background task gets (0 is `.invalid`).
    package var nextBackgroundTaskID = 1
    /// When the app, snapshotted in the background, is kept from suspension by background
    /// tasks: the virtual time at which they expire; `nil` otherwise.
    package var backgroundTasksExpireAt: Double?
    /// The link or quick action an app without scenes is launching with, read from its launch
    /// options in `didFinishLaunching` (``SystemEvent/openEntry(_:_:)``); `nil` otherwise.
    package var launchEntry: AppEntry?

    /// A device that has not started the app.
    package init() {}
  }
}
