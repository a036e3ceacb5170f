import AndroidModel

/// A capture detection as app code: it protects nothing (no claims) and promises to tell the app once of each capture
/// of its kind that shows the app, and of nothing else (``detectionClaims``), which the detection-promise invariant
/// checks against what the platform delivered. Sources: https://developer.android.com/about/versions/14/features/screenshot-detection
/// (API 34: register in `onStart`, unregister in `onStop`; only screenshots taken while the activity is visible; no
/// callback under `FLAG_SECURE`); https://developer.android.com/reference/android/view/WindowManager#addScreenRecordingCallback(java.util.concurrent.Executor,%20java.util.function.Consumer%3Cjava.lang.Integer%3E)
/// (API 35; the initial state is the return value); both high. The storage channels (`via=mediaStore|fileObserver`)
/// are in `AndroidCaptureDetection+Storage.swift`.
public final class AndroidCaptureDetection: AndroidPrivacyStrategy {
  let configuration: AndroidDetectionConfiguration
  /// The screenshot callbacks registered, with their activity.
  private var registrations: [(activity: Activity, callback: Activity.ScreenCaptureCallback)] = []
  /// The recording callbacks registered, with their activity.
  private var recordingRegistrations: [(activity: Activity, callback: WindowManager.ScreenRecordingCallback)] = []
  /// The content observers registered, with the activity that registered each.
  var contentObservers: [(activity: Activity, observer: ContentObserver)] = []
  /// The file observers watching, with the activity that started each.
  var fileObservers: [(activity: Activity, observer: FileObserver)] = []
  /// The last path reported (`dedupe=path`).
  var lastReportedPath: String?
  /// The row IDs reported (`dedupe=id`).
  var reportedIDs: [Int] = []
  /// A member of `configuration`.
  public init(_ configuration: AndroidDetectionConfiguration) { self.configuration = configuration }
  /// The configuration's text.
  public var name: String { configuration.description }
  /// Nothing: detection hides nothing.
  public var claims: AndroidProtectionClaims { [] }
  /// The captures of its kind.
  public var detectionClaims: AndroidProtectionClaims {
    configuration.what == .screenshots ? .screenshots : .recordings
  }
  /// Screenshots its detection reported (each callback, or each image reported).
  public internal(set) var detectedScreenshotCount = 0
  /// The images a storage channel reported as screenshots, by path, in order.
  public internal(set) var reportedScreenshotImages: [String] = []
  /// The last recording state it was told.
  public private(set) var knowsAppIsRecorded = false

  /// Registers when the configuration says `onCreate`.
  public func onCreate(_ activity: Activity) { if configuration.register == .onCreate { register(activity) } }
  /// Registers when the configuration says `onStart`.
  public func onStart(_ activity: Activity) { if configuration.register == .onStart { register(activity) } }
  /// Registers when the configuration says `onResume`.
  public func onResume(_ activity: Activity) { if configuration.register == .onResume { register(activity) } }
  /// Unregisters when the configuration says `onPause`.
  public func onPause(_ activity: Activity) { if configuration.unregister == .onPause { unregister(activity) } }
  /// Unregisters when the configuration says `onStop`.
  public func onStop(_ activity: Activity) { if configuration.unregister == .onStop { unregister(activity) } }
  /// Unregisters when the configuration says `onDestroy`.
  public func onDestroy(_ activity: Activity) { if configuration.unregister == .onDestroy { unregister(activity) } }

  private func unregister(_ activity: Activity) {
    switch (configuration.what, configuration.via) {
    case (.screenshots, .callback):
      guard activity.sdkInt >= 34 else { return }
      for registration in registrations where registration.activity === activity {
        activity.unregisterScreenCaptureCallback(registration.callback)
      }
      registrations.removeAll { $0.activity === activity }
    case (.recordings, _):
      guard activity.sdkInt >= 35 else { return }
      for registration in recordingRegistrations where registration.activity === activity {
        activity.windowManager.removeScreenRecordingCallback(registration.callback)
      }
      recordingRegistrations.removeAll { $0.activity === activity }
    case (.screenshots, .mediaStore), (.screenshots, .fileObserver):
      unregisterStorageObservers(activity)
    }
  }

  private func register(_ activity: Activity) {
    switch (configuration.what, configuration.via) {
    case (.screenshots, .callback):
      guard activity.sdkInt >= 34 else { return }
      let callback = Activity.ScreenCaptureCallback { [weak self] in self?.detectedScreenshotCount += 1 }
      activity.registerScreenCaptureCallback(callback)
      registrations.append((activity, callback))
    case (.recordings, _):
      guard activity.sdkInt >= 35 else { return }
      let callback = WindowManager.ScreenRecordingCallback { [weak self] state in
        self?.knowsAppIsRecorded = state == WindowManager.SCREEN_RECORDING_STATE_VISIBLE
      }
      let state = activity.windowManager.addScreenRecordingCallback(callback)
      recordingRegistrations.append((activity, callback))
      knowsAppIsRecorded = state == WindowManager.SCREEN_RECORDING_STATE_VISIBLE
    case (.screenshots, .mediaStore), (.screenshots, .fileObserver):
      registerStorageObserver(activity)
    }
  }
}
