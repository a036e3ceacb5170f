import ShieldModel

/// Generates the next event from the device's state: only events iOS can produce now, chosen by
/// weight, with arguments from small fixed menus so that failures found from different seeds
/// look alike.
public struct EventGenerator {
  /// Relative weights of event classes; zero turns a class off.
  public var weights: [String: Int] { didSet { classWeights = Self.classWeights(from: weights) } }

  /// ``weights`` by ``EventClass`` raw value, so that a step looks up no text.
  private var classWeights: [Int]

  /// The default weights: life-cycle and interruptions often, captures and time regularly.
  public static let defaultWeights: [String: Int] = [
    "launch": 1, "goHome": 6, "returnToApp": 8, "openAppSwitcher": 8, "closeAppSwitcher": 8,
    "openControlCenter": 4, "closeControlCenter": 8, "openNotificationCenter": 3,
    "closeNotificationCenter": 8, "systemAlert": 4, "dismissSystemAlert": 8, "screenshot": 4,
    "recordingStart": 2, "recordingStop": 2, "mirroringStart": 1, "mirroringStop": 2,
    "rotate": 2, "connectScene": 3, "disconnectScene": 2, "touch": 6, "keyboardShow": 1,
    "keyboardHide": 4, "appCall": 2, "runMainQueue": 4, "advance": 6,
  ]

  /// App API names the generator calls with `appCall`.
  public var appCalls: [String] = ["enable", "disable"]

  /// Creates a generator with the default weights.
  public init(weights: [String: Int] = EventGenerator.defaultWeights) {
    self.weights = weights
    classWeights = Self.classWeights(from: weights)
  }

  private static func classWeights(from weights: [String: Int]) -> [Int] {
    EventClass.allCases.map { weights[$0.name] ?? 0 }
  }

