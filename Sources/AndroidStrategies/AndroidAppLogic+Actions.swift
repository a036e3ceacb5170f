import AndroidModel
import AppLogic

/// The actions of an app-logic script, each the model's API called as app code calls it (docs/app-logic.md).
extension AndroidAppLogic {
  /// Performs `action` from a handler running in `activity`.
  func perform(_ action: AppLogicScript.Call, _ activity: Activity) {
    let arguments = action.positional
    switch action.name {
    case "addFlags", "clearFlags":
      let flag = WindowManager.LayoutParams.FLAG_SECURE
      for window in windows(action.value(for: "window") ?? "activity", activity) {
        if window.attributes.type == WindowManager.LayoutParams.TYPE_APPLICATION_PANEL {
          // `PopupWindow` has no flag setter: app code replaces the shown popup's layout parameters.
          var params = window.attributes
          params.flags = action.name == "addFlags" ? params.flags | flag : params.flags & ~flag
          activity.windowManager.updateViewLayout(window.decorView, params)
        } else if action.name == "addFlags" {
          window.addFlags(flag)
        } else {
          window.clearFlags(flag)
        }
      }
    case "setRecentsScreenshotEnabled":
      // Below API 33 the call crashes (the model's NoSuchMethodError): an app guards it with `if sdkInt(33)`.
      activity.setRecentsScreenshotEnabled(arguments[0] == "true")
    case "addView":
      guard activity.lifecycleState != .DESTROYED,
        !views.contains(where: { $0.name == arguments[0] && $0.view.context === activity })
      else { return }
      let view = View(activity)
      view.setBackgroundColor(0xFF10_1010)
      // `clickable`: the app's view consumes the touches on it (`setClickable(true)` or a click listener); without
      // it a plain view lets them through to the screen beneath (``View/isClickable``).
      if arguments.count > 1, arguments[1] == "clickable" { view.setClickable(true) }
      activity.contentView.addView(view)
      views.append((arguments[0], view))
    case "removeView":
      for entry in views where entry.name == arguments[0] && entry.view.context === activity {
        entry.view.parent?.removeView(entry.view)
      }
      views.removeAll { $0.name == arguments[0] && $0.view.context === activity }
    case "setRenderEffect":
      // `RenderEffect` is API 31: below it the call crashes, as the app's unguarded call would.
      activity.contentView.setRenderEffect(arguments[0] == "blur" ? RenderEffect.createBlurEffect(40, 40, .CLAMP) : nil)
    case "showSoftInput": showSoftInput(password: arguments[0] == "password", activity)
    case "setSoftInputMode":
      // `Window.setSoftInputMode`: the state bits the input method reads as the window gains focus; the adjust bits
      // (the manifest's `adjustResize`) stay.
      let state = AndroidAppLogicVocabulary.softInputStates.first { $0.name == arguments[0] }?.state ?? 0
      let adjust = activity.window.attributes.softInputMode & WindowManager.LayoutParams.SOFT_INPUT_MASK_ADJUST
      activity.window.setSoftInputMode(adjust | state)
    case "startActivity":
      let flags = arguments.count > 1 ? AndroidEntry.Flags(text: arguments[1]) ?? [] : []
      if let screen = app.screen(named: arguments[0]) {
        let dropped: (() -> Void)? =
          lockScreens.contains(screen.name) ? { [weak self] in self?.dropCodeLockStart(screen.name) } : nil
        activity.startActivity(screen, flags: flags, dropped: dropped)
        noteCodeShowsLockScreen(screen.name, nil, startedFrom: activity)
      }
    case "navigate":
      navigate(action, activity)
      noteCodeShowsLockScreen(arguments[0], activity)
    case "popBackStack": activity.popBackStack()
    case "finish":
      finishCalled.removeAll { $0.value == nil }
      finishCalled.append(WeakActivity(activity))
      activity.finish()
    case "moveTaskToBack": activity.moveTaskToBack()
    case "showDialog": showDialog(arguments[0], style: action.value(for: "style") ?? "fullScreen", activity)
    case "dismissDialog":
      for entry in dialogs where entry.name == arguments[0] && entry.dialog.context === activity {
        entry.dialog.dismiss()
      }
      dialogs.removeAll { $0.name == arguments[0] && $0.dialog.context === activity }
    case "authenticate":
      // The request's builder refuses what the level cannot do, before any prompt.
      if let failure = Self.promptBuildFailure(arguments[0], action.value(for: "negativeButton"), activity) {
        activity.throwUncaughtException(
          "java.lang.IllegalArgumentException", failure.message + " (\(failure.builder))")
        return
      }
      authenticate(
        host: Self.host(arguments[0]), activity, androidx: arguments[0] != "biometric",
        allowsBiometrics: arguments[0] != "credential")
    case "cancelAuthentication": prompt?.cancel()
    case "confirmDeviceCredential": confirmDeviceCredential(activity)
    case "post":
      // `Handler.post`: the action runs as a later message on the main looper, after the callback returns; its line
      // says so when it runs.
      guard let posted = action.arguments.first?.asCall(line: action.line) else { return }
      let (event, screen, context) = (runningEvent, activity.currentScreen?.name, (unprovenContext, replyProves))
      activity.handler.post { [weak self] in
        guard let self, !self.isLooping, !self.stopsPostedLoop(line: action.line, activity) else { return }
        self.enter(activity)
        // The posted work is the posting handler's code: a clear in it is judged by that handler's event.
        let outer = (self.unprovenContext, self.replyProves)
        (self.unprovenContext, self.replyProves) = context
        defer { (self.unprovenContext, self.replyProves) = outer }
        let now = activity.mainLooper.now
        self.note(
          self.postedLine(posted, line: action.line, from: event, screen: screen, delay: nil, ranAt: now), activity)
        self.perform(posted, activity)
      }
    case "postDelayed":
      // `Handler.postDelayed`: a later message, due `MILLIS` of virtual time from now (work that answers after the
      // frames the return draws: a LiveData or network reply).
      guard let posted = action.arguments.first?.asCall(line: action.line), let millis = Self.delayMillis(action)
      else { return }
      let (event, screen, context) = (runningEvent, activity.currentScreen?.name, (unprovenContext, replyProves))
      activity.handler.postDelayed(
        { [weak self] in
          guard let self, !self.isLooping, !self.stopsPostedLoop(line: action.line, activity) else { return }
          self.enter(activity)
          let outer = (self.unprovenContext, self.replyProves)
          (self.unprovenContext, self.replyProves) = context
          defer { (self.unprovenContext, self.replyProves) = outer }
          let now = activity.mainLooper.now
          self.note(
            self.postedLine(posted, line: action.line, from: event, screen: screen, delay: millis, ranAt: now),
            activity)
          self.perform(posted, activity)
        }, delayMillis: millis)
    case "defaultBack": backPassedOn = true  // `super.onBackPressed()`: the device goes on with Back.
    case "set", "clear":
      let value = action.name == "set"
      let wasLocked = isAppLocked
      if !value, arguments[0] == lockVariable { owedByUserSetting = false }
      if isActivityField(arguments[0]) {
        setField(arguments[0], to: value, in: activity)
      } else {
        variables[arguments[0]] = value
      }
      noteWrite(of: arguments[0])
      if !value, arguments[0] == lockVariable { noteLockClear(line: action.line, wasLocked: wasLocked) }
    case "stamp":
      stamps[arguments[0]] = activity.mainLooper.now
      noteWrite(of: AppLogicProvenance.stampMark(arguments[0]))
    case "store", "unstore":
      activity.setPreference(Self.preferenceKey(arguments[0]), action.name == "store")
      noteStoredWrite(of: arguments[0], in: activity)
    default: preconditionFailure("app-logic action '\(action.name)' passed the check but has no meaning")
    }
  }

