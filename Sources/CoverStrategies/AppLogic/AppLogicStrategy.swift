import AppLogic
import NameSuggestion
import ShieldModel

/// The app's own logic as an app-logic script (``AppLogicScript``) says it, run as app code against
/// the model's UIKit surface: every callback the strategy receives is an event of the script, and
/// each action calls UIKit the way an app's delegate would (`addSubview`, a `UIWindow` at a level,
/// `present`/`dismiss`, `LAContext.evaluatePolicy`, `UserDefaults`). Where a view lands, what stays
/// above it and what the system photographs are the model's answers, never the script's.
///
/// The vocabulary (docs/app-logic.md) is checked before the run by ``init(script:)``. The lock
/// screen, its Unlock button, passcode field and keypad are the lock family's (``LockViewController``).
public final class AppLogicStrategy: PrivacyScreenStrategy {
  /// The script this instance runs.
  public let script: AppLogicScript
  /// The script's `elapsed(V, S)` seconds (``AppLogicScript/elapsedWaits``), which the generator draws as waits.
  public let waitsOfInterest: [Double]
  /// Each handler's coverage point numbers (``AppLogicScript/handlerBranchNumbers``), by handler index.
  let branchNumbers: [(ran: Int, skipped: Int)]
  /// The script's distinct waits with their coverage point numbers (``AppLogicScript/waits``).
  let waits: [(variable: String, seconds: Double, line: Int, text: String, number: Int)]
  public let claims: ProtectionClaims
  /// The variable whose value is the lock's promise (`lock:`), or `nil` when the app is no lock.
  let lockVariable: String?
  /// `disable:`'s call (its plain form), or the user's lock setting's `off` call when the lock is all the script
  /// promises (``lockSettingTurnsAppOff``); `nil` otherwise.
  public let disableCall: String?
  /// `disable:`'s per-claim form (``claimDisables(of:claims:)``): each call turns off only its claims; then
  /// ``disableCall`` is `nil` (the strategy as a whole is never off: `residue` and `cannot-disable` judge that).
  public let claimDisables: [ClaimDisable]
  /// `enable:`'s call: with it, only the disable calls and this one move the switch (``isSwitchCall(_:)``); `nil`
  /// without the setting (any other of the app's calls turns the protection back on).
  public let enableCall: String?
  /// What the lock screen shows (`release:`).
  let release: LockConfiguration.Release
  /// The app calls the script answers (`appCall(NAME)` events and `disable:`), in file order.
  public let appCalls: [String]
  /// `info: NSFaceIDUsageDescription=absent` makes it `false`.
  public let declaresFaceIDUsageDescription: Bool
  /// `faceIDPermission: notAsked|allowed|denied`: where the app's Face ID permission starts, or `nil` without the
  /// setting (allowed, left out of the trace).
  public let faceIDPermissionAtStart: FaceIDPermission?
  /// `lockSetting:`: the user's lock setting the promise follows, or `nil`.
  let lockSetting: LockSetting?
  /// Whether the setting's `off` call turns the whole app's protection off (``lockSettingTurnsAppOff(_:claims:script:)``):
  /// then it is the ``disableCall``, and the device decides when the app is off (``Device/userTurnedLockOff``).
  let lockSettingTurnsAppOff: Bool
  /// `authUI: biometrics`, or a `release:` with the app's own passcode entry and no `authUI:` line: the app promises
  /// the device passcode never opens its lock (``promisesNoDevicePasscode(_:)``).
  public let promisesBiometricsOnly: Bool
  /// What the script's code asks LocalAuthentication for (``LocalAuthenticationAsks``), read by
  /// ``biometricOnlyLock``.
  let authenticationAsks: LocalAuthenticationAsks
  /// The lock owed by the user's setting (`lockSetting:`), armed at a launch (and with `at=leave` at a leave)
  /// while the user's choice is on, released by the script's `clear` of its lock variable or the user's off call.
  var owedByUserSetting: Bool {
    get {
      lockDebt.isOwed(
        under: lockSetting, choiceIsOn: Device.current?.userLockSettingChoice == true, now: Device.current?.now)
    }
    set { lockDebt.set(newValue) }
  }
  /// What the setting owes, and with `after=` when the app left (``AppLogic/AppLogicLockDebt``).
  var lockDebt = AppLogicLockDebt()

