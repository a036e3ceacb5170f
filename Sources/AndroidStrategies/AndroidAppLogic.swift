import AndroidModel
import AppLogic

/// An app-logic script run as the app's own Android code (issue 25; docs/app-logic.md, "Android"): every callback the
/// model delivers to the app is an event, every action calls the model's API the way app code does (`Window.addFlags`,
/// `View.addView`, `Dialog.show`, `BiometricPrompt.authenticate`, `startActivity`, `SharedPreferences`), and the
/// platform model decides what the system then shows. The script's promises (`claims:`, `lock:`, `detects:`) are
/// judged by the engine's invariants as any strategy's.
///
/// Plain variables and stamps live in the process and die with it (``Activity/earlierProcesses`` changes);
/// `store(x)` writes `SharedPreferences`, which a new process reads.
public final class AndroidAppLogic: AndroidPrivacyStrategy {
  /// The script.
  public let script: AppLogicScript
  /// The script's `elapsed(V, S)` seconds (``AppLogicScript/elapsedWaits``), which the generator draws as waits.
  public let waitsOfInterest: [Double]
  /// Each handler's coverage point numbers (``AppLogicScript/handlerBranchNumbers``), by handler index.
  let branchNumbers: [(ran: Int, skipped: Int)]
  /// The script's distinct waits with their coverage point numbers (``AppLogicScript/waits``).
  let waits: [(variable: String, seconds: Double, line: Int, text: String, number: Int)]
  let app: AndroidAppDescription
  let lockVariable: String?
  /// What `claims:` says the app protects.
  public let claims: AndroidProtectionClaims
  /// What `detects:` says the app's screenshot callback tells it of.
  public let detectionClaims: AndroidProtectionClaims
  /// The app calls the script answers (`appCall(NAME)` events, then `disable:`'s), in file order.
  public let appCalls: [String]
  /// `disable:`: the app call that turns the app's protection off at the user's request (`cannot-disable` judges it).
  public let disableCall: String?
  /// `enable:`: the app call that turns the protection back on after `disable:`'s; with it, no other app call does.
  public let enableCall: String?
  /// `disable:`'s per-claim form: each call with the claims it turns off (``claimsReleased(byAppCall:)``); then
  /// ``disableCall`` is `nil`.
  let claimDisables: [(claims: AndroidProtectionClaims, call: String)]
  /// The receivers the script's events need (`onReceive(screenOff)`), registered in each activity's `onCreate`.
  let receivers: [String]
  let capturesScreenshots: Bool
  /// The Back events the script has handlers of (``backEvents``): the others leave Back to the platform.
  let handledBackEvents: [String]
  /// The script's lock when only a successful authentication releases it (``promptReleaseShape(of:lock:)``).
  let releaseShape: ReleaseShape?
  /// Why the success the user last gave left the lock up (``noteSuccessReply(credential:)``), until the code asks
  /// again or a new process starts.
  var lostSuccess: String?
  /// The screen each app call declared on one is a control of (`appCall(NAME, screen=SCREEN)`).
  let screenByControl: [String: String]
  /// `lockSetting:`: the user's lock setting the promise follows (``AppLogic/AppLogicLockSetting``), or `nil`.
  let lockSetting: AppLogicLockSetting?
  /// The names of the script's lock screens (``lockScreenNames(of:lock:)``), which may not show once the user turned
  /// the lock off.
  let lockScreens: [String]
  /// The user's choice through the lock setting's `on` and `off` calls: `true` on, `false` off, `nil` never chosen;
  /// kept on the device for the whole trace (``keepUserLockChoice(_:)``), as the user's intent outlives the process.
  var userLockChoice: Bool?
  /// Whether the user turned the lock off (its `off` call while the code held no lock) and not on again.
  var userTurnedLockOff = false
  /// The lock owed by the user's setting, armed at a launch (and with `at=leave` at a leave) while the choice is on,
  /// released by the script's `clear` of its lock variable or by the user's `off` call.
  var owedByUserSetting: Bool {
    get { lockDebt.isOwed(under: lockSetting, choiceIsOn: userLockChoice == true, now: frontActivity?.mainLooper.now) }
    set { lockDebt.set(newValue) }
  }
  /// What the setting owes, and with `after=` when the app left (``AppLogic/AppLogicLockDebt``).
  var lockDebt = AppLogicLockDebt()
  /// The process the setting's debt was last armed in (each launch is a new process).
  var armedProcess: Int?
  /// Whether a Back handler running now passed Back on (`defaultBack`).
  var backPassedOn = false

