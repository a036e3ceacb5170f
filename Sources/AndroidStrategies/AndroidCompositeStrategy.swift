import AndroidModel

/// Two protections in one app (`A + B`, iOS's ``CompositeStrategy`` on Android): an app whose own code writes its
/// windows' flags beside a library that writes them too (a screen-security setting the user turns off beside a
/// library that sets `FLAG_SECURE` on its screens, or a library's cleanup that clears a flag the app set).
///
/// Every callback goes to each member in order, nothing arbitrates: both write the same window's
/// `WindowManager.LayoutParams.flags`, and the last `addFlags`/`clearFlags` wins, since a window has one flags word
/// and `Window.setFlags(flags, mask)` replaces the masked bits whoever calls it (AOSP `Window.setFlags`,
/// https://developer.android.com/reference/android/view/Window#setFlags(int,%20int) ; every API level; high). Claims,
/// detection claims and app calls are the union; an app call goes to the members that declare it; Back goes to the
/// members in order until one consumes it (the model's choice: `OnBackPressedDispatcher` asks the callback added
/// last, and the order the two register in is the app's); the lock and setting questions take the first member's
/// answer that has one. The screen-security setting is the app's: once the user turned it off the pair's claims are
/// released, and what the library still protects is `cannot-disable`, the user's view of it.
public final class AndroidCompositeStrategy: AndroidPrivacyStrategy {
  /// The members, in forwarding order.
  public let members: [any AndroidPrivacyStrategy]

  /// A composite of `members`, called in order.
  public init(_ members: [any AndroidPrivacyStrategy]) { self.members = members }

  /// The members' names joined by ` + `.
  public var name: String { members.map(\.name).joined(separator: " + ") }
  /// The union of the members' claims.
  public var claims: AndroidProtectionClaims { members.reduce([]) { $0.union($1.claims) } }
  /// The union of the members' claims once on.
  public var claimsWhenOn: AndroidProtectionClaims { members.reduce([]) { $0.union($1.claimsWhenOn) } }
  /// Whether a member's lock is due.
  public var isAppLocked: Bool { members.contains { $0.isAppLocked } }
  /// A lock when one of its protections is.
  public var isAppLock: Bool { members.contains { $0.isAppLock } }
  /// Whether every member promises no needless cover (one that does not may cover where the other promised not to).
  public var promisesNoNeedlessCover: Bool { members.allSatisfy(\.promisesNoNeedlessCover) }
  /// The first member's note.
  public var lockPromiseNote: String? { members.lazy.compactMap(\.lockPromiseNote).first }
  /// The first member's fact.
  public var lockPromiseFact: String? { members.lazy.compactMap(\.lockPromiseFact).first }
  /// The first member's note.
  public var reauthenticationNote: String? { members.lazy.compactMap(\.reauthenticationNote).first }
  /// Whether a member's lock is due for images.
  public var isLockDueForImages: Bool { members.contains { $0.isLockDueForImages } }
  /// The first member's entry.
  public var lockEntry: View? { members.lazy.compactMap(\.lockEntry).first }
  /// The first member's prompt release.
  public var promptRelease: AndroidPromptRelease? { members.lazy.compactMap(\.promptRelease).first }
  /// The first member that places app call `name` on a screen.
  public func screen(ofAppCall name: String) -> String? {
    members.lazy.compactMap { $0.screen(ofAppCall: name) }.first
  }
  /// Whether a member's settings switch is app call `name`.
  public func isSettingsControl(_ name: String) -> Bool { members.contains { $0.isSettingsControl(name) } }
  /// Whether `screen` is a member's lock screen.
  public func isLockScreen(_ screen: String) -> Bool { members.contains { $0.isLockScreen(screen) } }
  /// The union of the members' detection claims.
  public var detectionClaims: AndroidProtectionClaims { members.reduce([]) { $0.union($1.detectionClaims) } }
  /// The count of the first member that detects anything.
  public var detectedScreenshotCount: Int { detector?.detectedScreenshotCount ?? 0 }
  /// The images of the first member that detects anything.
  public var reportedScreenshotImages: [String] { detector?.reportedScreenshotImages ?? [] }
  /// Whether the first member that detects anything knows of a recording.
  public var knowsAppIsRecorded: Bool { detector?.knowsAppIsRecorded ?? false }
  /// The members' app calls, each once, in member order.
  public var appCalls: [String] {
    var out: [String] = []
    for m in members { for c in m.appCalls where !out.contains(c) { out.append(c) } }
    return out
  }
  /// The union of the members' reaches, or `nil` when none offers a setting.
  public var screenSecurityReach: ScreenSecurityReach? {
    let reaches = members.compactMap(\.screenSecurityReach)
    return reaches.isEmpty ? nil : reaches.reduce([]) { $0.union($1) }
  }
  /// The members' own kept settings (``AndroidPrivacyStrategy/userSettingText``), in member order, or `nil` when none
  /// keeps any.
  public var userSettingText: String? {
    let texts = members.compactMap(\.userSettingText)
    return texts.isEmpty ? nil : texts.joined(separator: ", ")
  }
  /// The members' disable call when every member names the same one (the whole app's protection goes off at once,
  /// as iOS's composite judges it), else `nil`.
  public var disableCall: String? {
    guard let first = members.first?.disableCall else { return nil }
    return members.allSatisfy { $0.disableCall == first } ? first : nil
  }
  /// The members' enable call when they share the disable call and name the same one, else `nil`.
  public var enableCall: String? {
    guard disableCall != nil, let first = members.first?.enableCall else { return nil }
    return members.allSatisfy { $0.enableCall == first } ? first : nil
  }
  /// The first member's timer promise.
  public var lockTimerPromise: AndroidLockTimerPromise? { members.lazy.compactMap(\.lockTimerPromise).first }
  /// The first member's lock start that `activity` shows.
  public func codeLockStart(shownBy activity: Activity) -> AndroidCodeLockStart? {
    members.lazy.compactMap { $0.codeLockStart(shownBy: activity) }.first
  }

