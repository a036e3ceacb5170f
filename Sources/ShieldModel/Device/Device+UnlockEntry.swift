/// Whether a lock's own passcode entry can take the passcode now: what `unlock-blocked` judges
/// while the app's lock promise stands.
///
/// Four mechanisms leave the user with no way to type the code, whatever they tap:
/// - the system keyboard's window of a field elsewhere (the app's field behind the lock kept first
///   responder) lies over the lock's keypad or field, takes the taps meant for them and types into
///   that other field (``keyboardFrame(in:)``; https://github.com/velikanov/SwiftPasscodeLock/pull/14 ,
///   "the keyboard ... hides the bottom buttons"; https://github.com/signalapp/Signal-iOS/pull/3209 ;
///   iOS 9+; high);
/// - a passcode field no tap reaches (hidden, its digits drawn by the lock's own views:
///   LTHPasscodeViewController) that is not first responder: only the lock's code can give it the
///   keyboard (https://github.com/rolandleth/LTHPasscodeViewController/issues/143 , "incapable of
///   showing it once again"; https://github.com/rolandleth/LTHPasscodeViewController/issues/125 ;
///   medium), and the keys reach only the first responder (Apple, "Handling key presses made on a
///   physical keyboard",
///   https://developer.apple.com/documentation/uikit/handling-key-presses-made-on-a-physical-keyboard ;
///   high). A presented controller that took the field's first responder gives it back at its
///   dismissal (``PlatformFlags/presentationTakesFirstResponder``), so a field it holds is not
///   blocked: the user can dismiss the presentation.
/// - a passcode field that is first responder whose keyboard is up but not drawn (iOS 10.0 to
///   10.2: a keyboard asked for under the app's Touch ID prompt, ``keyboardAskedUnderPromptIsUndrawn``,
///   which names the sources; one up when the prompt came,
///   ``PlatformFlags/touchIDPromptHidesKeptKeyboard``): its keys still type where they would be,
///   but the user sees none ("user can still tap keys, but cannot see them",
///   https://github.com/ResearchKit/ResearchKit/pull/915 ), and a tap on the field changes nothing,
///   since it is first responder already.
/// - a passcode entry the lock's code disabled (`isEnabled` false: a disabled control ignores
///   touches, Apple, https://developer.apple.com/documentation/uikit/uicontrol/isenabled ; high)
///   while nothing of the app's is pending that could enable it (the check runs only on a settled
///   device: no timer or queued block), the lockout whose end never comes
///   (https://github.com/TelegramMessenger/Telegram-iOS/issues/1766 ; https://github.com/aporat/KKPasscodeLock/issues/3 ).
extension Device {
  /// Why the front-most passcode entry of a lock (a `.password` field or `.keyboardKey` keys with
  /// no accessibility identifier of the app's) cannot take ``userPasscode`` now, or `nil` when it
  /// can, or when no such entry is in a visible window of an active, uncovered scene with nothing
  /// over the app.
  package func blockedLockEntry() -> String? {
    // With no entry alive anywhere no window is walked.
    guard LiveObjects.passcodeEntries > 0, isAppActiveWithNoOverlay else { return nil }
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      if systemUI.coveredSceneIdentifiers.contains(scene.identifier) { continue }
      for window in scene.windows.reversed() where !window.isHidden {
        guard let entry = Self.frontMostLockEntry(in: window, origin: window.frame.origin) else { continue }
        return whyBlocked(entry.control, at: entry.center, in: scene)
      }
    }
    return nil
  }

  /// Whether `control` is a lock's own passcode entry: a `.password` field or `.keyboardKey` key with no
  /// accessibility identifier of the app's.
  static func isLockEntry(_ control: UIControl?) -> Bool {
    guard let control else { return false }
    return control.isPasscodeEntry && control.accessibilityIdentifier == nil
  }

  /// The front-most passcode entry without an identifier in `view`'s visible subtree, the entry
  /// itself possibly hidden (a hidden field); `origin` is `view`'s top-left corner in the scene's
  /// points.
  static func frontMostLockEntry(in view: UIView, origin: CGPoint) -> (control: UIControl, center: CGPoint)? {
    if let control = view as? UIControl, isLockEntry(control) {
      let size = view.bounds.size
      return (control, CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2))
    }
    guard !view.isHidden, view.alpha >= 0.01 else { return nil }
    for sub in view.subviews.reversed() {
      let o = CGPoint(x: origin.x + sub.frame.minX, y: origin.y + sub.frame.minY)
      if let found = frontMostLockEntry(in: sub, origin: o) { return found }
    }
    return nil
  }

  /// Why `entry` (centre `center`, scene points) cannot take the passcode, or `nil`.
  private func whyBlocked(_ entry: UIControl, at center: CGPoint, in scene: UIWindowScene) -> String? {
    if !entry.isEnabled {
      return "the lock's passcode \(entry is UITextField ? "field" : "keypad") is disabled and nothing the app has "
        + "scheduled enables it again: no touch types into it"
    }
    if let field = entry as? UITextField {
      if keyboard.firstResponder === field {
        guard keyboard.isUndrawn, showsSoftwareKeys else { return nil }
        return "the lock's passcode field is first responder but its keyboard is not drawn "
          + "(iOS 10.0-10.2: asked for under the app's Touch ID prompt, or up when it came): no key can be seen, "
          + "and a tap on the field, first responder already, brings nothing"
      }
      if field.isHidden || field.alpha < 0.01 {
        // A presentation that took its keyboard gives it back at its dismissal: not blocked.
        if presentationHoldsFirstResponder(of: field) { return nil }
        return "the lock's passcode field is hidden and not first responder: no tap gives it the keyboard"
      }
      return keyboardOver(field, at: center, in: scene, what: "passcode field")
    }
    // The keys the passcode needs, beside the entry (the entry itself when none is labelled).
    guard let keypad = entry.superview else { return keyboardOver(entry, at: center, in: scene, what: "keypad") }
    for sub in keypad.subviews {
      guard let key = sub as? UIControl, key.isPasscodeEntry, let label = key.accessibilityLabel,
        Self.userPasscode.contains(label)
      else { continue }
      if !key.isEnabled {
        return "the lock's keypad (key \(label)) is disabled and nothing the app has scheduled enables it again: "
          + "no touch types into it"
      }
      let at = CGPoint(x: center.x + key.frame.midX - entry.frame.midX, y: center.y + key.frame.midY - entry.frame.midY)
      if let why = keyboardOver(key, at: at, in: scene, what: "keypad (key \(label))") { return why }
    }
    return nil
  }

  /// Why a tap on `control` at `point` reaches the keyboard of another field, or `nil`.
  private func keyboardOver(_ control: UIControl, at point: CGPoint, in scene: UIWindowScene, what: String) -> String? {
    guard let owner = keyboard.firstResponder, owner !== control,
      hitView(in: scene, at: point) === keyboardKeysView
    else { return nil }
    return "the keyboard of \(Self.touchTargetName(owner)) lies over the lock's \(what) and takes its taps"
  }
}

