/// How long the system's transitions last, in seconds of virtual time: the time between a
/// transition's first callback and its next, during which the app's run loop keeps turning
/// (main-queue blocks run, timers fire, animations progress, engines draw frames).
///
/// Apple publishes no durations: the home and switcher gestures follow the finger and springs
/// (WWDC 2018 session 803, "Designing Fluid Interfaces", https://asciiwwdc.com/2018/sessions/803 ;
/// high that no duration is given). Each default below is a documented choice from the numbers
/// public: SpringBoard's own spring settings read in decompiled iOS 18 and 26 builds, and a few
/// first-hand timings (each default's doc comment), so every one is an open parameter: a profile
/// answers it otherwise with `+name=seconds`, and a trace shortens one transition with the scheduler choice
/// ``SystemEvent/transitionFrames(_:)``. See docs/research/time-model-facts.md §2; each default's grade, as reports
/// print it, is `IOSPlatform.timingEvidence` (docs/flag-evidence.md, "Durations").
nonisolated public struct PlatformTimings: Hashable, Sendable {
  /// One display frame at 60 Hz, in seconds: the run loop's turn while a transition lasts
  /// (Apple Tech Talk 10855, https://developer.apple.com/videos/play/tech-talks/10855 ; high).
  public static let frameInterval = 1.0 / 60

  /// Going home: from will-resign-active (the swipe starts,
  /// https://github.com/element-hq/element-x-ios/issues/2026 ; medium) to did-enter-background.
  /// Default 0.5 s (medium, 3 sources; docs/flag-evidence.md, "Durations"): SpringBoard's zoom of
  /// the card down to its icon (`SBFluidSwitcherAnimationSettings`, iOS 18.x and 26.1) settles
  /// 0.4–0.55 s after the finger lifts, and the swipe before the lift adds to it; closing an app
  /// was timed at 0.74 s (GSMArena, iOS 7, 120 fps) and the swipe home from the lock screen at
  /// 0.4 s (Tom's Guide, iOS 11). That did-enter-background comes when the zoom settles is an
  /// inference no source states.
  @inlinable public var homeGesture: Double {
    get {
      OpenQuestionReads.noteTiming(0)
      return _homeGesture
    }
    set { _homeGesture = newValue }
  }
  @usableFromInline var _homeGesture = 0.5
  /// Opening the switcher from the app: from will-resign-active until the card has settled in
  /// the switcher. While it zooms the card shows the live app: what it shows then is reported
  /// as exposure, not as a failure. Default 0.4 s (same bracket; low).
  @inlinable public var switcherZoom: Double {
    get {
      OpenQuestionReads.noteTiming(1)
      return _switcherZoom
    }
    set { _switcherZoom = newValue }
  }
  @usableFromInline var _switcherZoom = 0.4
  /// Coming back into the app (from the Home Screen or the switcher): from
  /// will-enter-foreground, or the card being picked, to did-become-active. Default 0.35 s (low).
  @inlinable public var returnZoom: Double {
    get {
      OpenQuestionReads.noteTiming(2)
      return _returnZoom
    }
    set { _returnZoom = newValue }
  }
  @usableFromInline var _returnZoom = 0.35
  /// Pulling Control Center or Notification Center down, or pushing it back: from the callback
  /// at the start of the pull to the panel at rest. Default 0.3 s (no public measurement; unverified).
  @inlinable public var panelPull: Double {
    get {
      OpenQuestionReads.noteTiming(3)
      return _panelPull
    }
    set { _panelPull = newValue }
  }
  @usableFromInline var _panelPull = 0.3
  /// Locking with the side button: from will-resign-active to did-enter-background. Default
  /// 0.19 s (low, 1 source; docs/flag-evidence.md, "Durations"): the screen fades to dark in
  /// 0.185 s (SpringBoardFoundation's `SBFWakeAnimationSettings` `backlightFadeDuration`, iOS
  /// 18.2 and 26.1); low because nothing shows did-enter-background waiting for the fade's end.
  @inlinable public var lockTransition: Double {
    get {
      OpenQuestionReads.noteTiming(4)
      return _lockTransition
    }
    set { _lockTransition = newValue }
  }
  @usableFromInline var _lockTransition = 0.19
  /// The app's own Face ID prompt (the devices of the profiles from iOS 11; a Touch ID device's
  /// prompt is ``touchIDDismissal``) after a match: the reply has reached the app, the prompt
  /// still animates away and the scene is still inactive for this long before
  /// did-become-active. Default 1.5 s, the middle of "a second or two" (KeePassium maintainer,
  /// iOS 16–17, https://github.com/keepassium/KeePassium/issues/330 ,
  /// https://github.com/keepassium/KeePassium/issues/362 ; Strongbox,
  /// https://github.com/strongbox-password-safe/Strongbox/issues/555 ; medium), longer on
  /// iOS 16.2 devices with the Dynamic Island ("a few seconds longer",
  /// https://github.com/keepassium/KeePassium/issues/266 ; medium).
  @inlinable public var faceIDDismissal: Double {
    get {
      OpenQuestionReads.noteTiming(5)
      return _faceIDDismissal
    }
    set { _faceIDDismissal = newValue }
  }
  @usableFromInline var _faceIDDismissal = 1.5
  /// Dragging the Split View divider under ``PlatformFlags/resizeResigns``: the app's scenes
  /// are inactive for this long, then become active. Default 0.3 s (a short drag; no public
  /// measurement; unverified).
  @inlinable public var dividerDrag: Double {
    get {
      OpenQuestionReads.noteTiming(6)
      return _dividerDrag
    }
    set { _dividerDrag = newValue }
  }
  @usableFromInline var _dividerDrag = 0.3
  /// The app's own Touch ID prompt (the devices of the profiles below iOS 11, whose
  /// ``LAContext/biometryType`` is `.touchID`; iOS 8–10): the reply (a match, Cancel, the
  /// fallback, an invalidation) has reached the app, the system alert over it goes and the app is
  /// still inactive for this long before did-become-active. Touch ID's prompt is a system alert
  /// with no result animation, not Face ID's sheet (``faceIDDismissal``), so it goes far sooner.
  /// Default 0.2 s (low, 2 sources; docs/flag-evidence.md, "Durations"): no source times it, two
  /// bound it. A keyboard the app asks for in the Cancel reply at once comes up under the prompt
  /// (not drawn on iOS 10.0–10.2), and one asked for 0.3 s after the reply is drawn, so the prompt
  /// is gone and the app active within 0.3 s (ResearchKit's passcode step, iOS 10,
  /// https://github.com/ResearchKit/ResearchKit/pull/915 , merged again in
  /// https://github.com/ResearchKit/ResearchKit/pull/937 ; 1 s in
  /// https://github.com/ResearchKit/ResearchKit/issues/844 ); and the alert is expected gone by the
  /// time the reply block runs, which it fails "sometimes" only (radar 19229813, iOS 8.2,
  /// https://github.com/lionheart/openradar-mirror/issues/2484 ).
  @inlinable public var touchIDDismissal: Double {
    get {
      OpenQuestionReads.noteTiming(7)
      return _touchIDDismissal
    }
    set { _touchIDDismissal = newValue }
  }
  @usableFromInline var _touchIDDismissal = 0.2

  /// The documented defaults.
  public init() {}

  /// One timing: its name, what it times, where it is stored, and the bracket of plausible
  /// values (seconds) a report replays a verdict at, to say whether it depends on the duration.
  public typealias Entry = (
    name: String, meaning: String, keyPath: any WritableKeyPath<PlatformTimings, Double> & Sendable,
    bracket: ClosedRange<Double>
  )

  /// Every timing by name, in a fixed order. The brackets: the research notes' ranges
  /// (docs/research/time-model-facts.md §2, §6): gestures 0.15–0.8 s, the switcher zoom
  /// 0.25–0.8 s, a panel 0.2–0.5 s, the lock 0.02–0.3 s, Face ID 1–3 s ("a second or two",
  /// KeePassium #266: "a few seconds longer" on iOS 16.2), a divider drag as a gesture, Touch ID
  /// 0.1–0.25 s (below the 0.3 s after which ResearchKit's keyboard was drawn).
  public static let all: [Entry] = [
    ("homeGesture", "resign to background when going home", \.homeGesture, 0.15...0.8),
    ("switcherZoom", "resign to the settled switcher card", \.switcherZoom, 0.25...0.8),
    ("returnZoom", "back into the app: to did-become-active", \.returnZoom, 0.15...0.8),
    ("panelPull", "Control Center or Notification Center pull", \.panelPull, 0.2...0.5),
    ("lockTransition", "resign to background when locking", \.lockTransition, 0.02...0.3),
    ("faceIDDismissal", "Face ID reply to did-become-active", \.faceIDDismissal, 1...3),
    ("dividerDrag", "a Split View divider drag that resigns (resizeResigns)", \.dividerDrag, 0.15...0.8),
    ("touchIDDismissal", "Touch ID reply to did-become-active", \.touchIDDismissal, 0.1...0.25),
  ]

  /// The value of the timing `name`, or `nil` if there is no such timing.
  public func value(of name: String) -> Double? {
    Self.all.first { $0.name == name }.map { self[keyPath: $0.keyPath] }
  }

  /// Sets the timing `name`, in seconds.
  ///
  /// - Throws: ``ProfileError/badTimingValue(_:_:)`` unless `0 < seconds <= 5`;
  ///   ``ProfileError/unknownFlag(_:)`` when there is no such timing.
  public mutating func set(_ name: String, to seconds: Double) throws(ProfileError) {
    guard let entry = Self.all.first(where: { $0.name == name }) else { throw .unknownFlag(name) }
    guard seconds.isFinite, seconds > 0, seconds <= 5 else {
      throw .badTimingValue(name, "\(seconds)")
    }
    self[keyPath: entry.keyPath] = seconds
  }

  /// `frames` display frames, in seconds.
  public static func seconds(frames: Int) -> Double { Double(frames) * frameInterval }

  /// `seconds` as whole display frames, at least one.
  public static func frames(_ seconds: Double) -> Int { max(1, Int((seconds / frameInterval).rounded())) }
}
