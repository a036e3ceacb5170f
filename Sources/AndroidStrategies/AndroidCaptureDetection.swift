import AndroidModel

/// One capture detection of the family `android-detect[what=screenshots|recordings,register=onCreate|onStart]`: which
/// platform callback the app registers, and in which lifecycle method; every member unregisters in `onStop`, as the
/// documentation's samples do, and guards the call with `Build.VERSION.SDK_INT` (no crash below the API level, and
/// no detection either).
nonisolated public struct AndroidDetectionConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Which captures the app asks to be told of.
  public enum What: String, Hashable, Sendable, CaseIterable {
    /// `Activity.registerScreenCaptureCallback` (API 34, `DETECT_SCREEN_CAPTURE`): per activity, screenshots taken
    /// while that activity is visible, hardware screenshots only, none under `FLAG_SECURE`.
    case screenshots
    /// `WindowManager.addScreenRecordingCallback` (API 35, `DETECT_SCREEN_RECORDING`): whether a recording shows the
    /// app's windows, on change; the return value gives the state at registration, which the app reads.
    case recordings
  }

  /// Where the app registers.
  public enum Register: String, Hashable, Sendable, CaseIterable {
    /// In `onCreate`: paired with the unregister in `onStop`, so an activity that stops and starts again is
    /// registered no more.
    case onCreate
    /// In `onStart`, paired with `onStop` (the documentation's sample).
    case onStart
  }

  /// What is detected.
  public var what: What
  /// Where it is registered.
  public var register: Register

  /// A configuration.
  public init(what: What, register: Register) {
    self.what = what
    self.register = register
  }

  /// The text form's prefix.
  public static let prefix = "android-detect"
  /// The syntax, for messages and listings.
  public static let syntax = "android-detect[what=screenshots|recordings,register=onCreate|onStart]"

  /// `android-detect[what=screenshots,register=onStart]`.
  public var description: String { "\(Self.prefix)[what=\(what.rawValue),register=\(register.rawValue)]" }

  /// Parses the text form (both keys, in any order), or `nil`.
  public init?(parsing text: String) {
    guard text.hasPrefix(Self.prefix + "["), text.hasSuffix("]") else { return nil }
    var values: [String: String] = [:]
    for pair in text.dropFirst(Self.prefix.count + 1).dropLast().split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, values[parts[0]] == nil else { return nil }
      values[parts[0]] = parts[1]
    }
    guard values.count == 2, let what = values["what"].flatMap(What.init(rawValue:)),
      let register = values["register"].flatMap(Register.init(rawValue:))
    else { return nil }
    self.init(what: what, register: register)
  }
}

/// A capture detection as app code: it protects nothing (no claims) and promises to tell the app of the captures of
/// its kind that show the app (``detectionClaims``), which the detection-promise invariant checks against what the
/// platform delivered. Sources: https://developer.android.com/about/versions/14/features/screenshot-detection (API
/// 34: register in `onStart`, unregister in `onStop`; only screenshots taken while the activity is visible; no
/// callback under `FLAG_SECURE`); https://developer.android.com/reference/android/view/WindowManager#addScreenRecordingCallback(java.util.concurrent.Executor,%20java.util.function.Consumer%3Cjava.lang.Integer%3E)
/// (API 35; the initial state is the return value); both high.
public final class AndroidCaptureDetection: AndroidPrivacyStrategy {
  private let configuration: AndroidDetectionConfiguration
  /// The screenshot callbacks registered, with their activity.
  private var registrations: [(activity: Activity, callback: Activity.ScreenCaptureCallback)] = []
  /// The recording callbacks registered, with their activity.
  private var recordingRegistrations: [(activity: Activity, callback: WindowManager.ScreenRecordingCallback)] = []
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
  /// Screenshots its callbacks reported.
  public private(set) var detectedScreenshotCount = 0
  /// The last recording state it was told.
  public private(set) var knowsAppIsRecorded = false

  /// Registers when the configuration says `onCreate`.
  public func onCreate(_ activity: Activity) { if configuration.register == .onCreate { register(activity) } }
  /// Registers when the configuration says `onStart`.
  public func onStart(_ activity: Activity) { if configuration.register == .onStart { register(activity) } }
  /// Unregisters.
  public func onStop(_ activity: Activity) {
    switch configuration.what {
    case .screenshots:
      guard activity.sdkInt >= 34 else { return }
      for registration in registrations where registration.activity === activity {
        activity.unregisterScreenCaptureCallback(registration.callback)
      }
      registrations.removeAll { $0.activity === activity }
    case .recordings:
      guard activity.sdkInt >= 35 else { return }
      for registration in recordingRegistrations where registration.activity === activity {
        activity.windowManager.removeScreenRecordingCallback(registration.callback)
      }
      recordingRegistrations.removeAll { $0.activity === activity }
    }
  }

  private func register(_ activity: Activity) {
    switch configuration.what {
    case .screenshots:
      guard activity.sdkInt >= 34 else { return }
      let callback = Activity.ScreenCaptureCallback { [weak self] in self?.detectedScreenshotCount += 1 }
      activity.registerScreenCaptureCallback(callback)
      registrations.append((activity, callback))
    case .recordings:
      guard activity.sdkInt >= 35 else { return }
      let callback = WindowManager.ScreenRecordingCallback { [weak self] state in
        self?.knowsAppIsRecorded = state == WindowManager.SCREEN_RECORDING_STATE_VISIBLE
      }
      let state = activity.windowManager.addScreenRecordingCallback(callback)
      recordingRegistrations.append((activity, callback))
      knowsAppIsRecorded = state == WindowManager.SCREEN_RECORDING_STATE_VISIBLE
    }
  }
}