  /// The screen of each app call that is a control on one of the app's screens (`appCall(NAME, screen=SCREEN)`), by
  /// call: looked up for every call at each generated step.
  let screenByControl: [String: String]
  /// The screens whose content is marked `.privacySensitive()` (`privacySensitive:`).
  let privacySensitiveScreens: [String]
  /// The redaction state of each scene's root view tree (`redact`, `unredact`), made at the first.
  var redactions: [(scene: ObjectIdentifier, tree: RedactedViewTree)] = []

  /// The plain variables set in this process.
  var variables: Set<String> = []
  /// `stamp(V)`: the device's clock when it ran.
  var stamps: [String: Double] = [:]
  /// The lock screens placed, in the order they were placed: one per scene, or more where `present(lock)` made a new
  /// one while the scene's was presented (``controllerToPresent(_:held:in:)``).
  var lockScreens: [(scene: ObjectIdentifier, controller: LockViewController)] = []
  /// The cover controllers presented, one per scene.
  var coverControllers: [(scene: ObjectIdentifier, controller: UIViewController)] = []
  /// The app's screens the script presented (`present(SCREEN)`) and not yet seen dismissed, oldest first.
  var presentedScreens: [(scene: ObjectIdentifier, name: String, controller: UIViewController)] = []
  /// `present(lock, controller=held)`: the lock screen the app keeps for each scene, made at its first use and never
  /// forgotten (``lockScreens`` lists it only while it is placed).
  var heldLocks: [(scene: ObjectIdentifier, controller: LockViewController)] = []
  /// `present(cover, controller=held)`: the cover controller the app keeps for each scene, made at its first use.
  var heldCovers: [(scene: ObjectIdentifier, controller: UIViewController)] = []
  /// The named windows made, per scene (made once, shown and hidden after).
  var windows: [(name: String, scene: ObjectIdentifier, window: UIWindow)] = []
  /// Requests of `evaluatePolicy` asked and not replied.
  var requestsInFlight = 0
  /// `evaluatePolicy(..., context=held)`: the one `LAContext` the app keeps for the process, made at its first use.
  var heldContext: LAContext?
  /// The lock owed after a success that ``heldContext`` answered from its earlier success, with no act of the user's,
  /// which the script's code took as a pass (its reply handler cleared the lock variable): the promise stands until
  /// the user passes (a success from a prompt, the right passcode) (``noteReply(success:reused:wasLocked:)``).
  var owedByReusedSuccess = false
  /// The lock owed after the code took it down in a reply that proves nobody (``noteLockClear(line:wasLocked:)``).
  var unprovenRelease: UnprovenRelease?
  /// The unproven reply whose effect the code running now is (its handlers, the `after(...)` work they scheduled, code
  /// a guard reading what they wrote lets run), or `nil` (``UnprovenContext``).
  var unprovenContext: UnprovenContext?
  /// Whether the code running now answers a reply that proves the user (a success, the right passcode): what it reads
  /// carries no unproven reply.
  var replyProves = false
  /// The plain and per-scene variables last written in an unproven context, and those a reply that proves the user
  /// wrote (``noteWrite(of:stored:)``, ``unprovenGuard(of:)``): one mechanism with Android's.
  var provenance = AppLogicProvenance()
  /// Whether the last Keychain read's `notFound` was a `.biometryCurrentSet` item the enrolled faces' change
  /// invalidated (the device still holds it), not an item never added or deleted.
  var lastReadFoundInvalidatedItem = false
  /// Whether the last Keychain read's success asked the user (an item with access control): a match, judged as a
  /// prompt's success is (``faceAddedSinceOwner``).
  var lastReadAskedTheUser = false
  /// The `LAError` code of the last `evaluatePolicy` reply, `nil` after a success.
  var lastReplyCode: LAError.Code?
  /// The `LAError` code the platform ended the last Keychain read's authentication with (a system cancel under an
  /// `errSecUserCanceled`), `nil` after a success or a read that asked nobody.
  var lastReadFailure: LAError.Code?
  /// Why the reply whose code runs now was given by no user (a system or app cancel, an interaction refused), or
  /// `nil` (``replyNotGivenByUser(_:_:)``).
  var absentUserReply: String?
  /// Each variable's last write in this process, in words (``noteWriteRecord(of:on:stored:line:)``), latest last.
  var lastWrites: [(name: String, text: String)] = []
  /// The re-arm of the lock the user's setting owes that the code skipped since the setting last armed it
  /// (``noteSkippedRearm(_:)``), or `nil`.
  var skippedRearm: SkippedRearm?
  /// When the user typed the right passcode into the lock's entry while the promise stood, since the code last set,
  /// cleared or asked (``unhonouredLockEntry``); `nil` otherwise.
  var rightEntryAt: Double?
  /// The scene of that entry, whose values a new entry's handler would read.
  weak var rightEntryScene: UIWindowScene?
  /// Digits typed on the lock's keypad so far.
  var typedDigits = ""
  /// The secure fields the code made (`secure(on)`), in the order made.
  var secureFields: [SecureField] = []
  /// The capture notifications' observers.
  var observers: [any NSObjectProtocol] = []
  /// The scenes the code registered for their capture trait's changes (`sceneCaptureStateDidChange`).
  var captureStateScenes: [WeakWindowScene] = []
  /// The scene of the callback running now, or `nil` for an app-wide one (every scene then).
  weak var eventScene: UIWindowScene?
  /// The app screen whose appearance callback runs now (`screenDidAppear(SCREEN)`...), or `nil`: the controller
  /// whose view `secure(..., of=screen)` protects.
  weak var eventScreen: UIViewController?
  /// How many handler runs are under way, one inside another (``maximumReentries``).
  var fireDepth = 0
  /// `perScene:`: the variables that are a scene delegate's stored properties, one value per scene
  /// (``AppLogicStrategy/perSceneVariables(of:)``).
  var perSceneVariables: [String] = []
  /// The per-scene variables (`perScene:`) set in each scene, by scene, in the order the code first wrote to each;
  /// a scene's entry goes when it disconnects or (a new delegate) connects.
  var sceneVariables: [(scene: ObjectIdentifier, values: Set<String>)] = []
  /// Every scene the code has written a per-scene variable of or connected, with its identifier, in that order: each
  /// scene's lock number in ``lockPromises`` (kept for the process, so a number never moves to another scene).
  var sceneSlots: [SceneSlot] = []

