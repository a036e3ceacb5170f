/// The kinds of image the system takes of the app.
nonisolated public enum AndroidCaptureKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// A screenshot (hardware buttons).
  case screenshot
  /// A MediaProjection recording or cast frame.
  case recording
  /// The task's Recents card, shown when Recents opens.
  case recentsThumbnail
  /// The stale task snapshot shown as the starting window while the task returns (recorded only while a
  /// recording runs: the user sees it, captures see it only then).
  case startingWindow
}

/// An image the system took of the display or the task, as the checks judge it.
nonisolated public struct AndroidCapture: Hashable, Sendable, CustomStringConvertible {
  /// What took the image.
  public var kind: AndroidCaptureKind
  /// The view ids (`window/view`) whose sensitive text is legible in the image, in drawing order.
  public var legibleSensitive: [String]
  /// The windows drawn black because they are secure, in drawing order.
  public var blackedOut: [String]
  /// Whether the image is the app theme's background only (a secure task or disabled Recents screenshots).
  public var isAppTheme: Bool
  /// Whether the system refused the capture as a whole.
  public var isRefused: Bool
  /// The app's own windows (its activity's, its dialogs' and popups'; not toasts, the keyboard or other apps'
  /// windows) that were secure when the image was taken, a window's `FLAG_SECURE` or a secure `SurfaceView` in it,
  /// in drawing order: what made a screenshot or recording black or refused on the app's account. Empty for the
  /// Recents images, whose app theme ``isAppTheme`` says.
  public var securedByApp: [String] = []
  /// The view ids (`window/view`) whose sensitive text the windows of ``securedByApp`` show their user legibly as a
  /// screenshot or recording frame is taken, each window drawn as on the display whatever other window covers it, in
  /// drawing order: what their protection protects (empty: it protects nothing the app calls sensitive). Recorded only
  /// for an app that promises captures of its neutral content (``AndroidDevice/promisesNeutralCaptures``); otherwise
  /// empty.
  public var sensitiveInSecureWindows: [String] = []
  /// The views of ``legibleSensitive`` that are the keyboard's key previews while it served a text field in sight on
  /// the display as the image was taken (``AndroidDevice/keyboardEchoOnDisplay``): the user's typing into the field on
  /// screen. `capture-leak` judges them as any sensitive view; `lock-bypass` counts them as the lock's own entry.
  public var keyboardEcho: [String] = []

  /// Whether the image shows sensitive content.
  public var leaks: Bool { !legibleSensitive.isEmpty }

  /// For example `screenshot: leaks dialog/message; black activity`.
  public var description: String { "\(kind.rawValue): \(shown)" }

  /// What the image shows, without its kind: `leaks dialog/message; black activity`, `refused`, `app theme`.
  public var shown: String {
    if isRefused { return "refused" }
    if isAppTheme { return "app theme" }
    var parts: [String] = []
    parts.append(leaks ? "leaks " + legibleSensitive.joined(separator: ",") : "no sensitive content")
    if !blackedOut.isEmpty { parts.append("black " + blackedOut.joined(separator: ",")) }
    return parts.joined(separator: "; ")
  }

  /// The capture after the event that took it, `EVENT: `, in a detail: its kind once (`screenshot: leaks ...` after
  /// the `screenshot` event, not `screenshot: screenshot: leaks ...`), else `goHome: recording: leaks ...`.
  public func described(after eventText: String) -> String {
    eventText == kind.rawValue ? shown : description
  }
}