  private var detector: (any AndroidPrivacyStrategy)? { members.first { !$0.detectionClaims.isEmpty } }

  /// Each member in order.
  public func onScreenSecuritySettingChanged(_ isOn: Bool, _ activity: Activity) {
    for m in members { m.onScreenSecuritySettingChanged(isOn, activity) }
  }
  /// Each member in order.
  public func onCreate(_ activity: Activity) { for m in members { m.onCreate(activity) } }
  /// Each member in order.
  public func onStart(_ activity: Activity) { for m in members { m.onStart(activity) } }
  /// Each member in order.
  public func onResume(_ activity: Activity) { for m in members { m.onResume(activity) } }
  /// Each member in order.
  public func onNewIntent(_ activity: Activity) { for m in members { m.onNewIntent(activity) } }
  /// Each member in order.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {
    for m in members { m.onTopResumedActivityChanged(activity, isTopResumedActivity) }
  }
  /// Each member in order.
  public func onWindowFocusChanged(_ activity: Activity, _ hasFocus: Bool) {
    for m in members { m.onWindowFocusChanged(activity, hasFocus) }
  }
  /// Each member in order.
  public func onUserLeaveHint(_ activity: Activity) { for m in members { m.onUserLeaveHint(activity) } }
  /// Each member in order.
  public func onConfigurationChanged(_ activity: Activity) { for m in members { m.onConfigurationChanged(activity) } }
  /// Each member in order.
  public func onPause(_ activity: Activity) { for m in members { m.onPause(activity) } }
  /// Each member in order.
  public func onStop(_ activity: Activity) { for m in members { m.onStop(activity) } }
  /// Each member in order.
  public func onDestroy(_ activity: Activity) { for m in members { m.onDestroy(activity) } }
  /// Each member in order.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    for m in members { m.onCreateDialog(dialog, activity) }
  }
  /// Each member in order.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    for m in members { m.onPopupWindowShown(popup, activity) }
  }
  /// Whether any member answers the call.
  public func answersAppCall(_ name: String) -> Bool { members.contains { $0.answersAppCall(name) } }
  /// The members that answer the call, in order.
  public func onAppCall(_ name: String, _ activity: Activity) {
    for m in members where m.answersAppCall(name) { m.onAppCall(name, activity) }
  }
  /// Each member in order.
  public func onScreenCreated(_ screen: AndroidAppScreen, _ activity: Activity) {
    for m in members { m.onScreenCreated(screen, activity) }
  }
  /// Each member in order.
  public func onScreenDestroyed(_ screen: AndroidAppScreen, _ activity: Activity) {
    for m in members { m.onScreenDestroyed(screen, activity) }
  }
  /// Each member in order.
  public func onDestinationChanged(_ screen: AndroidAppScreen, _ activity: Activity) {
    for m in members { m.onDestinationChanged(screen, activity) }
  }
  /// The members in order until one consumes Back.
  public func onBackPressed(_ activity: Activity) -> Bool { members.contains { $0.onBackPressed(activity) } }
  /// The first member whose `onBackPressed()` override consumes Back.
  public func onActivityBackPressed(_ activity: Activity) -> Bool {
    members.contains { $0.onActivityBackPressed(activity) }
  }
  /// Whether any member has an enabled `OnBackPressedCallback` in `activity`.
  public func hasEnabledBackCallback(_ activity: Activity) -> Bool {
    members.contains { $0.hasEnabledBackCallback(activity) }
  }
  /// Each member in order.
  public func onForegroundAppChanged(_ appUnderTestInFront: Bool, _ otherApp: OtherApp) {
    for m in members { m.onForegroundAppChanged(appUnderTestInFront, otherApp) }
  }
  /// Each member in order.
  public func onUserInteraction(_ activity: Activity) { for m in members { m.onUserInteraction(activity) } }
}