/// A lock nobody can take down: a lock screen whose only way in is LocalAuthentication (an Unlock
/// button that evaluates a policy, no passcode entry of its own) while LocalAuthentication cannot
/// evaluate that policy with the device's settings: the passcode turned off (`passcodeNotSet`) or
/// no face enrolled for the biometrics policy (`biometryNotEnrolled`), Face ID refused to an app
/// whose Info.plist lacks `NSFaceIDUsageDescription` for the biometrics policy (`biometryNotAvailable`,
/// under ``PlatformFlags/missingFaceIDUsageDescriptionTerminates`` off) or by the user (Don't Allow,
/// the app's switch off), which fail at once with no prompt (``Device/authenticationUnavailable(for:)``,
/// which names the sources). Only a change in Settings (or a new build) lets the user in, and the
/// verdict names that way out, the one the model itself offers (``SystemEvent/changeDeviceSetting(_:)``:
/// the passcode or a face back, the app's Face ID switch on; the device's passcode for a lockout), so a
/// reader does not take the lock for one nobody can ever take down. The lock is judged on whether any request its code
/// can make still succeeds: every policy it evaluates (``BiometricOnlyLock/policy`` and
/// ``BiometricOnlyLock/alsoEvaluates``) must be refused, so a lock that also asks with
/// `.deviceOwnerAuthentication` is let through by the passcode while biometry alone is out. An app
/// that checks `canEvaluatePolicy` before it turns its lock on, or that answers the refusal with a
/// passcode entry of its own or by releasing the lock, holds. Reports of the mechanism: a lock
/// turned on with no device passcode, every request refused with "passcode not set", the user
/// locked out (https://github.com/oxen-io/session-ios-temp/issues/108 , iOS 14.7.1); an app lock
/// turned on with no passcode, Touch ID or Face ID that "cannot unlock it anymore", the maintainer:
/// the app relies on the iOS authentication system
/// (https://github.com/isontheline/pro.webssh.net/issues/702 , 2022); Wire's app lock on a device
/// without biometrics or passcode, fixed by its own passcode screen when `canEvaluatePolicy` fails
/// (https://github.com/wireapp/wire-ios-data-model/pull/1113 , 2021); Apple: "passcodeNotSet: A passcode isn't
/// set on the device",
/// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/passcodenotset ;
/// "canEvaluatePolicy(_:error:)": "Preflights an authentication policy to see if it is possible for
/// authentication to succeed",
/// https://developer.apple.com/documentation/localauthentication/lacontext/canevaluatepolicy(_:error:) ;
/// iOS 8+; high.
///
/// A Face ID lockout (5 failed attempts in a row, ``SystemEvent/faceIDNoMatch``) blocks a lock
/// that evaluates the biometrics policy and never the passcode policy: that policy then fails at
/// once with `biometryLockout`, and only the device passcode ends the lockout, which
/// `.deviceOwnerAuthenticationWithBiometrics` never offers ("A passcode is now required to unlock
/// biometry. Try the LAPolicy.deviceOwnerAuthentication policy instead", Apple,
/// "LAError.Code.biometryLockout",
/// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/biometrylockout ;
/// iOS 11+; high). The user's only way in is then outside the app (locking the device and
/// unlocking it with the passcode, ``SystemEvent/unlockDevice``). A lock whose code answers the
/// lockout with the passcode policy (``BiometricOnlyLock/answersLockoutWithPasscode``) is not
/// blocked; with the passcode policy the lockout opens the system's passcode UI.
extension Device {
  /// Why the app's lock screen, with its promise standing, offers no way in now, or `nil`:
  /// the strategy's ``PrivacyScreenStrategy/biometricOnlyLock`` is up, no request of the app's is
  /// showing, no passcode entry is in a visible window of an active scene, and LocalAuthentication
  /// cannot evaluate its policy for a reason only Settings can change.
  ///
  /// Else a lock screen with no route to a prompt (``lockWithNoRoute()``); the settings' reason comes
  /// first, since it names what the user must change. `wayOut` is the way out the model knows, in words
  /// (`unlock-blocked` prints it after the detail).
  package func lockWithNoWayIn() -> (detail: String, wayOut: String, byConstruction: String?)? {
    lockBlockedBySettings() ?? lockBlockedByUnreadableItem() ?? lockWithNoRoute()
  }

