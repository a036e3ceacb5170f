/// What an image is taken for, which decides what secure content becomes.
enum RenderPurpose {
  /// What the user sees: secure content is drawn.
  case display
  /// A screenshot: secure windows and secure surfaces are black.
  case screenshot
  /// A MediaProjection recording or cast: as a screenshot, and on API 35 a window showing content marked
  /// sensitive is black.
  case recording
  /// The Recents task snapshot, taken only when no window of the activity is secure (otherwise the app theme).
  /// AOSP captures it with `setCaptureSecureLayers(true)` (`AbsAppSnapshotController.createSnapshotBuffer`,
  /// frameworks/base; medium), so a secure `SurfaceView` in a non-secure window is drawn.
  case taskSnapshot
}

/// One drawn rectangle, in display coordinates (dp).
struct Primitive {
  var rect: DpRect
  var role: ContentRole
  var opaque: Bool
  var sigmaDp: Double
  var alpha: Double
  var name: String
  var isBlack = false
  /// The view drawn (an app's or the keyboard's), for ``AndroidDevice/isFieldInSight(_:)``.
  var viewID: ObjectIdentifier? = nil
  /// Whether it is the keyboard's (`TYPE_INPUT_METHOD`).
  var isInputMethod = false
}

extension AndroidDevice {
  /// The windows on the display, bottom to top: the task's while the app is on screen, then the system's.
  var visibleWindows: [Window] {
    // With the screen off a recording gets black frames (https://github.com/dkrivoruchko/ScreenStream/issues/154 ,
    // the developer of a MediaProjection streaming app: "Android system sending just black screen"; medium).
    guard screen != .off else { return [] }
    return windowManager.windows.filter { window in
      // Toasts and other apps' overlays are drawn over whatever is in front.
      if window.kind == .toast || window.isOtherAppsWindow { return true }
      // Under another app's full-screen activity the app's stopped windows are not drawn.
      if isHiddenUnderOtherActivity(window) { return false }
      // The stopped activities below the one in front are not drawn, nor are their dialogs.
      // ... except the one a held back swipe previews (`AndroidDevice+PredictiveBack.swift`).
      if let owner = window.owner, owner !== activity, owner !== heldBackGesture?.previewed { return false }
      return screen == .app || isShownInPictureInPicture(window)
    }
  }

  // Renders run on every step (the checks and the abstract state), so their loops take no closures: a closure in
  // main-actor code checks its executor on every call.
  func primitives(of windows: [Window], purpose: RenderPurpose) -> [Primitive] {
    var out: [Primitive] = []
    guard let previewed = heldBackGesture?.previewed, let top = activity else {
      for window in windows { appendPrimitives(of: window, purpose: purpose, to: &out) }
      return out
    }
    // A held back swipe's cross-activity animation draws both activities moved, scaled and faded.
    let picture = BackPreviewPicture.atCommitThreshold(apiLevel: profile.apiLevel, bounds: top.window.frame)
    for window in windows {
      let first = out.count
      appendPrimitives(of: window, purpose: purpose, to: &out)
      guard let owner = window.owner, owner === previewed || owner === top else { continue }
      picture.apply(to: &out, from: first, isEntering: owner === previewed)
    }
    return out
  }

  private func appendPrimitives(of window: Window, purpose: RenderPurpose, to out: inout [Primitive]) {
    switch purpose {
    case .screenshot, .recording:
      if window.isSecure
        || (purpose == .recording && profile.apiLevel >= 35 && profile.flags.contentSensitivityBlanksWindowInRecordings
          && containsSensitiveMarkedView(window.decorView))
      {
        out.append(
          Primitive(
            rect: window.frame, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: window.label, isBlack: true))
        return
      }
    case .display:
      // The app's secure window on a display that is not secure (AndroidDevice+ExternalDisplay.swift).
      if isBlackOnAppDisplay(window) {
        out.append(
          Primitive(
            rect: window.frame, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: window.label, isBlack: true))
        return
      }
    case .taskSnapshot: break
    }
    collect(window.decorView, in: window.frame, alpha: 1, sigma: 0, window: window, purpose: purpose, into: &out)
  }

