import ShieldModel

/// `needless-lock`: once the user has passed the app's lock, the lock asks again only after the
/// app has left the foreground (the background, the device locked, a new process), the promise
/// of a lock set to ask "after leaving the app"; a lock that promises intervals
/// (``LockTimerPromise``: N seconds without a touch, N seconds away) asks only once one has
/// passed: asking before the interval it promises is needless too.
///
/// The platform mechanism: Control Center, Notification Center, system prompts (the app's own
/// Face ID prompt among them), the incoming-call banner and the switcher opened over the app
/// resign it without it leaving, and give did-become-active alone when they go (Apple,
/// https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background ;
/// high). A lock that re-arms on will-resign-active or at every did-become-active asks again
/// after each of them: KeePassium's timeout counted from the last deactivation
/// (https://github.com/keepassium/KeePassium/issues/266 ), Ledger Live's lock on the inactive
/// state (https://github.com/LedgerHQ/ledger-live/pull/2838 ). Which events resign without a
/// leave is the platform's answer, so the verdict is the platform's (``Device/needlessLock``);
/// a re-arm by the app's own prompt with no user action between is `reauth-loop`, checked first.
/// The user's own call in the app (`appCall`: a logout, a "lock now" button, a payment confirmed with Face ID) is the
/// user's request: a lock it re-arms, or a prompt it asks, is not the lock asking again (session 34: a logout that
/// locks and asks was judged needless; the prompt was already exempt).
nonisolated struct NeedlessLockCheck: InvariantCheck {
  let invariant = Invariant.needlessLock
  let summary =
    "once passed, the app's lock asks again only after the app left the foreground (Control Center, alerts and its own Face ID prompt resign without a leave; Apple); "
    + "a lock with a promised interval (grace=N with graceFrom=, idle=N, a timeout the user set in the app) only once that interval passed, and never once the user turned it off"
  let shortTitle = "needless"
  let captureKinds: [CaptureKind] = []
  let claims: ProtectionClaims = []

  @MainActor func check(_ context: CheckContext) -> Violation<IOSPlatform>? {
    switch context.event {
    case .openExtension?: if let v = extensionAsks(context) { return v }
    default: break
    }
    guard let needless = context.device.needlessLock else { return nil }
    if let read = needless.keychainRead {
      // A read of an access-controlled Keychain item showed the system's authentication UI.
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: "the app's \(read) showed the system's authentication UI at t=\(formatTime(needless.armedAt)) s "
          + "although the app's lock promise did not stand (the user passed the lock at t=\(formatTime(needless.passedAt)) s "
          + "and has not left; platform: an access-controlled item asks at every read unless the read passes an "
          + "authenticated LAContext, kSecUseAuthenticationContext)",
        byConstruction: nil)
    }
    if let prompt = needless.prompt {
      // The app's own prompt raised while the lock's promise did not stand.
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail:
          "the app asked for \(context.device.biometryName) again at t=\(formatTime(needless.armedAt)) s "
          + "although the user passed its lock "
          + "at t=\(formatTime(needless.passedAt)) s and the app has not left the foreground since ("
          + needlessLockEventsSince(needless.events) + "; " + Self.promptCause(prompt, needless) + ")",
        byConstruction: nil)
    }
    if let promise = needless.promise {
      // A lock promising intervals: asked before the interval it promises had passed.
      return Violation<IOSPlatform>(
        invariant: invariant, step: context.step,
        detail: needlessLockIntervalDetail(
          armedAt: needless.armedAt, idleFor: needless.idleFor, awayFor: needless.awayFor, promise: promise,
          passedAt: needless.passedAt, events: needless.events, input: "touch"),
        byConstruction: nil)
    }
    // A lock kept per scene is named by its scene (``SceneLockPromising/lockSceneNames``).
    let scenes = context.device.sceneLock?.lockSceneNames ?? []
    let which =
      needless.lock.map { lock in
        scenes.count > lock.index
          ? "scene \(scenes[lock.index])'s lock" : "lock \(lock.index + 1) of \(lock.count) (member order)"
      } ?? "lock"
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: needlessLockStoodAgainDetail(
        lock: which, armedAt: needless.armedAt, place: "foreground", passedAt: needless.passedAt,
        events: needless.events, cause: Self.cause(needless)),
      byConstruction: nil)
  }

  /// What re-armed the lock, as the detail names it: a resign without a leave when one came
  /// between the pass and the re-arm, else the lock's own code during the event that re-armed it
  /// (no platform event took the app out of the foreground or made it inactive).
  @MainActor static func cause(_ needless: NeedlessLock) -> String {
    if let scene = needless.rearmedBy {
      return "\(scene) set the lock again: the lock's state is the app's, shared by its scenes, so the scene still in "
        + "front locked although the user never left it"
    }
    if needless.resignedSincePass { return "a resign without a leave, its own prompt's included, re-armed it" }
    let event = needless.events.last.map { " during \($0)" } ?? ""
    return "no resign or leave came between: the lock's own code re-armed it\(event)"
  }

  /// Why the app's prompt came again, as the detail names it: during the matched prompt's dismissal,
  /// the app's code asking at once; right after a success, the prompt's own dismissal (it resigns
  /// the app, and did-become-active follows it); else a resign without a leave, or the app's own
  /// code during the event.
  @MainActor static func promptCause(_ prompt: NeedlessLock.PromptAsk, _ needless: NeedlessLock) -> String {
    if prompt.duringDismissal {
      return "right after the success, while its prompt still animated away: the app's code asked again at once "
        + "(an older lock screen shown again, a chained request), and the new prompt followed the matched one "
        + "(requestDuringMatchDismissalFails=false)"
    }
    if prompt.afterSuccess {
      return "right after the success, with no user action between: the prompt resigns the app and its dismissal "
        + "returns it with did-become-active, where the app asks again, so it asks after every success"
    }
    if needless.resignedSincePass { return "a resign without a leave came between, and the app asked on the return" }
    let event = needless.events.last.map { " during \($0)" } ?? ""
    return "no resign or leave came between: the app's own code asked\(event)"
  }

  /// An extension a host app opened that shows its lock while the app's lock promise does not
  /// stand (the user passed the app's lock and the leave's grace has not run out, or the app's
  /// process still runs unlocked): the extension asks again within the app's interval. It runs
  /// in a process of its own, which the app's in-memory unlocked state never reaches (Apple, App
  /// Extension Programming Guide, "Understand How an App Extension Works": no direct communication
  /// with the containing app,
  /// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionOverview.html ;
  /// high); the mechanism it used to decide is in the detail.
  @MainActor private func extensionAsks(_ context: CheckContext) -> Violation<IOSPlatform>? {
    guard let sight = context.device.surfaceSight, sight.showsLock, sight.promise == nil else { return nil }
    return Violation<IOSPlatform>(
      invariant: invariant, step: context.step,
      detail: "\(sight.surface) asked for the lock at t=\(formatTime(sight.time)) s although the app's lock promise "
        + "does not stand (\(sight.mechanism))",
      byConstruction: sight.byConstruction)
  }
}
