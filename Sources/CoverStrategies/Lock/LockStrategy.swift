import ShieldModel

/// An app lock built from UIKit calls, as a ``LockConfiguration`` describes it: app code written
/// against the model as an app writes it against UIKit (windows and levels, `present`/`dismiss`,
/// subviews, root replacement, a SwiftUI overlay, `LAContext`, the main queue, `UserDefaults`).
/// Where the lock screen lands and what stays above it is the model's answer, never this code's.
///
/// The app's promise (``isAppLocked``): armed when the app's own code decides its lock is due
/// (every launch, unless `timedLaunch`; the return after a leave that ``LockConfiguration/rearm``
/// names, once ``LockConfiguration/grace`` seconds have passed, also when UIKit does not call
/// the code's hooks: ``keepPromise()``), released only when the user passes the lock (a Face ID
/// match, the passcode typed). It is kept in `UserDefaults`, so a lock a killed process left
/// unpassed is known to the next one. The lock screen goes up at the
/// moments ``LockConfiguration/when`` names while the app believes the lock is due; at a leave
/// moment it goes up ahead of the decision and comes down at did-become-active if the return
/// did not make the lock due. Where the parameters alone leave the promise standing without a
/// lock screen, the strategy says so (``lockPromiseNote``).
///
/// The code is hooked where ``LockConfiguration/hook`` says (the app's delegate, the app
/// delegate whatever the structure, or the `UIApplication` notifications), and asks for Face ID
/// where ``LockConfiguration/authStart`` says; which of those callbacks come, and when, is the
/// platform's answer.
public final class LockStrategy: PrivacyScreenStrategy {
  /// The passcode the user set up; the model's user types the same (`Device.userPasscode`).
  public static let passcode = "1234"
  static let unpassedKey = "lockFamily.unpassed"
  static let leftAtKey = "lockFamily.leftAt"

