/// When the Recents task snapshot is taken relative to the activity's pause, a choice the trace makes.
///
/// AOSP takes the snapshot of a task when it leaves the screen (the closing transition,
/// https://source.android.com/docs/core/perf/task-snapshots ; high), but the platform guarantees no order against
/// the app's callbacks: reports show the thumbnail taken before, or at the same time as, `onPause`
/// (https://github.com/mozilla-mobile/focus-android/issues/103 ;
/// https://github.com/facebook/react-native/issues/34157 ; https://github.com/stellar/freighter-mobile/issues/942 ;
/// medium), so each order is a scheduler choice.
nonisolated public enum RecentsSnapshotTiming: String, Hashable, Sendable, Codable, CaseIterable {
  /// Taken before `onPause`'s changes are drawn (what the activity showed when Home was pressed).
  case beforePause
  /// Taken after `onPause` returned and its changes were drawn, before runnables it posted ran (the default).
  case afterPause
  /// Taken after `onStop` and after every runnable posted so far ran.
  case afterStop
}

/// One step of an Android trace: a user action, a system event, or a scheduler choice.
nonisolated public enum AndroidEvent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The user starts the app from the launcher (a task that does not exist yet).
  case launch
  /// The user presses Home.
  case pressHome
  /// The user opens Recents (Overview).
  case openRecents
  /// The user leaves Recents for the home screen.
  case closeRecents
  /// The user brings the app's task back (its Recents card or its launcher icon).
  case returnToApp
  /// The user takes a screenshot with the hardware buttons.
  case screenshot
  /// A MediaProjection recording (or cast) starts.
  case recordingStart
  /// The recording stops.
  case recordingStop
  /// The app shows a window of `kind` (the user taps the control that opens it).
  case showWindow(WindowKind)
  /// The user dismisses the topmost dialog, popup or keyboard.
  case dismissWindow
  /// The user triggers one of the strategy's app calls.
  case appCall(String)
  /// Virtual time passes, in seconds.
  case advance(Double)
  /// The user rotates the device (a configuration change that recreates the activity).
  case rotate
  /// The user presses Back.
  case back
  /// The scheduler's choice of when the next Recents snapshots are taken.
  case recentsTiming(RecentsSnapshotTiming)

  /// The event as a trace writes it, for example `showWindow(rnModal)` or `advance(2.5)`.
  public var description: String {
    switch self {
    case .launch: return "launch"
    case .pressHome: return "pressHome"
    case .openRecents: return "openRecents"
    case .closeRecents: return "closeRecents"
    case .returnToApp: return "returnToApp"
    case .screenshot: return "screenshot"
    case .recordingStart: return "recordingStart"
    case .recordingStop: return "recordingStop"
    case .showWindow(let kind): return "showWindow(\(kind))"
    case .dismissWindow: return "dismissWindow"
    case .appCall(let name): return "appCall(\(name))"
    case .advance(let seconds): return "advance(\(seconds))"
    case .rotate: return "rotate"
    case .back: return "back"
    case .recentsTiming(let timing): return "recentsTiming(\(timing.rawValue))"
    }
  }
}

/// Why Android cannot produce an event in the device's current state; every reason is a fact about Android.
nonisolated public struct AndroidRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The refused event.
  public var event: AndroidEvent
  /// Why Android cannot produce it now.
  public var reason: String

  /// `event: reason`.
  public var description: String { "\(event): \(reason)" }
}

/// What the display shows.
nonisolated public enum AndroidScreen: String, Hashable, Sendable, Codable {
  /// The launcher's home screen.
  case home
  /// The app's task.
  case app
  /// Recents (Overview).
  case recents
}
