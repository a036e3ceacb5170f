import AndroidModel

/// What a checker sees after one step: the step, its event (`nil` for the settling after the last event) and the
/// device it ran on (its captures, its crash, its screen).
public struct AndroidCheckContext {
  /// The step's index.
  public let step: Int
  /// The step's event, or `nil` for the settling after the last event.
  public let event: AndroidEvent?
  /// The device after the step.
  public let device: AndroidDevice
  /// The step's covers and blurs in sight, found at most once (shared with the session's abstract state).
  let display: AndroidDisplayMemo

  /// The context of step `step` of `event` on `device`; `display` is the step's memo (a fresh one by default).
  init(step: Int, event: AndroidEvent?, device: AndroidDevice, display: AndroidDisplayMemo = AndroidDisplayMemo()) {
    self.step = step
    self.event = event
    self.device = device
    self.display = display
  }

  /// The event's trace text, or `settle`.
  var eventText: String { event.map(AndroidPlatform.vocabulary.text(of:)) ?? "settle" }
}

/// One Android invariant's checker of the step as a whole: a pure function of the step's context.
protocol AndroidInvariantCheck {
  /// The invariant it checks.
  var invariant: AndroidInvariant { get }
  /// The violation after the step, if any.
  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>?
}

/// A checker of captures: judges each capture of its invariant's kinds, in the order the system took them.
protocol AndroidCaptureCheck {
  /// The invariant it checks.
  var invariant: AndroidInvariant { get }
}

extension AndroidCaptureCheck {
  /// A capture of claimed content is a violation; a capture of content the strategy does not claim (now) is none.
  /// The detail names the capture and the windows whose sensitive views it showed legibly.
  func check(_ capture: AndroidCapture, _ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    guard invariant.captureKinds.contains(capture.kind), capture.leaks,
      context.device.claimsNow.covers(capture.kind)
    else { return nil }
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): \(capture.described(after: context.eventText))")
  }
}

/// capture-leak: no screenshot or MediaProjection frame shows content the strategy claims to protect.
struct AndroidCaptureLeakCheck: AndroidCaptureCheck {
  let invariant = AndroidInvariant.captureLeak
}

/// recents-leak: no Recents card, nor the starting window Android makes from it (which only a recording sees), shows
/// content the strategy claims to protect.
struct AndroidRecentsLeakCheck: AndroidCaptureCheck {
  let invariant = AndroidInvariant.recentsLeak
}

/// stranded-cover: once the activity is resumed on screen and its looper idle, no cover or blur of the strategy's
/// stays in sight (the user would look at a cover over a working app), unless the strategy is an app lock whose lock
/// is due (`isAppLocked`: its lock screen is meant to be up).
struct AndroidStrandedCoverCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.strandedCover

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    guard context.device.isResumedOnScreenAndIdle, !context.device.strategy.isAppLocked else { return nil }
    let left = context.display.coversAndBlurs(of: context.device)
    guard !left.isEmpty else { return nil }
    return Violation(
      invariant: invariant, step: context.step, detail: "\(context.eventText): " + left.joined(separator: ","))
  }
}

/// lock-bypass: while the strategy is an app lock whose lock is due (`isAppLocked`), the app in front on screen with its
/// looper idle (resumed, or paused under a biometric prompt's translucent host activity) shows no legible sensitive content: the platform decides what stacks above the lock (windows of one
/// layer in the order they were attached, panels above application windows), so a lock drawn in the activity's window
/// is below every dialog, and a lock dialog is below the dialogs attached after it. Nor does an image taken while the
/// promise stands for images (the Recents card, the starting window, a screenshot, a recorded frame): one rule with
/// iOS's (issue 25); the task snapshot is taken at pause or stop (AOSP `TaskSnapshotController`,
/// https://source.android.com/docs/core/display/task-snapshots ; high; when is the `recentsTiming` choice).
///
/// The keyboard (`TYPE_INPUT_METHOD`, the system's window) shows no content of the app's: over a password field its
/// key previews echo the user's typing. While it serves a text field in sight on the display (the lock's own passcode
/// field: ``AndroidDevice/keyboardEchoOnDisplay``) they are the lock's entry and not judged here, on the display or in
/// an image (a capture of them is `capture-leak`'s, for a strategy that claims it); serving a field the lock covers,
/// they are the user's typing into the app's hidden content, judged as before.
///
/// The display is not judged while the system's biometric prompt is on screen over the app
/// (``AndroidDevice/isBiometricPromptShown``): the prompt is the lock's surface in place (a prompt lock's only one),
/// it holds window focus and every touch, and what shows through its dim (`biometricPromptScrimShowsApp`) is the
/// platform's design of the prompt, the same for every app, not the unlocked app. iOS judges a scene under its Face
/// ID prompt the same way (foreground-inactive: not judged). The judgment resumes when the prompt goes; images taken
/// meanwhile are judged as always (a screenshot under the prompt shows what its dim leaves legible).
struct AndroidLockBypassCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.lockBypass

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    if device.strategy.isLockDueForImages, let image = lockedImage(context) { return image }
    // What the display shows is named first (the content the tap opened, when it shows some); then the tap itself.
    if let shown = shownWhileLocked(context) { return shown }
    // The user's tap reached a control of the app's screen through the lock, which still stands after it: no touch
    // may reach the app while it is locked (``AndroidDevice/screenTouchedThroughLock()``), whatever the tap opened.
    if let tap = device.tapThroughLock, device.strategy.isAppLocked {
      return Violation(
        invariant: invariant, step: context.step, detail: "\(context.eventText): locked, yet \(tap)",
        byConstruction: device.strategy.lockPromiseNote)
    }
    return nil
  }

  /// Legible sensitive content on the display of the app in front, settled, while the lock's promise stands, or `nil`.
  private func shownWhileLocked(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    guard device.strategy.isAppLocked, device.isInFrontOnScreenAndIdle, !device.isBiometricPromptShown else {
      return nil
    }
    var shown = device.legibleSensitiveOnDisplay
    guard !shown.isEmpty else { return nil }
    // The keyboard's key previews over a field in sight echo the user's typing into the screen shown: the lock's own
    // entry (its passcode field), not the app's content. Over a field the lock covers they are not excluded.
    let echo = device.keyboardEchoOnDisplay
    if !echo.isEmpty { shown.removeAll(where: echo.contains) }
    guard !shown.isEmpty else { return nil }
    // The app's reply to an authentication error may have taken the lock down: its parameter alone, or with the
    // platform fact that brought the error.
    let fact = device.strategy.lockPromiseFact.map { " (platform: \($0))" } ?? ""
    return Violation(
      invariant: invariant, step: context.step,
      detail: "\(context.eventText): locked, yet shows " + shown.joined(separator: ",") + fact,
      byConstruction: device.strategy.lockPromiseNote)
  }

  /// The first image of the step that shows sensitive content while the promise stands for images
  /// (``AndroidPrivacyStrategy/isLockDueForImages``), claimed or not: the Recents card, the starting window, a
  /// screenshot, a recorded frame. A run names one failure per step: the captures' leak checks run first
  /// (``AndroidInvariantCatalog``), so a claimed kind is reported as its leak, and this check, run alone, says the
  /// lock was bypassed too. Judged with the promise after the step: no event that takes an image also passes the lock.
  private func lockedImage(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    // The keyboard's echo of a field in sight is a capture matter (capture-leak), not the lock's.
    for capture in context.device.lastCaptures
    where capture.legibleSensitive.contains(where: { !capture.keyboardEcho.contains($0) }) {
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): locked, yet \(capture.described(after: context.eventText))")
    }
    return nil
  }
}

