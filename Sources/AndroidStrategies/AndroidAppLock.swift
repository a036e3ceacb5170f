import AndroidModel

/// One app lock of the parametric family `android-lock[as=view|dialog|prompt,rearm=onPause|onStop]`: where the lock
/// screen is drawn and when it is armed again. App code against the model's window manager, so the platform decides what
/// stacks above it.
nonisolated public struct AndroidLockConfiguration: Hashable, Sendable, CustomStringConvertible {
  /// Where the lock screen is drawn.
  public enum Surface: String, Hashable, Sendable, CaseIterable {
    /// An opaque view on the activity's content: inside the activity's window, below every dialog and popup window.
    case view
    /// A full-screen `Dialog`: a window of its own, above the windows of its layer attached before it and below the
    /// ones attached after it; popups (panels) are above it.
    case dialog
    /// No lock screen of the app's own: the lock asks for the system's ``BiometricPrompt`` when the activity resumes
    /// locked, and only its success (``AndroidEvent/biometricMatch``) unlocks; an error (the user's or the system's
    /// cancel) leaves it locked, to ask again at the next resume. The prompt is SystemUI's window over the app, so the
    /// platform decides what of the app shows around it and in Recents.
    case prompt
  }

  /// When the lock is armed again after the user passed it.
  public enum Rearm: String, Hashable, Sendable, CaseIterable {
    /// In `onPause`.
    case onPause
    /// In `onStop`.
    case onStop
  }

  /// Where the lock is drawn.
  public var surface: Surface
  /// When it is armed again.
  public var rearm: Rearm

  /// A configuration.
  public init(surface: Surface, rearm: Rearm) {
    self.surface = surface
    self.rearm = rearm
  }

  /// The text form's prefix.
  public static let prefix = "android-lock"
  /// The syntax, for messages and listings.
  public static let syntax = "android-lock[as=view|dialog|prompt,rearm=onPause|onStop]"

  /// `android-lock[as=dialog,rearm=onStop]`.
  public var description: String { "\(Self.prefix)[as=\(surface.rawValue),rearm=\(rearm.rawValue)]" }

  /// Parses the text form (keys in any order, both required), or `nil`.
  public init?(parsing text: String) {
    guard text.hasPrefix(Self.prefix + "["), text.hasSuffix("]") else { return nil }
    var values: [String: String] = [:]
    for pair in text.dropFirst(Self.prefix.count + 1).dropLast().split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, values[parts[0]] == nil else { return nil }
      values[parts[0]] = parts[1]
    }
    guard values.count == 2, let surface = values["as"].flatMap(Surface.init(rawValue:)),
      let rearm = values["rearm"].flatMap(Rearm.init(rawValue:))
    else { return nil }
    self.init(surface: surface, rearm: rearm)
  }
}

/// An app lock: locked when the activity is created and when its rearm hook runs, passed with `appCall(unlock)` (the
/// user's PIN typed into the lock screen, which the model does not draw) or, with `as=prompt`, by the system's
/// biometric prompt's success. Its lock screen also covers the app in the Recents snapshot when it is up before the
/// snapshot, which it claims.
public final class AndroidAppLock: AndroidPrivacyStrategy {
  private let configuration: AndroidLockConfiguration
  private var lockView: View?
  private var lockDialog: Dialog?
  private var prompt: BiometricPrompt?
  /// A lock of `configuration`.
  public init(_ configuration: AndroidLockConfiguration) { self.configuration = configuration }
  /// The configuration's text.
  public var name: String { configuration.description }
  /// Recents.
  public var claims: AndroidProtectionClaims { .recents }
  /// `unlock`, except for a prompt lock (the biometric prompt's outcome unlocks it).
  public var appCalls: [String] { configuration.surface == .prompt ? [] : ["unlock"] }
  /// Locked from creation and from the rearm hook until `unlock`.
  public private(set) var isAppLocked = false

  /// A new activity starts locked.
  public func onCreate(_ activity: Activity) {
    lockView = nil
    lockDialog = nil
    lock(activity)
  }
  /// A prompt lock that is locked asks for the biometric prompt.
  public func onResume(_ activity: Activity) {
    guard configuration.surface == .prompt, isAppLocked, prompt?.isShowing != true else { return }
    let prompt = BiometricPrompt(
      activity, onSucceeded: { [weak self] in self?.isAppLocked = false }, onError: { _ in })
    self.prompt = prompt
    prompt.authenticate()
  }
  /// Rearm on pause.
  public func onPause(_ activity: Activity) { if configuration.rearm == .onPause { lock(activity) } }
  /// Rearm on stop.
  public func onStop(_ activity: Activity) { if configuration.rearm == .onStop { lock(activity) } }

  /// The user passes the lock.
  public func onAppCall(_ name: String, _ activity: Activity) {
    guard name == "unlock" else { return }
    isAppLocked = false
    if let lockView { lockView.parent?.removeView(lockView) }
    lockDialog?.dismiss()
    lockView = nil
    lockDialog = nil
  }

  private func lock(_ activity: Activity) {
    isAppLocked = true
    switch configuration.surface {
    case .view:
      guard lockView == nil else { return }
      let view = View(activity)
      view.setBackgroundColor(0xFF10_1010)
      activity.contentView.addView(view)
      lockView = view
    case .dialog:
      guard lockDialog == nil else { return }
      let dialog = Dialog(activity, fullScreenColor: 0xFF10_1010)
      dialog.show()
      lockDialog = dialog
    case .prompt:
      break  // The prompt is asked for when the activity resumes.
    }
  }
}
