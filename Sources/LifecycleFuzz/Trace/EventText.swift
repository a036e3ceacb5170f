import ShieldModel

/// The text form of events, as the public cases write them: `launch`, `touch(0.5, 0.5)`,
/// `touch(B, 0.5, 0.5)`, `systemAlert(faceID)`, `advance(0.3)`, `connectScene(B)`.
extension SystemEvent {
  /// The event in trace notation.
  public nonisolated var text: String {
    switch self {
    case .launch: return "launch"
    case .terminateApp: return "terminateApp"
    case .prewarm: return "prewarm"
    case .backgroundLaunch: return "backgroundLaunch"
    case .lockDevice: return "lockDevice"
    case .unlockDevice: return "unlockDevice"
    case .goHome: return "goHome"
    case .returnToApp: return "returnToApp"
    case .openAppSwitcher: return "openAppSwitcher"
    case .closeAppSwitcher: return "closeAppSwitcher"
    case .openControlCenter: return "openControlCenter"
    case .closeControlCenter: return "closeControlCenter"
    case .openNotificationCenter: return "openNotificationCenter"
    case .closeNotificationCenter: return "closeNotificationCenter"
    case .systemAlert(let kind): return "systemAlert(\(kind.rawValue))"
    case .dismissSystemAlert: return "dismissSystemAlert"
    case .callBanner: return "callBanner"
    case .dismissCallBanner: return "dismissCallBanner"
    case .otherAppCovers(let id): return "otherAppCovers(\(id))"
    case .otherAppUncovers(let id): return "otherAppUncovers(\(id))"
    case .screenshot: return "screenshot"
    case .recordingStart: return "recordingStart"
    case .recordingStop: return "recordingStop"
    case .mirroringStart: return "mirroringStart"
    case .mirroringStop: return "mirroringStop"
    case .rotate(let o): return "rotate(\(o.traceName))"
    case .connectScene(let id): return "connectScene(\(id))"
    case .disconnectScene(let id): return "disconnectScene(\(id))"
    case .touch(let scene, let x, let y):
      let coords = "\(Self.number(x)), \(Self.number(y))"
      return scene.map { "touch(\($0), \(coords))" } ?? "touch(\(coords))"
    case .keyboardShow: return "keyboardShow"
    case .keyboardHide: return "keyboardHide"
    case .appCall(let name): return "appCall(\(name))"
    case .runMainQueue: return "runMainQueue"
    case .advance(let s): return "advance(\(Self.number(s)))"
    }
  }

  /// Shortest decimal text that reads back to the same value (`0.5`, `2`, `0.125`).
  nonisolated static func number(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
  }