  /// The key under which `store(V)` keeps `V` in `UserDefaults`.
  static func storedKey(_ variable: String) -> String { "appLogic.\(variable)" }

  /// A strategy running `script`.
  ///
  /// - Throws: ``AppLogicError`` naming the first line whose event, condition, action, argument or
  ///   setting the iOS vocabulary does not have, or a variable read and never set.
  public init(script: AppLogicScript) throws(AppLogicError) {
    try Self.validate(script)
    self.script = script
    branchNumbers = script.handlerBranchNumbers
    waits = script.waits
    claims = try Self.claims(of: script)
    lockVariable = script.setting("lock")?.value
    perSceneVariables = try Self.perSceneVariables(of: script)
    claimDisables = try Self.claimDisables(of: script, claims: claims)
    let plainDisable = claimDisables.isEmpty ? script.setting("disable")?.value : nil
    enableCall = try script.enableCall(closest: Suggestion.closest(to:among:))
    release = script.setting("release").flatMap { LockConfiguration.Release(rawValue: $0.value) } ?? .biometry
    var absentKeys: [String] = []
    if let info = script.setting("info") { absentKeys = try Self.infoPlist(info) }
    declaresFaceIDUsageDescription = !absentKeys.contains("NSFaceIDUsageDescription")
    faceIDPermissionAtStart = try Self.faceIDPermission(of: script)
    var calls = script.answeredAppCalls
    if let plainDisable, !calls.contains(plainDisable) { calls.append(plainDisable) }
    for entry in claimDisables where !calls.contains(entry.call) { calls.append(entry.call) }
    if let enableCall, !calls.contains(enableCall) { calls.append(enableCall) }
    if let setting = script.setting("lockSetting") {
      lockSetting = try LockSetting(parsing: setting)
    } else {
      lockSetting = nil
    }
    waitsOfInterest = LockSetting.waits(in: script, setting: lockSetting)
    if let lockSetting {
      for call in [lockSetting.onCall, lockSetting.offCall].compactMap(\.self) where !calls.contains(call) {
        calls.append(call)
      }
    }
    lockSettingTurnsAppOff = Self.lockSettingTurnsAppOff(lockSetting, claims: claims, script: script)
    disableCall = lockSettingTurnsAppOff ? lockSetting?.offCall : plainDisable
    appCalls = calls
    promisesBiometricsOnly = Self.promisesNoDevicePasscode(script)
    authenticationAsks = LocalAuthenticationAsks(script)
    let controls = try Self.appCallScreens(of: script)
    screenByControl = Dictionary(controls.map { ($0.call, $0.screen) }, uniquingKeysWith: { first, _ in first })
    privacySensitiveScreens = try Self.privacySensitiveScreens(of: script)
  }