  /// Whether a visible secure `SurfaceView` (a secure layer of its own) is in `view`'s tree.
  func containsSecureSurface(_ view: View) -> Bool {
    guard view.visibility == View.VISIBLE else { return false }
    if let surface = view as? SurfaceView, surface.isSurfaceSecure { return true }
    return view.children.contains(where: containsSecureSurface)
  }

  private func containsSensitiveMarkedView(_ view: View) -> Bool {
    guard view.visibility == View.VISIBLE else { return false }
    return view.isContentSensitive || view.children.contains(where: containsSensitiveMarkedView)
  }

  private func collect(
    _ view: View, in parentRect: DpRect, alpha: Double, sigma: Double, window: Window, purpose: RenderPurpose,
    into out: inout [Primitive]
  ) {
    guard view.visibility == View.VISIBLE else { return }
    var rect = parentRect
    if let frame = view.frame { rect = frame.offsetBy(dx: parentRect.x, dy: parentRect.y) }
    let opacity = alpha * view.alpha
    // Gaussian blurs compose: σ² adds.
    var own = 0.0
    if let effect = view.renderEffect { own = effect.sigmaDp(density: profile.density) }
    let blur = (sigma * sigma + own * own).squareRoot()
    // The name is made only for a primitive drawn (most views draw none).
    var name: String { "\(reportedName(of: window))/\(view.id ?? "view")" }
    if let surface = view as? SurfaceView, surface.isSurfaceSecure,
      purpose == .screenshot || purpose == .recording
        || (purpose == .display && isAppOnNonSecureDisplay && isAppsOwnWindow(window))
    {
      out.append(Primitive(rect: rect, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: name, isBlack: true))
      return
    }
    // What the user sees of a view composed on the app's virtual display (EmbeddedContentView).
    if purpose == .display, let embedded = view as? EmbeddedContentView,
      embedded.isDrawnBlackOnDisplay(in: window, flags: profile.flags)
    {
      out.append(Primitive(rect: rect, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: name, isBlack: true))
      return
    }
    // A key preview is drawn only while a key is pressed, and no key is at a screenshot (``keyPreviewID``).
    if purpose == .screenshot, window.kind == .ime, view.id == Self.keyPreviewID { return }
    var hasOpaqueBackground = false
    if let color = view.backgroundColor { hasOpaqueBackground = color >> 24 == 0xFF }
    switch view.role {
    case .none: break
    case .cover:
      if view.backgroundColor != nil {
        out.append(
          Primitive(
            rect: rect, role: .cover, opaque: hasOpaqueBackground && opacity >= 1, sigmaDp: blur, alpha: opacity,
            name: name))
      }
    case .appNeutral, .system, .appSensitive:
      let opaque = (hasOpaqueBackground || view is SurfaceView) && opacity >= 1
      out.append(
        Primitive(
          rect: rect, role: view.role, opaque: opaque, sigmaDp: blur, alpha: opacity, name: name,
          viewID: ObjectIdentifier(view), isInputMethod: window.kind == .ime))
    }
    for child in view.children {
      collect(child, in: rect, alpha: opacity, sigma: blur, window: window, purpose: purpose, into: &out)
    }
  }

  /// The name `window`'s views are reported under (`NAME/view-id`): its label, or for an activity's window in an app
  /// that names its views by screen (``AndroidAppDescription/namesViewsByScreen``: a script's `screens:`), the
  /// screen the activity shows.
  private func reportedName(of window: Window) -> String {
    // The stand-in app's own window, named so (a script's own dialog of the same kind keeps its label).
    if window.isSampleAppWindow, strategy.namesSampleAppWindows { return Window.sampleAppPrefix + window.label }
    guard app.namesViewsByScreen, window === window.owner?.window, let screen = window.owner?.currentScreen else {
      return window.label
    }
    return screen.name
  }

