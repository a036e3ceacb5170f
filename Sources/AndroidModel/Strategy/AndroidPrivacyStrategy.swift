/// What an Android strategy claims to keep out of captures; a leak of something it does not claim is no failure.
nonisolated public struct AndroidProtectionClaims: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: UInt8
  /// Claims from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The Recents card (and the starting window that reuses it).
  public static let recents = AndroidProtectionClaims(rawValue: 1 << 0)
  /// Screenshots.
  public static let screenshots = AndroidProtectionClaims(rawValue: 1 << 1)
  /// MediaProjection recordings and casting.
  public static let recordings = AndroidProtectionClaims(rawValue: 1 << 2)
  /// Everything.
  public static let all: AndroidProtectionClaims = [.recents, .screenshots, .recordings]

  /// Whether the claims cover captures of `kind`.
  public func covers(_ kind: AndroidCaptureKind) -> Bool {
    switch kind {
    case .recentsThumbnail, .startingWindow: return contains(.recents)
    case .screenshot: return contains(.screenshots)
    case .recording: return contains(.recordings)
    }
  }

  /// Comma-separated names, for example `recents,screenshots`.
  public var description: String {
    var names: [String] = []
    if contains(.recents) { names.append("recents") }
    if contains(.screenshots) { names.append("screenshots") }
    if contains(.recordings) { names.append("recordings") }
    return names.isEmpty ? "nothing" : names.joined(separator: ",")
  }
}

/// An Android privacy strategy: app code the app's activity runs from its lifecycle methods.
///
/// Write it as the activity's own code (Kotlin or Java in Swift spelling): the activity calls each method after its
/// `super` call and after the app's own work (`setContentView` is done by `onCreate`). Every method has an empty
/// default.
public protocol AndroidPrivacyStrategy: AnyObject {
  /// The strategy's name, for example `secure-flag-on-create`.
  var name: String { get }
  /// What the strategy claims to protect now (it may depend on the app's state, for example a PIN being set).
  var claims: AndroidProtectionClaims { get }
  /// The app calls the strategy offers (``AndroidEvent/appCall(_:)`` names), for example `pinSetup`.
  var appCalls: [String] { get }
  /// `Activity.onCreate`, after `setContentView`.
  func onCreate(_ activity: Activity)
  /// `Activity.onStart`.
  func onStart(_ activity: Activity)
  /// `Activity.onResume`.
  func onResume(_ activity: Activity)
  /// `Activity.onTopResumedActivityChanged` (API 29).
  func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool)
  /// `Activity.onPause`.
  func onPause(_ activity: Activity)
  /// `Activity.onStop`.
  func onStop(_ activity: Activity)
  /// `Activity.onDestroy`.
  func onDestroy(_ activity: Activity)
  /// Where the app makes a dialog, before it is shown (`DialogFragment.onCreateDialog`; in React Native,
  /// `ReactModalHostView` making its `Dialog`, the place RN's fix copies the flag). Compose dialogs do not come
  /// here: Compose makes their windows itself.
  func onCreateDialog(_ dialog: Dialog, _ activity: Activity)
  /// Right after the app's `popup.showAsDropDown(anchor)`.
  func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity)
  /// One of ``appCalls``, run when the user triggers it in the app.
  func onAppCall(_ name: String, _ activity: Activity)
}

extension AndroidPrivacyStrategy {
  /// No app calls.
  public var appCalls: [String] { [] }
  /// Does nothing.
  public func onCreate(_ activity: Activity) {}
  /// Does nothing.
  public func onStart(_ activity: Activity) {}
  /// Does nothing.
  public func onResume(_ activity: Activity) {}
  /// Does nothing.
  public func onTopResumedActivityChanged(_ activity: Activity, _ isTopResumedActivity: Bool) {}
  /// Does nothing.
  public func onPause(_ activity: Activity) {}
  /// Does nothing.
  public func onStop(_ activity: Activity) {}
  /// Does nothing.
  public func onDestroy(_ activity: Activity) {}
  /// Does nothing.
  public func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {}
  /// Does nothing.
  public func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {}
  /// Does nothing.
  public func onAppCall(_ name: String, _ activity: Activity) {}
}

/// The strategy that protects nothing (the app as written).
public final class NoAndroidProtection: AndroidPrivacyStrategy {
  /// A strategy with no code.
  public init() {}
  /// `none`.
  public var name: String { "none" }
  /// Nothing.
  public var claims: AndroidProtectionClaims { [] }
}