  /// A lock whose only way in is LocalAuthentication while the device's settings or a lockout keep
  /// it from evaluating the lock's policy, or `nil`.
  private func lockBlockedBySettings() -> (detail: String, wayOut: String, byConstruction: String?)? {
    // The cheap guard: untouched settings evaluate every policy.
    guard !systemUI.authenticationSettings.isUntouched || isBiometryLockedOut || isFaceIDRefusedToApp,
      isAppActiveWithNoOverlay, !isAuthenticationPromptShown, let lock = strategy?.biometricOnlyLock,
      let code = authenticationUnavailable(for: lock.policy),
      code == .passcodeNotSet || code == .biometryNotEnrolled || code == .biometryNotAvailable
        || (code == .biometryLockout && !lock.answersLockoutWithPasscode)
    else { return nil }
    // A request can still succeed while any policy the lock's code evaluates can be evaluated.
    for other in lock.alsoEvaluates where authenticationUnavailable(for: other) == nil { return nil }
    if showsLockEntry() { return nil }
    let biometry = biometryName
    let onMac = profile.device == .mac
    // What the biometry enrols, and where Settings keeps it: a face under Face ID & Passcode, a fingerprint under
    // Touch ID & Passcode (a Mac's System Settings, Touch ID & Password).
    let enrolled = biometryType == .touchID ? "fingerprint" : "face"
    let settingsPane = onMac ? "System Settings (Touch ID & Password)" : "Settings (\(biometry) & Passcode)"
    let why: String
    let wayOut: String
    // A lock whose only asks are Keychain reads gets the Keychain's status, not an LAError: every failure but a
    // cancel is errSecAuthFailed (``SecItemCopyMatching(_:reply:)``; the s41 breaker: the verdict named LAError codes).
    let reads = !lock.readItems.isEmpty
    let fails = { (laError: String, policy: String) in
      reads
        ? "every read of the item fails at once (errSecAuthFailed)"
        : "LocalAuthentication fails \(policy) at once (LAError.\(laError))"
    }
    switch code {
    case .passcodeNotSet:
      why = "the device passcode is off, so \(fails("passcodeNotSet", "every evaluation"))"
      wayOut = "outside the app, turning the device passcode back on in \(onMac ? settingsPane : "Settings")"
    case .biometryNotEnrolled:
      why = "no \(enrolled) is enrolled, so \(fails("biometryNotEnrolled", "the biometrics policy"))"
      wayOut = "outside the app, enrolling a \(enrolled) again in \(settingsPane)"
    case .biometryNotAvailable:
      why =
        "\(biometry) is not available to the app (refused it: \(faceIDRefusalCause)), so "
        + fails("biometryNotAvailable", "the biometrics policy")
      wayOut =
        isFaceIDDeniedToApp
        ? "outside the app, turning the app's Face ID switch back on in Settings (Face ID & Passcode > Other Apps)"
        : "none the user has: only a build of the app that declares NSFaceIDUsageDescription"
    default:
      why =
        "\(biometry) is locked out after \(Self.biometryLockoutAttempts) failed attempts in a row, so "
        + fails("biometryLockout", "the biometrics policy") + ", and only the device "
        + "\(onMac ? "password" : "passcode") ends the lockout, which "
        + (reads ? "the item's access control" : "that policy") + " never offers"
      // A Mac has no device lock the model draws (``SystemEvent/Kind/isPossible(on:)``): its way out is the Mac's own
      // password, entered outside the app (Apple Platform Security: a password is required after five unsuccessful
      // biometric match attempts, https://support.apple.com/guide/security/sec9479035f1/web ; high).
      wayOut =
        onMac
        ? "outside the app, entering the Mac's login password (at its lock screen), which ends the lockout; the model "
          + "draws no Mac lock (lockDevice is an iPhone and iPad event)"
        : "outside the app, locking the device and unlocking it with the passcode, which ends the lockout"
    }
    return (
      "the lock's only way in is \(lock.hasRetry ? "its Unlock button's" : "its code's") \(lock.request), "
        + "and \(why): no prompt, "
        + "no passcode entry of its own", wayOut, lock.byConstruction
    )
  }