  /// Whether primitive `index` is hidden by an opaque one drawn after it that contains it.
  func isOccluded(_ index: Int, in prims: [Primitive]) -> Bool {
    var above = index + 1
    while above < prims.count {
      if prims[above].opaque && prims[above].rect.contains(prims[index].rect) { return true }
      above += 1
    }
    return false
  }

  /// The sensitive primitives left legible: not occluded, not faded out, not blurred past reading.
  func legibleSensitive(in prims: [Primitive]) -> [String] {
    var out: [String] = []
    for index in prims.indices {
      let prim = prims[index]
      guard case .appSensitive(let size) = prim.role, prim.alpha >= 0.05, !isOccluded(index, in: prims) else {
        continue
      }
      let legible = BlurLegibility.isLegible(
        textSizeDp: size, sigmaDp: prim.sigmaDp, degradedIsLegible: profile.flags.blurDegradedTextIsLegible)
      if legible { out.append(prim.name) }
    }
    return out
  }

  /// Covers (strategy drawing) and blurred app content that can be seen.
  func visibleCoverOrBlur(in prims: [Primitive]) -> [String] {
    var out: [String] = []
    for index in prims.indices {
      let prim = prims[index]
      guard prim.alpha >= 0.05, prim.role == .cover || (prim.sigmaDp > 0 && prim.role != .none),
        !isOccluded(index, in: prims)
      else { continue }
      out.append(prim.role == .cover ? prim.name : prim.name + "(blurred)")
    }
    return out
  }

  /// A capture of `kind` of what the display shows now.
  func capture(_ kind: AndroidCaptureKind) -> AndroidCapture {
    // In Recents the display shows the app's card; a pinned task has none: its picture-in-picture window shows.
    if screen == .recents, hasRecentsCard, let snapshot = taskSnapshot {
      var image = snapshot.image
      image.kind = kind
      return image
    }
    let windows = visibleWindows
    let purpose: RenderPurpose = kind == .recording ? .recording : .screenshot
    var securedByApp: [String] = []
    var secureWindows: [Window] = []
    for window in windows
    where window.owner != nil && !window.isOtherAppsWindow && window.kind != .toast && window.kind != .ime
      && (window.isSecure || containsSecureSurface(window.decorView))
    {
      securedByApp.append(window.label)
      secureWindows.append(window)
    }
    // What the secure windows show their user, for needless-secure: each drawn as on the display, whatever covers it
    // (a window under the notification shade still protects its content); only when the app promises it.
    let sensitiveInSecureWindows =
      promisesNeutralCaptures && !secureWindows.isEmpty
      ? legibleSensitive(in: primitives(of: secureWindows, purpose: .display)) : []
    // Up to API 30 SurfaceFlinger refuses the whole capture when any secure layer is on the display
    // (AndroidPlatformFlags.screenshotRefusedWhenSecureWindowShown); recordings draw secure layers black.
    if kind == .screenshot, profile.flags.screenshotRefusedWhenSecureWindowShown,
      windows.contains(where: { $0.isSecure || containsSecureSurface($0.decorView) })
    {
      return AndroidCapture(
        kind: kind, legibleSensitive: [], blackedOut: [], isAppTheme: false, isRefused: true,
        securedByApp: securedByApp, sensitiveInSecureWindows: sensitiveInSecureWindows)
    }
    let prims = primitives(of: windows, purpose: purpose)
    let legible = legibleSensitive(in: prims)
    return AndroidCapture(
      kind: kind, legibleSensitive: legible, blackedOut: prims.filter(\.isBlack).map(\.name),
      isAppTheme: false, isRefused: false, securedByApp: securedByApp,
      sensitiveInSecureWindows: sensitiveInSecureWindows, keyboardEcho: keyboardEcho(among: legible, in: prims))
  }

