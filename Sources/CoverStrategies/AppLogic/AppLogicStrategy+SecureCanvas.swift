import AppLogic
import NameSuggestion
import ShieldModel

/// `secure(on|off)`: the secure-text-field trick as the app's own code writes it (docs/app-logic.md, "The secure
/// canvas"). `on` adds a `UITextField` with `isSecureTextEntry` to the protected view (the scene's window, its root
/// view controller's view with `of=root`, each subview of that view with `of=subviews`, or the view of the screen
/// whose appearance callback runs with `of=screen`), puts the field's layer beside the view's layer and the view's layer
/// into the field's canvas, found as the field layer's last sublayer (`canvas=last`, the default), its first, or the
/// canvas view by class name (`canvas=class`): ScreenProtectorKit, ScreenShield's `setScreenCaptureProtection`,
/// react-native-screenshot-prevent's `addSecureTextFieldToView`, no_screenshot's `configurePreventionScreenshot`.
/// `off` clears `isSecureTextEntry` on the field the code holds, the last it made (`undo=flag`, the default: those
/// libraries' disable), or moves that field's view's layer back and removes the field (`undo=reparent`). What a capture then shows, what takes
/// touches and what two nested canvases draw are the model's answers (``UITextField``, the renderer), never the
/// action's.
extension AppLogicStrategy {
  /// A field the script's code made and holds, with the view whose layer it put in its canvas.
  @MainActor final class SecureField {
    /// The protected view (a window or a root view); weak, as the libraries keep it.
    weak var host: UIView?
    /// The field; the code's reference keeps it even after it leaves the view tree.
    let field: UITextField

    init(host: UIView, field: UITextField) {
      self.host = host
      self.field = field
    }
  }

  /// The labels `secure(on)` takes and `secure(off)` takes.
  nonisolated static let secureOnLabels = ["field", "canvas", "of", "tag", "touches"]
  nonisolated static let secureOffLabels = ["undo", "of"]
  /// The values each label of `secure(...)` takes.
  nonisolated static let secureValues: [(label: String, values: [String])] = [
    ("field", ["reuse", "new", "held"]), ("canvas", ["last", "first", "class"]),
    ("of", ["window", "root", "subviews", "screen"]),
    ("touches", ["false", "true"]), ("undo", ["flag", "reparent"]),
  ]

  /// Checks `secure(...)`'s labels against its mode and its values.
  nonisolated static func checkSecure(_ action: AppLogicScript.Call) throws(AppLogicError) {
    let on = action.positional.first == "on"
    let allowed = on ? secureOnLabels : secureOffLabels
    for label in action.arguments.compactMap(\.label) where !allowed.contains(label) {
      throw AppLogicError(
        line: action.line,
        message:
          "secure(\(on ? "on" : "off")) takes no '\(label)=' (it takes \(allowed.map { "\($0)=" }.joined(separator: ", ")))"
      )
    }
    for (label, values) in secureValues {
      guard let value = action.value(for: label), !values.contains(value) else { continue }
      throw AppLogicError(
        line: action.line,
        message: "secure's \(label)= takes \(values.joined(separator: " or ")), not '\(value)'"
          + Suggestion.note(for: value, among: values))
    }
    if let tag = action.value(for: "tag"), AppLogicNumber.whole(tag, signed: true) == nil {
      throw AppLogicError(line: action.line, message: "secure's tag= takes a whole number (decimal), not '\(tag)'")
    }
  }

  /// The views `secure(...)` protects in `scene`: its window, the window's root view (`of=root`), or each subview
  /// of that root view as it is now (`of=subviews`: react-native-screenshot-prevent's loop).
  private func secureHosts(_ action: AppLogicScript.Call, in scene: UIWindowScene) -> [UIView] {
    guard let window = LockScreen.appWindow(of: scene) else { return [] }
    switch action.value(for: "of") ?? "window" {
    case "screen": return []
    case "root": return window.rootViewController?.view.map { [$0] } ?? []
    case "subviews": return window.rootViewController?.view.subviews ?? []
    default: return [window]
    }
  }

  /// The field the code holds for `host`: the last one it made there.
  private func heldField(for host: UIView) -> SecureField? {
    secureFields.last { $0.host === host }
  }

  /// `secure(on|off, ...)` in each target scene.
  func performSecure(_ action: AppLogicScript.Call) {
    let scenes = targetScenes
    // `of=screen`: the view of the controller whose appearance callback runs (`self.view` in its
    // `viewDidAppear(_:)`, ScreenShield's `protect(view:)`), wherever UIKit has put it by then.
    let hosts =
      action.value(for: "of") == "screen"
      ? (eventScreen?.viewIfLoaded).map { [$0] } ?? [] : scenes.flatMap { secureHosts(action, in: $0) }
    guard action.positional.first == "on" else {
      // The code keeps one reference, to the last field it made (react-native-screenshot-prevent's `secureField`,
      // no_screenshot's `screenPrevent`): `off` reaches that one only, in the event's scenes (with `of=`, among
      // those views).
      let named = action.value(for: "of") != nil
      let held = secureFields.last { entry in
        guard let host = entry.host else { return false }
        if named { return hosts.contains { $0 === host } }
        let scene = (host as? UIWindow)?.windowScene ?? host.window?.windowScene
        return scenes.contains { $0 === scene }
      }
      if let held { secureOff(action, held) }
      return
    }
    for host in hosts { secureOn(action, host: host) }
  }

  private func secureOn(_ action: AppLogicScript.Call, host: UIView) {
    let mode = action.value(for: "field") ?? "reuse"
    let tag = action.value(for: "tag").flatMap { AppLogicNumber.whole($0, signed: true) }
    if mode != "new" {
      // The guard: the field found by its tag (ScreenShield), or the one the code holds (no_screenshot).
      if let tag, let found = host.viewWithTag(tag) as? UITextField {
        found.isSecureTextEntry = true
        return
      }
      if let held = heldField(for: host) {
        held.field.isSecureTextEntry = true
        return
      }
      // `field=held`: the code sets the flag on the field it holds, and it holds none here.
      if mode == "held" { return }
    }
    let field = UITextField(frame: host.bounds)
    field.isSecureTextEntry = true
    field.isUserInteractionEnabled = action.value(for: "touches") == "true"
    if let tag { field.tag = tag }
    host.addSubview(field)
    secureFields.append(SecureField(host: host, field: field))
    host.layer.superlayer?.addSublayer(field.layer)
    let canvas: CALayer?
    switch action.value(for: "canvas") ?? "last" {
    case "first": canvas = field.layer.sublayers?.first
    case "class": canvas = field.subviews.first { String(describing: type(of: $0)).contains("CanvasView") }?.layer
    default: canvas = field.layer.sublayers?.last
    }
    canvas?.addSublayer(host.layer)
  }

  private func secureOff(_ action: AppLogicScript.Call, _ held: SecureField) {
    guard action.value(for: "undo") == "reparent" else {
      held.field.isSecureTextEntry = false
      return
    }
    if let host = held.host, let superlayer = held.field.layer.superlayer { superlayer.addSublayer(host.layer) }
    held.field.removeFromSuperview()
    held.field.layer.removeFromSuperlayer()
    secureFields.removeAll { $0 === held }
  }

  /// `activeScene`: `UIApplication.shared.connectedScenes` has a scene whose `activationState` is
  /// `.foregroundActive` (the lookup no_screenshot makes when it registers).
  var hasForegroundActiveScene: Bool {
    UIApplication.shared.connectedScenes.contains { $0.activationState == .foregroundActive }
  }
}