  /// A `disable:` call, a per-claim disable, or the user's lock setting.
  public var hasUserSettings: Bool { disableCall != nil || !claimDisables.isEmpty || lockSetting != nil }

  /// Off from the `disable:` call until another of the app's calls; for the user's lock setting's `off`
  /// (``lockSettingTurnsAppOff``), never by the last call: the device's record of the user's choice decides
  /// (``Device/userTurnedLockOff``), since it outlives the process and the app's other calls.
  public func isTurnedOff(lastAppCall: String?) -> Bool {
    guard !lockSettingTurnsAppOff, let disableCall, let lastAppCall else { return false }
    return lastAppCall == disableCall
  }

  /// The script's `disable:` (plain or per claim) is the user's switch in the app's settings, which the app keeps (its
  /// `store`): the user's last choice outlives the process, as Android's does (``Device/userSettingCall``). The lock
  /// setting's `off` has its own record (``Device/userTurnedLockOff``).
  public var appCallsAreUserSetting: Bool { (disableCall != nil && !lockSettingTurnsAppOff) || !claimDisables.isEmpty }

  /// With `enable:`, only the disable calls (plain or per claim) and the enable call move the switch: opening a chat
  /// does not turn protection back on. Without it, every call does (the default rule).
  public func isSwitchCall(_ name: String) -> Bool {
    guard let enableCall else { return true }
    return name == enableCall || name == disableCall || claimDisables.contains { $0.call == name }
  }

  /// The claims the last app call turned off: with `disable:`'s per-claim form, those of the entries naming it (until
  /// another of the app's calls); else every claim while the strategy is off (``PrivacyScreenStrategy``'s rule).
  public func releasedClaims(lastAppCall: String?) -> ProtectionClaims {
    guard !claimDisables.isEmpty else { return isTurnedOff(lastAppCall: lastAppCall) ? claims : [] }
    var released: ProtectionClaims = []
    for entry in claimDisables where entry.call == lastAppCall { released.formUnion(entry.claims) }
    return released
  }

