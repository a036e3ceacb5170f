/// LocalAuthentication in the app's own extension (issue 26, eighteenth session): an extension's
/// code evaluates a policy with an `LAContext` of its own process, and the system shows its prompt
/// over the host app, which stays in front; the app, in another process, hears nothing.
///
/// Sources: share extensions evaluate LocalAuthentication and expect to be usable "after providing
/// a correct authentication via Face ID/Touch ID/passcode" (radar 37669113, iOS 11.2.2,
/// https://github.com/lionheart/openradar-mirror/issues/19754 ; radar 45362357, iOS 12.0.1, the
/// authentication finishing in a share extension,
/// https://github.com/lionheart/openradar-mirror/issues/20584); AutoFill credential provider
/// extensions ask for Face ID or the passcode before they list credentials
/// (https://github.com/mssun/passforios/issues/484 ; https://github.com/mssun/passforios/issues/537 ;
/// Firefox's provider checks `canEvaluatePolicy(.deviceOwnerAuthentication)` in the extension,
/// https://github.com/mozilla-mobile/firefox-ios/issues/8936); Apple's own advice for the provider's
/// interface is "an authentication UI to unlock" its database
/// (https://developer.apple.com/documentation/authenticationservices/ascredentialproviderviewcontroller/prepareinterfacetoprovidecredential(for:)-68qpo).
/// iOS 8+ (share), 12+ (AutoFill); high that the evaluation runs and prompts there.
///
/// The prompt answers as the app's own does (the policy's stages, the device-wide Face ID lockout,
/// `userCancel`, `userFallback`), from the same events. Another event that takes the foreground
/// from the host (the extension closed, the device locked, the app or system UI brought up, a
/// setting changed) ends it with `systemCancel`, Apple's "another application came to foreground"
/// (https://developer.apple.com/documentation/localauthentication/laerror-swift.struct/code/systemcancel ;
/// high for an app, model choice for system UI). Not modeled: the prompt's animation (no verdict
/// reads the host's screen), and the crash of an extension and its system host when it asks from
/// the screenshot editor or a Home Screen quick action (the two radars above; the model's
/// `openExtension` names no host).
extension Device {
  /// The event kinds the extension's prompt answers while it is up.
  nonisolated static let extensionPromptKinds: [SystemEvent.Kind] = [
    .faceIDMatch, .faceIDNoMatch, .faceIDFallback, .enterDevicePasscode, .dismissSystemAlert,
  ]

  /// The rule for an event of ``extensionPromptKinds`` while the extension's prompt is up.
  func extensionPromptRefusal(for event: SystemEvent, prompt: ExtensionPrompt) -> Refusal? {
    switch event {
    case .faceIDMatch, .faceIDNoMatch:
      return prompt.stage == .faceID ? nil : "the system's passcode UI is shown, not Face ID"
    case .faceIDFallback:
      guard prompt.stage == .faceID else { return "the system's passcode UI is already shown" }
      guard prompt.failed > 0 else { return "the fallback button shows after a failed attempt" }
      return prompt.offersFallback ? nil : "the extension hid the fallback button (an empty localizedFallbackTitle)"
    case .enterDevicePasscode:
      return prompt.stage == .passcode ? nil : "the system's passcode UI is not shown"
    default:
      return nil  // dismissSystemAlert: Cancel
    }
  }

