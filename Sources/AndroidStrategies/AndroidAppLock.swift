import AndroidModel

/// One app lock of the parametric family
/// `android-lock[as=view|dialog|prompt,rearm=onCreate|onStart|onResume|onPause|onStop,in=baseActivity|launcherActivity]`
/// (with `as=prompt`, `prompt=hostActivity|androidxDeviceCredential` says where it asks for the biometric prompt):
/// where the lock screen is drawn, when it is armed again, and which activities run its code. App code against the
/// model's window manager, so the platform decides what stacks above it and which activity a launch creates.
nonisolated public struct AndroidLockConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Where the lock screen is drawn.
  public enum Surface: String, Hashable, Sendable, CaseIterable {
    /// An opaque view on the activity's content: inside the activity's window, below every dialog and popup window.
    case view
    /// A full-screen `Dialog`: a window of its own, above the windows of its layer attached before it and below the
    /// ones attached after it; popups (panels) are above it.
    case dialog
    /// No lock screen of the app's own: the lock asks for the system's ``BiometricPrompt`` when the activity resumes
    /// locked, and only its success (``AndroidEvent/biometricMatch``) unlocks; an error (the user's or the system's
    /// cancel) leaves it locked, to ask again at the next resume. The prompt is SystemUI's window over the app, so the
    /// platform decides what of the app shows around it and in Recents.
    case prompt
    /// A destination of the activity's navigator (a Compose Navigation route, a Flutter route, a React Navigation
    /// screen) pushed over the app's screen when it locks and popped when it is passed. Back reaches the navigator,
    /// which pops it, unless the lock consumes Back (`back=handled`).
    case route
    /// An activity of its own (a `LockActivity`), started when an activity that runs the lock resumes locked and
    /// finished when it is passed. The start is asynchronous, so the protected activity resumes first; the lock
    /// activity is on top of the task, so Back finishes it and the activity below resumes (which starts it again).
    case activity
    /// A React Native lock component rendered from JavaScript when `AppState` changes: the listener runs on the JS
    /// thread after the lifecycle callback returned, and the native view is mounted (and later unmounted) by a task
    /// posted back to the UI thread, so the lock is due and drawn only once the main looper runs that task: after
    /// `onPause`, before the looper is idle again (as `rn-appstate-secure-flag`'s flag,
    /// https://github.com/wn-na/react-native-capture-protection/issues/80 ; medium-high). Otherwise a view, like `view`.
    case jsView
  }

  /// When the lock is armed again after the user passed it.
  public enum Rearm: String, Hashable, Sendable, CaseIterable {
    /// Only when an activity is created (`onCreate`): a cold start, a recreation, an activity started later; never
    /// on a return to a stopped activity.
    case onCreate
    /// In `onStart`: on the way back, before the first frame; the snapshot taken as the app left shows no lock.
    case onStart
    /// In `onResume`: the same, after `onStart`.
    case onResume
    /// In `onPause`.
    case onPause
    /// In `onStop`.
    case onStop
  }

  /// Which activities run the lock's code.
  public enum Scope: String, Hashable, Sendable, CaseIterable {
    /// A base class every activity of the app extends: each activity locks when created and rearms in its own hook.
    case baseActivity
    /// The launcher activity only (the one whose screens are the app's navigator's): an activity of its own that the
    /// app or a notification starts never runs the lock's code.
    case launcherActivity
  }

  /// Where the lock is drawn.
  public var surface: Surface
  /// When it is armed again.
  public var rearm: Rearm
  /// Whether the lock consumes Back while locked (an `OnBackPressedCallback`, Flutter's `PopScope(canPop: false)`,
  /// React Native's `BackHandler`); text `back=handled`, absent otherwise. A dialog lock gets Back before the
  /// activity does, so this does not change it.
  public var handlesBack: Bool
  /// Where a prompt lock (`as=prompt`) asks for the biometric prompt: from the activity (SystemUI's window, the
  /// default, no text), from a translucent activity of its own (`prompt=hostActivity`, as plugins do), or through
  /// androidx.biometric with device credential allowed (`prompt=androidxDeviceCredential`: such an activity up to
  /// API 28). Decides which lifecycle callbacks the prompt gives the activity (``BiometricPrompt/Host``).
  public var promptHost: BiometricPrompt.Host
  /// When a prompt lock asks for the prompt while locked: in `onResume` (the default, no text), or when its window
  /// gains focus (`askOn=windowFocus`: `onWindowFocusChanged(true)`, React Native's Android-only `AppState` `focus`
  /// event, https://reactnative.dev/docs/appstate ), which SystemUI's own prompt takes and gives back.
  public var asksOnWindowFocus: Bool
  /// The lock screen's own entry (`as=view` only): none (the family's first members, passed by an app call alone),
  /// `entry=keypad` (a PIN field that takes focus, an editable `numberPassword` `EditText`, above a keypad of the
  /// lock's own at the bottom of the screen), or `entry=displayOnlyKeypad` (the same with a `TYPE_NULL` field, which is
  /// no text editor for the input method).
  public var entry: Entry?
  /// A lock screen's own entry.
  public enum Entry: String, Hashable, Sendable, CaseIterable {
    /// An editable PIN field with focus above the lock's keypad.
    case keypad
    /// A display-only (`TYPE_NULL`) PIN field above the lock's keypad.
    case displayOnlyKeypad
  }
  /// Which activities run it, or `nil` for the family's first members, which run in the one-screen banking app (the
  /// scope matters only with several activities; a member that names one runs in ``AndroidAppDescription/wallet``).
  public var scope: Scope?

  /// A configuration.
  public init(
    surface: Surface, rearm: Rearm, scope: Scope? = nil, handlesBack: Bool = false,
    promptHost: BiometricPrompt.Host = .systemWindow, asksOnWindowFocus: Bool = false, entry: Entry? = nil
  ) {
    self.entry = entry
    self.promptHost = promptHost
    self.asksOnWindowFocus = asksOnWindowFocus
    self.surface = surface
    self.rearm = rearm
    self.scope = scope
    self.handlesBack = handlesBack
  }

  /// The text form's prefix.
  public static let prefix = "android-lock"
  /// The syntax, for messages and listings.
  public static let syntax =
    "android-lock[as=view|dialog|prompt|route|activity|jsView,rearm=onCreate|onStart|onResume|onPause|onStop"
    + "(,in=baseActivity|launcherActivity)(,back=handled)(,prompt=hostActivity|androidxDeviceCredential)(,askOn=windowFocus)(,entry=keypad|displayOnlyKeypad)]"

  /// `android-lock[as=dialog,rearm=onStop]`, with `,in=…` when a scope is named and `,back=handled`.
  public var description: String {
    "\(Self.prefix)[as=\(surface.rawValue),rearm=\(rearm.rawValue)" + (scope.map { ",in=\($0.rawValue)" } ?? "")
      + (handlesBack ? ",back=handled" : "")
      + (promptHost == .systemWindow ? "" : ",prompt=\(promptHost.rawValue)")
      + (asksOnWindowFocus ? ",askOn=windowFocus" : "") + (entry.map { ",entry=\($0.rawValue)" } ?? "") + "]"
  }

  /// Whether the lock's code runs in `activity`'s callbacks.
  @MainActor public func runs(in activity: Activity) -> Bool {
    if scope != .launcherActivity { return true }
    return activity.isLauncherActivity
  }

  /// Parses the text form (keys in any order; `as` and `rearm` required, `in`, `back` and, with `as=prompt`, `prompt`
  /// optional; `prompt=systemWindow` is the default's canonical absence), or `nil`.
  public init?(parsing text: String) {
    guard text.hasPrefix(Self.prefix + "["), text.hasSuffix("]") else { return nil }
    var values: [String: String] = [:]
    for pair in text.dropFirst(Self.prefix.count + 1).dropLast().split(separator: ",", omittingEmptySubsequences: false)
    {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, values[parts[0]] == nil else { return nil }
      values[parts[0]] = parts[1]
    }
    guard let surface = values.removeValue(forKey: "as").flatMap(Surface.init(rawValue:)),
      let rearm = values.removeValue(forKey: "rearm").flatMap(Rearm.init(rawValue:))
    else { return nil }
    var scope: Scope?
    if let text = values.removeValue(forKey: "in") {
      guard let parsed = Scope(rawValue: text) else { return nil }
      scope = parsed
    }
    var handlesBack = false
    if let text = values.removeValue(forKey: "back") {
      guard text == "handled" else { return nil }
      handlesBack = true
    }
    var promptHost = BiometricPrompt.Host.systemWindow
    if let text = values.removeValue(forKey: "prompt") {
      guard surface == .prompt, let parsed = BiometricPrompt.Host(rawValue: text), parsed != .systemWindow else {
        return nil
      }
      promptHost = parsed
    }
    var asksOnWindowFocus = false
    if let text = values.removeValue(forKey: "askOn") {
      guard surface == .prompt, text == "windowFocus" else { return nil }
      asksOnWindowFocus = true
    }
    var entry: Entry?
    if let text = values.removeValue(forKey: "entry") {
      guard surface == .view, let parsed = Entry(rawValue: text) else { return nil }
      entry = parsed
    }
    guard values.isEmpty else { return nil }
    self.init(
      surface: surface, rearm: rearm, scope: scope, handlesBack: handlesBack, promptHost: promptHost,
      asksOnWindowFocus: asksOnWindowFocus, entry: entry)
  }
}

