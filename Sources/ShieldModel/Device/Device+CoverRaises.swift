/// Where the cover over the app in the foreground came from (`needless-cover`). Control Center, Notification Center,
/// system prompts (a permission, `tel:`, the app's own Face ID prompt), the incoming-call banner under
/// `callBannerResigns` and another app's window over a Stage Manager scene resign the app without it leaving: it
/// stays in the foreground, inactive, and gets did-become-active alone when they go (Apple, "Preparing your UI to run
/// in the background", https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
/// high). The app switcher resigns it the same way, and only did-enter-background tells the app that the user left
/// (Apple, "Managing your app's life cycle",
/// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle ; high), so a cover raised at
/// will-resign-active also comes up under every prompt. The device records, for a strategy that promises no cover
/// while the app stays in front, which callback of which event changed the drawing to show it.
extension Device {
  /// Turns the record on for a strategy that promises no needless cover (set before the first event).
  public var recordsCoverRaises: Bool {
    get { coverRaises.isRecording }
    set {
      coverRaises.isRecording = newValue
      notesPostsForCoverRaises = newValue
    }
  }

  /// Where the cover now shown on the app's foreground scenes came from, or `nil` (none shows, or not recording).
  public var coverRaise: CoverRaise? { coverRaises.raise }

  /// Whether the last event took the app to the background, locked the device or ended the app's process: a leave,
  /// after which a cover is wanted.
  public var leftDuringLastEvent: Bool { coverRaises.leftDuringLastEvent }

  /// Notes a callback delivered to the app (only while recording).
  func noteCoverCallback(_ name: String) {
    coverRaises.callbacks.append((name, renderEpoch))
  }

  /// Notes a leave during the current event (only while recording).
  func noteCoverLeave() { coverRaises.leftDuringEvent = true }

  /// Starts an event's record.
  func beginCoverRaises() {
    coverRaises.callbacks.removeAll(keepingCapacity: true)
    coverRaises.leftDuringEvent = false
  }

  /// Ends an event's record: if a cover shows now on a foreground scene and did not after the last event, the last
  /// callback after which the drawing changed (before the next callback, or the event's end) raised it.
  func endCoverRaises(event: String) {
    coverRaises.leftDuringLastEvent = coverRaises.leftDuringEvent || !process.isLaunched
    let shown = coverShowsInForeground()
    defer { coverRaises.wasShown = shown }
    guard shown else {
      coverRaises.raise = nil
      return
    }
    guard !coverRaises.wasShown || coverRaises.raise == nil else { return }
    let callbacks = coverRaises.callbacks
    let end = renderEpoch
    // The last callback whose turns changed the drawing; none when only work before the first changed it (work
    // queued earlier, a timer).
    var callback: String?
    for (i, c) in callbacks.enumerated().reversed() {
      let next = i + 1 < callbacks.count ? callbacks[i + 1].epoch : end
      if next != c.epoch {
        callback = c.name
        break
      }
    }
    coverRaises.raise = CoverRaise(event: event, callback: callback, time: runLoop.now)
  }

  /// Whether a cover shows on one of the app's interactive scenes in the foreground.
  private func coverShowsInForeground() -> Bool {
    guard process.isLaunched, process.isAppInForeground else { return false }
    for scene in windowScenes where scene.isInteractive && scene.activationState != .background {
      if mayShowCover(scene), render(scene, for: .display).showsCover { return true }
    }
    return false
  }
}
