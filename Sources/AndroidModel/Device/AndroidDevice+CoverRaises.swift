/// Where the cover in sight came from (`needless-cover`, iOS's invariant of the same name). A dialog-themed or
/// translucent activity over the app's (a permission dialog, the share sheet, a prompt's host activity) pauses it
/// without stopping it, and it stays visible under the dim ("Coordinating activities", `onPause()`: "A
/// semi-transparent activity opens, such as a dialog",
/// https://developer.android.com/guide/components/activities/activity-lifecycle#coordinating-activities ; all API
/// levels; high). In split screen from API 29 every visible activity stays resumed and only the focused one is the
/// top resumed activity (`onTopResumedActivityChanged`, multi-resume,
/// https://source.android.com/docs/core/display/multi_display/multi-resume ; high); below 29 the unfocused half is
/// paused (https://developer.android.com/guide/topics/large-screens/multi-window-support ; high). Dialogs and system
/// windows take window focus without pausing the activity
/// (https://developer.android.com/reference/android/app/Activity#onWindowFocusChanged(boolean) ; high). None of them
/// takes the app off the screen, so a cover raised there hides the app from a user still in it. The device records,
/// for a strategy that promises no needless cover, which callback of which event brought the cover into sight.
extension AndroidDevice {
  /// What the record keeps.
  struct CoverRaiseState {
    /// Whether the device records cover raises (off by default: no event pays for them).
    var isRecording = false
    /// The callbacks delivered during the current event, each with whether a cover was in sight before it.
    var callbacks: [(name: String, coverBefore: Bool)] = []
    /// Whether a cover was in sight after the last event.
    var wasShown = false
    /// Where the cover in sight now came from; `nil` when none is.
    var raise: AndroidCoverRaise?
  }

  /// Turns the record on for a strategy that promises no needless cover (set before the first event).
  public var recordsCoverRaises: Bool {
    get { coverRaises.isRecording }
    set { coverRaises.isRecording = newValue }
  }

  /// Where the cover or blur in sight now came from, or `nil` (none is, or not recording).
  public var coverRaise: AndroidCoverRaise? { coverRaises.raise }

  /// Notes a callback about to be delivered to the app (only while recording).
  func noteCoverCallback(_ name: String) {
    coverRaises.callbacks.append((name, !visibleCoversAndBlurs.isEmpty))
  }

  /// Ends an event's record: a cover in sight now that was not after the last event came up in the last callback
  /// before which none was in sight and after which one was.
  func endCoverRaises(event: AndroidEvent) {
    let shown = !visibleCoversAndBlurs.isEmpty
    defer { coverRaises.wasShown = shown }
    guard shown else {
      coverRaises.raise = nil
      return
    }
    guard !coverRaises.wasShown || coverRaises.raise == nil else { return }
    let callbacks = coverRaises.callbacks
    var callback: String?
    for (i, c) in callbacks.enumerated().reversed() {
      let after = i + 1 < callbacks.count ? callbacks[i + 1].coverBefore : shown
      if !c.coverBefore, after {
        callback = c.name
        break
      }
    }
    coverRaises.raise = AndroidCoverRaise(event: event.description, callback: callback, time: now)
  }
}

/// Where the cover in sight came from (``AndroidDevice/coverRaise``): the event during which it came into sight and
/// the app's callback after which it was.
public struct AndroidCoverRaise: Sendable, Equatable {
  /// The event as a trace writes it (`startOtherActivity(dialog)`).
  public let event: String
  /// The callback after which the cover was in sight (`onPause`, `onTopResumedActivityChanged(false)`,
  /// `onWindowFocusChanged(false)`), or `nil` when none is named (work posted earlier, a configuration change).
  public let callback: String?
  /// The end of that event, in virtual seconds.
  public let time: Double
}
