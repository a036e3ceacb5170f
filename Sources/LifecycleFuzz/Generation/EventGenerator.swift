import ShieldModel

/// Generates the next event from the device's state: only events iOS can produce now, chosen by
/// weight, with arguments from small fixed menus so that failures found from different seeds
/// look alike.
public struct EventGenerator {
  /// Relative weights of event classes; zero turns a class off.
  public var weights: [String: Int]

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
  public init(weights: [String: Int] = EventGenerator.defaultWeights) { self.weights = weights }

  static let advanceMenu: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]
  static let fractionMenu: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]
  static let sceneNames = ["B", "C", "D"]

  /// The candidate events in a fixed order (class name, event).
  private func candidates(for device: Device, rng: inout SplitMix64) -> [(String, SystemEvent)] {
    var list: [(String, SystemEvent)] = [
      ("launch", .launch), ("goHome", .goHome), ("returnToApp", .returnToApp),
      ("openAppSwitcher", .openAppSwitcher), ("closeAppSwitcher", .closeAppSwitcher),
      ("openControlCenter", .openControlCenter), ("closeControlCenter", .closeControlCenter),
      ("openNotificationCenter", .openNotificationCenter),
      ("closeNotificationCenter", .closeNotificationCenter),
      ("systemAlert", .systemAlert(SystemAlertKind.allCases[rng.next(below: SystemAlertKind.allCases.count)])),
      ("dismissSystemAlert", .dismissSystemAlert), ("screenshot", .screenshot),
      ("recordingStart", .recordingStart), ("recordingStop", .recordingStop),
      ("mirroringStart", .mirroringStart), ("mirroringStop", .mirroringStop),
      ("keyboardShow", .keyboardShow), ("keyboardHide", .keyboardHide),
      ("runMainQueue", .runMainQueue),
      ("advance", .advance(Self.advanceMenu[rng.next(below: Self.advanceMenu.count)])),
      ("appCall", .appCall(appCalls[rng.next(below: appCalls.count)])),
    ]
    let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft]
    list.append(("rotate", .rotate(orientations[rng.next(below: 2)])))
    let connected = device.windowScenes.map(\.identifier)
    if let fresh = Self.sceneNames.first(where: { !connected.contains($0) }) {
      list.append(("connectScene", .connectScene(fresh)))
    }
    if connected.count > 1 {
      list.append(("disconnectScene", .disconnectScene(connected[1 + rng.next(below: connected.count - 1)])))
    }
    let scene: String? = connected.count > 1 ? connected[rng.next(below: connected.count)] : nil
    let x = Self.fractionMenu[rng.next(below: Self.fractionMenu.count)]
    let y = Self.fractionMenu[rng.next(below: Self.fractionMenu.count)]
    list.append(("touch", .touch(scene: scene, x: x, y: y)))
    return list
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
    // Most traces start by launching; a few first start a capture or let time pass.
    if !device.isLaunched, (weights["launch"] ?? 0) > 0, rng.next(below: 8) != 0 { return .launch }
    let all = candidates(for: device, rng: &rng)
    func weight(_ c: String) -> Int {
      guard enabled?.contains(c) ?? true else { return 0 }
      let w = weights[c] ?? 0
      return favoured(c) ? w * 4 : w
    }
    var valid: [SystemEvent] = []
    var validWeights: [Int] = []
    for (c, event) in all {
      let w = weight(c)
      if w > 0, device.validationError(for: event) == nil {
        valid.append(event)
        validWeights.append(w)
      }
    }
    guard !valid.isEmpty else { return nil }
    return valid[rng.pick(weights: validWeights)]
  }

  /// A swarm: each event class is left out with probability 1/4 (launch never), so some
  /// traces hammer a few classes instead of spreading thin over all of them.
  public func swarm(rng: inout SplitMix64) -> Set<String> {
    var out: Set<String> = ["launch"]
    for c in Self.classes where c != "launch" && rng.next(below: 4) != 0 { out.insert(c) }
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
