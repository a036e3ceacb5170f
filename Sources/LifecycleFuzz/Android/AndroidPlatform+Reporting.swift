import AndroidModel
import AndroidStrategies

extension AndroidPlatform {
  /// The live Overview tile's exposure and the biometric prompt's see-through time (``PlatformSession/exposureSeconds``).
  public nonisolated static let exposureChannels = [
    ExposureChannel(
      label: "live Overview tile exposure",
      note: "Live Overview tile exposure: virtual milliseconds, over all traces, the app's live surface showed content "
        + "the strategy claims to hide from Recents while Recents opened from it (API 30+), before the snapshot "
        + "replaced it; a measurement, not a failure."),
    ExposureChannel(
      label: "biometric prompt see-through exposure",
      note: "Biometric prompt see-through exposure: virtual milliseconds, over all traces, the system's biometric "
        + "prompt was up over the app while its lock was due and the prompt's 50% dim left sensitive content legible "
        + "(biometricPromptScrimShowsApp); the prompt holds every touch, so a measurement, not a failure."),
  ]

  /// `LifecycleFuzz's model of Android`.
  public nonisolated static let modelName = "LifecycleFuzz's model of Android"

  /// `Recents thumbnail`, `starting window`, `screenshot`, `recording`.
  public nonisolated static func captureKindTitle(_ kind: String) -> String {
    switch AndroidCaptureKind(rawValue: kind) {
    case .recentsThumbnail?: return "Recents thumbnail"
    case .startingWindow?: return "starting window"
    case .screenshot?: return "screenshot"
    case .recording?: return "recording"
    case nil: return kind
    }
  }

  /// Why a leak in each kind of Android capture matters.
  public nonisolated static func captureKindWhy(_ kind: String) -> String {
    switch AndroidCaptureKind(rawValue: kind) {
    case .recentsThumbnail?:
      return "the system keeps the task snapshot (on disk across reboots from Android 10) and shows it in Recents."
    case .startingWindow?: return "Android shows the stale snapshot while the task comes back."
    case .screenshot?: return "the screenshot is kept in the gallery."
    case .recording?: return "the recording or cast may be shared or made by another party."
    case nil: return ""
    }
  }

  /// As iOS's scale: the stored Recents snapshot 8.0, a recorded frame 7.5, the starting window 6.5, a screenshot
  /// 6.0; a lock bypass 7.0; a crash 5.0; a stranded cover 3.0; a needless cover or needless secure window 2.0.
  public nonisolated static func severity(of invariant: AndroidInvariant, captureKind: String?) -> Double {
    switch captureKind.flatMap(AndroidCaptureKind.init(rawValue:)) {
    case .recentsThumbnail?: return 8.0
    case .recording?: return 7.5
    case .startingWindow?: return 6.5
    case .screenshot?: return 6.0
    case nil:
      switch invariant {
      case .lockBypass: return 7.0
      case .crash: return 5.0
      case .needlessCover, .needlessSecure: return 2.0
      default: return 3.0
      }
    }
  }

  /// The capture that broke a leak finding and the windows whose sensitive views it showed legibly.
  @MainActor public static func evidence(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>, invariant: AndroidInvariant
  )
    -> FindingEvidence?
  {
    if invariant == .lockBypass { return sampleAppLockEvidence(of: events, runner: runner) }
    guard !invariant.captureKinds.isEmpty else { return nil }
    var found: FindingEvidence?
    _ = runner.run(events) { record in
      guard found == nil, record.violation?.invariant == invariant else { return }
      let device = record.session.device
      guard
        let capture = device.lastCaptures.first(where: {
          invariant.captureKinds.contains($0.kind) && $0.leaks && device.claimsNow.covers($0.kind)
        })
      else { return }
      var windows: [String] = []
      for view in capture.legibleSensitive {
        let window = String(view.prefix { $0 != "/" })
        if !windows.contains(window) { windows.append(window) }
      }
      // A script's leak in a window of the sample app's that the script never wrote (the trace's showWindow) says so.
      let sampleAppWindows = (device.strategy as? AndroidAppLogic).map { script in
        windows.filter { !script.declaresWindow(labelled: $0) }
      }
      var evidence = FindingEvidence(
        captureKind: capture.kind.rawValue, views: capture.legibleSensitive,
        whatLeaked: capture.legibleSensitive.map { "'\($0)'" }.joined(separator: ", ")
          + " in the \(windows.joined(separator: ", ")) window\(windows.count == 1 ? "" : "s")"
          + SampleAppNote.text(
            (sampleAppWindows ?? []).map(AndroidAppLogic.label(ofReportedWindow:)),
            script: (device.strategy as? AndroidAppLogic)?.script.file))
      // The picture of the display as the capture showed it (issue 28), for the HTML reports and --evidence.
      evidence.caption = [
        "\(captureKindTitle(capture.kind.rawValue)) leaks",
        "at step \(record.step) (\(record.event.map(vocabulary.text(of:)) ?? "settle"))",
        "leaking: " + capture.legibleSensitive.joined(separator: ", "),
      ]
      evidence.svg = AndroidScreenPicture.picture(of: device, capture: capture, caption: evidence.caption).svg
      found = evidence
    }
    return found
  }

