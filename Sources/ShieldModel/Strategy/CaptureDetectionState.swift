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

  /// What the app is registered for now: empty before it registers and once it has turned
  /// detection off.
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