  /// `fields:`: the variables that are fields of the activity (``ActivityField``), in the setting's order.
  let activityFields: [ActivityField]
  /// Each live activity's field values (`fields:`).
  var fieldValues: [(activity: WeakActivity, values: [String: Bool])] = []
  /// The saved fields of each activity's instance state, by the activity's start screen: they outlive the process.
  var savedFieldBundles: [String: [String: Bool]] = [:]
  var variables: [String: Bool] = [:]
  var stamps: [String: Double] = [:]
  var process = 0
  var views: [(name: String, view: View)] = []
  var dialogs: [(name: String, dialog: Dialog)] = []
  /// The text fields `showSoftInput` made, by kind (`passwordField`, `textField`) and activity.
  var fields: [(name: String, field: EditText)] = []
  var prompt: BiometricPrompt?
  weak var frontActivity: Activity?
  /// The activities of this process the script's handlers ran in, in order.
  var seenActivities: [WeakActivity] = []
  /// The activities of this process that have started (`onStart`): one in `CREATED` state among them is stopped, and
  /// androidx.biometric refuses its requests (``refusesStoppedRequest(_:)``).
  var startedActivities: [WeakActivity] = []
  /// The lock activities the script's own `startActivity` asked for and no activity showed yet (the start is posted),
  /// by name (``noteCodeShowsLockScreen(_:_:)``); one the window manager gave to an instance already in the task is
  /// resolved at its `onNewIntent` (``resolveCodeLockStart(at:)``), one the platform drops forgotten
  /// (``dropCodeLockStart(_:)``).
  var codeLockStarts: [String] = []
  /// How each of ``codeLockStarts`` was asked for (the callback, whether the lock stood), in the same order.
  var codeLockStartOrigins: [AndroidCodeLockStart] = []
  /// The lock activities the script's own `startActivity` made, each with how it was asked for
  /// (``codeLockStart(shownBy:)``).
  var codeLockOrigins: [(activity: WeakActivity, start: AndroidCodeLockStart)] = []
  /// The lock activities and destinations the script's own code brought up, each with the activity that shows it:
  /// the only ones ``isLockScreenShown`` counts (one the user opened is no lock of the app's code).
  var codeShownLocks: [(activity: WeakActivity, name: String)] = []
  var captureCallbacks: [(activity: Activity, callback: Activity.ScreenCaptureCallback)] = []
  /// The dialog `onCreateDialog` is running for (`addFlags(secure, window=dialogs)` reaches it).
  weak var creatingDialog: Dialog?
  /// How many screenshots the app's callback reported (in this process).
  public private(set) var detectedScreenshotCount = 0
  /// Requests made in an activity's `onCreate` (`authenticate(host:)`'s argument), by activity: shown at its first
  /// resume.
  var deferredAuthentication: [(activity: WeakActivity, host: BiometricPrompt.Host, allowsBiometrics: Bool)] = []
  /// Activities the script called `finish()` on: `Activity.finish()` marks the activity finishing at once (its
  /// `isFinishing()` is `mFinished`, set in the call), while the model's finish runs as a posted message; read by
  /// ``confirmDeviceCredential(_:)``.
  var finishCalled: [WeakActivity] = []
  /// The handler lines that acted, with their actions, in order: `app-logic line 4: removeView(lock)`.
  public private(set) var actedLines: [String] = []
  /// The event whose handlers run now (`post` names it in its later line).
  var runningEvent: String?
  /// The unproven reply the code running now carries (its own reply's, its guard's road, or the posting handler's), or
  /// `nil` (``enterReply(_:_:)``), for ``noteLockClear(line:wasLocked:)`` and the variables it writes.
  var unprovenContext: AppLogicProvenance.Context?
  /// Whether the code running now runs in a reply that proves the user (a success, an app call).
  var replyProves = false
  /// Which of this process's variables an unproven reply, or one that proves the user, wrote last.
  var provenance = AppLogicProvenance()
  /// The lock owed after the code took it down in a reply that proves nobody (``noteLockClear(line:wasLocked:)``).
  var unprovenRelease: UnprovenRelease?
  /// How many handler runs are under way, one inside another (``maximumReentries``).
  var runDepth = 0
  /// Whether the app's code set itself off without end this process: it runs no more (``maximumReentries``).
  var isLooping = false
  /// How often each handler (by index) ran since the outermost callback now under way began: a loop names the one
  /// that keeps setting it off (``maximumReentries``).
  var runsInThisEntry: [Int] = []

