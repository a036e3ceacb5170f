/// The system side of LocalAuthentication (see ``LAContext``): requests become the device's
/// biometric prompt (Face ID, or Touch ID below iOS 11: ``Device/biometryType``) at the end of the
/// turn, and the user's events answer them.
extension Device {
  /// Records `request`; the prompt comes up at the end of the turn (``runAuthenticationRequests()``).
  package func requestAuthentication(_ request: AuthenticationRequest) {
    // A Keychain read asks through the same system UI, but the app called SecItemCopyMatching.
    log(request.keychainRead == nil ? "LAContext.evaluatePolicy" : "SecItemCopyMatching: the system's authentication")
    authentication.pending.append(request)
  }

  /// ``LAContext/invalidate()``: the context's request fails with `appCancel`, and its prompt, if
  /// up, goes with its dismissal animation.
  package func cancelAuthentication(of context: ObjectIdentifier) {
    var kept: [AuthenticationRequest] = []
    for request in authentication.pending {
      if request.context == context {
        authentication.repliesDue.append((request.reply, .appCancel))
      } else {
        kept.append(request)
      }
    }
    authentication.pending = kept
    guard let shown = authentication.shown, shown.context == context else { return }
    authentication.shown = nil
    authentication.stage = .faceID
    authentication.repliesDue.append((shown.reply, .appCancel))
    if systemUI.overlay == .systemAlert(.faceID), systemUI.faceIDDismissalDeadline == nil {
      systemUI.faceIDDismissalDeadline = runLoop.now + biometricPromptDismissal
    }
  }

  /// Delivers the replies due and brings up the prompt of the requests asked this turn: a request
  /// made while another is in flight (its prompt up, or asked earlier in the turn) replaces it,
  /// which fails with `systemCancel` (``PlatformFlags/newerEvaluationReplacesOlder``; with the
  /// flag off the newer one fails so instead); one made with other system UI over the app fails
  /// with `systemCancel` (model choice), and one made while the app's matched prompt animates away
  /// as ``PlatformFlags/requestDuringMatchDismissalFails`` answers (fails so, or its prompt follows
  /// with no new resign); one made while the app is not frontmost fails with `notInteractive` (see
  /// ``LAContext``).
  package func runAuthenticationRequests() {
    // A cancel of a competing request runs the app's reply handler, which may ask again at once:
    // its request is answered in this turn too, as the device would (bounded: the loop is cut
    // after ``competingRequestLimit`` cancels).
    if !authentication.heldForReturn.isEmpty, isFrontmostForAuthentication {
      authentication.pending.insert(contentsOf: authentication.heldForReturn, at: 0)
      authentication.heldForReturn.removeAll()
      log("LAContext: the request held while the app was not in front is taken up (backgroundRequestWaitsForReturn)")
    }
    var rounds = 0
    repeat {
      let cancels = authentication.competingCancels
      runAuthenticationRound()
      rounds += 1
      guard authentication.competingCancels != cancels, rounds <= Self.competingRequestLimit + 1 else { return }
    } while authentication.hasWork && !isCrashed
  }