  static let advanceMenu: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]
  static let fractionMenu: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]
  static let sceneNames = ["B", "C", "D"]
  private static let alertKinds = SystemAlertKind.allCases

  /// The order in which candidates are weighed and picked (not catalog order: changing it
  /// changes every generated trace).
  private static let candidateOrder: [EventClass] = [
    .launch, .goHome, .returnToApp, .openAppSwitcher, .closeAppSwitcher, .openControlCenter,
    .closeControlCenter, .openNotificationCenter, .closeNotificationCenter, .systemAlert,
    .dismissSystemAlert, .screenshot, .recordingStart, .recordingStop, .mirroringStart,
    .mirroringStop, .keyboardShow, .keyboardHide, .runMainQueue, .advance, .appCall, .rotate,
    .connectScene, .disconnectScene, .touch,
  ]

  /// The arguments drawn for one step's candidates; `nil` scenes mean no such candidate.
  private struct Arguments {
    var alert: SystemAlertKind
    var advance: Double
    var appCall: String
    var orientation: UIInterfaceOrientation
    var freshScene: String?
    var closingScene: String?
    var touchedScene: String?
    var x: Double
    var y: Double
  }

  /// Draws the step's arguments, in the order generated traces depend on.
  private func arguments(for device: Device, rng: inout SplitMix64) -> Arguments {
    let alert = Self.alertKinds[rng.next(below: Self.alertKinds.count)]
    let advance = Self.advanceMenu[rng.next(below: Self.advanceMenu.count)]
    let appCall = appCalls[rng.next(below: appCalls.count)]
    let orientation: UIInterfaceOrientation = rng.next(below: 2) == 0 ? .portrait : .landscapeLeft
    // Loops, not closures: this runs every step.
    let scenes = device.windowScenes
    var fresh: String?
    names: for name in Self.sceneNames {
      for s in scenes where s.identifier == name { continue names }
      fresh = name
      break
    }
    var closing: String?
    if scenes.count > 1 { closing = scenes[1 + rng.next(below: scenes.count - 1)].identifier }
    let touched: String? = scenes.count > 1 ? scenes[rng.next(below: scenes.count)].identifier : nil
    let x = Self.fractionMenu[rng.next(below: Self.fractionMenu.count)]
    let y = Self.fractionMenu[rng.next(below: Self.fractionMenu.count)]
    return Arguments(
      alert: alert, advance: advance, appCall: appCall, orientation: orientation, freshScene: fresh,
      closingScene: closing, touchedScene: touched, x: x, y: y)
  }

  /// Whether class `c` has a candidate this step (a scene to connect or to close).
  private static func hasCandidate(_ c: EventClass, _ a: Arguments) -> Bool {
    switch c {
    case .connectScene: return a.freshScene != nil
    case .disconnectScene: return a.closingScene != nil
    default: return true
    }
  }

  /// The candidate of class `c` with the step's arguments; `c` must have one
  /// (``hasCandidate(_:_:)``).
  private static func candidate(_ c: EventClass, _ a: Arguments) -> SystemEvent {
    switch c {
    case .launch: return .launch
    case .goHome: return .goHome
    case .returnToApp: return .returnToApp
    case .openAppSwitcher: return .openAppSwitcher
    case .closeAppSwitcher: return .closeAppSwitcher
    case .openControlCenter: return .openControlCenter
    case .closeControlCenter: return .closeControlCenter
    case .openNotificationCenter: return .openNotificationCenter
    case .closeNotificationCenter: return .closeNotificationCenter
    case .systemAlert: return .systemAlert(a.alert)
    case .dismissSystemAlert: return .dismissSystemAlert
    case .screenshot: return .screenshot
    case .recordingStart: return .recordingStart
    case .recordingStop: return .recordingStop
    case .mirroringStart: return .mirroringStart
    case .mirroringStop: return .mirroringStop
    case .rotate: return .rotate(a.orientation)
    case .connectScene: return .connectScene(a.freshScene!)
    case .disconnectScene: return .disconnectScene(a.closingScene!)
    case .touch: return .touch(scene: a.touchedScene, x: a.x, y: a.y)
    case .keyboardShow: return .keyboardShow
    case .keyboardHide: return .keyboardHide
    case .appCall: return .appCall(a.appCall)
    case .runMainQueue: return .runMainQueue
    case .advance: return .advance(a.advance)
    }
  }

  /// The next event, or `nil` when nothing is possible.
  ///
  /// - Parameters:
  ///   - enabled: the event classes this trace may use (swarm testing); `nil` means all.
  ///   - favoured: classes whose weight is multiplied by 4 (steering toward transitions not
  ///     yet taken from the current abstract state).
  public func next(
    for device: Device, rng: inout SplitMix64, enabled: Set<String>? = nil,
    favoured: (String) -> Bool = { _ in false }
  ) -> SystemEvent? {
    let enabledMask = enabled.map(EventClass.mask(of:)) ?? EventClass.all
    var favouredMask: EventClass.Mask = 0
    // Asked only of classes that can be picked: `favoured` is a predicate.
    for c in EventClass.allCases where enabledMask & c.bit != 0 && classWeights[c.rawValue] > 0 {
      if favoured(c.name) { favouredMask |= c.bit }
    }
    return next(for: device, rng: &rng, enabled: enabledMask, favoured: favouredMask)
  }

  /// The next event, with the swarm and the favoured classes as masks of ``EventClass`` bits.
  func next(
    for device: Device, rng: inout SplitMix64, enabled: EventClass.Mask, favoured: EventClass.Mask
  ) -> SystemEvent? {
    // Most traces start by launching; a few first start a capture or let time pass.
    if !device.isLaunched, classWeights[EventClass.launch.rawValue] > 0, rng.next(below: 8) != 0 { return .launch }
    let args = arguments(for: device, rng: &rng)
    func weight(_ c: EventClass) -> Int {
      guard enabled & c.bit != 0 else { return 0 }
      let w = classWeights[c.rawValue]
      return favoured & c.bit != 0 ? w * 4 : w
    }
    // Two passes over the candidates instead of arrays: weigh and check, then pick.
    var valid: EventClass.Mask = 0
    var total = 0
    for c in Self.candidateOrder {
      let w = weight(c)
      guard w > 0, Self.hasCandidate(c, args) else { continue }
      let event = Self.candidate(c, args)
      guard !Self.isOutsideGeneratedStates(event, on: device), device.isValid(event) else { continue }
      valid |= c.bit
      total += w
    }
    guard valid != 0 else { return nil }
    // The same draw and walk as `rng.pick(weights:)` over the valid candidates' weights.
    var r = rng.next(below: total)
    var last: EventClass = .launch
    for c in Self.candidateOrder where valid & c.bit != 0 {
      let w = weight(c)
      if r < w { return Self.candidate(c, args) }
      r -= w
      last = c
    }
    return Self.candidate(last, args)
  }

  /// Events the model accepts in states the generator leaves alone, so that generated traces
  /// (and the committed corpus they produced) stay as they were: rotating on the Home Screen,
  /// and Control Center or a system prompt before the app is launched. Trace files may use them.
  public static func isOutsideGeneratedStates(_ event: SystemEvent, on device: Device) -> Bool {
    switch event {
    case .rotate: return !device.isAppInForeground
    case .openControlCenter, .systemAlert: return !device.isLaunched
    default: return false
    }
  }

  /// A swarm: each event class is left out with probability 1/4 (launch never), so some
  /// traces hammer a few classes instead of spreading thin over all of them.
  public func swarm(rng: inout SplitMix64) -> Set<String> { EventClass.names(in: swarmMask(rng: &rng)) }

  /// ``swarm(rng:)`` as a mask of ``EventClass`` bits (the same draws).
  func swarmMask(rng: inout SplitMix64) -> EventClass.Mask {
    var out = EventClass.launch.bit
    for c in EventClass.allCases where c != .launch && rng.next(below: 4) != 0 { out |= c.bit }
    return out
  }

  /// Every event class, in catalog order.
  nonisolated public static let classes = [
    "launch", "goHome", "returnToApp", "openAppSwitcher", "closeAppSwitcher", "openControlCenter",
    "closeControlCenter", "openNotificationCenter", "closeNotificationCenter", "systemAlert",
    "dismissSystemAlert", "screenshot", "recordingStart", "recordingStop", "mirroringStart",
    "mirroringStop", "rotate", "connectScene", "disconnectScene", "touch", "keyboardShow",
    "keyboardHide", "appCall", "runMainQueue", "advance",
  ]

  /// The class name of `event` (`touch` for every touch).
  public static func eventClass(of event: SystemEvent) -> String {
    let text = event.text
    return text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
  }
}
