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
      // The stopped activities below the one in front are not drawn, nor are their dialogs.
      if let owner = window.owner, owner !== activity { return false }
      return screen == .app || isShownInPictureInPicture(window)
    }
  }

  func primitives(of windows: [Window], purpose: RenderPurpose) -> [Primitive] {
    windows.flatMap { primitives(of: $0, purpose: purpose) }
  }

  private func primitives(of window: Window, purpose: RenderPurpose) -> [Primitive] {
    let black = [
      Primitive(
        rect: window.frame, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: window.label, isBlack: true)
    ]
    switch purpose {
    case .screenshot, .recording:
      if window.isSecure { return black }
      if purpose == .recording, profile.apiLevel >= 35, profile.flags.contentSensitivityBlanksWindowInRecordings,
        containsSensitiveMarkedView(window.decorView)
      {
        return black
      }
    case .display, .taskSnapshot: break
    }
    var out: [Primitive] = []
    collect(window.decorView, in: window.frame, alpha: 1, sigma: 0, window: window, purpose: purpose, into: &out)
    return out
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
    let rect = view.frame.map { $0.offsetBy(dx: parentRect.x, dy: parentRect.y) } ?? parentRect
    let opacity = alpha * view.alpha
    // Gaussian blurs compose: σ² adds.
    let own = view.renderEffect?.sigmaDp(density: profile.density) ?? 0
    let blur = (sigma * sigma + own * own).squareRoot()
    let name = "\(window.label)/\(view.id ?? "view")"
    if let surface = view as? SurfaceView, surface.isSurfaceSecure, purpose == .screenshot || purpose == .recording {
      out.append(Primitive(rect: rect, role: .none, opaque: true, sigmaDp: 0, alpha: 1, name: name, isBlack: true))
      return
    }
    let hasOpaqueBackground = view.backgroundColor.map { $0 >> 24 == 0xFF } ?? false
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
      out.append(Primitive(rect: rect, role: view.role, opaque: opaque, sigmaDp: blur, alpha: opacity, name: name))
    }
    for child in view.children {
      collect(child, in: rect, alpha: opacity, sigma: blur, window: window, purpose: purpose, into: &out)
    }
  }

  /// Whether primitive `index` is hidden by an opaque one drawn after it that contains it.
  private func isOccluded(_ index: Int, in prims: [Primitive]) -> Bool {
    prims[(index + 1)...].contains { $0.opaque && $0.rect.contains(prims[index].rect) }
  }

  /// The sensitive primitives left legible: not occluded, not faded out, not blurred past reading.
  func legibleSensitive(in prims: [Primitive]) -> [String] {
    prims.indices.compactMap { index in
      let prim = prims[index]
      guard case .appSensitive(let size) = prim.role, prim.alpha >= 0.05, !isOccluded(index, in: prims) else {
        return nil
      }
      let legible = BlurLegibility.isLegible(
        textSizeDp: size, sigmaDp: prim.sigmaDp, degradedIsLegible: profile.flags.blurDegradedTextIsLegible)
      return legible ? prim.name : nil
    }
  }

  /// Covers (strategy drawing) and blurred app content that can be seen.
  func visibleCoverOrBlur(in prims: [Primitive]) -> [String] {
    prims.indices.compactMap { index in
      let prim = prims[index]
      guard prim.alpha >= 0.05, !isOccluded(index, in: prims) else { return nil }
      if prim.role == .cover { return prim.name }
      if prim.sigmaDp > 0, prim.role != .none { return prim.name + "(blurred)" }
      return nil
    }
  }

  /// A capture of `kind` of what the display shows now.
  func capture(_ kind: AndroidCaptureKind) -> AndroidCapture {
    if screen == .recents, let snapshot = taskSnapshot {
      var image = snapshot.image
      image.kind = kind
      return image
    }
    let windows = visibleWindows
    let purpose: RenderPurpose = kind == .recording ? .recording : .screenshot
    // Up to API 30 SurfaceFlinger refuses the whole capture when any secure layer is on the display
    // (AndroidPlatformFlags.screenshotRefusedWhenSecureWindowShown); recordings draw secure layers black.
    if kind == .screenshot, profile.flags.screenshotRefusedWhenSecureWindowShown,
      windows.contains(where: { $0.isSecure || containsSecureSurface($0.decorView) })
    {
      return AndroidCapture(kind: kind, legibleSensitive: [], blackedOut: [], isAppTheme: false, isRefused: true)
    }
    let prims = primitives(of: windows, purpose: purpose)
    return AndroidCapture(
      kind: kind, legibleSensitive: legibleSensitive(in: prims), blackedOut: prims.filter(\.isBlack).map(\.name),
      isAppTheme: false, isRefused: false)
  }

  /// The Recents snapshot of `activity`'s task: the app theme when Recents screenshots are disabled or any of the
  /// activity's windows is secure (AOSP `ActivityRecord.shouldUseAppThemeSnapshot`, `SNAPSHOT_MODE_APP_THEME`;
  /// high), otherwise the task's windows (the activity's, its dialogs and popups; not toasts or the IME).
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

  /// What the user sees now, as a capture that blacks nothing out (for the stranded-cover check).
  func displayPrimitives() -> [Primitive] { primitives(of: visibleWindows, purpose: .display) }
}