  /// The member this instance runs.
  public let configuration: LockConfiguration
  public var claims: ProtectionClaims { configuration.claims }
  public var isAppLock: Bool { true }
  /// The member's `noNeedlessCover` flag (``LockConfiguration/promisesNoNeedlessCover``).
  public var promisesNoNeedlessCover: Bool { configuration.promisesNoNeedlessCover }
  /// The promise: the app has decided its lock is due, or a return its rearm rule names has
  /// happened (``keepPromise()``), or the idle interval it promises has passed since the user's
  /// last touch or the unlock (``idlePromiseIsDue``), and the user has not passed it.
  public var isAppLocked: Bool { (promiseStands || idlePromiseIsDue) && sectionIsShown }
  /// This lock's promise, and whether its code holds it due while its section is off screen (a
  /// section lock whose screen was popped unpassed is still due: leaving it is no pass).
  public var lockPromises: LockPromises {
    let due = promiseStands || idlePromiseIsDue
    return LockPromises(standing: due && sectionIsShown ? 1 : 0, due: due ? 1 : 0, count: 1)
  }
  /// The promise as decided so far (kept in `UserDefaults`); ``isAppLocked`` adds the idle one.
  var promiseStands = false {
    didSet {
      guard promiseStands != oldValue else { return }
      UserDefaults.standard.set(promiseStands, forKey: Self.unpassedKey)
      share(promiseStands, forKey: Self.unpassedKey)
    }
  }
  /// `idle=N`: when the user last touched the app or passed the lock, as the promise counts
  /// (``LockTimerPromise/idle``); `nil` while the promise stands or with no idle timer.
  var idleSince: Double?
  /// `idle=N`: the app's own timer, by generation: a timer that fires with an older generation
  /// was cancelled (the code's `invalidate()`).
  var idleTimerGeneration = 0
  /// Whether the idle interval the member promises has passed since ``idleSince``.
  var idlePromiseIsDue: Bool {
    guard let since = idleSince, let idle = configuration.idle, userTimeout != nil else { return false }
    return Self.now - since >= idle - 1e-9
  }
  public var lockTimerPromise: LockTimerPromise? {
    guard var promise = settingPromise ?? configuration.timerPromise else { return nil }
    promise.lastArmedAt = lastArmedAt
    return promise
  }
  /// When the code last decided its lock was due (``LockTimerPromise/lastArmedAt``).
  var lastArmedAt: Double?
  /// `settings=`: the stored lock setting as the code last read it (seconds away, negative: off;
  /// `nil`: never changed, the member's `grace=`).
  var codeSetting: Double?
  /// The app's extensions and widget (`ext=`, `widget=`), or `nil`.
  public var appExtensions: AppExtensionSurfaces? { configuration.surfaces }
  /// The parameter that leaves the promise standing without a lock screen, when one does and no
  /// lock screen of this code is on screen (a dismissal the platform ignored leaves it up: then
  /// the platform decides what is seen, not the parameter).
  public var lockPromiseNote: String? {
    guard let note = constructionNote else { return nil }
    for entry in screens where Self.isOnScreen(entry.screen.controller) { return nil }
    for controller in removedControllers + lostControllers where Self.isOnScreen(controller) { return nil }
    return note
  }
  /// A lock screen of this code on screen whose only way in is LocalAuthentication (`release=biometry`,
  /// or any Face ID release with `noRetry`; no keypad of its own shown), or `nil`;
  /// `cannotEvaluate=stay` names the parameter that leaves it so. The device looks for a passcode
  /// entry of the lock's on screen itself.
  public var biometricOnlyLock: BiometricOnlyLock? {
    guard configuration.release == .biometry || (configuration.hidesRetry && configuration.release.usesBiometry),
      !showsOwnKeypad, isLockDue, screens.contains(where: { Self.isOnScreen($0.screen.controller) })
    else { return nil }
    let note =
      configuration.cannotEvaluate == .stay
      ? "cannotEvaluate=stay leaves the lock up with only its Unlock button when canEvaluatePolicy fails" : nil
    var lock = BiometricOnlyLock(
      policy: configuration.policy.laPolicy, byConstruction: note,
      answersLockoutWithPasscode: configuration.fallback == .passcode)
    lock.promisesPasscodeFallback = configuration.promises.contains(.passcodeFallback)
    if configuration.hidesRetry {
      lock.hasRetry = false
      lock.isAsking = authentication != nil
      lock.askMoments = retryMoments
    }
    return lock
  }
  /// Where the code asks for Face ID by itself, for `unlock-blocked`'s and `silent-lock`'s details.
  var retryMoments: String {
    var moments: [String] = []
    switch configuration.authStart {
    case .shown: moments.append("when its lock goes up")
    case .tap: break
    default: moments.append("at \(configuration.authStart.rawValue)")
    }
    moments += configuration.asksFrom.map { "at \($0.rawValue)" }
    return moments.isEmpty ? "nowhere" : moments.joined(separator: " and ")
  }
  /// The platform fact a reply took the lock down on while the promise stands (``constructionFact``),
  /// when no lock screen of this code is on screen.
  public var lockPromiseFact: String? {
    if configuration.idle != nil, !promiseStands, idlePromiseIsDue {
      // The promise's interval passed, the code's timer has not fired.
      return
        "the app's idle timer (DispatchQueue.main.asyncAfter, \(LockTimerPromise.seconds(configuration.idle ?? 0)) s) "
        + "does not fire while the app is suspended; one that fell due meanwhile fires only once the app runs again, "
        + "after will-enter-foreground (overdueTimersFireAfterBecomeActive: how long after)"
    }
    guard let fact = constructionFact else { return nil }
    for entry in screens where Self.isOnScreen(entry.screen.controller) { return nil }
    for controller in removedControllers + lostControllers where Self.isOnScreen(controller) { return nil }
    return fact
  }
  /// Why the promise stands without a lock screen, by the parameters alone.
  var constructionNote: String? {
    didSet { if constructionNote == nil { constructionFact = nil } }
  }
  /// Why the promise stands without a lock screen: a platform fact and the reply that took the lock
  /// down on it (`unlockOn=systemCancel`).
  var constructionFact: String?
  /// Lock screens the code took down (or tried to), until they are gone from every window.
  var removedControllers: [LockViewController] = []
  /// Older lock screens a stacking code no longer references (``LockConfiguration/stacks``),
  /// until it believes the lock passed.
  var lostControllers: [LockViewController] = []
  /// The lock screens a stacking code put up and then lost the reference to, by their controllers,
  /// held weakly (whatever UIKit keeps up keeps them; an unheld window still vanishes): their own
  /// code (appearance, Unlock button) still runs (``askFromStackedScreen(_:from:)``).
  var stackedScreens: [StackedLockScreen] = []
  /// A section lock's navigation controller, the root of the app's window, noted while app code
  /// runs (``sectionIsShown`` is also read between events).
  weak var sectionNavigation: UINavigationController?

