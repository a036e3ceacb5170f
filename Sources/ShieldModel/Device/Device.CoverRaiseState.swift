extension Device {
  /// What `needless-cover` reads: which callback of which event brought up the cover that shows on the app's
  /// foreground scenes, recorded only for a strategy that promises no needless cover (``isRecording``).
  package struct CoverRaiseState {
    /// Whether the device records cover raises (off by default: no event pays for them).
    package var isRecording = false
    /// The callbacks delivered during the current event, by name, with the render epoch before each.
    var callbacks: [(name: String, epoch: UInt64)] = []
    /// Whether a cover showed on the app's foreground scenes after the last event.
    var wasShown = false
    /// Whether the current event took the app to the background, locked the device or ended the process.
    var leftDuringEvent = false
    /// Whether the last event did (read after it).
    var leftDuringLastEvent = false
    /// Where the cover showing now came from; `nil` when none shows.
    var raise: CoverRaise?

    package init() {}
  }
}

/// Where the cover on the app's foreground scenes came from (``Device/coverRaise``): the event during which it came
/// up and the app's callback after which the drawing changed to show it.
public struct CoverRaise: Sendable, Equatable {
  /// The event's kind as a trace writes it (`openControlCenter`), or `settle`.
  public let event: String
  /// The callback after which the drawing changed (`sceneWillResignActive(A)`, `willResignActiveNotification`), or
  /// `nil` when the drawing changed before the event's first callback (work queued earlier, a timer).
  public let callback: String?
  /// The end of that event, in virtual seconds.
  public let time: Double
}