/// crash: the app's process does not crash during the step (an API called above the profile's level, ...).
struct AndroidCrashCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.crash

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    guard let crash = context.device.lastCrash else { return nil }
    return Violation(invariant: invariant, step: context.step, detail: "\(context.eventText): \(crash)")
  }
}

/// detection-promise: a strategy that promises to detect screenshots is told once of every screenshot that showed the
/// app and of nothing else, and one that promises to detect recordings knows, once the step's posted work ran, that a
/// recording shows the app whenever one does. Only what the platform delivers counts: the screenshot callback
/// (API 34) runs for the visible activity that registered it, the recording callback (API 35) reports changes and a
/// running recording only through its registration's return value, and the storage channels
/// (`AndroidDevice+MediaStore.swift`) tell of every new image, twice per image from API 29. Three failures, in this
/// order: a false report (an image that is not a screenshot taken with the app in front), a duplicate (one image
/// reported twice), silence (fewer reports than screenshots of the app).
struct AndroidDetectionPromiseCheck: AndroidInvariantCheck {
  let invariant = AndroidInvariant.detectionPromise

  func check(_ context: AndroidCheckContext) -> Violation<AndroidPlatform>? {
    let device = context.device
    let claims = device.strategy.detectionClaims
    // Callbacks run on the main looper: judged once the step's posted work ran.
    guard !claims.isEmpty, device.looper.isIdle else { return nil }
    if claims.contains(.screenshots) {
      if let detail = wrongReport(device) {
        return Violation(invariant: invariant, step: context.step, detail: "\(context.eventText): \(detail)")
      }
      if device.strategy.detectedScreenshotCount < device.appScreenshotCount {
        let missed = device.appScreenshotCount - device.strategy.detectedScreenshotCount
        return Violation(
          invariant: invariant, step: context.step,
          detail: "\(context.eventText): \(missed) screenshot(s) of the app never reported to the strategy")
      }
    }
    if claims.contains(.recordings), device.isAppVisibleInRecording,
      !device.strategy.knowsAppIsRecorded
    {
      return Violation(
        invariant: invariant, step: context.step,
        detail: "\(context.eventText): a recording shows the app and the strategy does not know it")
    }
    return nil
  }

  /// The first image reported that is not a screenshot taken with the app in front, or reported a second time.
  private func wrongReport(_ device: AndroidDevice) -> String? {
    let reported = device.strategy.reportedScreenshotImages
    guard !reported.isEmpty else { return nil }
    var seen: [Int] = []
    for path in reported {
      guard let image = device.mediaImage(atPath: path) else { return "reported \(path), which no image ever had" }
      switch image.origin {
      case .otherAppPhoto:
        return "reported \(path), a photo another app saved: a MediaStore observer is told of every new image"
      case .screenshot(let appInFront, _):
        if !appInFront {
          return "reported \(path), a screenshot taken while the app was not on screen: its observer was still "
            + "registered"
        }
      }
      if seen.contains(image.id) {
        return "reported \(path) again: one screenshot told twice (MediaStore notifies the pending insert and the "
          + "publish from API 29; an observer registered again is told again)"
      }
      seen.append(image.id)
    }
    return nil
  }
}