  /// The windows `window=` names, as they are now (`FLAG_SECURE` is per window and no later window copies it):
  /// `activity`, the activity's own; `dialogs`, its dialog and popup windows shown now and the dialog
  /// `onCreateDialog` is making; `popups`, its popups (`TYPE_APPLICATION_PANEL`) shown now, the one
  /// `onPopupWindowShown` runs for among them; `all`, each of these.
  private func windows(_ word: String, _ activity: Activity) -> [Window] {
    var owned = activity.ownedWindows
    if let creating = creatingDialog, !owned.contains(where: { $0 === creating.window }) {
      owned.append(creating.window)
    }
    switch word {
    case "dialogs": return owned
    case "popups": return owned.filter { $0.attributes.type == WindowManager.LayoutParams.TYPE_APPLICATION_PANEL }
    case "all": return [activity.window] + owned
    default: return [activity.window]
    }
  }

  /// An `EditText` of the app's (a password or a plain text input type, once per kind and activity, in the content
  /// view's lower half), `requestFocus()`, then `InputMethodManager.showSoftInput`: the model's input method decides
  /// whether the keyboard shows (only for the focused editor of the focused window) and what captures see of it.
  private func showSoftInput(password: Bool, _ activity: Activity) {
    guard activity.lifecycleState != .DESTROYED else { return }
    let name = password ? "passwordField" : "textField"
    let field: EditText
    if let existing = fields.first(where: { $0.name == name && $0.field.context === activity })?.field {
      field = existing
    } else {
      let type =
        password ? InputType.TYPE_CLASS_TEXT | InputType.TYPE_TEXT_VARIATION_PASSWORD : InputType.TYPE_CLASS_TEXT
      field = EditText(activity, id: name, inputType: type, frame: DpRect(x: 16, y: 200, width: 328, height: 56))
      activity.contentView.addView(field)
      fields.append((name, field))
    }
    field.requestFocus()
    activity.showSoftInput(field)
  }