  /// One round of ``runAuthenticationRequests()``.
  private func runAuthenticationRound() {
    guard authentication.hasWork, !isCrashed else { return }
    let due = authentication.repliesDue
    authentication.repliesDue = []
    for r in due { r.reply(false, LAError(r.error)) }
    var raised = false
    while !authentication.pending.isEmpty {
      let request = authentication.pending.removeFirst()
      if let failure = request.failure {
        // Refused at once, no prompt: logged for the settings' and the interaction's refusals only.
        if [.passcodeNotSet, .biometryNotEnrolled, .notInteractive, .biometryNotAvailable].contains(failure) {
          let who = request.keychainRead == nil ? "LAContext reply" : "SecItemCopyMatching's authentication"
          log("\(who): \(failure) (at once: no prompt)")
        }
        lockAsks.silentReply = (runLoop.now, "failed at once with LAError.\(failure) (no prompt)")
        request.reply(false, LAError(failure))
        continue
      }
      if request.answersFromEarlierSuccess {
        // No prompt, so no resign: the context's earlier success, or the device unlock, answers.
        if let at = request.deviceUnlockAt {
          let ago = LockTimerPromise.seconds(((runLoop.now - at) * 100).rounded() / 100)
          log(
            "LAContext reply: success (the device unlock by biometry \(ago) s ago, "
              + "within touchIDAuthenticationAllowableReuseDuration; no prompt)")
        } else {
          log("LAContext reply: success (the context's earlier success; no prompt)")
        }
        request.owner?.noteSuccess(of: request.policy, reused: true, unlockAt: request.deviceUnlockAt)
        request.reply(true, nil)
        continue
      }
      // Not frontmost (in the background, or under the device's lock screen): `notInteractive`,
      // "Caller is not running foreground" (see ``LAContext``).
      guard isFrontmostForAuthentication else {
        // Before iOS 11 it waits for the app's return instead (``PlatformFlags/backgroundRequestWaitsForReturn``).
        if process.isLaunched, profile.flags.backgroundRequestWaitsForReturn {
          log("LAContext request held until the app is in front again (backgroundRequestWaitsForReturn)")
          authentication.heldForReturn.append(request)
          continue
        }
        request.reply(false, LAError(.notInteractive))
        continue
      }
      let competing = raised || authentication.shown != nil
      // A Keychain read asked while the app's matched prompt animates away brings its own UI up
      // after it, with no return between (``SecItemCopyMatching(_:reply:)``).
      let duringDismissal =
        !competing && systemUI.overlay == .systemAlert(.faceID) && systemUI.faceIDDismissalDeadline != nil
      // An LAContext request at that moment: the platform's answer is a flag
      // (``PlatformFlags/requestDuringMatchDismissalFails``), read only here.
      let followsMatch =
        duringDismissal && (request.keychainRead != nil || !profile.flags.requestDuringMatchDismissalFails)
      guard competing || systemUI.overlay == nil || followsMatch else {
        request.reply(false, LAError(.systemCancel))
        continue
      }
      guard !competing || profile.flags.newerEvaluationReplacesOlder else {
        answerCompetingRequest(request, replaced: false)
        continue
      }
      if competing, let older = authentication.shown {
        // The newer evaluation takes the prompt up (`newerEvaluationReplacesOlder`): no new resign.
        authentication.shown = nil
        answerCompetingRequest(older, replaced: true)
      }
      raised = true
      // A Keychain read's UI right after a success: once the user passed the lock, an ask after a pass
      // (`needless-lock`); while the lock still stands, a second ask for the same unlock (`reauth-loop`): the
      // item's access control asks at every read unless the read passes the authenticated context
      // (Keychain.swift's sources).
      if let read = request.keychainRead { noteKeychainPrompt(read) } else { notePromptForLockStay() }
      if request.keychainRead == nil || isAppLocked, authentication.succeededWithoutUserSince,
        !idleIntervalPassedSinceSuccess
      {
        authentication.repromptedAt = runLoop.now
        authentication.repromptKeychainRead = request.keychainRead
      }
      if authentication.declinedWithoutUserSince != nil {
        authentication.repromptsAfterCancel += 1
        if authentication.repromptsAfterCancel >= 2 { authentication.repromptedAfterCancelAt = runLoop.now }
      } else {
        authentication.repromptsAfterCancel = 0
      }
      authentication.shown = request
      authentication.failedAtPrompt = 0
      lockAsks.promptedInStay = true
      lockAsks.silentReply = nil
      if request.policy == .deviceOwnerAuthentication { lockAsks.fallbackChosenAt = nil }
      // Locked-out Face ID: a `.deviceOwnerAuthentication` request goes straight to the passcode
      // (Apple, "LAPolicy.deviceOwnerAuthentication"; high).
      // No usable Face ID (no face enrolled): the passcode at once (Apple, same page; high).
      // An app without `NSFaceIDUsageDescription`: refused Face ID, or ended at its request; its read of a
      // `.userPresence` item opens on the passcode under either value (``keychainReadOpensOnPasscode(_:)``).
      authentication.stage =
        request.passcodeOnly || isBiometryLockedOut || !isFaceIDUsable || isFaceIDRefusedToApp
          || keychainReadOpensOnPasscode(request) ? .passcode : .faceID
      if terminatesForMissingFaceIDUsage(request) {
        authentication.shown = nil
        return
      }
      // An app that has never asked sees the system's permission alert before the scan
      // (Device+FaceIDPermission.swift).
      if authentication.stage == .faceID, asksFaceIDPermissionFirst() { authentication.stage = .permissionAlert }
      guard !competing else {
        log("\(biometryName) prompt (LAContext, replacing the one in flight)")
        continue
      }
      guard !followsMatch else {
        // Still inactive under the prompt that matched: no new resign.
        systemUI.faceIDDismissalDeadline = nil
        log(
          request.keychainRead == nil
            ? "\(biometryName) prompt (LAContext, right after the one that matched; "
              + "requestDuringMatchDismissalFails=false)"
            : "\(biometryName) prompt (SecItemCopyMatching, right after the one that matched)")
        continue
      }
      systemUI.overlay = .systemAlert(.faceID)
      // The log names what the user sees: a request that opens on the passcode (a passcode-only policy or Keychain
      // item, Face ID locked out, unusable or refused) shows the passcode screen, no Face ID panel (the s44 breaker).
      let api = request.keychainRead == nil ? "LAContext" : "SecItemCopyMatching"
      log(
        authentication.stage == .passcode
          ? "the system's passcode screen at once, no \(biometryName) scan (\(api))" : "\(biometryName) prompt (\(api))"
      )
      if authentication.stage == .permissionAlert {
        log(
          "Face ID permission alert first: \"Do you want to allow the app to use Face ID?\" (NSFaceIDUsageDescription)")
      }
      promptHidesKeptKeyboard()
      resign(foregroundScenes)
    }
    // What the replies and the resign queued runs in this turn, unless a snapshot is pending
    // (its order against the queue is the trace's choice, see `runMainQueue`).
    if capture.pendingSnapshotScenes.isEmpty { drainMainQueue() }
  }