  /// The first sensitive capture record of `kind` (running past violations, as the engine's default), its
  /// `whatLeaked` ending with ``SampleAppNote`` when an app-logic script's leak is in a window of the sample app's that
  /// the script never wrote, as `run` labels it (a review row said only "popup/accounts").
  @MainActor public static func evidence(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>, captureKind kind: String
  ) -> FindingEvidence? {
    var measuring = runner
    measuring.stopsAtFirstViolation = false
    var found: FindingEvidence?
    _ = measuring.run(events) { record in
      guard found == nil,
        let c = record.session.lastCaptureRecords.first(where: { $0.kind == kind && $0.showsSensitiveContent })
      else { return }
      let device = record.session.device
      var windows: [String] = []
      if let script = device.strategy as? AndroidAppLogic,
        let capture = device.lastCaptures.first(where: { $0.kind.rawValue == kind && $0.leaks })
      {
        for view in capture.legibleSensitive {
          let window = String(view.prefix { $0 != "/" })
          if !windows.contains(window), !script.declaresWindow(labelled: window) { windows.append(window) }
        }
      }
      found = FindingEvidence(
        captureKind: kind, views: [],
        whatLeaked: c.detail + SampleAppNote.text(windows.map(AndroidAppLogic.label(ofReportedWindow:))))
    }
    return found
  }

  /// Whether an attached window holds a visible view of the app's sensitive content (covered or not): a strategy
  /// whose screens mark nothing sensitive on this screen (`per-screen-secure-flag` on `home`) has nothing to protect.
  @MainActor public static func showsSensitiveContent(_ session: AndroidSession) -> Bool {
    func sensitive(_ view: View) -> Bool {
      guard view.visibility == View.VISIBLE, view.alpha > 0 else { return false }
      if case .appSensitive = view.role { return true }
      return view.children.contains(where: sensitive)
    }
    return session.device.windowManager.windows.contains { sensitive($0.decorView) }
  }

  /// A fresh instance's type (`SecureFlagOnCreate`), which ``SourceLocator`` finds the declaring file of.
  @MainActor public static func implementationTypeName(of strategy: AndroidStrategyDescriptor) -> String? {
    String(describing: type(of: strategy.make()))
  }

  /// The evidence picture (SVG file) of a leak finding: the display drawn as the capture showed it.
  @MainActor public static func evidencePicture(
    of events: [AndroidEvent], runner: TraceRunner<AndroidPlatform>, invariant: AndroidInvariant
  ) -> String? {
    evidence(of: events, runner: runner, invariant: invariant)?.svg.map {
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + $0 + "\n"
    }
  }

  /// `recents`, `starting`, `screenshot`, `recording`.
  public nonisolated static func captureKindShortName(_ kind: String) -> String {
    switch AndroidCaptureKind(rawValue: kind) {
    case .recentsThumbnail?: return "recents"
    case .startingWindow?: return "starting"
    default: return kind
    }
  }

  /// A recording is seen for as long as it runs.
  public nonisolated static func isContinuousCapture(_ kind: String) -> Bool {
    kind == AndroidCaptureKind.recording.rawValue
  }

  /// The Recents snapshot, shown as the card (and the starting window) until the task returns.
  public nonisolated static let storedCaptureKind: String? = AndroidCaptureKind.recentsThumbnail.rawValue
  /// Every Android check starts its detail with its step's event (`back: locked, yet shows ...`).
  public nonisolated static let detailsStartWithTheirEvent = true
  /// A detail names the API level it ran on (`BiometricPrompt.authenticate (API 28) on API 22`).
  public nonisolated static func levelWording(of profile: AndroidProfile) -> (word: String, level: Int)? {
    ("API", profile.apiLevel)
  }