  /// `Dialog.show()`: a full-screen dialog of an opaque view (a cover or lock dialog), or the app's alert (its
  /// content the app's own, sensitive). Once per name in an activity.
  private func showDialog(_ name: String, style: String, _ activity: Activity) {
    guard activity.lifecycleState != .DESTROYED,
      !dialogs.contains(where: { $0.name == name && $0.dialog.context === activity && $0.dialog.isShowing })
    else { return }
    let dialog = style == "alert" ? Dialog(activity) : Dialog(activity, fullScreenColor: 0xFF10_1010)
    dialog.show()
    dialogs.append((name, dialog))
  }

  /// The exception's message and the builder that throws it for `authenticate(WORD[, negativeButton=…])` on
  /// `activity`'s level, or `nil`: androidx's `PromptInfo.Builder.build()`
  /// (``BiometricAuthenticators/promptBuildFailure(allowed:deviceCredentialAllowed:negativeButton:apiLevel:)``; the
  /// words `androidx` and `deviceCredential` are 1.0's `setDeviceCredentialAllowed(false|true)`, the others
  /// `setAllowedAuthenticators`), or for `biometric` the framework's `BiometricPrompt.Builder.build()`
  /// (``BiometricAuthenticators/frameworkPromptBuildFailure(negativeButton:apiLevel:)``). Without `negativeButton=`
  /// the request sets one exactly when the credential is not allowed (the only way it builds).
  static func promptBuildFailure(
    _ word: String, _ negativeButton: String?, _ activity: Activity
  ) -> (message: String, builder: String)? {
    if word == "biometric" {
      let failure = BiometricAuthenticators.frameworkPromptBuildFailure(
        negativeButton: negativeButton.map { $0 == "true" } ?? true, apiLevel: activity.sdkInt)
      return failure.map { ($0, "BiometricPrompt.Builder.build") }
    }
    let allowed = BiometricAuthenticators(scriptWord: word)
    guard allowed != nil || word == "androidx" || word == "deviceCredential" else { return nil }
    let credential = allowed?.allowsDeviceCredential ?? (word == "deviceCredential")
    let failure = BiometricAuthenticators.promptBuildFailure(
      allowed: allowed, deviceCredentialAllowed: credential,
      negativeButton: negativeButton.map { $0 == "true" } ?? !credential, apiLevel: activity.sdkInt)
    return failure.map { ($0, "BiometricPrompt.PromptInfo.Builder.build") }
  }

