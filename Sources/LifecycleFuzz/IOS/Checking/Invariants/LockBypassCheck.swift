import ShieldModel

/// `lock-bypass`: while the app's lock promise stands (``PrivacyScreenStrategy/isAppLocked``:
/// the app has decided its lock is due and the user has not passed it) no sensitive content of
/// an active scene is on screen once the device has settled, and no touch reaches a view of the
/// app. Where the lock lands and what stays above it is the platform's answer: the app's own
/// sheets and alerts presented above a lock, or a lock presented as a sheet that the user swipes
/// away (iOS 13's default page sheet, Apple,
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ), break it.
/// So does the app's content shown while it zooms back in with its lock due but not yet up
/// (``Device/lockedContentOnReturn``: a lock put up only at did-become-active), and the app's
/// content seen around the system's Face ID prompt, a panel in the middle of the screen under
/// which the app stays in view, inactive (``Device/sensitiveContentAroundBiometricPrompt()``, which
/// names the sources; https://github.com/mozilla-mobile/focus-ios/issues/3500 ).
/// The promise covers input too: no key reaches the locked content. A field of the app that keeps
/// first responder when the lock goes up keeps its keyboard, whose window lies above the lock's
/// (level 10,000,000), and the keys type into the field behind the lock
/// (``Device/keyInput(in:)``; https://github.com/velikanov/SwiftPasscodeLock/pull/14 ,
/// https://github.com/yankodimitrov/SwiftPasscodeLock/issues/26 ; iOS 9+; high). Ending editing or
/// resigning the responder while locked keeps it (https://github.com/signalapp/Signal-iOS/pull/3209 ).
/// The promise covers the images the system and the user take of the app while it stands
/// (``Capture/lockPromise``, issue 25): the switcher snapshot taken after did-enter-background
/// returns, the card shown in the switcher, a screenshot or a recorded or mirrored frame taken
/// while the lock animates in or before it is up. Users report exactly these ("the snapshot shows
/// the app before the lock appears": https://github.com/element-hq/element-ios/issues/3624 ,
/// https://github.com/nextcloud/ios/issues/3545 ; high that the image shows what the screen did).
/// When each is taken and what it shows is the model's capture rendering (the cover strategies'
/// own); only the judgement is the lock's.
/// A lock whose app promises its settings screen asks first (`promise=guardedSettings`) breaks it when a
/// weaker setting was applied with no authentication of the user's (``Device/unauthenticatedSettingChange``).
/// An app that promises biometrics only, or biometrics and its own passcode
/// (``PrivacyScreenStrategy/promisesBiometricsOnly``, ``ShieldModel/AuthenticationUIPromising``), breaks it when the
/// system's passcode UI is up for its request (``Device/passcodeUICause``: `deviceOwnerAuthentication`'s fallback, a
/// Face ID refused, locked out or not enrolled): the device passcode is a way in the app did not promise.
/// A verdict the strategy's parameters decide alone carries its note (``Violation/byConstruction``).
nonisolated struct LockBypassCheck: InvariantCheck {
  let invariant = Invariant.lockBypass
  let summary =
    "while the app's lock promise stands (from launch, and from a return its rearm names once the promised time away or idle interval passed, until the user passes it) "
    + "no content is seen or touched, nor in the switcher card or a capture (iOS 13+ sheets swipe away; Apple, UIModalPresentationStyle)"
  let shortTitle = "lock"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    let device = context.device
    // The app outside its process: an extension a host app opened, the widget the system showed, an
    // extension's lock its reply handler took down (an answer to the extension's own prompt).
    switch context.event {
    case .openExtension?, .showWidget?: if let v = surfaceBypass(context) { return v }
    default: if device.didAnswerExtensionPrompt, let v = surfaceBypass(context) { return v }
    }
    // `promise=guardedSettings`: a weaker lock setting applied with no authentication of the user's; and the user's
    // own lock setting turned off by the app's code on a reply no user gave (an app-logic script's `lockSetting:`).
    if let change = device.unauthenticatedSettingChange {
      let what =
        change.detail.map { "\($0) at t=\(formatTime(change.at)) s" }
        ?? "broken promise=guardedSettings (\"turning the lock off asks for your \(device.biometryName) first\"): "
        + "appCall(\(change.call)) was applied at t=\(formatTime(change.at)) s with no authentication of the user's"
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step, detail: what + (change.fact.map { "; platform: \($0)" } ?? ""),
        byConstruction: change.byConstruction)
    }
    // An app that promised the device passcode never opens its lock (`authUI: biometrics`, or its own passcode in
    // `release:` and no `authUI:`): the system's passcode UI for its request is a way past the lock other than the
    // ones promised (the device passcode, which others may know).
    if device.isDevicePasscodeUIShown, let cause = device.passcodeUICause,
      device.strategy?.promisesBiometricsOnly == true
    {
      let promise =
        (device.strategy as? any AuthenticationUIPromising)?.authenticationUIPromise
        ?? "biometrics only (authUI: biometrics)"
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "the system's passcode UI is up for the app's authentication, which promised \(promise): the device "
          + "passcode opens the lock (platform: \(cause))")
    }
    // The promise first: one call into the strategy, false for every strategy that is no lock.
    guard device.isAppLocked, device.isAppInForeground else { return lockedImage(context) }
    switch context.event {
    case .touch?, .enterPasscode?, .enterWrongPasscode?:
      if let touched = device.lastTouch, touched.isAppView, device.isAppLocked(inSceneNamed: touched.scene) {
        return Violation<IOSPlatform>(
          invariant: invariant, step: context.step,
          detail: "touch on scene \(touched.scene) reached \(touched.target) while the app is locked"
            + Self.platform(device.lockPromiseFact),
          byConstruction: device.lockPromiseNote)
      }
      if let touched = device.lastTouch, let field = touched.keyTypedIntoAppField,
        device.isAppLocked(inSceneNamed: touched.scene)
      {
        return Violation<IOSPlatform>(
          invariant: invariant, step: context.step,
          detail: "touch on scene \(touched.scene) typed a key into \(field) behind the lock while the app is locked"
            + Self.platform(device.lockPromiseFact),
          byConstruction: device.lockPromiseNote)
      }
    default: break
    }
    // The app zooming back in, its lock due but not up yet (shown at did-become-active).
    if let seen = device.lockedContentOnReturn {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "sensitive content visible at \(seen.sensitivePoints) of \(seen.points) points of scene "
          + "\(seen.scene) zooming back in at t=\(formatTime(seen.time)) s while the app is locked"
          + Self.platform(seen.platformFact),
        byConstruction: seen.byConstruction)
    }
    // Under the system's biometric prompt, a small panel: the app stays on screen around it, inactive.
    if device.isSettled, let seen = device.sensitiveContentAroundBiometricPrompt() {
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "sensitive content visible at \(seen.sensitivePoints) of \(seen.points) points of scene \(seen.scene) "
          + "around the system's \(device.biometryName) prompt (a panel in the middle of the screen: the app, inactive "
          + "under it, "
          + "stays in view around it) while the app is locked" + Self.platform(device.lockPromiseFact),
        byConstruction: device.lockPromiseNote)
    }
    guard device.isSettled, device.overlay == nil else { return lockedImage(context) }
    // Each scene by its own promise, where the app keeps its lock per scene (``Device/isAppLocked(in:)``).
    for scene in device.windowScenes
    where scene.isInteractive && scene.activationState == .foregroundActive && device.isAppLocked(in: scene) {
      let frame = device.render(scene, for: .display)
      guard frame.showsSensitiveContent else { continue }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "sensitive content visible at \(frame.sensitivePointCount) of \(frame.pixels.count) points of "
          + "scene \(scene.identifier) while the app is locked"
          + Self.platform(Self.swipedBack(context) ?? device.lockPromiseFact),
        byConstruction: device.lockPromiseNote)
    }
    // Input: the app's field kept first responder under the lock (a field of the lock's own has
    // no identifier of the app's).
    for scene in device.windowScenes
    where scene.isInteractive && scene.activationState == .foregroundActive && device.isAppLocked(in: scene) {
      guard let input = device.keyInput(in: scene), let name = input.field.accessibilityIdentifier else { continue }
      let how =
        switch input.route {
        case .softwareKeys: "the keyboard of \(name) lies above the lock"
        case .hardwareKeyboard: "the hardware keyboard's presses go to \(name)"
        }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "\(how) in scene \(scene.identifier): \(name) keeps first responder behind the lock, so keys reach "
          + "locked content while the app is locked" + Self.platform(device.lockPromiseFact),
        byConstruction: device.lockPromiseNote)
    }
    return lockedImage(context)
  }

  /// The first image of the step taken while the lock promise stood that shows sensitive
  /// content (``Capture/lockPromise``): the switcher snapshot, a card, a screenshot, a recorded
  /// or mirrored frame, claimed or not. A run names one failure per step: the leak checks run
  /// first (``InvariantCatalog/checks``), so a kind the strategy claims is reported as its leak
  /// (`snapshot-leak`, `capture-leak`), and this check, run alone, says the lock was bypassed too
  /// (explain's every-invariant list, a finding's "also breaks"). A snapshot only on disk (no card)
  /// is a storage finding, which a lock does not claim: nobody holding the device sees it. The
  /// keys of a field `keyboardShow` focused under a covering view show no typing in a capture
  /// (``Device/typingReaches(_:in:)``, the input check's rule): the capture is judged by what
  /// else it shows.
  @MainActor private func lockedImage(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard !context.captures.isEmpty else { return nil }
    for capture in context.captures {
      guard let promise = capture.lockPromise, !capture.isOnDiskOnly, capture.frame.showsSensitiveContent
      else { continue }
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail:
          "\(capture.kind.lockedImageName) of scene \(capture.scene) \(capture.kind == .switcherCard ? "shown" : "taken") "
          + "at t=\(formatTime(capture.time)) s "
          + "shows sensitive content at \(capture.frame.sensitivePointCount) of \(capture.frame.pixels.count) points "
          + "while the app is locked",
        byConstruction: promise.byConstruction)
    }
    return nil
  }

  /// The app's content seen outside its process while its lock promise stands
  /// (``Device/surfaceSight``): an extension a host app opened, which runs in a process of its own
  /// that the app's in-memory lock state does not reach (Apple, App Extension Programming Guide,
  /// "Understand How an App Extension Works",
  /// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html ;
  /// high), or the widget's timeline entry, which the system renders without running the app
  /// (https://developer.apple.com/documentation/widgetkit/timelineentry ; high). The promise is
  /// the one for images: standing, or due once the leave and the grace have passed.
  @MainActor private func surfaceBypass(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let sight = context.device.surfaceSight, sight.showsContent, let promise = sight.promise else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "\(sight.surface) at t=\(formatTime(sight.time)) s shows the app's sensitive content while the app is "
        + "locked (\(sight.mechanism))",
      byConstruction: sight.byConstruction ?? promise.byConstruction)
  }

  /// The mechanism of a step that was the user's swipe back and popped a controller: UIKit's
  /// recognizer, not the lock's parameters, took the screen off the stack.
  @MainActor private static func swipedBack(_ context: CheckContext) -> String? {
    guard context.event == .interactivePop, let popped = context.device.lastInteractivePop else { return nil }
    return "the user's swipe from the leading edge was recognized by the navigation controller's "
      + "interactivePopGestureRecognizer, enabled by default, which popped \(popped)"
  }

  /// The platform fact a reply took the lock down on, as the detail names it (not "by construction").
  private static func platform(_ fact: String?) -> String { fact.map { " (platform: \($0))" } ?? "" }
}

extension CaptureKind {
  /// The image as `lock-bypass` names it.
  nonisolated var lockedImageName: String {
    switch self {
    case .switcherSnapshot: "the app-switcher snapshot"
    case .switcherCard: "the app-switcher card"
    case .screenshot: "a screenshot"
    case .recording: "a recorded frame"
    case .mirroring: "a mirrored frame"
    case .iPhoneMirroring: "an iPhone Mirroring frame"
    }
  }
}