  /// A lock whose app promises the passcode when Face ID fails (``BiometricOnlyLock/promisesPasscodeFallback``)
  /// after the user chose the prompt's fallback, with no passcode entry of its own on screen and no prompt
  /// that offers the device passcode since, or `nil`; the detail otherwise. The fallback button is titled
  /// "Use Passcode" by default and the user taps it to authenticate with the passcode instead (Apple,
  /// "LAContext.localizedFallbackTitle"), but the biometrics policy has no fallback of its own: the tap
  /// ends the evaluation with `userFallback` (Apple, "LAError.Code.userFallback",
  /// https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/userfallback ;
  /// iOS 8+; high), and a lock whose Unlock button asks for Face ID again offers no passcode (a user
  /// who tapped "Enter Password" and got no passcode screen:
  /// https://github.com/hieuvp/react-native-fingerprint-scanner/issues/21 ).
  package func lockWithNoPromisedPasscode() -> String? {
    guard let chosenAt = lockAsks.fallbackChosenAt, isAppActiveWithNoOverlay, !isAuthenticationPromptShown,
      let lock = strategy?.biometricOnlyLock, lock.promisesPasscodeFallback, !showsLockEntry()
    else { return nil }
    // The promise first, so a reviewer tells and filters it among the other unlock-blocked findings; the
    // time judged is the one `explain`'s row shows (a step's end: the prompt gone, the app active again),
    // beside the tap's own, which has no row of its own.
    let time = { (t: Double) in LockTimerPromise.seconds((t * 1000).rounded() / 1000) }
    let biometry = biometryName
    return "broken promise=passcodeFallback (\"if \(biometry) fails, use your passcode\"): the user chose the "
      + "\(biometry) prompt's fallback at t=\(time(chosenAt)) s (LAError.userFallback: the biometrics policy never "
      + "shows the passcode itself) and at t=\(time(runLoop.now)) s, the prompt gone and the app active, no passcode "
      + "entry had come: the lock's only way in is \(lock.hasRetry ? "its Unlock button's" : "its code's") \(biometry) "
      + "request"
  }