  /// The app code's own belief that the lock is due: what decides the lock screen.
  var isLockDue = false
  /// The lock screens up, one per scene, in connection order.
  var screens: [(scene: ObjectIdentifier, screen: LockScreen)] = []
  /// The field the lock took first responder from (`restoreResponder`), to give it back.
  weak var savedResponder: UITextField?
  /// The content shields, one per scene.
  var shields: [(scene: ObjectIdentifier, window: UIWindow)] = []
  /// The Face ID request in flight.
  var authentication: LAContext?
  /// The one context a `keepContext` code evaluates at every ask.
  var keptContext: LAContext?
  /// When the app last made the leave its rearm rule stores (did-enter-background without one),
  /// on the device's clock: a device unlock reused after it is the user's act since the leave
  /// (`reuse=`), one before it is not.
  var lastLeaveAt: Double?
  /// `secretRead=context`: the context that matched at the last unlock, passed to later Keychain reads.
  var secretContext: LAContext?
  /// The requests asked and not yet answered, with the callback that asked (`askFrom=`,
  /// `unguarded`: the mechanism `explain` shows).
  var requestsInFlight: [(id: ObjectIdentifier, origin: String)] = []
  /// Whether Face ID was asked since the lock was last armed or the app last left.
  var askedSinceArmed = false
  /// When the code last skipped an ask because its request was still in flight (``authentication``
  /// set: the in-flight guard), until it asks again or that request's reply runs.
  var heldAskAt: Double?
  /// A held ask and when the `systemCancel` reply of the request that held it then reached the
  /// reply handler on the main queue, until the code asks again: `silent-lock`'s mechanism.
  var cancelReplyAfterHeldAsk: (askedAt: Double, repliedAt: Double)?
  /// Whether the lock shows its own keypad because LocalAuthentication could not evaluate
  /// (`cannotEvaluate=keypad`); kept for the screens put up later in the process.
  var showsOwnKeypad = false
  /// Digits typed on the keypad so far.
  var typedDigits = ""
  /// `wrong=`: wrong passcodes in a row since the last pass or lockout (``rejected(_:)``).
  var wrongEntries = 0
  /// `wrong=lockout|lockoutKept`: whether the entries are disabled.
  var isLockedOut = false
  /// `wrong=lockout`: the lockout timer's generation (a pass cancels it).
  var lockoutGeneration = 0
  /// The outcome whose reply cleared ``askedSinceArmed`` (`repromptOn=`), until the next request.
  var repromptedAfter: LockConfiguration.Outcome?
  /// The parameter that made the last request a re-prompt after a failed reply, or `nil` when the
  /// platform's callbacks brought it (``PrivacyScreenStrategy/reauthenticationNote``).
  public internal(set) var reauthenticationNote: String?
  /// The `UIApplication` notification observers (`hook=appNote`, and the promise's).
  var observers: [any NSObjectProtocol] = []
  /// When the app last left as the rearm rule counts leaving, by the notifications (the promise's
  /// own record, in memory: ``keepPromise()``).
  var promiseLeftAt: Double?
  /// Whether the user passed the lock since ``promiseLeftAt`` (its own Face ID prompt resigns the
  /// app): the images taken until the return are of the app the user unlocked.
  var passedSinceLeaving = false

