// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Android's and UIKit's own names for these constants, as the platform spells them.)
/// The window manager: the display's attached windows in z-order, and the screen-recording callback (API 35).
///
/// Windows are ordered by layer, then by when they were attached: application windows (the activity's, dialogs',
/// the starting window), then panels (popups) above their parent, then toasts, then other apps' overlays, then the
/// IME, following
/// `WindowManagerPolicy.getWindowLayerFromTypeLw` (frameworks/base; high). Among application windows an activity's
/// base window is below all the others, whenever they were attached ("Base application windows should be z-ordered
/// BELOW all other windows in the app token", `ActivityRecord.isFirstChildWindowGreaterThanSecond`, frameworks/base;
/// high): a dialog shown in `onCreate`, before the activity's window is attached, is still above it.
public final class WindowManager {
  /// `SCREEN_RECORDING_STATE_NOT_VISIBLE` (API 35).
  public static let SCREEN_RECORDING_STATE_NOT_VISIBLE = 0
  /// `SCREEN_RECORDING_STATE_VISIBLE` (API 35).
  public static let SCREEN_RECORDING_STATE_VISIBLE = 1

  unowned let device: AndroidDevice
  // Unchecked exclusivity on state the model reads every step: see `AndroidDevice`.
  @exclusivity(unchecked) private var attached: [(window: Window, order: Int)] = []
  @exclusivity(unchecked) private var nextOrder = 0
  @exclusivity(unchecked) var recordingCallbacks: [(id: Int, callback: (Int) -> Void)] = []
  /// The registered callback objects, by the id of their entry in `recordingCallbacks`.
  @exclusivity(unchecked) private var recordingCallbackObjects: [(id: Int, object: ScreenRecordingCallback)] = []
  @exclusivity(unchecked) private var nextCallbackId = 0
  @exclusivity(unchecked) var lastReportedRecordingState: Int?

  init(device: AndroidDevice) { self.device = device }

  /// The attached windows, bottom to top.
  public var windows: [Window] {
    attached.sorted {
      (Self.layer($0.window), Self.rank($0.window), $0.order) < (Self.layer($1.window), Self.rank($1.window), $1.order)
    }
    .map(\.window)
  }

  /// 0 for an activity's base window, 1 for the others of its layer.
  static func rank(_ window: Window) -> Int { window.attributes.type == LayoutParams.TYPE_BASE_APPLICATION ? 0 : 1 }

  /// Application windows, panels, toasts, other apps' overlays, the IME and the notification shade, in that order
  /// (`getWindowLayerFromTypeLw`: toast 8, application overlay 12, input method 15; high).
  static func layer(_ window: Window) -> Int {
    switch window.attributes.type {
    case ..<1000: return 1
    case 1000..<2000: return 2
    case LayoutParams.TYPE_TOAST: return 3
    case LayoutParams.TYPE_APPLICATION_OVERLAY, LayoutParams.TYPE_STATUS_BAR_SUB_PANEL: return 4
    case LayoutParams.TYPE_INPUT_METHOD: return 5
    case LayoutParams.TYPE_NOTIFICATION_SHADE: return 6
    default: return 3
    }
  }

  func add(_ window: Window) {
    guard !window.isAttached else { return }
    window.isAttached = true
    attached.append((window, nextOrder))
    nextOrder += 1
    latchSurfaces(window.decorView)
  }

  func remove(_ window: Window) {
    window.isAttached = false
    attached.removeAll { $0.window === window }
  }

  private func latchSurfaces(_ view: View) {
    if let surface = view as? SurfaceView { surface.windowAttached() }
    view.children.forEach(latchSurfaces)
  }

  /// Replaces the layout parameters of the window whose root view is `view` (`updateViewLayout`); the way app code
  /// sets `FLAG_SECURE` on a popup's window after `showAsDropDown`. Does nothing for a view that is not a root.
  public func updateViewLayout(_ view: View, _ params: LayoutParams) {
    guard let window = view.rootWindow, window.isAttached else { return }
    window.attributes = params
  }

  /// Registers a screen-recording callback (API 35, `DETECT_SCREEN_RECORDING`) and returns the current state.
  ///
  /// The callback runs on the main looper when windows of the app's UID become visible or invisible in a
  /// recording; a recording that was already running is reported only by the returned value and the next change
  /// (https://learn.microsoft.com/dotnet/api/android.views.iwindowmanager.addscreenrecordingcallback ;
  /// https://guardsquare.com/mobile-app-security-research-center/malware/screen-recording-callback ; medium).
  /// Below API 35 the call crashes with `NoSuchMethodError` and returns `SCREEN_RECORDING_STATE_NOT_VISIBLE`.
  /// - Returns: `SCREEN_RECORDING_STATE_VISIBLE` or `SCREEN_RECORDING_STATE_NOT_VISIBLE`.
  @discardableResult public func addScreenRecordingCallback(_ callback: @escaping (Int) -> Void) -> Int {
    guard device.requireApi(35, "WindowManager.addScreenRecordingCallback") else {
      return Self.SCREEN_RECORDING_STATE_NOT_VISIBLE
    }
    recordingCallbacks.append((nextCallbackId, callback))
    nextCallbackId += 1
    let state = device.appRecordingState
    if lastReportedRecordingState == nil { lastReportedRecordingState = state }
    return state
  }

  /// Removes every screen-recording callback (`removeScreenRecordingCallback` for each). A later registration's
  /// baseline is its own return value.
  public func removeScreenRecordingCallbacks() {
    recordingCallbacks.removeAll()
    recordingCallbackObjects.removeAll()
    lastReportedRecordingState = nil
  }

  /// A `Consumer<Integer>` the app registers and later removes by identity.
  public final class ScreenRecordingCallback {
    let accept: (Int) -> Void
    /// A callback running `accept` with the new state.
    public init(_ accept: @escaping (Int) -> Void) { self.accept = accept }
  }

  /// ``addScreenRecordingCallback(_:)-(Int)->Void`` for a callback object, removable with
  /// ``removeScreenRecordingCallback(_:)``.
  @discardableResult public func addScreenRecordingCallback(_ callback: ScreenRecordingCallback) -> Int {
    let before = nextCallbackId
    let state = addScreenRecordingCallback(callback.accept)
    if nextCallbackId != before { recordingCallbackObjects.append((before, callback)) }
    return state
  }

  /// `removeScreenRecordingCallback(callback)`; when none is left, a later registration's baseline is its own return
  /// value.
  public func removeScreenRecordingCallback(_ callback: ScreenRecordingCallback) {
    guard device.requireApi(35, "WindowManager.removeScreenRecordingCallback") else { return }
    let ids = recordingCallbackObjects.filter { $0.object === callback }.map(\.id)
    recordingCallbacks.removeAll { ids.contains($0.id) }
    recordingCallbackObjects.removeAll { $0.object === callback }
    if recordingCallbacks.isEmpty { lastReportedRecordingState = nil }
  }
}
