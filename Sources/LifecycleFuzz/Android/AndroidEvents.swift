import AndroidModel

// Adding an event: its case in AndroidModel's AndroidEvent.swift, its rule and handler in AndroidDevice+Events.swift,
// and one entry here (in ``AndroidPlatform/eventDefinitions`` and ``AndroidPlatform/definitionIndex(of:)``).

/// An Android event definition.
typealias AndroidEventDefinition = EventDefinition<AndroidPlatform>

nonisolated extension AndroidPlatform {
  /// The windows generated traces show, in draw order (a Compose dialog with `SecureFlagPolicy.SecureOff` is the
  /// app's explicit choice to show a window unprotected, not an interleaving a cover must survive: parsed only).
  static let generatedWindows: [WindowKind] = [
    .dialog, .reactNativeModal, .composeDialog(.Inherit), .composeDialog(.SecureOn), .popup, .toast, .ime,
  ]
  /// ``generatedWindows`` and a toast with sensitive text, drawn for an app that declares it shows one
  /// (``AndroidAppDescription/showsSensitiveToast``): the text of a toast is the app's own, so Android produces a
  /// sensitive one only in an app whose code puts such text in a toast.
  static let generatedWindowsWithSensitiveToast: [WindowKind] = generatedWindows + [.sensitiveToast]
  /// Every window a trace may show (a sensitive toast is the app's choice of text for a window no app can secure:
  /// parsed only).
  static let windows: [WindowKind] = generatedWindows + [.composeDialog(.SecureOff), .sensitiveToast]
  /// The time steps generated traces take.
  static let advanceMenu: [Double] = [0.5, 3]

  /// ``eventDefinitions``, launch first in most traces.
  public static let vocabulary = EventVocabulary<AndroidPlatform>(
    eventDefinitions, opening: .launch,
    inEverySwarm: [
      "otherAppPhoto", "biometricNoMatch", "openEntry", "quickSwitch", "abandonRecentsGesture", "screenSecurity",
      "openNotificationShade", "closeNotificationShade", "startOtherActivity", "finishOtherActivity", "biometricError",
      "removeDeviceSecurity", "forceStop",
    ])

  /// The definition index of `event`'s kind (``eventDefinitions`` order).
  public static func definitionIndex(of event: AndroidEvent) -> Int {
    switch event {
    case .launch: 0
    case .pressHome: 1
    case .openRecents: 2
    case .closeRecents: 3
    case .returnToApp: 4
    case .screenshot: 5
    case .recordingStart: 6
    case .recordingStop: 7
    case .showWindow: 8
    case .dismissWindow: 9
    case .appCall: 10
    case .advance: 11
    case .rotate: 12
    case .back: 13
    case .recentsTiming: 14
    case .enterSplitScreen: 15
    case .exitSplitScreen: 16
    case .focusOtherApp: 17
    case .focusApp: 18
    case .enterPictureInPicture: 19
    case .exitPictureInPicture: 20
    case .fold: 21
    case .unfold: 22
    case .screenOff: 23
    case .screenOn: 24
    case .navigate: 25
    case .navigateBack: 26
    case .processDeath: 27
    case .holdPostedWork: 28
    case .biometricMatch: 29
    case .openEntry(let entry): entry.isPlainNotification ? 30 : 33
    case .quickSwitch: 34
    case .abandonRecentsGesture: 35
    case .otherAppPhoto: 31
    case .biometricNoMatch: 32
    case .screenSecurity: 36
    case .openNotificationShade: 37
    case .closeNotificationShade: 38
    case .startOtherActivity: 39
    case .finishOtherActivity: 40
    case .biometricError: 41
    case .removeDeviceSecurity: 42
    case .forceStop: 43
    case .removeTask: 44
    case .enrollBiometric: 45
    case .configurationChange: 46
    }
  }

  private static func plain(
    _ event: AndroidEvent, _ meaning: String?, weight: Int, rank: Int,
    partner: (@Sendable (AndroidEvent, AndroidEvent) -> Bool)? = nil
  ) -> AndroidEventDefinition {
    .plain(event.description, event, meaning, .generated(weight: weight, rank: rank), partner: partner)
  }

  /// Every event, in catalog order (`list events`, the generator's classes, the shrinker's canonical order).
  static let eventDefinitions: [AndroidEventDefinition] = [
    // A process's life, as iOS's launch and terminateApp: the force stop that ends it undoes the launch, so the
    // shrinker removes the two together (a later launch then starts the app).
    plain(
      .launch, "the user starts the app from the launcher (no task yet)", weight: 1, rank: 0,
      partner: AndroidEventDefinition.undone(by: .forceStop)),
    plain(
      .pressHome, "the user presses Home", weight: 6, rank: 1,
      partner: AndroidEventDefinition.undone(by: .returnToApp)),
    plain(
      .openRecents, "the user opens Recents (Overview); the task's card is a capture", weight: 8, rank: 3,
      partner: AndroidEventDefinition.undone(by: .closeRecents, .returnToApp)),
    plain(.closeRecents, "the user leaves Recents for the home screen", weight: 8, rank: 4),
    plain(.returnToApp, "the task comes back; its last snapshot is the starting window", weight: 8, rank: 2),
    plain(.screenshot, "a screenshot with the hardware buttons", weight: 4, rank: 5),
    plain(
      .recordingStart, "a MediaProjection recording (or cast) starts / stops", weight: 2, rank: 6,
      partner: AndroidEventDefinition.undone(by: .recordingStop)),
    plain(.recordingStop, nil, weight: 2, rank: 7),
    AndroidEventDefinition(
      name: "showWindow",
      syntax: "showWindow(dialog|rnModal|composeDialog(inherit|secureOn|secureOff)|popup|toast|toast(sensitive)|ime)",
      meaning: "the app shows a window of that kind (secureOff: parsed, never generated; toast(sensitive): generated "
        + "only for an app that declares showsSensitiveToast)",
      arguments: { if case .showWindow(let kind) = $0 { [kind.description] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .showWindow(try args.oneOf(windows.map { ($0.description, $0) }, noun: "window kind"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 4, rank: 8,
          // One draw either way: an app without a sensitive toast draws as before.
          candidate: .drawn { session, rng in
            let kinds =
              session.device.app.showsSensitiveToast ? generatedWindowsWithSensitiveToast : generatedWindows
            return .showWindow(kinds[rng.next(below: kinds.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed(generatedWindows.map { .showWindow($0) }))),
      partner: AndroidEventDefinition.undone(by: .dismissWindow)),
    plain(.dismissWindow, "the user dismisses the topmost dialog, popup or keyboard", weight: 6, rank: 9),
    AndroidEventDefinition(
      name: "appCall", syntax: "appCall(<name>)",
      meaning: "the user triggers one of the strategy's app calls (pinSetup, ...)",
      arguments: { if case .appCall(let name) = $0 { [name] } else { [] } },
      parse: { args throws(EventSyntaxError) in .appCall(try args.oneIdentifier()) },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 2, rank: 10,
          candidate: .drawn { session, rng in
            let calls = session.device.strategy.appCalls
            return calls.isEmpty ? nil : .appCall(calls[rng.next(below: calls.count)])
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in session.device.strategy.appCalls.first.map { AndroidEvent.appCall($0) } }
        ))),
    AndroidEventDefinition(
      name: "advance", syntax: "advance(<seconds>)", meaning: "virtual time passes (generated: 0.5 and 3)",
      arguments: { if case .advance(let s) = $0 { [DecimalText.plain("\(s)")] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        let a = try args.one()
        // Capped as iOS's advance is: a virtual hour outlasts every timer the model has, and
        // repeated huge steps drove the clock to infinity (found by an adversarial run).
        guard let seconds = DecimalText.number(a), seconds.isFinite, seconds > 0, seconds <= 3600 else {
          throw EventSyntaxError("advance takes seconds, 0 < seconds <= 3600, written in decimal, not '\(a)'")
        }
        return .advance(seconds)
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 4, rank: 11,
          candidate: .drawn { session, rng in
            // The waits the app's own code measures join the menu (none for every built-in strategy).
            let waits = session.device.strategy.waitsOfInterest
            let menu = waits.isEmpty ? advanceMenu : advanceMenu + waits
            return .advance(menu[rng.next(below: menu.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed(advanceMenu.map { .advance($0) })))),
    .plain(
      "rotate", .rotate,
      "a configuration change that recreates the activity (with the app away: relaunched at its return; parsed only "
        + "there, so generated traces stay as they were)",
      .generated(weight: 2, rank: 12, outside: { session in session.device.screen != .app })),
    plain(
      .back, "the user presses Back (finishes the root activity up to API 30, moves it back from 31)", weight: 2,
      rank: 13),
    AndroidEventDefinition(
      name: "recentsTiming", syntax: "recentsTiming(beforePause|afterPause|afterStop)",
      meaning: "scheduler choice: when the next Recents snapshot is taken (refused where a flag pins it)",
      arguments: { if case .recentsTiming(let t) = $0 { [t.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .recentsTiming(try args.oneOf(RecentsSnapshotTiming.allCases.map { ($0.rawValue, $0) }, noun: "timing"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 3, rank: 14,
          candidate: .drawn { _, rng in
            .recentsTiming(RecentsSnapshotTiming.allCases[rng.next(below: RecentsSnapshotTiming.allCases.count)])
          },
          isOutsideGeneratedStates: nil, menu: .fixed(RecentsSnapshotTiming.allCases.map { .recentsTiming($0) })))),
    plain(
      .enterSplitScreen, "the app shares the display with another app (API 29 multi-resume)", weight: 1, rank: 15,
      partner: AndroidEventDefinition.undone(by: .exitSplitScreen)),
    plain(.exitSplitScreen, nil, weight: 2, rank: 16),
    plain(
      .focusOtherApp, "in split screen, the user taps the other app's half / the app's half", weight: 2, rank: 17,
      partner: AndroidEventDefinition.undone(by: .focusApp)),
    plain(.focusApp, nil, weight: 2, rank: 18),
    plain(
      .enterPictureInPicture, "the app goes into / out of a picture-in-picture window", weight: 1, rank: 19,
      partner: AndroidEventDefinition.undone(by: .exitPictureInPicture)),
    plain(.exitPictureInPicture, nil, weight: 2, rank: 20),
    plain(
      .fold, "a foldable closes onto its outer display / opens (a configuration change)", weight: 1, rank: 21,
      partner: AndroidEventDefinition.undone(by: .unfold)),
    plain(.unfold, nil, weight: 2, rank: 22),
    plain(
      .screenOff, "the power button: the app in front is paused and stopped, its snapshot taken; nothing is shown",
      weight: 2, rank: 23, partner: AndroidEventDefinition.undone(by: .screenOn)),
    plain(
      .screenOn, "the screen turns on and is unlocked: what it showed returns (the app as with returnToApp)",
      weight: 4, rank: 24),
    AndroidEventDefinition(
      name: "navigate", syntax: "navigate(<screen>)",
      meaning: "the user goes to one of the app's screens (its app description's; pushed on the back stack)",
      arguments: { if case .navigate(let name) = $0 { [name] } else { [] } },
      parse: { args throws(EventSyntaxError) in .navigate(try args.oneIdentifier()) },
      generation: AndroidEventDefinition.oneOf(weight: 3, rank: 25, { $0.screensToNavigateTo }, AndroidEvent.navigate),
      partner: AndroidEventDefinition.undone(by: .navigateBack)),
    plain(.navigateBack, "the user taps the app's back arrow: the top screen is popped", weight: 3, rank: 26),
    .plain(
      AndroidEvent.processDeath.description, .processDeath,
      "the system kills the app's process in the background (statics reset, saved state kept)",
      // Under another app's full-screen activity it is named only: generated traces stay as they were.
      .generated(weight: 1, rank: 27, outside: { $0.device.otherActivityOnTop != nil })),
    plain(
      .holdPostedWork, "scheduler choice: the next event's posted work runs after its system work and captures",
      weight: 2, rank: 28),
    plain(
      .biometricMatch, "the user's fingerprint or face matches the biometric prompt the app asked for", weight: 3,
      rank: 29),
    AndroidEventDefinition(
      name: "openNotification", syntax: "openNotification(<screen>)",
      meaning: "the user taps the app's notification: its activity starts on top of the task (a screen of the "
        + "launcher activity: a deep link that clears the task)",
      arguments: { if case .openEntry(let entry) = $0 { [entry.target] } else { [] } },
      parse: { args throws(EventSyntaxError) in .openNotification(try args.oneIdentifier()) },
      generation: AndroidEventDefinition.oneOf(
        weight: 1, rank: 30, { $0.screensToOpenFromNotification }, AndroidEvent.openNotification)),
    // Last in the catalog and in candidate rank, and in every swarm (``inEverySwarm``), drawn only while the app's
    // process observes shared storage (with no observer, nothing in the app can tell another app's photo): the
    // classes before it keep their indices and draws, so only traces of the storage detections change.
    AndroidEventDefinition(
      name: "otherAppPhoto", syntax: "otherAppPhoto",
      meaning: "the user takes a photo with the camera, another app (a new image in shared storage)",
      event: .otherAppPhoto,
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .otherAppPhoto
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 3, rank: 31,
          candidate: .drawn { session, _ in session.device.observesSharedStorage ? .otherAppPhoto : nil },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in session.device.observesSharedStorage ? .otherAppPhoto : nil }))),
    // After otherAppPhoto in the catalog and in candidate rank, in every swarm, and drawn only while a biometric
    // prompt is up (the only state in which the sensor reads for the app): the classes before it keep their indices
    // and draws, so only traces of prompt locks change.
    AndroidEventDefinition(
      name: "biometricNoMatch", syntax: "biometricNoMatch",
      meaning: "the user's fingerprint or face is not recognized by the biometric prompt (it stays; the fifth "
        + "failure in a row locks the sensor out for 30 s)",
      event: .biometricNoMatch,
      arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return .biometricNoMatch
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 3, rank: 32,
          candidate: .drawn { session, _ in session.device.isBiometricPromptShown ? .biometricNoMatch : nil },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in session.device.isBiometricPromptShown ? .biometricNoMatch : nil }))),
    // Last in the catalog and in candidate rank, in every swarm, and drawn only where openNotification is (apps with
    // several screens, from the home screen or Recents): the classes before it keep their indices and draws, so only
    // traces of such apps change.
    AndroidEventDefinition(
      name: "openEntry", syntax: "openEntry(<source>, <screen>[, <flags>])",
      meaning: "the user enters the app other than by its icon (source: "
        + AndroidEntry.Source.allCases.map(\.rawValue).joined(separator: "|")
        + "); the intent's flags (the source's by default, or newTask+clearTask+clearTop+singleTop|none) and the "
        + "activity's launch mode decide where it lands",
      arguments: { event in
        guard case .openEntry(let entry) = event else { return [] }
        let flags = entry.flags == entry.source.defaultFlags ? [] : [entry.flags.text]
        return [entry.source.rawValue, entry.target] + flags
      },
      parse: { args throws(EventSyntaxError) in
        guard args.values.count == 2 || args.values.count == 3 else {
          throw EventSyntaxError("openEntry takes a source, a screen and optionally flags")
        }
        guard let source = AndroidEntry.Source(rawValue: args.values[0]) else {
          let names = AndroidEntry.Source.allCases.map(\.rawValue).joined(separator: ", ")
          throw EventSyntaxError("unknown entry source '\(args.values[0])' (expected \(names))")
        }
        let target = try args.identifier(args.values[1])
        guard args.values.count == 3 else { return .openEntry(AndroidEntry(source, target)) }
        guard let flags = AndroidEntry.Flags(text: args.values[2]) else {
          let names = AndroidEntry.Flags.names.map(\.0).joined(separator: ", ")
          throw EventSyntaxError("'\(args.values[2])' is not intent flags (\(names) joined by +, or none)")
        }
        return .openEntry(AndroidEntry(source, target, flags: flags))
      },
      generation: AndroidEventDefinition.oneOf(weight: 1, rank: 33, { $0.entriesToOpen }, AndroidEvent.openEntry)),
    gestureSwipe(
      .quickSwitch, "gesture navigation: the user swipes along the bar to the previous app (the app leaves)", rank: 34),
    gestureSwipe(
      .abandonRecentsGesture,
      "gesture navigation: the user starts a Recents or Home swipe and abandons it (recentapps sent, the app returns)",
      rank: 35),
    // Last in the catalog and in candidate rank, in every swarm, and drawn only for an app that offers the setting
    // (its strategy declares a screenSecurityReach; no strategy of the default run does): the classes before it keep
    // their indices and draws, so only traces of such apps change.
    AndroidEventDefinition(
      name: "screenSecurity", syntax: "screenSecurity(on|off)",
      meaning: "the user turns the app's own screen-security setting on or off in the app: its code sets or clears "
        + "FLAG_SECURE on the windows its strategy's screenSecurityReach names (currentWindow, onResume, "
        + "ownedWindows, recents)",
      arguments: { if case .screenSecurity(let isOn) = $0 { [isOn ? "on" : "off"] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .screenSecurity(try args.oneOf([("on", true), ("off", false)], noun: "setting"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 3, rank: 36,
          candidate: .drawn { session, _ in screenSecurityToggle(session.device) },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in screenSecurityToggle(session.device) }))),
    // The system's and other apps' events, last in the catalog and in candidate rank and in every swarm
    // (``inEverySwarm``: no swarm draw), each drawn only where Android accepts it now, its argument read from a copy of
    // the stream (no draw): the classes before them keep their indices and draws, and a trace moves only where one of
    // them is valid. Weights: as rare as the other interruptions (1, as enterSplitScreen, processDeath), their ends as
    // likely as screenOn (4), so a shade or another app's activity, which takes only captures and time, does not eat
    // the rest of a trace.
    .plain(
      "openNotificationShade", .openNotificationShade,
      "the user pulls the notification shade down over the app (a system window; the activity stays resumed and "
        + "loses window focus; only captures, time and closeNotificationShade until it is closed)",
      .generated(weight: 1, rank: 37), partner: AndroidEventDefinition.undone(by: .closeNotificationShade)),
    .plain(
      "closeNotificationShade", .closeNotificationShade, "the user pushes the notification shade back up",
      .generated(weight: 4, rank: 38)),
    // Any app can start the share sheet, ask a runtime permission or open the camera from its screen (app code with
    // nothing to declare, as showWindow's dialogs): drawn for every app.
    AndroidEventDefinition(
      name: "startOtherActivity", syntax: "startOtherActivity(dialog|fullScreen)",
      meaning: "the app starts another app's activity over itself in its own task: a dialog-themed one (share sheet, "
        + "permission dialog, account picker) pauses the app's activity, a full-screen one (camera, document picker) "
        + "pauses and stops it; the app never leaves the screen (only captures, time and finishOtherActivity until "
        + "it finishes)",
      arguments: { if case .startOtherActivity(let theme) = $0 { [theme.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .startOtherActivity(try args.oneOf(OtherActivityTheme.allCases.map { ($0.rawValue, $0) }, noun: "theme"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 1, rank: 39,
          // The generator asks the rules whether the candidate is valid (no second ask here).
          candidate: .drawn { _, rng in .startOtherActivity(peek(OtherActivityTheme.allCases, rng)) },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in accepted(.startOtherActivity(.dialog), session.device) })),
      partner: AndroidEventDefinition.undone(by: .finishOtherActivity)),
    .plain(
      "finishOtherActivity", .finishOtherActivity,
      "the other app's activity finishes (the user picked, answered or went back): the app's activity resumes",
      .generated(weight: 4, rank: 40)),
    // The device's authentication state and Settings' force stop (AndroidDevice+DeviceSecurity.swift). A system error
    // ends a prompt less often than the user's own finger (biometricMatch and biometricNoMatch: 3), so 1; the user
    // changes Settings or force-stops the app about as often as the system kills it (processDeath: 1).
    AndroidEventDefinition(
      name: "biometricError", syntax: "biometricError(hwUnavailable|lockoutPermanent)",
      meaning: "a system-side error ends the biometric prompt on screen: ERROR_HW_UNAVAILABLE (transient) or "
        + "ERROR_LOCKOUT_PERMANENT (every request ends with it until the device credential is entered: screenOn)",
      arguments: { if case .biometricError(let error) = $0 { [error.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .biometricError(try args.oneOf(BiometricSystemError.allCases.map { ($0.rawValue, $0) }, noun: "error"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 1, rank: 41,
          candidate: .drawn { session, rng in
            session.device.isBiometricPromptShown ? .biometricError(peek(BiometricSystemError.allCases, rng)) : nil
          },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in accepted(.biometricError(.hwUnavailable), session.device) }))),
    AndroidEventDefinition(
      name: "removeDeviceSecurity", syntax: "removeDeviceSecurity(biometrics|screenLock)",
      meaning: "with the app away, the user removes the enrolled biometrics or the screen lock (and so the "
        + "biometrics) in Settings: requests then end with ERROR_NO_BIOMETRICS or ERROR_NO_DEVICE_CREDENTIAL",
      arguments: { if case .removeDeviceSecurity(let setting) = $0 { [setting.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .removeDeviceSecurity(try args.oneOf(DeviceSecuritySetting.allCases.map { ($0.rawValue, $0) }, noun: "setting"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 1, rank: 42,
          // The generator asks the rules whether the candidate is valid (no second ask here).
          candidate: .drawn { _, rng in .removeDeviceSecurity(peek(DeviceSecuritySetting.allCases, rng)) },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in accepted(.removeDeviceSecurity(.biometrics), session.device) }))),
    .plain(
      "forceStop", .forceStop,
      "with the app away, the user force-stops it in Settings' App info: the process is killed with no callback and "
        + "its activities finished (no saved state; the Recents card goes: forceStopRemovesTask)",
      .generated(weight: 1, rank: 43)),
    // Weight 0: drawn only for a lock member that names the user's lock setting (its descriptor's eventWeights) or
    // under --weight, so every other strategy's traces, the default run's included, are as they were.
    .plain(
      "removeTask", .removeTask,
      "in Recents, the user swipes the app's card away: its activities are finished and its process killed, with no "
        + "callback (removedTaskGetsOnDestroy); the next start is a fresh launch",
      .generated(weight: 0, rank: 44)),
    // Weight 0: drawn only for a lock member that names a Keystore key (`key=`, its descriptor's eventWeights) or under
    // --weight, so every other strategy's traces are as they were.
    .plain(
      "enrollBiometric", .enrollBiometric,
      "with the app away, the user enrols a new fingerprint or face in Settings: a Keystore key that needs a "
        + "biometric for each use is invalidated (KeyPermanentlyInvalidatedException at Cipher.init)",
      .generated(weight: 0, rank: 45)),
    // Weight 0 and no member's eventWeights: named only (parsed traces, --weight), so every generated trace, the
    // default run's included, is as it was.
    AndroidEventDefinition(
      name: "configurationChange", syntax: "configurationChange(uiMode|locale|fontScale)",
      meaning: "the user turns the dark theme on or off (API 29+), picks another language or changes the font size, "
        + "with the app in front or away: unless the manifest declares the change (android:configChanges) the "
        + "activity is recreated, at once or when it comes back",
      arguments: { if case .configurationChange(let change) = $0 { [change.rawValue] } else { [] } },
      parse: { args throws(EventSyntaxError) in
        .configurationChange(
          try args.oneOf(SystemConfigurationChange.allCases.map { ($0.rawValue, $0) }, noun: "configuration"))
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 0, rank: 46,
          candidate: .drawn { _, rng in .configurationChange(peek(SystemConfigurationChange.allCases, rng)) },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in accepted(.configurationChange(.uiMode), session.device) }))),
  ]

  /// `event` when Android accepts it on `device` now, else `nil`.
  @MainActor private static func accepted(_ event: AndroidEvent, _ device: AndroidDevice) -> AndroidEvent? {
    device.refusal(for: event) == nil ? event : nil
  }

  /// One of `menu`, from bits 48 and up of the stream's next value, read from a copy: no draw, so the classes drawn
  /// after it keep their values.
  private static func peek<T>(_ menu: [T], _ rng: SplitMix64) -> T {
    var copy = rng
    return menu[Int((copy.next() >> 48) % UInt64(menu.count))]
  }

  /// The user's next toggle of the app's screen-security setting, when the app offers one and Android accepts the
  /// touch now.
  @MainActor private static func screenSecurityToggle(_ device: AndroidDevice) -> AndroidEvent? {
    let event = AndroidEvent.screenSecurity(!device.isScreenSecuritySettingOn)
    return device.refusal(for: event) == nil ? event : nil
  }

  /// A gesture-navigation swipe: last in the catalog and in candidate rank, in every swarm, and drawn only where the
  /// platform accepts it (the gestureNavigation flag, off by default), so traces on other profiles keep their draws.
  private static func gestureSwipe(_ event: AndroidEvent, _ meaning: String, rank: Int) -> AndroidEventDefinition {
    AndroidEventDefinition(
      name: event.description, syntax: event.description, meaning: meaning, event: event, arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return event
      },
      generation: .generated(
        AndroidEventDefinition.Generated(
          weight: 3, rank: rank,
          candidate: .drawn { session, _ in session.device.refusal(for: event) == nil ? event : nil },
          isOutsideGeneratedStates: nil,
          menu: .fromSession { session in session.device.refusal(for: event) == nil ? event : nil })))
  }
}
