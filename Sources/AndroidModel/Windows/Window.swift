/// What kind of window a ``Window`` is; the model's label for windows of the same `LayoutParams` type.
nonisolated public enum WindowKind: Hashable, Sendable, Codable, CustomStringConvertible {
  /// An `android.app.Dialog` (including a `DialogFragment`'s).
  case dialog
  /// A React Native `Modal`, which RN shows as a `Dialog` window of its own
  /// (https://github.com/facebook/react-native/issues/38537 ; before RN 0.78 it does not copy the activity's
  /// `FLAG_SECURE`, fixed by https://github.com/facebook/react-native/pull/48317 ; high).
  case reactNativeModal
  /// A Jetpack Compose `Dialog` with its `DialogProperties.securePolicy`.
  case composeDialog(SecureFlagPolicy)
  /// A Material 3 `ModalBottomSheet` (material3 1.3+: a `ComponentDialog` of its own, full screen) with its
  /// `ModalBottomSheetProperties.securePolicy` (``ComposeBottomSheet``).
  case composeBottomSheet(SecureFlagPolicy)
  /// A `PopupWindow` (spinner dropdowns, `AutoCompleteTextView` lists and overflow menus are popups too).
  case popup
  /// A Jetpack Compose `Popup` (a `DropdownMenu`'s, an `ExposedDropdownMenu`'s) with its `PopupProperties.securePolicy`.
  case composePopup(SecureFlagPolicy)
  /// A `Toast`.
  case toast
  /// A `Toast` whose text is sensitive (the app copies an IBAN and says so): a `toast` window all the same. A toast is
  /// the system's window, which no app can make secure, and its text is the app's choice: generated only for an app
  /// that declares it shows one (``AndroidAppDescription/showsSensitiveToast``).
  case sensitiveToast
  /// The soft keyboard (IME), a system window above the app.
  case ime

  /// `dialog`, `rnModal`, `composeDialog(inherit)`, `popup`, `composePopup(inherit)`, `toast`, `ime`.
  public var description: String {
    switch self {
    case .dialog: return "dialog"
    case .reactNativeModal: return "rnModal"
    case .composeDialog(let policy): return "composeDialog(\(policy))"
    case .composeBottomSheet(let policy): return "composeBottomSheet(\(policy))"
    case .popup: return "popup"
    case .composePopup(let policy): return "composePopup(\(policy))"
    case .toast: return "toast"
    case .sensitiveToast: return "toast(sensitive)"
    case .ime: return "ime"
    }
  }
}

/// An `android.view.Window` (a `PhoneWindow`): one surface managed by the window manager, with its own flags.
///
/// The model also represents a popup's, a toast's and the IME's root view with its `LayoutParams` as a `Window`;
/// Android code reaches those through `contentView.rootView.layoutParams` and `WindowManager.updateViewLayout`.
public final class Window {
  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  /// The window's layout parameters (`getAttributes()`).
  @exclusivity(unchecked) public internal(set) var attributes: WindowManager.LayoutParams
  /// The root of the window's view tree (`getDecorView()`).
  public let decorView: View
  /// The window's frame on the display, in dp.
  @exclusivity(unchecked) public internal(set) var frame: DpRect
  /// The activity that owns the window (dialogs and popups are the activity's), or `nil` for system windows.
  public internal(set) weak var owner: Activity?
  /// The model's label for the window.
  public let label: String
  /// Whether the window is attached to the window manager (shown).
  @exclusivity(unchecked) public internal(set) var isAttached = false
  /// The view with focus in the window (``EditText/requestFocus()``), if any.
  public internal(set) weak var focusedView: View?
  /// Whether the window's next focus is a forward navigation (`SOFT_INPUT_IS_FORWARD_NAVIGATION`: the activity
  /// started or brought to the front, not returned to by Back).
  @exclusivity(unchecked) var isForwardNavigation = false
  /// When a toast's window leaves the screen, in virtual seconds.
  @exclusivity(unchecked) var expiresAt: Double?
  let kind: WindowKind?
  /// Whether the sample app showed the window of its own, in answer to the trace's `showWindow(KIND)` (a dialog, a
  /// React Native modal, a Compose dialog or popup, a popup), not the strategy's code; a strategy that runs in a
  /// stand-in app (``AndroidPrivacyStrategy/namesSampleAppWindows``) has its views reported as
  /// `sample-app-LABEL/VIEW`.
  public internal(set) var isSampleAppWindow = false
  /// The prefix reports put before a stand-in app's window's label (``isSampleAppWindow``).
  public static let sampleAppPrefix = "sample-app-"

  init(label: String, kind: WindowKind?, type: Int, frame: DpRect, owner: Activity?, decorRole: ContentRole) {
    self.label = label
    self.kind = kind
    self.attributes = WindowManager.LayoutParams(type: type)
    self.frame = frame
    self.owner = owner
    self.decorView = View(context: owner, id: "decor", role: decorRole, frame: nil)
    decorView.rootWindow = self
  }

  /// Sets flag bits (`addFlags(WindowManager.LayoutParams.FLAG_SECURE)`).
  public func addFlags(_ flags: Int) { setFlags(flags, flags) }

  /// Clears flag bits (`clearFlags(FLAG_SECURE)`).
  public func clearFlags(_ flags: Int) { setFlags(0, flags) }

  /// Sets the bits of `mask` to those of `flags` (`setFlags(FLAG_SECURE, FLAG_SECURE)`, seed 004's line).
  public func setFlags(_ flags: Int, _ mask: Int) {
    attributes.flags = (attributes.flags & ~mask) | (flags & mask)
  }

  /// `setSoftInputMode`: the window's `softInputMode` bits.
  public func setSoftInputMode(_ mode: Int) { attributes.softInputMode = mode }

  /// Replaces the window's layout parameters (`setAttributes`).
  public func setAttributes(_ params: WindowManager.LayoutParams) { attributes = params }

  /// Whether the window belongs to another process (another app's overlay, SystemUI's biometric prompt and notification shade), not to the
  /// app under test: it is in no task snapshot and outlives the app's process.
  public var isOtherAppsWindow: Bool {
    attributes.type == WindowManager.LayoutParams.TYPE_APPLICATION_OVERLAY
      || attributes.type == WindowManager.LayoutParams.TYPE_STATUS_BAR_SUB_PANEL
      || attributes.type == WindowManager.LayoutParams.TYPE_NOTIFICATION_SHADE
  }

  /// Whether `FLAG_SECURE` is set on this window.
  public var isSecure: Bool { attributes.isSecure }
}