  public var isAppLock: Bool { lockVariable != nil }
  /// The promise: the script's lock variable is set, or the user's lock setting owes the lock (`lockSetting:`).
  public var isAppLocked: Bool {
    owedByUserSetting || (lockVariable.map(isLockVariableSet) ?? false) || owedByReusedSuccess
      || owesUnprovenRelease(in: nil)
  }
  /// The screen `on appCall(NAME, screen=SCREEN)` names: the call is the user's tap on that screen's control.
  public func screen(ofAppCall name: String) -> String? {
    screenByControl[name]
  }

  /// The user's lock switch (`lockSetting:`'s `on` and `off`, no `screen=`) is on the app's settings screen, behind
  /// the lock: while the app's code holds its lock the user cannot reach it (Android's touch rule says the same by
  /// hit-testing). A call with `screen=` is left to hit-testing (``Device/screenControlRefusal(_:)``).
  public func refusalOfAppCall(_ name: String) -> String? {
    guard let lockSetting, name == lockSetting.onCall || name == lockSetting.offCall, screenByControl[name] == nil,
      let lockVariable, variables.contains(lockVariable)
    else { return nil }
    return "appCall(\(name)) is the user's lock switch, on the app's settings screen behind its lock (lock: "
      + "\(lockVariable) set): the user reaches it only unlocked"
  }

  public var stateDescription: String {
    var parts = variables.sorted()
    for entry in sceneVariables {
      let name = sceneSlots.first { $0.id == entry.scene }?.name ?? "?"
      parts += entry.values.sorted().map { "\($0)@\(name)" }
    }
    if owedByUserSetting { parts.append("owed") }
    if requestsInFlight > 0 { parts.append("prompting") }
    if !lockScreens.isEmpty { parts.append("lock×\(lockScreens.count)") }
    return parts.joined(separator: ",")
  }

  /// `lockShown`: a lock screen is placed, as the code believes; a lock that is its window's root only while that
  /// window is shown (`showWindow(NAME, root=lock)`, `hideWindow(NAME)`).
  var isLockShown: Bool {
    lockScreens.contains { entry in lockWindow(of: entry.controller).map { !$0.isHidden } ?? true }
  }