  /// `BiometricPrompt.authenticate`: the framework class from the activity, SystemUI's window (`biometric`, API 28+),
  /// androidx.biometric's class with biometrics only (`androidx`: the same window from API 28, its own fingerprint
  /// dialog on 23–27, no hardware on 21–22), or with the device credential allowed (`deviceCredential`, hosted by
  /// its own activity up to API 28). The reply, logged as the callback it is, runs the script's `onAuthentication…`
  /// handlers in the asking activity, or in the one in front when a recreation destroyed it.
  ///
  /// `androidx` is false for the framework class (`biometric`), which has no fragment manager: a request from a stopped
  /// activity is kept for its next resume, as before the androidx rule (the s45 breaker's F7: androidx's check and log
  /// line were applied to it).
  func authenticate(
    host: BiometricPrompt.Host, _ activity: Activity, androidx: Bool = true, allowsBiometrics: Bool = true
  ) {
    // androidx accepts a request from `onCreate` (its fragment manager's state is no longer saved) and the prompt
    // comes as the activity starts: kept for its first resume.
    if activity.lifecycleState == .CREATED {
      // Once the activity has stopped (`onStop`, or work it posted that runs while it is stopped) its state is saved:
      // androidx logs and returns, no prompt and no callback (``refusesStoppedRequest(_:)``).
      if androidx, refusesStoppedRequest(activity) { return }
      deferredAuthentication.removeAll { $0.activity.value == nil || $0.activity === activity }
      deferredAuthentication.append((WeakActivity(activity), host, allowsBiometrics))
      return
    }
    let replyActivity: () -> Activity? = { [weak self, weak activity] in
      if let activity, activity.lifecycleState != .DESTROYED { return activity }
      return self?.frontActivity
    }
    let shown = BiometricPrompt(
      activity, host: host,
      onSucceeded: { [weak self] in
        guard let self, let target = replyActivity() else { return }
        self.enter(target)
        // The callback in the explanation, whether a handler acts on it or not.
        target.noteAppCode("onAuthenticationSucceeded")
        self.run("onAuthenticationSucceeded", target)
        self.noteSuccessReply(credential: false)
      },
      onError: { [weak self] code in
        guard let self, let target = replyActivity() else { return }
        self.enter(target)
        let name = AndroidAppLogicVocabulary.errorCodes.first { $0.code == code }?.name ?? "\(code)"
        target.noteAppCode("onAuthenticationError(\(name))")
        self.run("onAuthenticationError", target, [name])
      },
      onFailed: { [weak self] in
        guard let self, let target = replyActivity() else { return }
        self.enter(target)
        target.noteAppCode("onAuthenticationFailed")
        self.run("onAuthenticationFailed", target)
      })
    shown.allowsBiometrics = allowsBiometrics
    lostSuccess = nil
    prompt = shown
    shown.authenticate()
  }

  /// Whether androidx.biometric refuses a request from `activity` because its state is saved: the activity has
  /// started and is stopped now (from `onStop` on, or work it posted running while it is stopped). `authenticate`
  /// checks the client's `FragmentManager.isStateSaved()` (`mStateSaved || mStopped`, true from `onStop` on, and
  /// below API 28 from `onSaveInstanceState`, which precedes `onStop` there) and returns with only a log line:
  /// androidx.biometric 1.1+ `BiometricPrompt.authenticateInternal`, `Log.e("Unable to start authentication. Called
  /// after onSaveInstanceState().")`; 1.0.x `Log.w("Not launching prompt. authenticate() called after
  /// onSaveInstanceState()")` (both read in decompiled copies in the code corpus; every API level; high). No prompt
  /// shows and no callback ever comes, so a lock that asks only there is never asked at the return. The step notes
  /// the log line. An activity in its `onCreate` has not started: its request is kept for its first resume.
  func refusesStoppedRequest(_ activity: Activity) -> Bool {
    guard activity.lifecycleState == .CREATED, startedActivities.contains(where: { $0 === activity }) else {
      return false
    }
    activity.noteAppCode("BiometricPrompt: Unable to start authentication. Called after onSaveInstanceState().")
    return true
  }

