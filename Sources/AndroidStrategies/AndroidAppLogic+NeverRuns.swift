import AndroidModel
import AppLogic

/// Which handlers of an Android script can never run, known before any trace: a longer run would not reach them, so a
/// report says why (`never reached: F:L on onBackPressed: cannot run on PROFILE: REASON`) instead of "a longer run may
/// reach it", and `run` warns before it starts (docs/app-logic.md, "How a run explores a script"). Each answer asks the
/// model's own rules (`AndroidProfile+Deliveries.swift`), the ones the device applies as it delivers or refuses the
/// event, not a list of cases. iOS has the same rule (`AppLogicStrategy.reasonNeverRuns`).
nonisolated extension AndroidAppLogic {
  /// Why the point `kind` of the handler at `line` of `script` can never be reached on `profile` with the event
  /// classes `turnedOff` weighted 0, or `nil` when a trace may reach it: its event is one `profile` never delivers to
  /// the handler's activities (``undeliveredReason(of:in:on:)``), a Back handler under `--weight back=0` (the user's
  /// Back is the only event that runs them, `AndroidDevice.back()`), an app call under `--weight appCall=0`, or a
  /// condition the profile fixes (``constantValue(of:on:)``): its actions (`.ran`) never run when one is always
  /// false, and its other way (`.skipped`) never comes when all are always true.
  public static func reasonNeverRuns(
    line: Int, kind: AppLogicBranch.Kind = .ran, in script: AppLogicScript, on profile: AndroidProfile,
    turnedOff: [String]
  ) -> String? {
    guard let handler = script.handlers.first(where: { $0.line == line }) else { return nil }
    let event = handler.event.name
    if let reason = undeliveredReason(of: handler, in: script, on: profile) { return reason }
    // The back swipe's commit is Back too (`backGesture`), where the profile can make one.
    let swipes = profile.apiLevel >= 33 && profile.flags.gestureNavigation && !turnedOff.contains("backGesture")
    if backEvents.contains(event), turnedOff.contains("back"), !swipes { return "--weight back=0 draws no Back" }
    if event == "appCall", turnedOff.contains("appCall") { return "--weight appCall=0 draws no app call" }
    return conditionReason(handler, kind: kind, on: profile)
  }

  /// Why `profile` never delivers `handler`'s event to the activities it is for (its `activity=`, else any), whatever
  /// the trace, or `nil`:
  /// - `onBackPressed` where Back goes to the window's `OnBackInvokedCallback`s for every such activity
  ///   (``AndroidProfile/backInvokedCallbackEnabled(activityAttribute:)``: the application's opt-in from API 33, an
  ///   activity's own `enableOnBackInvokedCallback=` of `screens:` from API 34; androidx's `OnBackPressedCallback`,
  ///   `handleOnBackPressed`, still gets Back);
  /// - `onConfigurationChanged` where every configuration change a user makes recreates the activity
  ///   (``AndroidProfile/activityHandles(_:)``, ``AndroidProfile/userConfigurationChanges``);
  /// - `onTopResumedActivityChanged` below multi-resume (``AndroidProfile/hasMultiResume``, API 29);
  /// - `onScreenCaptured` below screenshot detection (``AndroidProfile/screenCaptureCallbackAPILevel``, API 34).
  public static func undeliveredReason(
    of handler: AppLogicScript.Handler, in script: AppLogicScript, on profile: AndroidProfile
  ) -> String? {
    switch handler.event.name {
    case "onBackPressed":
      return backPressedReason(of: handler, in: script, on: profile)
    case "onConfigurationChanged":
      let changes = profile.userConfigurationChanges
      guard !changes.contains(where: { profile.activityHandles($0.changes) }) else { return nil }
      let declared = profile.structure.declaredConfigChanges
      return "every configuration change a user makes here (\(changes.map(\.name).joined(separator: ", "))) destroys"
        + " and recreates the activity, as its manifest's android:configChanges declares "
        + (declared.isEmpty ? "none" : "only \(declared)")
        + " (the \(profile.structure.rawValue) template's), so onConfigurationChanged never comes"
    case "onTopResumedActivityChanged":
      guard !profile.hasMultiResume else { return nil }
      return "onTopResumedActivityChanged comes from API 29 (multi-resume); this profile: API \(profile.apiLevel)"
    case "onScreenCaptured":
      guard profile.apiLevel < AndroidProfile.screenCaptureCallbackAPILevel else { return nil }
      return "screenshot detection (Activity.registerScreenCaptureCallback) comes from API"
        + " \(AndroidProfile.screenCaptureCallbackAPILevel); this profile: API \(profile.apiLevel)"
    default:
      return nil
    }
  }

  /// ``undeliveredReason(of:in:on:)`` for `onBackPressed`: the `<activity>` attributes of the activities the handler
  /// is for (an activity screen of `screens:` is its own; any other name is a destination of the launcher activity,
  /// whose entry is the first screen's), all of which send Back to the window's callbacks.
  private static func backPressedReason(
    of handler: AppLogicScript.Handler, in script: AppLogicScript, on profile: AndroidProfile
  )
    -> String?
  {
    let screens = (try? app(of: script))?.screens ?? []
    let launcher = screens.first?.enablesOnBackInvokedCallback
    let activities = screens.filter(\.isActivity)
    let attributes: [Bool?]
    if let only = handler.event.value(for: "activity") {
      attributes = [activities.first { $0.name == only }.map(\.enablesOnBackInvokedCallback) ?? launcher]
    } else {
      attributes = [launcher] + activities.map(\.enablesOnBackInvokedCallback)
    }
    guard attributes.allSatisfy({ profile.backInvokedCallbackEnabled(activityAttribute: $0) }) else { return nil }
    let ownAttribute = profile.apiLevel >= 34 && attributes.contains { $0 != nil }
    let opted =
      ownAttribute
      ? "with enableOnBackInvokedCallback=true (the activity's own, screens:, from API 34; else the application's)"
      : "with enableOnBackInvokedCallback=true from API 33"
    return "\(opted) (this profile: API \(profile.apiLevel)) Back goes to the window's OnBackInvokedCallbacks and"
      + " never calls the activity's onBackPressed(); handle it in handleOnBackPressed (androidx's"
      + " OnBackPressedCallback)"
  }

  /// The value `condition` has in every state of `profile`, or `nil` when a trace may change it: `sdkInt(N)` reads
  /// `Build.VERSION.SDK_INT`, the profile's API level (``Activity/sdkInt``); `displayIsSecure` is true unless the app
  /// may be on a display without `FLAG_SECURE` (``AndroidProfile/appMayBeOnNonSecureDisplay``). The same readings as
  /// the script's own conditions (`AndroidAppLogic.holds`).
  public static func constantValue(of condition: AppLogicScript.Condition, on profile: AndroidProfile) -> Bool? {
    let call = condition.call
    let value: Bool
    switch call.name {
    case "sdkInt": value = profile.apiLevel >= (AppLogicNumber.whole(call.positional.first ?? "") ?? 0)
    case "displayIsSecure":
      guard !profile.appMayBeOnNonSecureDisplay else { return nil }
      value = true
    default: return nil
    }
    return value != condition.negated
  }

  /// Why the way `kind` of `handler` is never taken because of conditions `profile` fixes (``constantValue(of:on:)``).
  private static func conditionReason(
    _ handler: AppLogicScript.Handler, kind: AppLogicBranch.Kind, on profile: AndroidProfile
  )
    -> String?
  {
    guard !handler.conditions.isEmpty else { return nil }
    let values = handler.conditions.map { constantValue(of: $0, on: profile) }
    switch kind {
    case .ran:
      guard let i = values.firstIndex(of: false) else { return nil }
      return "\(conditionText(handler.conditions[i])) is always false here (\(why(handler.conditions[i], profile)))"
    case .skipped:
      guard values.allSatisfy({ $0 == true }) else { return nil }
      let texts = handler.conditions.map { "\(conditionText($0)) (\(why($0, profile)))" }
      return "\(texts.joined(separator: " and ")) always \(texts.count == 1 ? "holds" : "hold") here"
    case .waitPassed:
      return nil
    }
  }

  /// A condition as the script writes it (`not(displayIsSecure)`).
  static func conditionText(_ condition: AppLogicScript.Condition) -> String {
    let call = condition.call
    let arguments = call.arguments.map { argument in argument.label.map { "\($0)=\(argument.value)" } ?? argument.value
    }
    let text = arguments.isEmpty ? call.name : "\(call.name)(\(arguments.joined(separator: ", ")))"
    return condition.negated ? "not(\(text))" : text
  }

  /// What fixes a condition's value on `profile` (``constantValue(of:on:)``).
  private static func why(_ condition: AppLogicScript.Condition, _ profile: AndroidProfile) -> String {
    condition.call.name == "sdkInt"
      ? "SDK_INT is \(profile.apiLevel) on this profile"
      : "the app's display always has FLAG_SECURE: " + secureDisplayReason(profile)
  }

  /// Why the app is never on a display without `FLAG_SECURE` on `profile` (``AndroidProfile/appMayBeOnNonSecureDisplay``).
  private static func secureDisplayReason(_ profile: AndroidProfile) -> String {
    guard profile.flags.externalDisplayInUse else { return "no external display is in use" }
    guard profile.apiLevel >= AndroidProfile.externalDisplayMoveAPILevel else {
      return "an activity moves to another display only from API \(AndroidProfile.externalDisplayMoveAPILevel), so "
        + "the app stays on the device's own display (this profile: API \(profile.apiLevel))"
    }
    return "its external display is secure"
  }

  /// The events of `script`'s handlers that `profile` never delivers (``undeliveredReason(of:in:on:)``), each event and
  /// reason once, in the script's order, with why: `run` warns of them before it starts.
  public static func undeliveredEvents(in script: AppLogicScript, on profile: AndroidProfile) -> [(
    event: String, reason: String
  )] {
    var out: [(event: String, reason: String)] = []
    for handler in script.handlers {
      guard let reason = undeliveredReason(of: handler, in: script, on: profile),
        !out.contains(where: { $0.event == handler.event.name && $0.reason == reason })
      else { continue }
      out.append((handler.event.name, reason))
    }
    return out
  }
}
