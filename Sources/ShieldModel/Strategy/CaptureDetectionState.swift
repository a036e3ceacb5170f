/// What an app that relies on capture detection has registered for, what it promises when told,
/// and what iOS has told it so far: the strategy's side of the engine's `detection` invariant.
///
/// iOS tells a running app of captures three ways, none of which prevents the capture:
/// `UIApplication.userDidTakeScreenshotNotification` after a screenshot was taken (Apple,
/// https://developer.apple.com/documentation/uikit/uiapplication/userdidtakescreenshotnotification ;
/// iOS 7+; high), `UIScreen.capturedDidChangeNotification` with `UIScreen.isCaptured` (iOS 11+;
/// high), and the per-scene `sceneCaptureState` trait (iOS 17+; high). No change is posted for a
/// capture already running when the app starts: it must read the state itself
/// (https://github.com/JayantBadlani/ScreenShield/issues/22 , PR 30; medium). Apps promise
/// something on top (a black view while captured, an alert after a screenshot:
/// https://github.com/expo/expo/issues/41279 , https://github.com/expo/expo/pull/48000 ; high),
/// which holds only if each capture is reported to them once.
///
/// The center calls every registration once per notification, so how often the app is told
/// follows from where it registers and removes (see the detect family's `at=`, `unregister=`):
/// twice after two registrations, never after the one it relied on was removed, and from a
/// screen that is gone when an observer outlives its screen (Apple, "NotificationCenter",
/// https://developer.apple.com/documentation/foundation/notificationcenter ; high). Neither
/// notification is queued for a suspended app: UIKit's list of notifications it holds for a
/// suspended app and delivers on resumption names neither
/// (https://developer.apple.com/documentation/uikit/processing-queued-notifications ; medium,
/// read from the list's silence; the model posts neither while suspended).
nonisolated public struct CaptureDetectionState: Hashable, Sendable {
  /// What the app listens to.
  public struct Sources: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `userDidTakeScreenshotNotification`.
    public static let screenshots = Sources(rawValue: 1 << 0)
    /// `capturedDidChangeNotification` and `isCaptured` (recording, AirPlay mirroring).
    public static let captureChanges = Sources(rawValue: 1 << 1)
  }

  /// What the app promises when it is told.
  public enum Promise: String, CaseIterable, Hashable, Sendable {
    /// A blank (black) view over its content while the screen is captured.
    case blank
    /// An alert to the user after each capture it is told of.
    case alert
    /// A record (an analytics event, a server call): nothing on screen.
    case log
  }

  /// What the app promises to be told of now: empty before it first registers and once it has
  /// turned detection off. It may hold no observer then (``holdsObserver``): silence is judged
  /// against the promise, as Android's detection-promise is.
  public var listensTo: Sources
  /// What it promises.
  public var promise: Promise
  /// How many screenshot notifications its handler got in this process.
  public var screenshotsReported: Int
  /// Whether it believes the screen is captured now (its last reading of `isCaptured`).
  public var believesCaptured: Bool
  /// How many times it was told "captured" while it already believed so: one capture reported
  /// twice (an initial read followed by a change notification for the same capture).
  public var repeatedCaptureReports: Int
  /// How many reports came from a screen the app no longer shows (popped, its observer kept
  /// alive by the block).
  public var reportsFromGoneScreens = 0
  /// The identifier of the last screen that reported after it was gone, or `nil`.
  public var lastGoneScreen: String?
  /// Whether a second report of "captured" keeps the one blank view (the detect family's `once`):
  /// a repeated report then keeps no promise twice. Default `false`.
  public var keepsOneBlank = false
  /// Whether the center holds one of the app's observers now (a removal the app's code made,
  /// or another screen's, may have left none). Default `true`.
  public var holdsObserver = true
  /// The parameters that alone make a failure follow (the engine labels the verdict "by
  /// construction"): for a duplicate (``duplicateNote``), for a report from a screen that is
  /// gone (``goneScreenNote``), for silence (``silenceNote``). `nil` when the platform's answers
  /// decide.
  public var duplicateNote: String?
  /// See ``duplicateNote``.
  public var goneScreenNote: String?
  /// See ``duplicateNote``.
  public var silenceNote: String?

  /// A state.
  public init(
    listensTo: Sources, promise: Promise, screenshotsReported: Int = 0, believesCaptured: Bool = false,
    repeatedCaptureReports: Int = 0
  ) {
    self.listensTo = listensTo
    self.promise = promise
    self.screenshotsReported = screenshotsReported
    self.believesCaptured = believesCaptured
    self.repeatedCaptureReports = repeatedCaptureReports
  }
}