  /// Whether a passcode entry of the lock's is in a visible window of an active scene.
  func showsLockEntry() -> Bool {
    guard LiveObjects.passcodeEntries > 0 else { return false }
    for scene in windowScenes where scene.isInteractive && scene.activationState == .foregroundActive {
      for window in scene.windows where !window.isHidden {
        if Self.frontMostLockEntry(in: window, origin: window.frame.origin) != nil { return true }
      }
    }
    return false
  }

  /// A lock screen with no route to a prompt: no Unlock button (``BiometricOnlyLock/hasRetry``), no
  /// passcode entry of its own on screen, no request of its code in flight and none showing, on an
  /// active settled app. What would take it down is only a moment its code asks at, and the app,
  /// active and in front, gets none until the user leaves it: the same property Android's check
  /// judges ("a lock screen only the biometric prompt takes down has a route to a prompt"). The
  /// users' reading: a blank logo screen where the PIN was expected, nothing to tap
  /// (https://github.com/element-hq/element-ios/issues/5279 ), a lock screen "with no working Face ID
  /// prompt until a hard quit" (rebreak, a commit's own words), the "try again" button kept as the
  /// route back after a cancel (https://github.com/vultisig/vultisig-ios/pull/4072 ).
  private func lockWithNoRoute() -> (detail: String, wayOut: String, byConstruction: String?)? {
    guard isAppActiveWithNoOverlay, !isAuthenticationPromptShown, let lock = strategy?.biometricOnlyLock,
      !lock.hasRetry, !lock.isAsking, !showsLockEntry()
    else { return nil }
    return (
      "the lock screen has no Unlock button that asks and no passcode entry of its own, no request of the app's is in "
        + "flight, and its code asks only \(lock.askMoments), which the app, active in front, does not reach "
        + "again until the user leaves it: no route to a prompt",
      "none on the lock screen; only a moment its code asks at (\(lock.askMoments)), after the user leaves the app",
      lock.byConstruction
    )
  }
}