  /// Whether the idle interval the app's lock promises (``LockTimerPromise/idle``) has passed since the last
  /// success: an ask then is the lock the user was promised, not a loop on its own prompt.
  var idleIntervalPassedSinceSuccess: Bool {
    guard let idle = strategy?.lockTimerPromise?.idle, let at = authentication.succeededAt else { return false }
    return runLoop.now - at >= idle - 1e-9
  }

  /// The answer to the request whose prompt is up, or, for the ``SystemEvent/systemAlert(_:)``
  /// Face ID prompt no request raised, the strategy's ``PrivacyScreenStrategy/biometricPromptDidFinish()``
  /// on the main queue. `error` is `nil` on a match.
  package func answerAuthentication(failing error: LAError.Code?) {
    guard let request = authentication.shown else {
      enqueueMain { [weak self] in self?.strategy?.biometricPromptDidFinish() }
      return
    }
    authentication.shown = nil
    authentication.stage = .faceID
    if error == nil {
      authentication.succeededWithoutUserSince = true
      authentication.succeededAt = runLoop.now
      request.owner?.noteSuccess(of: request.policy, reused: false)
    }
    if error == .userCancel || error == .userFallback { authentication.declinedWithoutUserSince = error }
    if error == .userFallback { lockAsks.fallbackChosenAt = runLoop.now }
    if error == .systemCancel {
      lockAsks.silentReply = (runLoop.now, "was cancelled by the system (LAError.systemCancel)")
    }
    log(error == nil ? "LAContext reply: success" : "LAContext reply: \(error!)")
    authentication.failureBeingAnswered = error
    request.reply(error == nil, error.map { LAError($0) })
    authentication.failureBeingAnswered = nil
  }