  /// The interpreter of `script` in `app`, checked against the Android vocabulary before any run.
  /// - Throws: ``AppLogicError`` naming the first line with an unknown event, condition, action, argument, setting,
  ///   screen, or a variable that is read but never set.
  public init(_ script: AppLogicScript, app: AndroidAppDescription = .banking) throws(AppLogicError) {
    self.script = script
    branchNumbers = script.handlerBranchNumbers
    runsInThisEntry = Array(repeating: 0, count: script.handlers.count)
    waits = script.waits
    self.app = app
    let checked = try Self.check(script, app: app)
    lockVariable = checked.lock
    lockSetting = checked.lockSetting
    waitsOfInterest = AppLogicLockSetting.waits(in: script, setting: lockSetting)
    lockScreens = Self.lockScreenNames(of: script, lock: checked.lock)
    activityFields = checked.fields
    claims = checked.claims
    detectionClaims = checked.detects
    var calls = script.answeredAppCalls
    var receivers: [String] = []
    for handler in script.handlers {
      let event = handler.event
      if event.name == "onReceive", let name = event.positional.first, !receivers.contains(name) {
        receivers.append(name)
      }
    }
    disableCall = checked.disable
    claimDisables = checked.claimDisables
    for entry in checked.claimDisables where !calls.contains(entry.call) { calls.append(entry.call) }
    if let disableCall = checked.disable, !calls.contains(disableCall) { calls.append(disableCall) }
    enableCall = checked.enable
    if let enableCall = checked.enable, !calls.contains(enableCall) { calls.append(enableCall) }
    if let setting = checked.lockSetting {
      for call in [setting.onCall, setting.offCall].compactMap(\.self) where !calls.contains(call) {
        calls.append(call)
      }
    }
    appCalls = calls
    self.receivers = receivers
    capturesScreenshots = script.handlers.contains { $0.event.name == "onScreenCaptured" }
    handledBackEvents = Self.backEvents.filter { name in script.handlers.contains { $0.event.name == name } }
    releaseShape = Self.promptReleaseShape(of: script, lock: checked.lock)
    let controls = try script.appCallScreens(examples: Self.screenExamples)
    screenByControl = Dictionary(controls.map { ($0.call, $0.screen) }, uniquingKeysWith: { first, _ in first })
  }

  /// How `appCall`'s `screen=` error names a screen on Android.
  nonisolated static let screenExamples = "main, or a screen of the app's such as settings"

  /// The screen `on appCall(NAME, screen=SCREEN)` names: the call is the user's tap on that screen's control
  /// (``AndroidDevice/canDeliverAppCall(_:)``).
  public func screen(ofAppCall name: String) -> String? { screenByControl[name] }

  /// `app-logic`: the platform and the script's fingerprint tell scripts apart (`app-logic#FINGERPRINT`).
  public var name: String { "app-logic" }
  /// Whether `lock:` names the lock's variable.
  public var isAppLock: Bool { lockVariable != nil }
  /// A script runs in the engine's sample app: its windows are named as the sample app's in reports.
  public var namesSampleAppWindows: Bool { true }
  /// The lock's variable (a lock kept in a field of the activity, `fields:`: the front activity's), or the lock the
  /// user's setting owes (`lockSetting:`).
  public var isAppLocked: Bool { owedByUserSetting || codeHoldsLock || (unprovenRelease != nil && !isLockPlaced) }
  /// The variables set, then the views, dialogs and fields the script holds by name, and a prompt up: what decides
  /// the script's future beyond the device's summary (a reviewer's `explore` merged a locked and an unlocked state).
  public var explorerState: String {
    var parts = variables.filter(\.value).map(\.key).sorted()
    if let front = frontActivity {
      parts += activityFields.filter { fieldValue($0.name, in: front) }.map { "activityField:" + $0.name }
    }
    parts += views.map { "view:" + $0.name } + dialogs.map { "dialog:" + $0.name } + fields.map { "field:" + $0.name }
    if prompt != nil { parts.append("prompt") }
    if owedByUserSetting { parts.append("owed") }
    if let choice = userLockChoice { parts.append(choice ? "lockSettingOn" : "lockSettingOff") }
    if userTurnedLockOff { parts.append("lockTurnedOff") }
    parts.append("process:\(process)")
    return parts.joined(separator: ",")
  }