  /// The Recents snapshot of `activity`'s task: the app theme when Recents screenshots are disabled or any of the
  /// activity's windows is secure (AOSP `ActivityRecord.shouldUseAppThemeSnapshot`, `SNAPSHOT_MODE_APP_THEME`;
  /// high), otherwise the task's windows (the activity's, its dialogs and popups; not toasts or the IME).
  ///
  /// `activity` is the task's top activity: `TaskSnapshotController.getSnapshotMode` asks `task.getTopChild()` alone,
  /// and `shouldUseAppThemeSnapshot` reads that activity's own `mDisablePreviewScreenshots`
  /// (`setRecentsScreenshotEnabled(false)`) and its own windows' `FLAG_SECURE`
  /// (https://github.com/aosp-mirror/platform_frameworks_base/blob/main/services/core/java/com/android/server/wm/TaskSnapshotController.java ,
  /// `ActivityRecord.java`/`AppWindowToken.java`; API 26+; high). So in a task of several activities a secure or
  /// Recents-disabled activity below the top one changes nothing, and a secure top activity blanks the card whatever
  /// is below it; the activities below are stopped, their surfaces hidden, so the real snapshot
  /// (`findAppTokenForSnapshot`: the top activity with a shown surface) holds the top activity's windows only.
  func renderTaskSnapshot(of activity: Activity) -> AndroidCapture {
    let taskWindows = windowManager.windows.filter { window in
      (window === activity.window || window.owner === activity) && window.kind != .toast && window.kind != .ime
    }
    if !activity.isRecentsScreenshotEnabled || taskWindows.contains(where: \.isSecure) {
      return AndroidCapture(
        kind: .recentsThumbnail, legibleSensitive: [], blackedOut: [], isAppTheme: true, isRefused: false)
    }
    let prims = primitives(of: taskWindows, purpose: .taskSnapshot)
    return AndroidCapture(
      kind: .recentsThumbnail, legibleSensitive: legibleSensitive(in: prims), blackedOut: [], isAppTheme: false,
      isRefused: false)
  }

  /// The parts of the app the user sees drawn black on the display it is on, in sight (not under an opaque view or
  /// window): an embedded view its window's `FLAG_SECURE` blacks out
  /// (``EmbeddedContentView/isDrawnBlackOnDisplay(in:flags:)``), and the app's secure windows and surfaces on a
  /// display that is not secure (``isAppOnNonSecureDisplay``). Renders only when such a view is in a visible
  /// secure window, so the check that reads it every step costs a tree walk.
  public var blackedOutOnDisplay: [String] {
    let windows = visibleWindows
    let onNonSecureDisplay =
      isAppOnNonSecureDisplay
      && windows.contains { isBlackOnAppDisplay($0) || (isAppsOwnWindow($0) && containsSecureSurface($0.decorView)) }
    guard onNonSecureDisplay || windows.contains(where: { $0.isSecure && containsBlackOnDisplay($0.decorView, in: $0) })
    else { return [] }
    let prims = primitives(of: windows, purpose: .display)
    var out: [String] = []
    for index in prims.indices where prims[index].isBlack && !isOccluded(index, in: prims) {
      out.append(prims[index].name)
    }
    return out
  }

  private func containsBlackOnDisplay(_ view: View, in window: Window) -> Bool {
    guard view.visibility == View.VISIBLE else { return false }
    if let embedded = view as? EmbeddedContentView, embedded.isDrawnBlackOnDisplay(in: window, flags: profile.flags) {
      return true
    }
    return view.children.contains { containsBlackOnDisplay($0, in: window) }
  }

  /// What the user sees now, with only what the device's own display blacks out drawn black (for the stranded-cover
  /// check).
  func displayPrimitives() -> [Primitive] { primitives(of: visibleWindows, purpose: .display) }
}
