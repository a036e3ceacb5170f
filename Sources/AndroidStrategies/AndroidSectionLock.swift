import AndroidModel

/// A section lock of the family (`android-lock[as=view,rearm=onCreate,section=S,sectionAsk=navigation|onCreate]`,
/// ``AndroidLockConfiguration/Section``): one activity of the wallet app is locked at each opening until the user
/// passes it (`appCall(unlock)`), the rest of the app open. The promise stands from the section activity's fresh
/// creation, by any route, until the pass or the activity's finish; a relaunch or a restore from saved state keeps the
/// opening's state. The code draws an opaque lock view on it where it asks: in the app's own navigation (an activity
/// an entry's intent made, ``AndroidModel/Activity/launchEntry``, is never asked) or in its `onCreate` (every route).
/// Content shown while the promise stands is `lock-bypass`, by construction of `sectionAsk=navigation`.
public final class AndroidSectionLock: AndroidPrivacyStrategy {
  private let configuration: AndroidLockConfiguration
  private let section: AndroidLockConfiguration.Section
  /// The section activity of the current opening, while its promise stands.
  private weak var lockedActivity: Activity?
  /// Whether the current opening was passed (kept across a relaunch of the same opening).
  private var passed = false
  private var lockViews: [View] = []
  /// Why the opening shows with no lock, while it does.
  private var note: String?

  /// A section lock of `configuration`, whose ``AndroidLockConfiguration/section`` must be set.
  public init(_ configuration: AndroidLockConfiguration) {
    self.configuration = configuration
    self.section = configuration.section ?? .init(name: "card", ask: .onCreate)
  }

  /// The configuration's text.
  public var name: String { configuration.description }
  /// Nothing: the lock guards access, judged by `lock-bypass`.
  public var claims: AndroidProtectionClaims { [] }
  /// The user's PIN typed into the section's lock.
  public var appCalls: [String] { ["unlock"] }
  /// The section activity of the current opening is alive and not passed.
  public var isAppLocked: Bool {
    guard let activity = lockedActivity else { return false }
    return activity.lifecycleState != .DESTROYED
  }
  /// Each opening asks by the promise: not a needless ask.
  public var locksEachOpening: Bool { true }
  /// The parameter that left the opening unasked, while it shows.
  public var lockPromiseNote: String? { isAppLocked ? note : nil }

  /// A fresh section activity opens the section; a recreated one continues its opening.
  public func onCreate(_ activity: Activity) {
    guard activity.backStack.first?.name == section.name else { return }
    if activity.hasSavedInstanceState {
      guard !passed else { return }
    } else {
      passed = false
    }
    lockedActivity = activity
    note = nil
    if section.ask == .onCreate || activity.launchEntry == nil {
      let view = View(activity)
      view.setBackgroundColor(0xFF10_1010)
      activity.contentView.addView(view)
      lockViews.append(view)
    } else if let entry = activity.launchEntry {
      note =
        "sectionAsk=navigation: the code asks for the \(section.name) section in the app's own navigation to it, and "
        + "this activity was started directly by the intent of \(entry.source.rawValue) (openEntry), which that "
        + "code never sees"
    }
  }

  /// The section's finish ends the opening.
  public func onDestroy(_ activity: Activity) {
    guard activity === lockedActivity, activity.isFinishing else { return }
    lockedActivity = nil
    lockViews.removeAll { $0.context === activity }
  }

  /// The user passes the section's lock.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "unlock", let locked = lockedActivity, locked === activity else { return }
    passed = true
    lockedActivity = nil
    note = nil
    for view in lockViews { view.parent?.removeView(view) }
    lockViews = []
  }
}