  /// `KeyguardManager.createConfirmDeviceCredentialIntent` then `startActivityForResult` (API 21+): Settings'
  /// `ConfirmDeviceCredentialActivity` starts in the app's task over the asking activity, which pauses under it and
  /// resumes after its result (``BiometricPrompt/Host/confirmCredential``, its sources). The reply is the script's
  /// `onActivityResult(ok)` after the user's match, `onActivityResult(canceled)` after any cancel (Back, the negative
  /// button, the system's cancel as the app leaves: the activity finishes without `setResult`), run before the
  /// `onResume` the return brings. With no screen lock the intent is `null` and the app, checking it as the
  /// method's documentation asks, starts nothing: no callback runs (the step notes it). A request while a
  /// confirmation is in progress does nothing (the model's choice: one request at a time, as an app guards it). A
  /// request from `onCreate` starts the confirmation as the activity first resumes, as `authenticate`'s does (a model
  /// simplification: on a device the start is queued behind the activity's own). From a finishing activity (a
  /// `finish()` in the handler of the previous result, then the `onResume` that still follows it) no result can come
  /// back: the system drops the result record of a finishing caller (AOSP `ActivityStarter.executeRequest`,
  /// `requestCode >= 0 && !sourceRecord.finishing`; high), so the model starts nothing (a model limit: the
  /// confirmation a device then shows in a task of its own is not modeled).
  func confirmDeviceCredential(_ activity: Activity) {
    guard !activity.isFinishing, !finishCalled.contains(where: { $0 === activity }) else { return }
    if activity.lifecycleState == .CREATED {
      deferredAuthentication.removeAll { $0.activity.value == nil || $0.activity === activity }
      deferredAuthentication.append((WeakActivity(activity), .confirmCredential, true))
      return
    }
    guard activity.lifecycleState == .STARTED || activity.lifecycleState == .RESUMED,
      prompt?.host != .confirmCredential || prompt?.isInProgress != true
    else { return }
    let replyActivity: () -> Activity? = { [weak self, weak activity] in
      if let activity, activity.lifecycleState != .DESTROYED { return activity }
      return self?.frontActivity
    }
    let reply: (String) -> Void = { [weak self] result in
      guard let self, let target = replyActivity() else { return }
      self.enter(target)
      target.noteAppCode("onActivityResult(\(result == "ok" ? "RESULT_OK" : "RESULT_CANCELED"))")
      self.run("onActivityResult", target, [result])
      if result == "ok" { self.noteSuccessReply(credential: true) }
    }
    let shown = BiometricPrompt(
      activity, host: .confirmCredential, onSucceeded: { reply("ok") },
      onError: { [weak self] code in
        guard code == BiometricPrompt.BIOMETRIC_ERROR_NO_DEVICE_CREDENTIAL else { return reply("canceled") }
        guard let self, let target = replyActivity() else { return }
        self.enter(target)
        target.noteAppCode("createConfirmDeviceCredentialIntent returned null (no screen lock): nothing started")
      })
    lostSuccess = nil
    prompt = shown
    shown.authenticate()
  }

  /// Registers, in `activity`'s `onCreate`, a receiver for each `onReceive` event of the script (as app code does:
  /// `ACTION_SCREEN_OFF` is delivered only to receivers registered in code; `RECEIVER_NOT_EXPORTED` from API 33).
  func registerReceivers(_ activity: Activity) {
    for name in receivers {
      let action = name == "screenOff" ? Intent.ACTION_SCREEN_OFF : Intent.ACTION_CLOSE_SYSTEM_DIALOGS
      let receiver = BroadcastReceiver { [weak self, weak activity] intent in
        guard let self, let activity, activity.lifecycleState != .DESTROYED else { return }
        self.enter(activity)
        self.run("onReceive", activity, [name] + (intent.getStringExtra("reason").map { [$0] } ?? []))
      }
      if activity.sdkInt >= 33 {
        activity.registerReceiver(receiver, IntentFilter(action), Context.RECEIVER_NOT_EXPORTED)
      } else {
        activity.registerReceiver(receiver, IntentFilter(action))
      }
    }
  }
}

/// An activity held weakly (a destroyed one's deferred request goes with it).
struct WeakActivity {
  weak var value: Activity?
  init(_ value: Activity) { self.value = value }
  static func === (lhs: WeakActivity, rhs: Activity) -> Bool { lhs.value === rhs }
}