  // MARK: - Events

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.fire("userDidTakeScreenshot") })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIScreen.capturedDidChangeNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.fire("capturedDidChange") })
    observeKeyWindowNotices()
    // An app-delegate app's one scene exists already; a scene app's connect later.
    for scene in Device.current?.windowScenes ?? [] { observeSceneCaptureState(scene) }
    applyStartingLockChoice()
    armLockOwedBySetting()
    noteFirstLaunchEnrolment()
    fire("didFinishLaunching")
    if script.handlers.contains(where: { $0.event.name == "didFinishLaunchingAfterUpdate" }) { checkBuild() }
  }

  /// `UIWindow.didResignKeyNotification` and `didBecomeKeyNotification`, observed only by a script with a handler
  /// for them (`windowDidResignKey`, `windowDidBecomeKey`: the model posts them when a Mac app's focus changes); the
  /// handler acts in the window's scene.
  private func observeKeyWindowNotices() {
    let notices = [
      ("windowDidResignKey", UIWindow.didResignKeyNotification),
      ("windowDidBecomeKey", UIWindow.didBecomeKeyNotification),
    ]
    for (event, name) in notices where script.handlers.contains(where: { $0.event.name == event }) {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
          self?.fire(event, in: (note.object as? UIWindow)?.windowScene)
        })
    }
  }

  /// The key under which the script's app keeps the build it last launched (`CFBundleVersion`).
  static let lastBuildKey = "appLogic.lastLaunchedBuild"

  /// The app's own check at launch, as apps detect their first start after an update: the installed
  /// build (`Bundle.main`'s `CFBundleVersion`, the model's ``Device/installedBuild``) against the one it
  /// stored in `UserDefaults` at its last launch; a different one is an update (`didFinishLaunchingAfterUpdate`),
  /// none stored a first install. Only a script with that event's handler stores it.
  private func checkBuild() {
    let build = Device.current?.installedBuild ?? 1
    let last = UserDefaults.standard.integer(forKey: Self.lastBuildKey)
    UserDefaults.standard.set(build, forKey: Self.lastBuildKey)
    guard last != 0, last != build else { return }
    fire("didFinishLaunchingAfterUpdate")
  }
  public func applicationWillResignActive(_ application: UIApplication) { fire("applicationWillResignActive") }
  public func applicationDidBecomeActive(_ application: UIApplication) { fire("applicationDidBecomeActive") }
  public func applicationDidEnterBackground(_ application: UIApplication) {
    noteLeaveForLockSetting()
    fire("applicationDidEnterBackground")
  }
  public func applicationWillEnterForeground(_ application: UIApplication) {
    noteReturnForLockSetting()
    fire("applicationWillEnterForeground")
  }
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    // A new scene's delegate: its properties start at their initial values.
    resetSceneValues(scene)
    noteSceneSlot(scene)
    observeSceneCaptureState(scene)
    fire("sceneWillConnect", in: scene)
  }
  public func sceneDidDisconnect(_ scene: UIScene) {
    fire("sceneDidDisconnect", in: scene)
    resetSceneValues(scene)
  }
  public func sceneDidBecomeActive(_ scene: UIScene) { fire("sceneDidBecomeActive", in: scene) }
  public func sceneWillResignActive(_ scene: UIScene) { fire("sceneWillResignActive", in: scene) }
  public func sceneWillEnterForeground(_ scene: UIScene) {
    noteReturnForLockSetting()
    fire("sceneWillEnterForeground", in: scene)
  }
  public func sceneDidEnterBackground(_ scene: UIScene) {
    noteLeaveForLockSetting()
    fire("sceneDidEnterBackground", in: scene)
  }
  public func scenePhaseDidChange(to phase: ScenePhase, in scene: UIWindowScene) {
    fire("scenePhase", phase.rawValue, in: scene)
  }
  public func appScenePhaseDidChange(to phase: ScenePhase) { fire("appScenePhase", phase.rawValue) }
  public func handleAppCall(_ name: String) {
    noteUserLockChoice(name)
    fire("appCall", name)
  }
  public func appScreen(_ screen: UIViewController, appearance phase: ScreenAppearance) {
    guard let identifier = (screen as? any AppScreen)?.screenIdentifier else { return }
    let event = "screen" + phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
    let previous = eventScreen
    eventScreen = screen
    defer { eventScreen = previous }
    fire(event, identifier, in: screen.view.window?.windowScene)
    // A screen appearing in a redacted tree is drawn redacted at the next update (none without a `redact`).
    if phase == .willAppear || phase == .didAppear { for entry in redactions { entry.tree.contentDidChange() } }
  }

  /// Runs the handlers of `event` (with `argument`, the callback's own: a phase, a call's name, a
  /// reply's outcome) in file order, each whose conditions hold as it starts.
  func fire(_ event: String, _ argument: String? = nil, in scene: UIScene? = nil) {
    // An app whose own code set off its callbacks without end has crashed: it runs no more code.
    guard Device.current?.isCrashed != true else { return }
    fireDepth += 1
    defer { fireDepth -= 1 }
    let previous = eventScene
    eventScene = scene as? UIWindowScene
    defer { eventScene = previous }
    let previousContext = (unprovenContext, replyProves, absentUserReply)
    if Self.replyEvents.contains(event), let argument {
      unprovenContext = replyContext(event, argument)
      replyProves = (argument == "success" || argument == "right") && unprovenContext == nil
      absentUserReply = replyNotGivenByUser(event, argument)
    }
    defer { (unprovenContext, replyProves, absentUserReply) = previousContext }
    for (index, handler) in script.handlers.enumerated() where handler.event.name == event {
      guard Self.matches(handler.event.positional.first, argument) else { continue }
      // An event with no scene whose handler reads a scene delegate's property (`perScene:`): the app's code walks
      // the connected scenes and runs for each whose delegate's values satisfy the conditions, acting in that scene.
      let scenes: [UIWindowScene?] =
        eventScene == nil && perSceneReads(handler) ? (Device.current?.windowScenes ?? []) : [eventScene]
      for each in scenes {
        eventScene = each
        guard run(handler, index: index, event: event) else { return }
      }
      eventScene = scene as? UIWindowScene
    }
  }

  /// Runs `handler` (the script's `index`th) of `event` in ``eventScene`` when its conditions hold as it starts;
  /// `false` once the app's callbacks were stopped as a loop (``stopLoop(_:event:)``).
  private func run(_ handler: AppLogicScript.Handler, index: Int, event: String) -> Bool {
    // The fuzzer's coverage of the script: which way the handler went (the device keeps it across processes).
    guard handler.conditions.allSatisfy({ holds($0) }) else {
      Device.current?.noteScriptBranch(branchNumbers[index].skipped)
      noteSkippedRearm(handler)
      return true
    }
    if fireDepth > Self.maximumReentries {
      stopLoop(handler, event: event)
      return false
    }
    Device.current?.noteScriptBranch(branchNumbers[index].ran)
    // Code a guard lets run because of what an unproven reply wrote (or a check's no) carries that reply.
    let previousContext = unprovenContext
    if unprovenContext == nil, !replyProves, let derived = unprovenGuard(of: handler) { unprovenContext = derived }
    defer { unprovenContext = previousContext }
    for action in handler.actions {
      Device.current?.log("app-logic \(script.place(ofLine: handler.line)): \(action.canonicalText)")
      perform(action, line: handler.line)
    }
    return true
  }

  /// Whether a handler's event argument `pattern` matches the callback's `argument`: none, `any`,
  /// the same word, or `failure` for any failed reply.
  static func matches(_ pattern: String?, _ argument: String?) -> Bool {
    guard let pattern, pattern != "any" else { return true }
    if pattern == "failure" { return argument != nil && argument != "success" }
    return pattern == argument
  }

  // MARK: - Conditions

  /// Whether `condition` holds now.
  func holds(_ condition: AppLogicScript.Condition) -> Bool {
    let call = condition.call
    let value: Bool
    switch call.name {
    case "prompting": value = requestsInFlight > 0
    case "captured": value = UIScreen.main.isCaptured
    case "sceneCaptured": value = isSceneCaptured
    case "lockShown": value = isLockShown
    case "activeScene": value = hasForegroundActiveScene
    case "canEvaluatePolicy": value = canEvaluate(call)
    case "domainStateChanged": value = domainStateChanged
    case "stored":
      value = call.positional.first.map { UserDefaults.standard.bool(forKey: Self.storedKey($0)) } ?? false
    case "inKeychain": value = call.positional.first.map(isInKeychain) ?? false
    case "elapsed":
      let p = call.positional
      if p.count == 2, let at = stamps[p[0]], let seconds = AppLogicNumber.seconds(p[1]) {
        value = (Device.current?.now ?? 0) - at >= seconds - 1e-9
      } else {
        value = false
      }
    default: value = isPerScene(call.name) ? perSceneValue(call.name) : variables.contains(call.name)
    }
    return condition.negated ? !value : value
  }

  /// `canEvaluatePolicy(POLICY)`: a new `LAContext`'s `canEvaluatePolicy(_:error:)` (the model answers
  /// from the device's settings and the app's Info.plist); with `error=CODE`, whether it failed with
  /// that `LAError.Code`.
  func canEvaluate(_ call: AppLogicScript.Call) -> Bool {
    let policy: LAPolicy =
      call.positional.first == "deviceOwnerAuthentication"
      ? .deviceOwnerAuthentication : .deviceOwnerAuthenticationWithBiometrics
    var error: NSError?
    let can = LAContext().canEvaluatePolicy(policy, error: &error)
    guard let wanted = call.value(for: "error") else { return can }
    let codes: [String: LAError.Code] = [
      "passcodeNotSet": .passcodeNotSet, "biometryNotEnrolled": .biometryNotEnrolled,
      "biometryLockout": .biometryLockout, "biometryNotAvailable": .biometryNotAvailable,
    ]
    return !can && error?.code == codes[wanted]?.rawValue
  }
}