  // MARK: The activity's callbacks

  /// `onCreate`, after `setContentView`: the script's receivers are registered first, as app code registers them.
  public func onCreate(_ activity: Activity) {
    enter(activity)
    restoreFields(of: activity)
    registerReceivers(activity)
    run("onCreate", activity)
  }

  /// `onStart`: a screenshot callback is registered first (API 34), then the handlers run.
  public func onStart(_ activity: Activity) {
    enter(activity)
    noteReturnForLockSetting(activity)
    if !startedActivities.contains(where: { $0 === activity }) {
      startedActivities.removeAll { $0.value == nil }
      startedActivities.append(WeakActivity(activity))
    }
    if capturesScreenshots, activity.sdkInt >= AndroidProfile.screenCaptureCallbackAPILevel {
      let callback = Activity.ScreenCaptureCallback { [weak self, weak activity] in
        guard let self, let activity else { return }
        self.detectedScreenshotCount += 1
        self.run("onScreenCaptured", activity)
      }
      activity.registerScreenCaptureCallback(callback)
      captureCallbacks.append((activity, callback))
    }
    run("onStart", activity)
  }

  /// `onResume`.
  public func onResume(_ activity: Activity) {
    enter(activity)
    // A request made in `onCreate` is accepted and shown as the activity starts (docs/model-behaviours.md, "A
    // request from `onCreate` ... is accepted"; the lock family asks at the first resume too: no event falls
    // between).
    if let i = deferredAuthentication.firstIndex(where: { $0.activity === activity }) {
      let (_, host, allowsBiometrics) = deferredAuthentication.remove(at: i)
      if host == .confirmCredential {
        confirmDeviceCredential(activity)
      } else {
        authenticate(host: host, activity, allowsBiometrics: allowsBiometrics)
      }
    }
    run("onResume", activity)
  }
  /// `onNewIntent`: a start of the script's that the window manager gave to this instance is resolved first.
  public func onNewIntent(_ activity: Activity) {
    enter(activity)
    resolveCodeLockStart(at: activity)
    run("onNewIntent", activity)
  }
  /// `onUserLeaveHint` (Home, Recents, a quick switch; right before `onPause`).
  public func onUserLeaveHint(_ activity: Activity) {
    enter(activity)
    noteLeaveForLockSetting(activity)
    run("onUserLeaveHint", activity)
  }
  /// `onConfigurationChanged` (a change the manifest declares).
  public func onConfigurationChanged(_ activity: Activity) {
    enter(activity)
    run("onConfigurationChanged", activity)
  }
  /// `onPause`.
  public func onPause(_ activity: Activity) {
    enter(activity)
    run("onPause", activity)
  }

  /// `onStop`: the handlers run, then the screenshot callback is unregistered.
  public func onStop(_ activity: Activity) {
    enter(activity)
    // `onSaveInstanceState` precedes `onStop` below API 28 and follows it from 28 (Activity#onSaveInstanceState).
    if activity.sdkInt < 28 { saveFields(of: activity) }
    // The screen turning off stops the app in front: a leave as apps observe one (AndroidAppLogic+LockSetting.swift).
    if !activity.isInteractive { noteLeaveForLockSetting(activity) }
    run("onStop", activity)
    if activity.sdkInt >= 28 { saveFields(of: activity) }
    for entry in captureCallbacks where entry.activity === activity {
      activity.unregisterScreenCaptureCallback(entry.callback)
    }
    captureCallbacks.removeAll { $0.activity === activity }
  }

  /// `onDestroy`: the activity's views and dialogs go with it.
  public func onDestroy(_ activity: Activity) {
    enter(activity)
    run("onDestroy", activity)
    views.removeAll { $0.view.context === activity }
    dialogs.removeAll { $0.dialog.context === activity }
    fields.removeAll { $0.field.context === activity }
    dropFields(of: activity)
  }

  /// `onUserInteraction`.
  public func onUserInteraction(_ activity: Activity) {
    enter(activity)
    run("onUserInteraction", activity)
  }