  /// Parses one event in trace notation.
  ///
  /// - Throws: a message naming what is wrong (unknown event, bad argument).
  public nonisolated init(text raw: String) throws(EventSyntaxError) {
    let line = raw.trimmingWhitespace()
    let name: String
    var args: [String] = []
    if let open = line.firstIndex(of: "(") {
      guard line.hasSuffix(")") else { throw EventSyntaxError("missing ')' in '\(line)'") }
      name = String(line[..<open])
      let inner = line[line.index(after: open)..<line.index(before: line.endIndex)]
      args = inner.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingWhitespace()
      }
      if args == [""] { args = [] }
    } else {
      name = line
    }
    func noArgs(_ e: SystemEvent) throws(EventSyntaxError) -> SystemEvent {
      guard args.isEmpty else { throw EventSyntaxError("\(name) takes no arguments") }
      return e
    }
    func one() throws(EventSyntaxError) -> String {
      guard args.count == 1, !args[0].isEmpty else { throw EventSyntaxError("\(name) takes one argument") }
      return args[0]
    }
    func fraction(_ s: String) throws(EventSyntaxError) -> Double {
      guard let v = Double(s), v.isFinite, (0...1).contains(v) else {
        throw EventSyntaxError("'\(s)' is not a fraction between 0 and 1")
      }
      return v
    }
    func identifier(_ s: String) throws(EventSyntaxError) -> String {
      guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
        throw EventSyntaxError("'\(s)' is not a name (letters, digits, - and _)")
      }
      return s
    }
    switch name {
    case "launch": self = try noArgs(.launch)
    case "terminateApp": self = try noArgs(.terminateApp)
    case "prewarm": self = try noArgs(.prewarm)
    case "backgroundLaunch": self = try noArgs(.backgroundLaunch)
    case "lockDevice": self = try noArgs(.lockDevice)
    case "unlockDevice": self = try noArgs(.unlockDevice)
    case "goHome": self = try noArgs(.goHome)
    case "returnToApp": self = try noArgs(.returnToApp)
    case "openAppSwitcher": self = try noArgs(.openAppSwitcher)
    case "closeAppSwitcher": self = try noArgs(.closeAppSwitcher)
    case "openControlCenter": self = try noArgs(.openControlCenter)
    case "closeControlCenter": self = try noArgs(.closeControlCenter)
    case "openNotificationCenter": self = try noArgs(.openNotificationCenter)
    case "closeNotificationCenter": self = try noArgs(.closeNotificationCenter)
    case "dismissSystemAlert": self = try noArgs(.dismissSystemAlert)
    case "callBanner": self = try noArgs(.callBanner)
    case "dismissCallBanner": self = try noArgs(.dismissCallBanner)
    case "screenshot": self = try noArgs(.screenshot)
    case "recordingStart": self = try noArgs(.recordingStart)
    case "recordingStop": self = try noArgs(.recordingStop)
    case "mirroringStart": self = try noArgs(.mirroringStart)
    case "mirroringStop": self = try noArgs(.mirroringStop)
    case "keyboardShow": self = try noArgs(.keyboardShow)
    case "keyboardHide": self = try noArgs(.keyboardHide)
    case "runMainQueue": self = try noArgs(.runMainQueue)
    case "systemAlert":
      let a = try one()
      guard let kind = SystemAlertKind(rawValue: a) else {
        throw EventSyntaxError(
          "unknown alert kind '\(a)' (expected \(SystemAlertKind.allCases.map(\.rawValue).joined(separator: ", ")))")
      }
      self = .systemAlert(kind)
    case "rotate":
      let a = try one()
      guard let o = UIInterfaceOrientation(traceName: a) else {
        throw EventSyntaxError("unknown orientation '\(a)' (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight)")
      }
      self = .rotate(o)
    case "connectScene": self = .connectScene(try identifier(try one()))
    case "disconnectScene": self = .disconnectScene(try identifier(try one()))
    case "otherAppCovers": self = .otherAppCovers(try identifier(try one()))
    case "otherAppUncovers": self = .otherAppUncovers(try identifier(try one()))
    case "appCall": self = .appCall(try identifier(try one()))
    case "advance":
      let a = try one()
      guard let v = Double(a), v.isFinite, v > 0, v <= 3600 else {
        throw EventSyntaxError("advance takes seconds, 0 < seconds <= 3600, not '\(a)'")
      }
      self = .advance(v)
    case "touch":
      switch args.count {
      case 2: self = .touch(scene: nil, x: try fraction(args[0]), y: try fraction(args[1]))
      case 3: self = .touch(scene: try identifier(args[0]), x: try fraction(args[1]), y: try fraction(args[2]))
      default: throw EventSyntaxError("touch takes (x, y) or (scene, x, y)")
      }
    default:
      throw EventSyntaxError("unknown event '\(name)' (see 'lifecycle-fuzz list events')")
    }
  }

  /// Every event name with its argument shape, for `list events`.
  public nonisolated static let catalog: [(syntax: String, meaning: String)] = [
    ("launch", "the user launches the app"),
    ("prewarm", "the system prewarms the process before a launch (iOS 15+; not generated)"),
    ("backgroundLaunch", "the system launches the app into the background (not generated)"),
    ("lockDevice / unlockDevice", "the user locks and unlocks the device (not generated)"),
    ("terminateApp", "the system ends the backgrounded app; its snapshots stay (not generated)"),
    ("goHome", "the user goes to the Home Screen"),
    ("returnToApp", "the user opens the app again from the Home Screen"),
    ("openAppSwitcher", "the user swipes up into the app switcher"),
    ("closeAppSwitcher", "the user picks the app's card and goes back into it"),
    ("openControlCenter / closeControlCenter", "Control Center over the app"),
    ("openNotificationCenter / closeNotificationCenter", "Notification Center over the app"),
    ("systemAlert(kind) / dismissSystemAlert", "a system prompt: \(SystemAlertKind.allCases.map(\.rawValue).joined(separator: ", "))"),
    ("callBanner / dismissCallBanner", "the incoming-call banner over the active app (not generated)"),
    ("screenshot", "the user takes a screenshot"),
    ("recordingStart / recordingStop", "screen recording"),
    ("mirroringStart / mirroringStop", "screen mirroring"),
    ("rotate(orientation)", "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"),
    ("connectScene(id) / disconnectScene(id)", "another window of the app (iPad profiles)"),
    ("otherAppCovers(id) / otherAppUncovers(id)", "another app's window over a scene (ipad-stage; not generated)"),
    ("touch(x, y) / touch(scene, x, y)", "a touch at fractions of the scene's width and height"),
    ("keyboardShow / keyboardHide", "typing in the app's sensitive text field"),
    ("appCall(name)", "the app calls the strategy's own API (enable, disable, ...)"),
    ("runMainQueue", "scheduler choice: the main queue drains now (before a pending snapshot)"),
    ("advance(seconds)", "virtual time passes"),
  ]
}

/// Why an event line could not be read.
public nonisolated struct EventSyntaxError: Error, Equatable, Sendable {
  /// What is wrong.
  public let message: String
  init(_ message: String) { self.message = message }
}

extension UIInterfaceOrientation {
  nonisolated var traceName: String {
    switch self {
    case .unknown: return "unknown"
    case .portrait: return "portrait"
    case .portraitUpsideDown: return "portraitUpsideDown"
    case .landscapeLeft: return "landscapeLeft"
    case .landscapeRight: return "landscapeRight"
    }
  }

  nonisolated init?(traceName: String) {
    switch traceName {
    case "portrait": self = .portrait
    case "portraitUpsideDown": self = .portraitUpsideDown
    case "landscapeLeft": self = .landscapeLeft
    case "landscapeRight": self = .landscapeRight
    default: return nil
    }
  }
}