/// An app lock: the process starts locked; locked again when an activity running its code is created and when its rearm
/// hook runs, passed with `appCall(unlock)` (the user's PIN typed into the lock screen, which the model does not draw)
/// or, with `as=prompt`, by the system's biometric prompt's success. Its lock screen also covers the app in the Recents
/// snapshot when it is up before the snapshot; a Recents card (or starting window) that shows the app while the lock is
/// due, or while away with a return that will lock, is `lock-bypass` (it claims nothing). The lock state is the process's (a singleton), so an
/// activity that does not run the lock's code (``AndroidLockConfiguration/Scope/launcherActivity``) shows while the
/// app says it is locked.
public final class AndroidAppLock: AndroidPrivacyStrategy {
  private let configuration: AndroidLockConfiguration
  /// The lock screens shown, one per activity that runs the lock (each activity draws its own).
  private var lockViews: [View] = []
  private var lockDialogs: [Dialog] = []
  /// The activities whose navigator holds the lock route.
  private var routeHosts: [Activity] = []
  /// The keypads of the lock screens shown (`entry=`), one per lock view.
  private var keypads: [View] = []
  /// The keypad of the lock screen last drawn that is still up.
  public var lockEntry: View? {
    guard isAppLocked else { return nil }
    for keypad in keypads.reversed() where keypad.parent?.parent != nil { return keypad }
    return nil
  }
  /// The lock activity on the task, and whether its start is posted and not yet made.
  private var lockActivity: Activity?
  private var lockActivityStarting = false
  private var prompt: BiometricPrompt?
  /// The lock route (`as=route`): the app's own destination, not one the user navigates to.
  public static let lockRoute = AndroidAppScreen("lock", isSensitive: false)
  /// The lock activity's screen (`as=activity`).
  public static let lockActivityScreen = AndroidAppScreen("lock", isSensitive: false, isActivity: true)
  /// A lock of `configuration`.
  public init(_ configuration: AndroidLockConfiguration) { self.configuration = configuration }
  /// The configuration's text.
  public var name: String { configuration.description }
  /// Nothing: a lock guards access while its promise stands, and the images of the app taken then (the Recents card
  /// included) are judged by `lock-bypass` (``isLockDueForImages``), as iOS's lock without a shield.
  public var claims: AndroidProtectionClaims { [] }
  /// `unlock`, except for a prompt lock (the biometric prompt's outcome unlocks it).
  public var appCalls: [String] { configuration.surface == .prompt ? [] : ["unlock"] }
  /// Locked from the process's start, from an activity's creation and from the rearm hook until `unlock`.
  public private(set) var isAppLocked = true
  /// Whether the app left the front since an activity running the lock last resumed, by a pause or a stop its rearm
  /// hook runs again on the return (`onResume` after a pause, `onStart` after a stop).
  private var returnWillLock = false
  /// Locked, or away with a return that will lock (the card shown meanwhile is promised).
  public var isLockDueForImages: Bool { isAppLocked || returnWillLock }