extension AppLogicStrategy {
  /// The strategy's name on the command line and in traces: `app-logic#FINGERPRINT`, so two scripts
  /// never share a corpus entry or a signature.
  nonisolated public static func name(of script: AppLogicScript) -> String { "app-logic#\(script.fingerprint)" }

  /// A descriptor running `script` on `profile`, in the sample app or, with `screens:`, in the script's own.
  ///
  /// - Parameter profile: the profile `run` uses when none is named; `nil` for the script's own
  ///   (``defaultProfile(for:)``).
  /// - Throws: ``AppLogicError`` for a script the iOS vocabulary rejects (see ``init(script:)``).
  nonisolated public static func descriptor(
    script: AppLogicScript, profile: Profile? = nil
  ) throws(AppLogicError) -> StrategyDescriptor {
    try validate(script)
    let claims = try claims(of: script)
    let profile = profile ?? defaultProfile(for: script)
    var descriptor = StrategyDescriptor(
      name: name(of: script), summary: "the app's own logic, an app-logic script (\(script.handlers.count) handlers)",
      source: "app-logic script", claims: claims, defaultProfile: profile,
      make: {
        // Checked above: the same script passes again.
        guard let strategy = try? AppLogicStrategy(script: script) else { preconditionFailure("checked script") }
        return strategy
      })
    // A script that answers an update has it drawn by `run` (named-only otherwise), as a lock family member that
    // answers a wrong passcode has `enterWrongPasscode` drawn.
    if script.handlers.contains(where: { $0.event.name == "didFinishLaunchingAfterUpdate" }) {
      descriptor.eventWeights["updateApp"] = 1
    }
    // A script that promises which authentication UI the user sees (`authUI:`, or its own passcode in `release:`
    // with a request that may show the device's) has the prompt's failures and fallback drawn three times as often
    // (they are valid only while its prompt is up), and one that follows the user's lock setting has the user's own
    // calls (the setting's switch) drawn twice as often: at the default weights a new user's `authUI:` promise was
    // never reached in 200 traces.
    if script.setting("authUI") != nil || (keepsOwnPasscode(script) && asksDevicePasscode(script)) {
      descriptor.eventWeights["faceIDNoMatch"] = 6
      descriptor.eventWeights["faceIDFallback"] = 6
    }
    if script.setting("lockSetting") != nil { descriptor.eventWeights["appCall"] = 4 }
    // A script that describes its Face ID permission has the user's answers at the permission alert drawn (valid only
    // while it is up) and the user's trips to Settings (the app's own switch among them) as often as a lock.
    if script.setting("faceIDPermission") != nil {
      descriptor.eventWeights["faceIDPermission"] = 6
      descriptor.eventWeights["changeDeviceSetting"] = 2
    }
    descriptor.eventWeights.merge(StrategyDescriptor.focusEventWeights(claims)) { a, _ in a }
    // `sensitive:` is the app's own statement of which screens matter: the app around the script (and its
    // baseline) shows the others' content as neutral, so a leak is judged on the named screens only.
    descriptor.sensitiveScreens = try sensitiveScreens(of: script)
    // `screens:` is the script's own app (``app(screens:)``), in place of the sample: the user's screen events and
    // every screen-naming word of the script read its names.
    if let screens = try scriptScreens(of: script) { descriptor.app = app(screens: screens) }
    descriptor.scriptBranches = script.branches
    descriptor.appLogicScript = script
    return descriptor
  }
}