  /// What a fresh instance claims before launch, with what the app promises (``AndroidAppPromise``).
  @MainActor public static func claims(_ strategy: AndroidStrategyDescriptor, covers kind: String) -> Bool {
    AndroidCaptureKind(rawValue: kind).map(strategy.make().claims.union(strategy.promisedClaims).covers) ?? false
  }

  /// Whether `strategy` claims `invariant`: the lock invariants (`lock-bypass`, `reauth-loop`, `unlock-blocked`,
  /// `needless-lock`: each judges a lock promise) only for an app lock (``AndroidPrivacyStrategy/isAppLock``),
  /// `cannot-disable` only for an app with a screen-security setting (its
  /// strategy declares a ``AndroidPrivacyStrategy/screenSecurityReach``, as iOS's needs a disable call) or a
  /// ``AndroidPrivacyStrategy/disableCall``,
  /// `needless-cover` only for a strategy that promises it, `needless-secure` only for an app that promises captures
  /// of its neutral content, a leak invariant (`capture-leak`, `recents-leak`) only when what the strategy claims once
  /// on (``AndroidPrivacyStrategy/claimsWhenOn``) or the app promises covers one of its capture kinds, as iOS chooses
  /// its checkers; every other invariant always.
  @MainActor public static func claims(_ strategy: AndroidStrategyDescriptor, invariant: AndroidInvariant) -> Bool {
    switch invariant {
    case .captureLeak, .recentsLeak:
      let claimed = strategy.make().claimsWhenOn.union(strategy.promisedClaims)
      return invariant.captureKinds.contains(where: claimed.covers)
    case .lockBypass, .reauthLoop, .unlockBlocked, .focusLost, .needlessLock: return strategy.make().isAppLock
    case .cannotDisable:
      let made = strategy.make()
      return made.screenSecurityReach != nil || made.disableCall != nil || made.releasesClaimsPerCall
        || made.userLockOffCall != nil
    case .needlessCover: return strategy.make().promisesNoNeedlessCover
    case .needlessSecure: return strategy.promisesNeutralCaptures
    default: return true
    }
  }

  /// Why a strategy that does not claim `invariant` cannot break it (JUnit's skipped message).
  public nonisolated static func unclaimedReason(_ invariant: AndroidInvariant) -> String {
    switch invariant {
    case .lockBypass, .reauthLoop, .unlockBlocked, .focusLost, .needlessLock:
      return "the strategy is no app lock, and only a lock's promise can break it"
    case .cannotDisable: return "the app offers no screen security setting that turns the strategy off"
    case .needlessCover: return "the strategy does not promise to show no cover while the app stays on screen"
    case .needlessSecure: return "the app does not promise captures of its non-sensitive content"
    case .captureLeak, .recentsLeak: return "the strategy claims none of the captures it judges"
    default: return "the strategy does not claim it"
    }
  }

  /// API level, form factor, app structure.
  public nonisolated static let reviewProfileHeaders = ["API", "form factor", "app"]

  /// A profile's review columns.
  public nonisolated static func reviewProfileColumns(_ p: AndroidProfile) -> [String] {
    ["API \(p.apiLevel)", p.formFactor.rawValue, p.structure.rawValue]
  }

  /// A flag's answer on `profile`.
  public nonisolated static func flagValue(_ name: String, on profile: AndroidProfile) -> Bool? {
    flagRows.first { $0.name == name }.map { profile.flags[keyPath: $0.keyPath] }
  }
}

extension AndroidPlatform {
  /// Clears ``AndroidModel/AndroidOpenQuestionReads``.
  public nonisolated static func clearOpenQuestionReads() { AndroidOpenQuestionReads.clear() }

  /// The flags ``AndroidModel/AndroidOpenQuestionReads`` saw read since it was cleared (bit i: ``flagRows``[i]); a
  /// name it does not know, or a duration (Android has none), counts as read, so nothing is skipped on it.
  public nonisolated static func openQuestionsRead() -> (@Sendable (_ name: String, _ isTiming: Bool) -> Bool)? {
    let record = AndroidOpenQuestionReads.current
    return { name, isTiming in
      guard !isTiming, let i = flagRows.firstIndex(where: { $0.name == name }), i < 64 else { return true }
      return (record >> UInt64(i)) & 1 == 1
    }
  }
}