  /// Whether `activity` runs the lock's code: its scope's activities, never the lock activity itself.
  private func runs(in activity: Activity) -> Bool {
    configuration.runs(in: activity) && activity.backStack.first != Self.lockActivityScreen
  }

  /// A new activity starts locked; a new lock activity is noted.
  public func onCreate(_ activity: Activity) {
    if activity.backStack.first == Self.lockActivityScreen {
      lockActivity = activity
      lockActivityStarting = false
      return
    }
    guard runs(in: activity) else { return }
    lock(activity)
  }
  /// A destroyed lock activity is gone from the task.
  public func onDestroy(_ activity: Activity) { if lockActivity === activity { lockActivity = nil } }
  /// A locked activity starts the lock activity (`as=activity`) or asks for the biometric prompt (`as=prompt`).
  public func onResume(_ activity: Activity) {
    guard runs(in: activity) else { return }
    returnWillLock = false
    if configuration.rearm == .onResume { lock(activity) }
    // An activity that runs the lock resumes only with no lock activity above it (one finishing is still destroyed
    // after it resumes), so it starts one whenever locked, once per resume.
    if configuration.surface == .activity, isAppLocked, !lockActivityStarting {
      lockActivityStarting = true
      activity.startActivity(Self.lockActivityScreen)
    }
    if !configuration.asksOnWindowFocus { askForPrompt(activity) }
  }