  /// Creates the lock `configuration` describes.
  public init(_ configuration: LockConfiguration) { self.configuration = configuration }

  public var stateDescription: String {
    "locked=\(isAppLocked) due=\(isLockDue) screens=\(screens.count) asking=\(authentication != nil)"
  }

  // MARK: - Hooks

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    storeSecretIfNeeded()
    decideAtLaunch()
    if configuration.hook == .appNote { observeAppNotifications() }
    keepPromise()
    // An app-delegate app has its window now; a scene-based one gets it on connection.
    if let scene = Self.appDelegateScene { reach(.launch, scene) }
  }

  /// The app's code sets its window up here in a scene-based app, and shows the lock with it,
  /// whatever ``LockConfiguration/hook`` names for the transitions.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    if let ws = scene as? UIWindowScene { reach(.launch, ws) }
  }
  public func sceneDidDisconnect(_ scene: UIScene) {
    guard let ws = scene as? UIWindowScene else { return }
    removeScreen(of: ws)
    shields.removeAll { entry in
      let gone = entry.scene == ObjectIdentifier(ws)
      if gone { entry.window.isHidden = true }
      return gone
    }
  }
  public func sceneWillResignActive(_ scene: UIScene) { sceneDelegateReaches(.resign, scene) }
  public func sceneDidEnterBackground(_ scene: UIScene) { sceneDelegateReaches(.background, scene) }
  public func sceneWillEnterForeground(_ scene: UIScene) { sceneDelegateReaches(.foreground, scene) }
  public func sceneDidBecomeActive(_ scene: UIScene) { sceneDelegateReaches(.becomeActive, scene) }
  public func applicationWillResignActive(_ application: UIApplication) { appDelegateReaches(.resign) }
  public func applicationDidEnterBackground(_ application: UIApplication) { appDelegateReaches(.background) }
  public func applicationWillEnterForeground(_ application: UIApplication) { appDelegateReaches(.foreground) }
  public func applicationDidBecomeActive(_ application: UIApplication) { appDelegateReaches(.becomeActive) }

  /// A scene delegate call: the lock's code is there only with `hook=delegate`.
  private func sceneDelegateReaches(_ moment: LockConfiguration.Moment, _ scene: UIScene) {
    if configuration.hook == .delegate, let ws = scene as? UIWindowScene { reach(moment, ws) }
  }

  /// An app delegate call (UIKit makes none in a scene-based app): the lock's code is there with
  /// `hook=delegate` in an app-delegate app and with `hook=appDelegate`.
  private func appDelegateReaches(_ moment: LockConfiguration.Moment) {
    if configuration.hook != .appNote, let s = Self.appDelegateScene { reach(moment, s) }
  }

  /// `hook=appNote`: the four `UIApplication` notifications, acting on the key window's scene
  /// (the first connected one before any window is key), as field code does.
  private func observeAppNotifications() {
    let moments: [(Notification.Name, LockConfiguration.Moment)] = [
      (UIApplication.willResignActiveNotification, .resign),
      (UIApplication.didEnterBackgroundNotification, .background),
      (UIApplication.willEnterForegroundNotification, .foreground),
      (UIApplication.didBecomeActiveNotification, .becomeActive),
    ]
    for (name, moment) in moments {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
          guard let self, let scene = Self.noteScene else { return }
          self.reach(moment, scene)
        })
    }
  }

  static var appDelegateScene: UIWindowScene? { UIApplication.shared.delegate?.window?.windowScene }
  static var noteScene: UIWindowScene? {
    UIApplication.shared.keyWindow?.windowScene
      ?? UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
  }

  // MARK: - Deciding

  /// A new process: every launch arms the lock, or with `timedLaunch` only once the grace has
  /// passed since the stored leave time. A lock the last process left unpassed stays promised.
  private func decideAtLaunch() {
    let defaults = UserDefaults.standard
    let unpassed = defaults.bool(forKey: Self.unpassedKey)
    readSetting()
    var due = codeTimeout != nil
    if configuration.timesLaunch, let grace = codeTimeout,
      let leftAt = defaults.object(forKey: Self.leftAtKey) as? Double
    {
      due = codeNow - leftAt >= grace
    }
    if due {
      arm()
    } else if unpassed {
      promiseStands = true
      constructionNote =
        "timedLaunch decides a launch by the grace timer alone: the lock a killed process left unpassed is not shown"
    }
    let launchMoments: Set<LockConfiguration.Moment> = [.launch, .foreground, .becomeActive]
    if isLockDue, configuration.when.isDisjoint(with: launchMoments) {
      constructionNote = "when=\(whenText) has no launch or return moment: a new process shows no lock"
    }
  }

  /// The app code decides its lock is due (the promise is made).
  func arm() {
    if !isAppLocked { constructionNote = nil }
    isLockDue = true
    promiseStands = true
    lastArmedAt = Self.now
    // The code drops the context of the last unlock with it (`secretRead=context`).
    secretContext = nil
    idleSince = nil
    idleTimerGeneration += 1
    askedSinceArmed = false
    // The platform re-armed it: a request now is no parameter's re-prompt.
    repromptedAfter = nil
  }

  /// The user passed the lock: the promise is kept, the screens go. With `byUser` false the code
  /// took a success no act of the user's gave (a kept `LAContext` answering from its earlier
  /// success): its screens go as for a pass, but the promise stands, and the platform fact that
  /// let the code in is what a `lock-bypass` then names.
  ///
  /// `fact` names the platform fact that gave the success with no act of the user's, when not the
  /// kept context's.
  func passed(byUser: Bool = true, fact: String? = nil) {
    passedSinceLeaving = byUser
    isLockDue = false
    promiseStands = !byUser && promiseStands
    constructionNote = nil
    if configuration.graceFrom == .unlock {
      UserDefaults.standard.set(codeNow, forKey: Self.leftAtKey)
      share(Self.now, forKey: Self.leftAtKey)
    }
    if configuration.idle != nil {
      if byUser { idleSince = Self.now }
      startIdleTimer()
    }
    if !byUser, isAppLocked {
      constructionFact =
        fact
        ?? ("an LAContext that evaluated successfully answers again with success and no prompt "
          + "(evaluatedContextAnswersAgain); keepContext evaluates the same context at every ask")
    }
    typedDigits = ""
    endLockout()
    authentication = nil
    for entry in screens {
      entry.screen.remove(configuration)
      removedControllers.append(entry.screen.controller)
    }
    screens.removeAll()
    forgetLostScreens()
    removedControllers.removeAll { !Self.isOnScreen($0) }
    restoreResponder()
  }

  /// The moment the rearm rule stores the leave time at, and the return that decides.
  var rearmMoments: (leave: LockConfiguration.Moment, decide: LockConfiguration.Moment)? {
    switch configuration.rearm {
    case .background: (.background, .foreground)
    case .inactive: (.resign, .becomeActive)
    case .launch: nil
    }
  }

  var whenText: String { configuration.when.sorted().map(\.rawValue).joined(separator: "+") }

  /// Seconds on the device's virtual clock (ShieldModel's `DispatchTime`, not the wall clock).
  static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }  // determinism-ok

  /// The time on the clock the code stores its leave or unlock time with (`clock=`): the wall
  /// clock (``now``), or `CACurrentMediaTime()`, which stops while the device sleeps locked.
  var codeNow: Double { configuration.clock == .uptime ? CACurrentMediaTime() : Self.now }

  /// Whether `controller`'s view is in a window that is shown.
  static func isOnScreen(_ controller: LockViewController) -> Bool {
    guard let window = controller.viewIfLoaded?.window else { return false }
    return !window.isHidden
  }

  // MARK: - Moments

  /// What the lock's code does at `moment` for `scene`.
  private func reach(_ moment: LockConfiguration.Moment, _ scene: UIWindowScene) {
    noteSectionNavigation(in: scene)
    let rearm = rearmMoments
    switch moment {
    case .resign, .background:
      if (rearm?.leave ?? .background) == moment { lastLeaveAt = Self.now }
      if rearm?.leave == moment, configuration.graceFrom != .unlock {
        UserDefaults.standard.set(codeNow, forKey: Self.leftAtKey)
        share(Self.now, forKey: Self.leftAtKey)
      }
      if configuration.invalidatesAt == moment { invalidateContexts() }
      if moment == .background {
        askedSinceArmed = false
        repromptedAfter = nil
      }
      if configuration.shield.rawValue == moment.rawValue { showShield(in: scene) }
      // Up ahead of the decision when this leave may make it due on return.
      let mayBeDue = codeTimeout != nil && (rearm.map { $0.leave <= moment } ?? false)
      if configuration.when.contains(moment), isLockDue || mayBeDue { showScreen(in: scene) }
      // `askFrom=resign|background`: the code locks at this leave and asks (VENTouchLock's `lock` at
      // did-enter-background); a leave within a grace makes nothing due, so nothing asks.
      if configuration.asksFrom.contains(moment), isLockDue || mayBeDue {
        if !isLockDue, codeTimeout == 0 { arm() }
        askForFaceID(from: moment.rawValue)
      }
    case .foreground, .becomeActive:
      if rearm?.decide == moment || (configuration.rechecksAt == moment && !isLockDue) { decide(at: moment) }
      if moment == .becomeActive { hideShield(in: scene) }
      if moment == .becomeActive, configuration.release == .none, isLockDue {
        // Strongbox (2017): the lock goes at did-become-active, with no authentication. Where it
        // went, the parameter alone decides what is seen; where UIKit kept it, the platform does.
        isLockDue = false
        if removeScreen(of: scene) { constructionNote = "release=none dismisses the lock without authentication" }
      }
      if configuration.when.contains(moment), isLockDue { showScreen(in: scene) }
      refocusField(in: scene, at: moment)
      if moment == .becomeActive, !isLockDue { removeScreen(of: scene) }
      guard isLockDue else { return }
      switch configuration.authStart {
      case .shown: askForFaceIDIfNeeded()
      case .becomeActive where moment == .becomeActive, .foreground where moment == .foreground:
        askForFaceID(from: moment.rawValue)
      default: break
      }
      if configuration.asksFrom.contains(moment), isLockDue { askForFaceID(from: moment.rawValue) }
    case .launch:
      if configuration.when.contains(.launch), isLockDue { showScreen(in: scene) }
      if isLockDue, configuration.authStart == .shown { askForFaceIDIfNeeded() }
    }
  }

  /// The return's decision: due once the grace has passed since the stored leave time.
  private func decide(at moment: LockConfiguration.Moment) {
    let defaults = UserDefaults.standard
    guard let leftAt = defaults.object(forKey: Self.leftAtKey) as? Double else { return }
    // A clock started at the unlock stays until the next unlock; a code that checks again
    // (`recheck=`) keeps the leave time until the next leave overwrites it.
    if configuration.graceFrom != .unlock, configuration.rechecksAt == nil {
      defaults.removeObject(forKey: Self.leftAtKey)
      share(nil, forKey: Self.leftAtKey)
    }
    guard let grace = codeTimeout, codeNow - leftAt >= grace else { return }
    arm()
    // Decided after every moment the lock goes up at: nothing shows it on this return.
    let later = configuration.when.contains { $0 >= moment }
    let ahead = configuration.when.contains { $0 == .resign || $0 == .background }
    if !later, !ahead {
      constructionNote =
        "rearm=\(configuration.rearm.rawValue) decides at \(moment.rawValue), after every moment of when=\(whenText)"
    }
  }
}
