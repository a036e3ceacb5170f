import AndroidModel

/// Android's ``ScreenPicture`` of the display when a capture was taken: the attached windows bottom to top at their
/// frames (dp), each view that draws at its frame (in its parent's coordinates, as the renderer walks them) named
/// `window/id` with its class, the windows the capture drew black, and the views whose sensitive text it showed
/// legibly as the leaked rectangles.
enum AndroidScreenPicture {
  /// The picture of `device`'s windows for `capture`, with `caption`.
  @MainActor static func picture(of device: AndroidDevice, capture: AndroidCapture, caption: [String]) -> ScreenPicture
  {
    picture(of: device, legible: capture.legibleSensitive, blackedOut: capture.blackedOut, caption: caption)
  }

  /// The picture of `device`'s windows with the views named in `legible` drawn as leaked and the windows in
  /// `blackedOut` black: a capture's, or the display's (`lock-bypass`, which judges what the user sees).
  @MainActor static func picture(of device: AndroidDevice, legible: [String], blackedOut: [String], caption: [String])
    -> ScreenPicture
  {
    let windows = device.windowManager.windows
    var width = 0.0
    var height = 0.0
    for w in windows {
      width = max(width, w.frame.x + w.frame.width)
      height = max(height, w.frame.y + w.frame.height)
    }
    var picture = ScreenPicture(width: max(width, 1), height: max(height, 1))
    picture.caption = caption
    var rects: [String: DpRect] = [:]
    for window in windows {
      if blackedOut.contains(window.label) {
        picture.elements.append(
          element(window.frame, kind: .blackedOut, name: window.label, detail: "a secure window: black in the capture"))
        continue
      }
      collect(
        window.decorView, in: window.frame, name: reportedName(of: window, on: device), into: &picture.elements,
        rects: &rects)
    }
    picture.leaked = legible.compactMap { name in
      rects[name].map { element($0, kind: .sensitive, name: "the capture shows \(name) legibly") }
    }
    return picture
  }

  /// The name the capture reports `window`'s views under (`NAME/view-id`), as the renderer names them: the window's
  /// label, or for an activity's window in an app that names its views by screen (a script's `screens:`), the screen
  /// it shows; the picture named `activity/recordsText` where the text said `records/recordsText`.
  @MainActor static func reportedName(of window: Window, on device: AndroidDevice) -> String {
    guard device.app.namesViewsByScreen, let owner = window.owner, window === owner.window,
      let screen = owner.currentScreen
    else { return window.label }
    return screen.name
  }

  @MainActor private static func collect(
    _ view: View, in parent: DpRect, name windowName: String, into elements: inout [ScreenPicture.Element],
    rects: inout [String: DpRect]
  ) {
    guard view.visibility == View.VISIBLE, view.alpha > 0 else { return }
    let rect = view.frame.map { $0.offsetBy(dx: parent.x, dy: parent.y) } ?? parent
    let name = "\(windowName)/\(view.id ?? "view")"
    if rects[name] == nil { rects[name] = rect }
    let type = String(describing: Swift.type(of: view))
    let kind: ScreenPicture.Kind?
    switch view.role {
    case .none: kind = nil
    case .cover: kind = view.backgroundColor == nil ? nil : .cover
    case .appNeutral: kind = .app
    case .system: kind = .system
    case .appSensitive: kind = .sensitive
    }
    if view.renderEffect != nil {
      elements.append(element(rect, kind: .blur, name: name, detail: "\(type) with a RenderEffect blur"))
    } else if let kind {
      elements.append(element(rect, kind: kind, name: view.id.map { "\(windowName)/\($0)" }, detail: type))
    }
    for child in view.children { collect(child, in: rect, name: windowName, into: &elements, rects: &rects) }
  }

  private static func element(_ r: DpRect, kind: ScreenPicture.Kind, name: String?, detail: String? = nil)
    -> ScreenPicture.Element
  {
    ScreenPicture.Element(x: r.x, y: r.y, width: r.width, height: r.height, kind: kind, name: name, detail: detail)
  }
}