  /// `onWindowFocusChanged(hasFocus)`.
  public func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) {
    enter(activity)
    run("onWindowFocusChanged", activity, [hasFocus ? "true" : "false"])
  }

  /// `onTopResumedActivityChanged(isTop)`.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {
    enter(activity)
    run("onTopResumedActivityChanged", activity, [isTopResumedActivity ? "true" : "false"])
  }

  /// A screen's creation (`onViewCreated`, a mount).
  public func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity) {
    enter(activity)
    run("onScreenCreated", activity, [screen.name])
  }

  /// A screen's destruction.
  public func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity) {
    enter(activity)
    run("onScreenDestroyed", activity, [screen.name])
  }

  /// `NavController.OnDestinationChangedListener`: the navigator shows `screen` now.
  public func onDestinationChanged(_ screen: AndroidAppScreen, _ activity: Activity) {
    enter(activity)
    run("onDestinationChanged", activity, [screen.name])
  }

  /// `DialogFragment.onCreateDialog`: `addFlags(secure, window=dialogs)` reaches this dialog too.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    enter(activity)
    creatingDialog = dialog
    run("onCreateDialog", activity)
    creatingDialog = nil
  }

  /// The app's own code right after `PopupWindow.showAsDropDown` (a spinner's, an autocomplete list's or a menu's
  /// popup): Android has no callback there and `PopupWindow` no `FLAG_SECURE` setter, so the app reaches the shown
  /// popup's window with `WindowManager.updateViewLayout(popup.contentView.rootView, params)`;
  /// `addFlags(secure, window=popups)` does that for this popup (shown already) and any other still shown.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    enter(activity)
    run("onPopupWindowShown", activity)
  }

  /// The user's app call.
  public func onAppCall(_ name: String, _ activity: Activity) {
    enter(activity)
    noteUserLockChoice(name, activity)
    run("appCall", activity, [name])
  }

  // MARK: Running handlers

  /// Notes the activity in front and starts over when the process is new (plain variables die with it).
  func enter(_ activity: Activity) {
    if activity.earlierProcesses != process {
      process = activity.earlierProcesses
      variables = [:]
      fieldValues = []
      stamps = [:]
      views = []
      dialogs = []
      fields = []
      prompt = nil
      captureCallbacks = []
      detectedScreenshotCount = 0
      isLooping = false
      owedByUserSetting = false
      unprovenRelease = nil
      provenance = AppLogicProvenance()
      codeLockStarts = []
      codeLockStartOrigins = []
      codeLockOrigins = []
      codeShownLocks = []
      lostSuccess = nil
    }
    // A launch (a new process): the lock is owed while the user's setting is on.
    if armedProcess != activity.earlierProcesses {
      armedProcess = activity.earlierProcesses
      restoreUserLockChoice(activity)
      armLockOwedBySetting()
    }
    if activity.lifecycleState != .DESTROYED { frontActivity = activity }
    seenActivities.removeAll { $0.value == nil || $0.value?.lifecycleState == .DESTROYED }
    if activity.lifecycleState != .DESTROYED, !seenActivities.contains(where: { $0 === activity }) {
      seenActivities.append(WeakActivity(activity))
    }
    bindCodeLockStart(activity)
  }

  /// Runs, in file order, the handlers of `event` whose arguments match `arguments` (and whose `activity=` is the
  /// activity's root screen), each with its conditions read as it starts.
  /// - Returns: how many handlers ran (their conditions held).
  @discardableResult
  func run(_ event: String, _ activity: Activity, _ arguments: [String] = []) -> Int {
    guard !isLooping else { return 0 }
    var ran = 0
    runDepth += 1
    defer { runDepth -= 1 }
    if runDepth == 1, activity.mainLooper.drainDepth <= 1 {
      for i in runsInThisEntry.indices { runsInThisEntry[i] = 0 }
    }
    let activityName = (activity.startScreen ?? activity.backStack.first)?.name
    let outer = (runningEvent, unprovenContext, replyProves)
    runningEvent = event
    enterReply(event, arguments)
    defer { (runningEvent, unprovenContext, replyProves) = outer }
    // A success from the prompt or the credential screen passes a lock a reply that proved nobody left owed.
    if unprovenRelease != nil, event != "appCall", Self.provesTheUser(event: event, arguments: arguments) {
      unprovenRelease = nil
    }
    for (index, handler) in script.handlers.enumerated() where handler.event.name == event {
      let wanted = handler.event.positional
      guard wanted.count <= arguments.count, zip(wanted, arguments).allSatisfy({ $0 == $1 }) else { continue }
      if let only = handler.event.value(for: "activity"), only != activityName { continue }
      // The fuzzer's coverage of the script: which way the handler went (the device keeps it across processes).
      guard handler.conditions.allSatisfy({ holds($0, activity) }) else {
        activity.noteScriptBranch(branchNumbers[index].skipped)
        continue
      }
      // The app's own work set this callback off again too deep: it loops (``maximumReentries``).
      if runDepth + activity.mainLooper.drainDepth > Self.maximumReentries {
        stopLoop(index, activity)
        return ran
      }
      runsInThisEntry[index] += 1
      ran += 1
      activity.noteScriptBranch(branchNumbers[index].ran)
      // Code a guard lets run because of what an unproven reply wrote carries that reply.
      let guarded = unprovenContext
      if unprovenContext == nil, !replyProves, let derived = unprovenGuard(of: handler, activity) {
        unprovenContext = derived
      }
      for action in handler.actions {
        note("app-logic \(script.place(ofLine: handler.line)): \(Self.text(action))", activity)
        perform(action, activity)
      }
      unprovenContext = guarded
    }
    return ran
  }

  /// Records an acted line, in ``actedLines`` and in the trace's explanation.
  func note(_ line: String, _ activity: Activity) {
    actedLines.append(line)
    activity.noteAppCode(line)
  }

  /// The line a posted action writes as it runs, as iOS's `after` does: the script's place, the action, the callback
  /// that posted it and the screen it was on (the script's name), and when it ran: `app-logic lock.logic:4:
  /// removeView(loading) (posted in onAuthenticationSucceeded on main; ran as a later message of the main looper)`.
  /// A delayed one names its delay and the virtual time it ran at (the delay counts uptime, which stands still in
  /// deep sleep, so the two may differ).
  func postedLine(
    _ action: AppLogicScript.Call, line: Int, from event: String?, screen: String?, delay: Int?, ranAt now: Double
  ) -> String {
    let origin = (event.map { " in \($0)" } ?? "") + (screen.map { " on \($0)" } ?? "")
    let when =
      delay.map { "due \($0) ms later; ran at t=\(now) s on the main looper" }
      ?? "ran as a later message of the main looper"
    return "app-logic \(script.place(ofLine: line)): \(Self.text(action)) (posted\(origin); \(when))"
  }

  /// Whether `condition` holds now.
  func holds(_ condition: AppLogicScript.Condition, _ activity: Activity) -> Bool {
    let call = condition.call
    let arguments = call.positional
    let value: Bool
    switch call.name {
    case "stored": value = activity.preference(Self.preferenceKey(arguments[0])) ?? false
    case "elapsed":
      let seconds = AppLogicNumber.seconds(arguments[1]) ?? 0
      value = stamps[arguments[0]].map { activity.mainLooper.now - $0 >= seconds - 1e-9 } ?? false
    case "sdkInt": value = activity.sdkInt >= (AppLogicNumber.whole(arguments[0]) ?? 0)
    case "isFinishing": value = activity.isFinishing
    case "isPrompting": value = prompt?.isInProgress ?? false
    case "lockShown": value = isLockPlaced
    case "hasWindowFocus": value = activity.hasWindowFocus
    case "displayIsSecure": value = activity.isOnSecureDisplay
    case "canAuthenticate":
      value = BiometricAuthenticators(scriptWord: arguments[0]).map { activity.canAuthenticate($0) == 0 } ?? false
    default: value = isActivityField(call.name) ? fieldValue(call.name, in: activity) : variables[call.name] ?? false
    }
    return value != condition.negated
  }

  /// The `SharedPreferences` key of a stored variable.
  static func preferenceKey(_ name: String) -> String { "appLogic.\(name)" }

  /// A call as a trace's explanation writes it.
  static func text(_ call: AppLogicScript.Call) -> String {
    guard !call.arguments.isEmpty else { return call.name }
    let arguments = call.arguments.map { argument in argument.label.map { "\($0)=\(argument.value)" } ?? argument.value
    }
    return "\(call.name)(\(arguments.joined(separator: ", ")))"
  }
}

extension AndroidAppLogic {
  /// `disable:`'s per-claim form: the claims of the entries naming `name`, or `nil` when none does.
  public func claimsReleased(byAppCall name: String) -> AndroidProtectionClaims? {
    let entries = claimDisables.filter { $0.call == name }
    guard !entries.isEmpty else { return nil }
    return entries.reduce(into: AndroidProtectionClaims()) { $0.formUnion($1.claims) }
  }

  /// Whether `disable:` is in its per-claim form.
  public var releasesClaimsPerCall: Bool { !claimDisables.isEmpty }
}