  /// With `askOn=windowFocus`, a locked activity whose window gains focus asks for the prompt.
  public func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) {
    guard configuration.asksOnWindowFocus, hasFocus, runs(in: activity) else { return }
    askForPrompt(activity)
  }

  /// A prompt lock asks for the biometric prompt while locked, unless one is up or coming.
  private func askForPrompt(_ activity: Activity) {
    guard configuration.surface == .prompt, isAppLocked, prompt?.isInProgress != true else { return }
    let prompt = BiometricPrompt(
      activity, host: configuration.promptHost, onSucceeded: { [weak self] in self?.isAppLocked = false },
      onError: { _ in })
    self.prompt = prompt
    prompt.authenticate()
  }
  /// Rearm on start.
  public func onStart(_ activity: Activity) {
    if configuration.rearm == .onStart, runs(in: activity) { lock(activity) }
  }
  /// Rearm on pause. A lock activity's start posted by an activity that pauses before it runs is dropped.
  public func onPause(_ activity: Activity) {
    guard runs(in: activity) else { return }
    if lockActivity == nil { lockActivityStarting = false }
    if configuration.rearm == .onPause { lock(activity) }
    if configuration.rearm == .onResume { returnWillLock = true }
  }
  /// Rearm on stop.
  public func onStop(_ activity: Activity) {
    guard runs(in: activity) else { return }
    if configuration.rearm == .onStop { lock(activity) }
    if configuration.rearm == .onStart { returnWillLock = true }
  }
  /// With `back=handled`, Back does nothing while locked, in an activity that runs the lock or the lock activity.
  public func onBackPressed(_ activity: Activity) -> Bool {
    guard configuration.handlesBack, isAppLocked else { return false }
    return runs(in: activity) || activity === lockActivity
  }

  /// The user passes the lock.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "unlock" else { return }
    isAppLocked = false
    if configuration.surface == .jsView {
      // JS unmounts the lock: the native view goes in a posted UI-thread task.
      let views = lockViews
      lockViews = []
      activity.handler.post { for view in views { view.parent?.removeView(view) } }
      return
    }
    for view in lockViews { view.parent?.removeView(view) }
    for dialog in lockDialogs { dialog.dismiss() }
    for host in routeHosts { host.popBackStack(Self.lockRoute) }
    lockActivity?.finish()
    lockViews = []
    keypads = []
    lockDialogs = []
    routeHosts = []
  }

  private func lock(_ activity: Activity) {
    if configuration.surface == .jsView {
      activity.handler.post { [weak self] in
        self?.isAppLocked = true
        self?.addLockView(activity)
      }
      return
    }
    isAppLocked = true
    switch configuration.surface {
    case .view, .jsView:
      addLockView(activity)
    case .dialog:
      guard !lockDialogs.contains(where: { $0.context === activity }) else { return }
      let dialog = Dialog(activity, fullScreenColor: 0xFF10_1010)
      dialog.show()
      lockDialogs.append(dialog)
    case .route:
      if !routeHosts.contains(where: { $0 === activity }) { routeHosts.append(activity) }
      // A recreated activity's restored back stack has it already.
      if !activity.backStack.contains(Self.lockRoute) { activity.navigate(to: Self.lockRoute) }
    case .prompt, .activity:
      break  // The prompt is asked for, and the lock activity started, when the activity resumes.
    }
  }

  private func addLockView(_ activity: Activity) {
    guard activity.lifecycleState != .DESTROYED, !lockViews.contains(where: { $0.context === activity }) else {
      return
    }
    let view = View(activity)
    view.setBackgroundColor(0xFF10_1010)
    activity.contentView.addView(view)
    lockViews.append(view)
    guard let entry = configuration.entry else { return }
    // The PIN field near the top, the lock's own keypad filling the bottom 300 dp; the field takes focus.
    let size = activity.window.frame
    let inputType =
      entry == .keypad ? InputType.TYPE_CLASS_NUMBER | InputType.TYPE_NUMBER_VARIATION_PASSWORD : InputType.TYPE_NULL
    let pin = EditText(
      activity, id: "pin", inputType: inputType, frame: DpRect(x: 16, y: 120, width: size.width - 32, height: 48))
    // A display-only field draws the lock's own dots: no sensitive text.
    pin.role = .appNeutral
    view.addView(pin)
    let keypad = View(activity)
    keypad.id = "keypad"
    keypad.frame = DpRect(x: 0, y: size.height - 300, width: size.width, height: 300)
    keypad.setBackgroundColor(0xFF30_3030)
    view.addView(keypad)
    keypads.append(keypad)
    pin.requestFocus()
  }
}