  /// Answers the extension's prompt with `event` when it is one of ``extensionPromptKinds``
  /// (returns `true`), else ends the prompt with `systemCancel` when `event` takes the foreground
  /// from the host, and returns `false` (the event then runs as usual).
  func answerExtensionPrompt(_ event: SystemEvent, kind: SystemEvent.Kind) -> Bool {
    guard var prompt = extensions.prompt else { return false }
    guard Self.extensionPromptKinds.contains(kind) else {
      switch EventSubsystem.of(kind) {
      case .lifecycle, .systemUI, .interruptions, .scenes, .extensions:
        finishExtensionPrompt(failing: .systemCancel)
      case .authentication where kind == .changeDeviceSetting:
        finishExtensionPrompt(failing: .systemCancel)
      default: return false
      }
      // The host is no longer in front: what the extension shows after this reply is not seen
      // (no event brings the host back with its sheet).
      extensions.sight = nil
      return false
    }
    extensions.sight = nil
    switch event {
    case .faceIDMatch:
      systemUI.biometryFailures = 0
      finishExtensionPrompt(failing: nil)
    case .faceIDNoMatch:
      prompt.failed += 1
      systemUI.biometryFailures += 1
      log("Face ID: no match (\(systemUI.biometryFailures) in a row; the extension's prompt)")
      guard isBiometryLockedOut else {
        extensions.prompt = prompt
        return true
      }
      if prompt.policy == .deviceOwnerAuthentication {
        prompt.stage = .passcode
        extensions.prompt = prompt
        log("device passcode UI (the extension's LocalAuthentication fallback)")
      } else {
        finishExtensionPrompt(failing: .biometryLockout)
      }
    case .faceIDFallback:
      if prompt.policy == .deviceOwnerAuthentication {
        prompt.stage = .passcode
        extensions.prompt = prompt
        log("device passcode UI (the extension's LocalAuthentication fallback)")
      } else {
        finishExtensionPrompt(failing: .userFallback)
      }
    case .enterDevicePasscode:
      systemUI.biometryFailures = 0
      finishExtensionPrompt(failing: nil)
    default:
      finishExtensionPrompt(failing: .userCancel)
    }
    return true
  }

  /// The open extension's code asks for `policy`: the system's prompt over the host, or a reply
  /// at once when the device's settings refuse the policy (no prompt).
  func raiseExtensionPrompt(_ policy: LAPolicy, hidesFallback: Bool, asked: Int = 0) {
    if let refused = authenticationUnavailable(for: policy) {
      log("LAContext reply (the extension's): \(refused) (at once: no prompt)")
      deliverExtensionReply(refused, asked: asked)
      return
    }
    let stage: Stage =
      policy == .deviceOwnerAuthentication && (isBiometryLockedOut || !isFaceIDUsable) ? .passcode : .faceID
    extensions.prompt = ExtensionPrompt(policy: policy, stage: stage, offersFallback: !hidesFallback)
    log(
      stage == .faceID
        ? "Face ID prompt (the extension's LAContext, over the host app)"
        : "device passcode UI (the extension's LAContext, over the host app)")
  }

  /// The prompt goes and its reply reaches the extension's code.
  private func finishExtensionPrompt(failing error: LAError.Code?) {
    extensions.prompt = nil
    log(error.map { "LAContext reply (the extension's): \($0)" } ?? "LAContext reply (the extension's): success")
    deliverExtensionReply(error)
  }

  /// What the extension shows after its reply: content shown after anything but the user's own
  /// success is a sight for `lock-bypass`; an evaluation its reply handler starts (a fallback to the
  /// passcode policy) brings its prompt (`asked` bounds a handler that asks on every refusal).
  private func deliverExtensionReply(_ error: LAError.Code?, asked: Int = 0) {
    guard let open = extensions.open else { return }
    let interface = open.process.authenticationDidFinish(for: open.kind, failing: error)
    if interface.showsLock, let policy = interface.asksAuthentication, asked < 2 {
      raiseExtensionPrompt(policy, hidesFallback: interface.hidesFallback, asked: asked + 1)
      return
    }
    guard !interface.showsLock, error != nil else { return }
    extensions.sight = SurfaceSight(
      surface: open.kind.title, time: runLoop.now, showsContent: true, showsLock: false,
      promise: strategy?.surfaceLockPromise(processRunning: process.isLaunched),
      mechanism: interface.mechanism, byConstruction: interface.byConstruction)
  }

  /// Whether the open extension's LocalAuthentication prompt is up.
  public var isExtensionPromptShown: Bool { extensions.prompt != nil }

  /// Whether the last event answered the open extension's prompt: its reply may have changed what
  /// the extension shows (``surfaceSight``).
  public var didAnswerExtensionPrompt: Bool { extensions.lastEventAnsweredPrompt }
}
