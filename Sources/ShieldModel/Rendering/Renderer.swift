/// Composites a scene's windows and layers into a ``Frame``.
///
/// Windows are drawn by level, then most recently shown, using presentation values at the
/// device's virtual time (a capture mid-animation shows the in-between state; Apple QA1838,
/// https://developer.apple.com/library/archive/qa/qa1838/_index.html ; medium). The keyboard's
/// window lies above every app window, including `.alert + 1`
/// (https://github.com/mozilla-mobile/focus-ios/issues/1096 ; medium); its suggestion bar, on the
/// keyboards that have one, shows the field's text only under
/// ``PlatformFlags/suggestionBarShowsFieldText`` (unverified, default off).
/// Screenshots, recordings and mirroring leave out a secure text field's canvas subtree; the
/// switcher snapshot does so only under ``PlatformFlags/secureCanvasHiddenInSwitcher``, iPhone
/// Mirroring only under ``PlatformFlags/secureCanvasBlanksIPhoneMirroring``. The same
/// goes for a layer a field's toggle marked (``CALayer/isHiddenFromCaptures``) and for a layer
/// whose ``CALayer/mask`` is left out.
///
/// Legibility under blur follows ``BlurLegibility``: text of point size `p` under a blur of radius
/// `r` is legible while σ = r/2 < 0.1 × 0.7p, illegible above 0.25 × 0.7p, degraded in between,
/// and degraded text counts as shown under ``PlatformFlags/blurDegradedTextIsLegible``.
package struct Renderer {
  nonisolated struct Primitive: Equatable {
    var rect: CGRect
    var alpha: Double
    var role: ContentRole
    var blur: CGFloat
  }

  let device: Device
  let purpose: RenderPurpose

  private var excludesSecureCanvas: Bool {
    switch purpose {
    case .screenshot, .recording, .mirroring: return true
    case .iPhoneMirroring: return device.profile.flags.secureCanvasBlanksIPhoneMirroring
    case .switcherSnapshot: return device.profile.flags.secureCanvasHiddenInSwitcher
    case .display: return false
    }
  }

  /// Whether anything not drawn by the app or the system (a cover, or a blur) is visible in the
  /// scene's windows at all; a cheap walk that spares a render when the answer is no.
  package func hasUnclassifiedDrawing(_ scene: UIWindowScene) -> Bool {
    // Opacity in Double, as `collect` computes it: in Float a layer at exactly the threshold
    // was skipped here and drawn there.
    func walk(_ layer: CALayer, _ opacity: Double) -> Bool {
      let a = layer.appearance
      guard !a.isHidden else { return false }
      let own = a.isAnimating ? max(a.opacity, layer.presentationOpacity(at: device.runLoop.now)) : a.opacity
      let op = opacity * Double(own)
      guard op > 0.0005 else { return false }
      if a.contentRole == .unclassified, a.fill > 0 { return true }
      if a.backdropBlurRadius > 0 || a.isAnimating { return true }
      for sub in layer.sublayerStorage where walk(sub, op) { return true }
      return false
    }
    // The kept window list, with no array made per read: the walk runs no app code.
    let windows = scene.unretainedWindows
    for i in windows.indices {
      let window = windows[i].takeUnretainedValue()
      guard !window.isHidden, !window.awaitsFirstFrame else { continue }
      if walk(window.hostLayer, 1) { return true }
    }
    return false
  }

  // Under capturesShowPresentationValues = false captures show model (end) values, which
  // is what presentation values become once every animation is over.
  private var showsModelValues: Bool {
    purpose != .display && !device.profile.flags.capturesShowPresentationValues
  }

  /// Which capture rules this render applies, as bits (see ``RenderVariant``).
  var variant: RenderVariant {
    var v: RenderVariant = []
    if excludesSecureCanvas { v.insert(.excludesSecureCanvas) }
    if showsModelValues { v.insert(.showsModelValues) }
    if isScreenCapture { v.insert(.screenCaptureKeyboard) }
    if keepsRunningRecordingExclusion { v.insert(.runningRecordingExclusion) }
    return v
  }

  /// Whether this is a frame of a recording that runs now under
  /// ``PlatformFlags/secureEntryOffLeavesRunningRecordingBlank``.
  private var keepsRunningRecordingExclusion: Bool {
    purpose == .recording && device.capture.isRecording
      && device.profile.flags.secureEntryOffLeavesRunningRecordingBlank
  }

  /// Whether `field`'s canvas is left out of this capture: while its secure entry is on; and, for
  /// a frame of a running recording under ``PlatformFlags/secureEntryOffLeavesRunningRecordingBlank``,
  /// also when the field cleared it while this recording ran (issue 26, SC15).
  private func leavesOut(_ field: UITextField?, met: inout RenderVariant) -> Bool {
    guard let field else { return false }
    if field.isSecureTextEntry { return true }
    guard let stamp = field.secureEntryClearedInRecording, stamp == device.capture.recordingGeneration else {
      return false
    }
    met.insert(.runningRecordingExclusion)
    return keepsRunningRecordingExclusion
  }

  package func render(_ scene: UIWindowScene) -> Frame { renderNoting(scene).frame }

  /// The frame; which capture rules it depended on (a frame with no secure canvas in it is the
  /// same for every purpose); and whether it depends on the virtual time (an animation in
  /// flight was drawn with presentation values).
  func renderNoting(_ scene: UIWindowScene) -> (frame: Frame, dependsOn: RenderVariant, timeDependent: Bool) {
    var prims: [Primitive] = []
    prims.reserveCapacity(16)  // one allocation for a typical scene, not four as it grows
    let showsModelValues = self.showsModelValues
    let now = showsModelValues ? Double.greatestFiniteMagnitude : device.runLoop.now
    var met: RenderVariant = []
    // The keyboard's window goes above the app's windows below its level.
    var keyboardField = device.keyboard.firstResponder
    if keyboardField?.window?.windowScene !== scene { keyboardField = nil }
    // The kept window list, with no array made per read: a render runs no app code.
    let windows = scene.unretainedWindows
    for i in windows.indices {
      let window = windows[i].takeUnretainedValue()
      guard !window.isHidden, !window.awaitsFirstFrame else { continue }
      if let field = keyboardField, window.windowLevel > Device.keyboardWindowLevel {
        addKeyboard(for: field, in: scene, into: &prims, met: &met)
        keyboardField = nil
      }
      // The host layer sits at the scene's origin; the window's own layer carries its frame.
      collect(window.hostLayer, origin: .zero, opacity: 1, now: now, into: &prims, met: &met)
    }
    if let field = keyboardField { addKeyboard(for: field, in: scene, into: &prims, met: &met) }
    if device.systemUI.isCallBannerShown, scene.isInteractive {
      // The compact call banner: system UI about 70 points tall at the top (model size).
      prims.append(
        Primitive(rect: CGRect(x: 0, y: 0, width: scene.bounds.width, height: 70), alpha: 1, role: .system, blur: 0))
    }
    let bounds = scene.bounds
    let frame: Frame
    if let known = device.rasterCache.frame(for: prims, bounds: bounds) {
      frame = known
    } else {
      let degradedIsLegible = device.profile.flags.blurDegradedTextIsLegible
      frame = RasterMemo.frame(for: prims, bounds: bounds, degradedIsLegible: degradedIsLegible)
      device.rasterCache.store(frame, for: prims, bounds: bounds)
    }
    return (frame, met, met.contains(.showsModelValues) && !showsModelValues)
  }

  /// Per sample point: how much light still passes (transmittance), the strongest blur above,
  /// and how much each kind of content contributes.
  nonisolated private struct Cell {
    var transmittance = 1.0
    var blurAbove: CGFloat = 0
    var sensitive = 0.0, cover = 0.0, neutral = 0.0, system = 0.0, blurred = 0.0
  }

  /// Composites primitives front to back into the sample grid. Each primitive visits only the
  /// cells whose sample point it contains, and cells that are already opaque are skipped.
  // Nonisolated: a pure function of its arguments, and isolated closures inside it would each
  // pay a dynamic executor check (SE-0423) per sample point.
  nonisolated static func rasterize(
    _ prims: [Primitive], bounds: CGRect, degradedIsLegible: Bool
  ) -> [Pixel] {
    let cols = Frame.columns
    let rows = Frame.rows
    let count = cols * rows
    let sx = Double(cols) / Double(bounds.width)
    let sy = Double(rows) / Double(bounds.height)
    // Sample point of column c is at (c + 0.5) / sx; a rect [minX, maxX) contains it when
    // minX * sx - 0.5 <= c < maxX * sx - 0.5.
    func range(_ lo: Double, _ hi: Double, _ scale: Double, _ count: Int) -> Range<Int> {
      let a = max(0, Int((lo * scale - 0.5).rounded(.up)))
      let b = min(count, Int((hi * scale - 0.5).rounded(.up)))
      return a < b ? a..<b : 0..<0
    }
    // Unsafe buffers: 160 cells times a handful of primitives per render, where bounds and
    // uniqueness checks on every cell access cost more than the compositing.
    return withUnsafeTemporaryAllocation(of: Cell.self, capacity: count) { cells in
      cells.initialize(repeating: Cell())
      var opaqueCells = 0
      var i = prims.count - 1
      while i >= 0 && opaqueCells < count {
        let prim = prims[i]
        i -= 1
        let colRange = range(Double(prim.rect.minX), Double(prim.rect.maxX), sx, cols)
        let rowRange = range(Double(prim.rect.minY), Double(prim.rect.maxY), sy, rows)
        if colRange.isEmpty || rowRange.isEmpty { continue }
        let alpha = prim.alpha
        for r in rowRange {
          for c in colRange {
            let k = r * cols + c
            if cells[k].transmittance < 0.001 { continue }
            if alpha > 0 {
              let contribution = cells[k].transmittance * alpha
              switch prim.role {
              case .unclassified: cells[k].cover += contribution
              // The app's own content seen through a blur is hidden by a cover all the same.
              case .appNeutral:
                if cells[k].blurAbove > 0 { cells[k].blurred += contribution } else { cells[k].neutral += contribution }
              case .system: cells[k].system += contribution
              case .appSensitive(let h), .systemSensitive(let h):
                let blur = cells[k].blurAbove
                if blur == 0 || !BlurLegibility.hides(pointSize: h, radius: blur, degradedIsLegible: degradedIsLegible)
                {
                  cells[k].sensitive += contribution
                } else {
                  cells[k].blurred += contribution
                }
              }
              cells[k].transmittance *= 1 - alpha
              if cells[k].transmittance < 0.001 { opaqueCells += 1 }
            }
            if prim.blur > cells[k].blurAbove { cells[k].blurAbove = prim.blur }
          }
        }
      }
      return [Pixel](unsafeUninitializedCapacity: count) { pixels, initialized in
        for k in 0..<count {
          let cell = cells[k]
          var pixel: Pixel = []
          if cell.sensitive >= 0.01 { pixel.insert(.sensitive) }
          if cell.cover >= 0.01 { pixel.insert(.cover) }
          if cell.neutral >= 0.01 { pixel.insert(.neutral) }
          if cell.system >= 0.01 { pixel.insert(.system) }
          if cell.blurred >= 0.01 { pixel.insert(.blurred) }
          (pixels.baseAddress! + k).initialize(to: pixel)
        }
        initialized = count
      }
    }
  }

  private func collect(
    _ layer: CALayer, origin: CGPoint, opacity: Double, now: Double, into prims: inout [Primitive],
    met: inout RenderVariant, clip: CGRect? = nil
  ) {
    let a = layer.appearance
    guard !a.isHidden, !a.failsToRecomposite else { return }
    // Under `secureCanvasNestedCompositesNothing` (default on) a secure canvas inside another
    // one (the trick applied twice) composites nothing: the window in it is black
    // (https://github.com/expo/expo/issues/48985 , fix PR 49372; iOS 26; one report). Only
    // secure canvases pay for the walk.
    if a.isSecureCanvas, device.profile.flags.secureCanvasNestedCompositesNothing, layer.isInsideSecureCanvas {
      return
    }
    if a.isHiddenFromCaptures
      || (a.isSecureCanvas && !a.secureProtectionLost && leavesOut(layer.secureCanvasOwner, met: &met))
    {
      met.insert(.excludesSecureCanvas)
      if excludesSecureCanvas { return }
    }
    var opacity = opacity
    if a.hasMask, let mask = layer.mask {
      // The mask counts as covering the layer: where it is not drawn, nothing of the layer is.
      let m = mask.appearance
      if m.isHidden { return }
      if m.isHiddenFromCaptures || (m.isSecureCanvas && leavesOut(mask.secureCanvasOwner, met: &met)) {
        met.insert(.excludesSecureCanvas)
        if excludesSecureCanvas { return }
      }
      if m.isAnimating { met.insert(.showsModelValues) }
      opacity *= Double(m.isAnimating ? mask.presentationOpacity(at: now) : m.opacity)
    }
    // Most layers have no animation in flight: read model values directly then.
    let animated = a.isAnimating
    if animated { met.insert(.showsModelValues) }
    let f = animated ? layer.presentationFrame(at: now) : a.frame
    let rect = f.offsetBy(dx: origin.x, dy: origin.y)
    let op = opacity * Double(animated ? layer.presentationOpacity(at: now) : a.opacity)
    guard op > 0.0005 else { return }
    let drawn = a.fill
    let blur = animated ? layer.presentationBlur(at: now) : a.backdropBlurRadius
    // A clip from a layer that masks to its bounds: nothing of the subtree outside it is drawn.
    let drawnRect = clip.map { rect.intersection($0) } ?? rect
    if a.hasImageDrawing, let drawing = layer.imageDrawing {
      // An image drawn from views shows what they showed, scaled to the layer's frame.
      drawing.append(to: &prims, in: rect, clip: drawnRect, opacity: op)
      if blur > 0, !drawnRect.isEmpty {
        prims.append(Primitive(rect: drawnRect, alpha: 0, role: a.contentRole, blur: blur))
      }
    } else if drawn > 0 || blur > 0, !drawnRect.isEmpty {
      prims.append(Primitive(rect: drawnRect, alpha: drawn * op, role: a.contentRole, blur: blur))
    }
    let subClip = a.masksToBounds ? drawnRect : clip
    let sublayers = layer.hasZPositionedSublayers ? layer.sublayersInDrawingOrder : layer.sublayerStorage
    for sub in sublayers {
      collect(sub, origin: rect.origin, opacity: op, now: now, into: &prims, met: &met, clip: subClip)
    }
  }

  /// What `layer`'s subtree draws now, as it shows on the display, in the layer's own
  /// coordinates (its frame's origin at zero): the drawing an image made from it keeps.
  func primitives(drawing layer: CALayer) -> [Primitive] {
    var prims: [Primitive] = []
    var met: RenderVariant = []
    let origin = CGPoint(x: -layer.appearance.frame.minX, y: -layer.appearance.frame.minY)
    collect(layer, origin: origin, opacity: 1, now: device.runLoop.now, into: &prims, met: &met)
    return prims
  }

  /// Whether this render's purpose is a capture the user takes of the screen (screenshots,
  /// recordings, mirroring): those show the keyboard's typing (``PlatformFlags/keyboardKeysRevealTypingInCaptures``).
  private var isScreenCapture: Bool {
    switch purpose {
    case .screenshot, .recording, .mirroring, .iPhoneMirroring: return true
    case .display, .switcherSnapshot: return false
    }
  }

  /// The keyboard's window for `field` (``Device/keyboardFrame(in:)``). In screen captures its
  /// keys and pop-ups show what is typed into a sensitive field
  /// (``PlatformFlags/keyboardKeysRevealTypingInCaptures``), and it is left out altogether while
  /// a secure-entry field is focused (``PlatformFlags/secureEntryHidesKeyboardInCaptures``).
  /// The suggestion bar, on keyboards that have one, repeats the field's text only under
  /// ``PlatformFlags/suggestionBarShowsFieldText``. Both show the field's typing only while the
  /// user's typing reaches it (``Device/typingReaches(_:in:)``): the keys of a field no tap of the
  /// user's could have focused type nothing.
  private func addKeyboard(
    for field: UITextField, in scene: UIWindowScene, into prims: inout [Primitive], met: inout RenderVariant
  ) {
    // Up but not drawn (iOS 10's Touch ID fault): its window takes touches, nothing is seen.
    guard let frame = device.keyboardFrame(in: scene), !device.keyboard.isUndrawn else { return }
    let flags = device.profile.flags
    var keysRole = ContentRole.system
    // A frame with the software keys in it differs between screen captures and other renders.
    if device.showsSoftwareKeys { met.insert(.screenCaptureKeyboard) }
    if isScreenCapture, device.showsSoftwareKeys {
      if field.isSecureTextEntry, flags.secureEntryHidesKeyboardInCaptures { return }
      if flags.keyboardKeysRevealTypingInCaptures, field.layer.contentRole.isSensitive,
        device.typingReaches(field, in: scene)
      {
        keysRole = .systemSensitive(textHeight: 22)
      }
    }
    prims.append(Primitive(rect: frame, alpha: 1, role: keysRole, blur: 0))
    // Secure entry and the digit pads have no suggestion bar: their keys fill the keyboard.
    guard device.showsSoftwareKeys, field.keyboardType.hasSuggestionBar, !field.isSecureTextEntry else { return }
    // Whether the bar repeats the field's text is unverified (a flag, default off).
    let showsFieldText =
      flags.suggestionBarShowsFieldText && field.autocorrectionType != .no && field.layer.contentRole.isSensitive
      && device.typingReaches(field, in: scene)
    let suggestionsRole: ContentRole = showsFieldText ? .systemSensitive(textHeight: 17) : keysRole
    prims.append(
      Primitive(
        rect: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 44), alpha: 1, role: suggestionsRole,
        blur: 0))
  }

}