  /// While a request's reply runs (the Security framework's read mapping it to its status), the `LAError` code the
  /// platform ends that request's authentication with, `nil` otherwise or for a success: the cause a Keychain
  /// status does not carry (a system cancel and the user's Cancel are both `errSecUserCanceled`).
  public var authenticationFailureBeingAnswered: LAError.Code? { authentication.failureBeingAnswered }

  /// The user did something (any event but a scheduler choice or time passing): a success no
  /// longer stands alone. Every scheduler choice (``Device/schedulerEvents``) is the platform's
  /// timing, not the user's action.
  package func noteUserEventForAuthentication(_ kind: SystemEvent.Kind) {
    authentication.repromptedAt = nil
    authentication.repromptedAfterCancelAt = nil
    authentication.competingLoop = nil
    switch kind {
    case .advance, .runMainQueue, .transitionFrames, .transitionTurns, .cardBeforeResignCommit, .newWindowAfterSnapshot:
      return
    default:
      authentication.succeededWithoutUserSince = false
      authentication.declinedWithoutUserSince = nil
      authentication.competingCancels = 0
      authentication.competingOrigins = []
    }
  }

  /// The process ended: its requests go with it.
  /// Whether the app is frontmost as LocalAuthentication asks it to be for a prompt: launched, in
  /// front, the device unlocked and the app not in the background.
  private var isFrontmostForAuthentication: Bool {
    process.isLaunched && process.isAppInForeground && !process.isLocked && applicationState != .background
  }

  package func endAuthentication() {
    authentication = AuthenticationState()
  }

  /// When the app asked for Face ID again, during the last event, while its previous request
  /// had succeeded and the user had done nothing since but wait for the prompt to go: the app
  /// re-armed its lock on its own prompt, which resigns the app and returns it with
  /// did-become-active (see `reauth-loop`), or `nil`.
  public var reauthenticationAfterSuccess: Double? { authentication.repromptedAt }

  /// The Keychain read whose system prompt was the ask after the success (``reauthenticationAfterSuccess``),
  /// or `nil` when it was the app's own LAContext request. Such a read, made while the lock promise still
  /// stands and with no authenticated `kSecUseAuthenticationContext`, asks the user a second time for one
  /// unlock (Apple, "Accessing Keychain Items with Face ID or Touch ID"; "kSecUseAuthenticationContext"; iOS 9+;
  /// high; the hive-keychain fix "remove double prompt on ios", docs/fresh-reports/forty-fourth F44-I01).
  public var reauthenticationKeychainRead: String? {
    authentication.repromptedAt == nil ? nil : authentication.repromptKeychainRead
  }

  /// When the app asked for authentication again, during the last event, right after the user
  /// declined its prompt (Cancel, or the fallback button of the biometrics policy) and did nothing
  /// since, for the second time in a row: its lock re-prompts on the did-become-active its own
  /// prompt's dismissal gives after every decline, so the user cannot decline (see `reauth-loop`),
  /// or `nil`.
  public var reauthenticationAfterCancel: Double? { authentication.repromptedAfterCancelAt }

  /// How the user declined the prompt before that re-ask (``reauthenticationAfterCancel``): `userCancel`
  /// or `userFallback`; `nil` when there was none.
  public var reauthenticationDecline: LAError.Code? {
    authentication.repromptedAfterCancelAt == nil ? nil : authentication.declinedWithoutUserSince
  }

  /// Whether a Face ID prompt an ``LAContext`` raised is up.
  public var isAuthenticationPromptShown: Bool { authentication.shown != nil }
}
