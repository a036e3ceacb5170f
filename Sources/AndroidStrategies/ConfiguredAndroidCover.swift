import AndroidModel

/// The strategy an ``AndroidCoverConfiguration`` describes, written as an activity's own code.
///
/// It claims everything for `FLAG_SECURE` from `onCreate` (the flag is on long before any capture), Recents only
/// otherwise. With `dialogs`, the hook also protects the dialogs and popups the activity shows then, and a dialog
/// or popup shown while the protection is on gets it at once (`onCreateDialog`, `updateViewLayout` for a popup).
///
/// A member that names its activities (``AndroidCoverConfiguration/activities``) is code in those activities only:
/// each keeps its own state (whether its protection is on, its covers), as each activity is its own object with its
/// own window; the others run none of it. A member without them keeps the one state it always had.
public final class ConfiguredAndroidCover: AndroidPrivacyStrategy {
  /// The configuration.
  public let configuration: AndroidCoverConfiguration
  private var isAppliedEverywhere = false
  /// The activities whose protection is on, for a member that names its activities.
  private var appliedActivities: [ObjectIdentifier] = []
  private var covers: [(activity: ObjectIdentifier, view: View)] = []

  /// The strategy for `configuration`.
  public init(_ configuration: AndroidCoverConfiguration) { self.configuration = configuration }

  /// The configuration's text form.
  public var name: String { configuration.description }
  /// Everything for `FLAG_SECURE` from `onCreate`, Recents otherwise.
  public var claims: AndroidProtectionClaims {
    configuration.hook == .onCreate && configuration.what == .secure ? .all : .recents
  }

  /// The member's `noNeedlessCover` declaration (``AndroidCoverConfiguration/promisesNoNeedlessCover``).
  public var promisesNoNeedlessCover: Bool { configuration.promisesNoNeedlessCover }
  /// A new activity starts unprotected (its window is new); the `onCreate` hook protects it.
  public func onCreate(_ activity: Activity) {
    if configuration.activities == nil {
      isAppliedEverywhere = false
      covers = []
    } else {
      // A new activity may reuse a destroyed one's identity: nothing of that one is this one's.
      setApplied(false, activity)
      covers.removeAll { $0.activity == ObjectIdentifier(activity) }
    }
    if configuration.hook == .onCreate { apply(activity) }
  }
  /// Undoes the `onStop` hook.
  public func onStart(_ activity: Activity) { if configuration.hook == .onStop { undo(activity) } }
  /// Undoes the `onPause` hook.
  public func onResume(_ activity: Activity) { if configuration.hook == .onPause { undo(activity) } }
  /// Applies or undoes the `onTopResumedLost` hook.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {
    guard configuration.hook == .onTopResumedLost else { return }
    if isTopResumedActivity { undo(activity) } else { apply(activity) }
  }
  /// Applies the `onPause` hook.
  public func onPause(_ activity: Activity) { if configuration.hook == .onPause { apply(activity) } }
  /// Applies the `onStop` hook.
  public func onStop(_ activity: Activity) { if configuration.hook == .onStop { apply(activity) } }

  /// Protects a dialog shown while the protection is on.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
    if configuration.dialogs, isApplied(activity) { protect(dialog.window, activity) }
  }
  /// Protects a popup shown while the protection is on.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
    guard configuration.dialogs, isApplied(activity) else { return }
    let root = popup.contentView.rootView
    switch configuration.what {
    case .secure:
      guard var params = root.layoutParams else { return }
      params.flags |= secure
      activity.windowManager.updateViewLayout(root, params)
    case .cover: addCover(to: root, activity)
    case .blur: if activity.sdkInt >= 31 { root.setRenderEffect(blur) }
    case .recentsOff: break
    }
  }

  /// Whether `activity` runs the member's code: every activity without named activities, otherwise the named ones
  /// (each by the screen it starts with, the first of its back stack).
  private func runs(in activity: Activity) -> Bool {
    guard let activities = configuration.activities else { return true }
    return activity.backStack.first.map { activities.contains($0.name) } ?? false
  }

  /// Whether the protection is on for `activity` (for every activity at once without named activities).
  private func isApplied(_ activity: Activity) -> Bool {
    configuration.activities == nil ? isAppliedEverywhere : appliedActivities.contains(ObjectIdentifier(activity))
  }

  private func setApplied(_ applied: Bool, _ activity: Activity) {
    guard configuration.activities != nil else {
      isAppliedEverywhere = applied
      return
    }
    appliedActivities.removeAll { $0 == ObjectIdentifier(activity) }
    if applied { appliedActivities.append(ObjectIdentifier(activity)) }
  }

  private var secure: Int { WindowManager.LayoutParams.FLAG_SECURE }
  private var blur: RenderEffect { RenderEffect.createBlurEffect(40, 40, .CLAMP) }

  /// The activity's other windows (dialogs, popups) shown now.
  private func ownedWindows(of activity: Activity) -> [Window] {
    activity.windowManager.windows.filter { $0 !== activity.window && $0.owner === activity }
  }

  private func apply(_ activity: Activity) {
    guard runs(in: activity), !isApplied(activity) else { return }
    setApplied(true, activity)
    switch configuration.what {
    case .secure, .cover:
      protect(activity.window, activity)
    case .blur:
      guard activity.sdkInt >= 31 else { return }
      activity.contentView.setRenderEffect(blur)
    case .recentsOff:
      guard activity.sdkInt >= 33 else { return }
      activity.setRecentsScreenshotEnabled(false)
    }
    if configuration.dialogs { for window in ownedWindows(of: activity) { protect(window, activity) } }
  }

  private func protect(_ window: Window, _ activity: Activity) {
    switch configuration.what {
    case .secure: window.addFlags(secure)
    case .cover: addCover(to: window.decorView, activity)
    case .blur: if activity.sdkInt >= 31 { window.decorView.setRenderEffect(blur) }
    case .recentsOff: break
    }
  }

  private func addCover(to root: View, _ activity: Activity) {
    let cover = View(root.context)
    cover.setBackgroundColor(0xFFFF_FFFF)
    root.addView(cover)
    covers.append((ObjectIdentifier(activity), cover))
  }

  private func undo(_ activity: Activity) {
    guard runs(in: activity), isApplied(activity) else { return }
    setApplied(false, activity)
    switch configuration.what {
    case .secure:
      activity.window.clearFlags(secure)
      if configuration.dialogs { for window in ownedWindows(of: activity) { window.clearFlags(secure) } }
    case .cover:
      // Without named activities every cover goes, as the member always did; otherwise this activity's.
      let scoped = configuration.activities != nil
      for cover in covers where !scoped || cover.activity == ObjectIdentifier(activity) {
        cover.view.parent?.removeView(cover.view)
      }
      covers.removeAll { !scoped || $0.activity == ObjectIdentifier(activity) }
    case .blur:
      guard activity.sdkInt >= 31 else { return }
      activity.contentView.setRenderEffect(nil)
      if configuration.dialogs { for window in ownedWindows(of: activity) { window.decorView.setRenderEffect(nil) } }
    case .recentsOff:
      guard activity.sdkInt >= 33 else { return }
      activity.setRecentsScreenshotEnabled(true)
    }
  }
}
