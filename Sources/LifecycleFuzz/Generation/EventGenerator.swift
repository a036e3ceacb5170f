import ShieldModel

/// Generates the next event from the device's state: only events iOS can produce now, chosen by
/// weight, with arguments from small fixed menus so that failures found from different seeds
/// look alike.
public struct EventGenerator {
  /// Relative weights of event classes; zero turns a class off.
  public var weights: [String: Int] { didSet { classWeights = Self.classWeights(from: weights) } }

  /// ``weights`` by ``EventClass`` raw value, so that a step looks up no text.
  private var classWeights: [Int]

  /// The default weights (each generated definition's): life-cycle and interruptions often,
  /// captures and time regularly.
  public static let defaultWeights: [String: Int] = Dictionary(
    uniqueKeysWithValues: EventDefinition.generatedClasses.map { ($0.name, $0.generated!.weight) })

  /// App API names the generator calls with `appCall` when the device's strategy lists none of
  /// its own (``PrivacyScreenStrategy/appCalls``); a strategy that lists some gets those.
  public var appCalls: [String] = ["enable", "disable"]

  /// Creates a generator with the default weights.
  public init(weights: [String: Int] = EventGenerator.defaultWeights) {
    self.weights = weights
    classWeights = Self.classWeights(from: weights)
  }

  private static func classWeights(from weights: [String: Int]) -> [Int] {
    EventClass.allCases.map { weights[$0.name] ?? 0 }
  }

  /// The frames a generated ``SystemEvent/transitionFrames(_:)`` asks for: one frame, a few, a
  /// quick flick.
  static let framesMenu = [1, 2, 3, 6, 12]
  static let advanceMenu: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]
  static let fractionMenu: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]
  static let sceneNames = ["B", "C", "D"]
  /// `SystemAlertKind.allCases`, kept: `allCases` builds its array on every call.
  static let alertKinds = SystemAlertKind.allCases
  /// `AppPresentationKind.allCases`, kept for the same reason.
  static let presentationKinds = AppPresentationKind.allCases
  /// `SceneWidth.allCases`, kept for the same reason.
  static let sceneWidths = SceneWidth.allCases

  /// One generated class's step data, flattened from its definition for the step loop.
  private struct Slot {
    let eventClass: EventClass
    /// The candidate of a kind without arguments, kept here so that a step copies nothing.
    let fixed: SystemEvent?
    /// `fixed`'s bit in the step's ``Device/EventValidity`` (0: checked by the rules).
    let validityBit: UInt64
    /// The draw of a kind with arguments; `nil` for a fixed candidate.
    let draw: (@MainActor @Sendable (EventGenerator, Device, inout SplitMix64) -> SystemEvent?)?
    let isOutsideGeneratedStates: (@MainActor @Sendable (Device) -> Bool)?

    init(
      eventClass: EventClass, candidate: EventDefinition.Candidate,
      isOutsideGeneratedStates: (@MainActor @Sendable (Device) -> Bool)?
    ) {
      self.eventClass = eventClass
      switch candidate {
      case .fixed(let event): (fixed, draw, validityBit) = (event, nil, Device.EventValidity.bit(of: event))
      case .drawn(let draw): (fixed, self.draw, validityBit) = (nil, draw, 0)
      }
      self.isOutsideGeneratedStates = isOutsideGeneratedStates
    }
  }

  /// The generated classes in candidate order (their definitions' `rank`): the order in which
  /// candidates draw their arguments and are weighed and picked (not catalog order: changing it
  /// changes every generated trace).
  private static let slots: [Slot] = EventClass.allCases.map { c in
    let g = c.definition.generated!
    return (g.rank, Slot(eventClass: c, candidate: g.candidate, isOutsideGeneratedStates: g.isOutsideGeneratedStates))
  }.sorted { $0.0 < $1.0 }.map(\.1)

  /// The generated fixed events taken at once when valid, with their 1-in-n chance, in rank order.
  private static let followUps: [(EventClass, SystemEvent, UInt64, Int)] = slots.compactMap { slot in
    let oneIn = slot.eventClass.definition.generated!.followsAtOnceOneIn
    guard oneIn > 0, let event = slot.fixed else { return nil }
    return (slot.eventClass, event, slot.validityBit, oneIn)
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
    // The candidates' validity from the few flags their rules read, found once for the step
    // (nothing below changes the device).
    let validity = device.eventValidity()
    // Most traces start by launching; a few first start a capture or let time pass. After the
    // process ended the switcher may be open over the Home Screen: launch then waits.
    if !device.isLaunched, classWeights[EventClass.launch.rawValue] > 0, rng.next(below: 8) != 0,
      device.isValid(.launch, in: validity)
    {
      return .launch
    }
    func weight(_ c: EventClass) -> Int {
      guard enabled & c.bit != 0 else { return 0 }
      let w = classWeights[c.rawValue]
      return favoured & c.bit != 0 ? w * 4 : w
    }
    // An answer the user gives at once follows what it answers with its probability; the draw
    // is made only where the answer is valid, so other states keep their draws.
    for (c, event, bit, oneIn) in Self.followUps where enabled & c.bit != 0 && classWeights[c.rawValue] > 0 {
      if device.isValid(event, bit: bit, in: validity), rng.next(below: oneIn) == 0 { return event }
    }
    let slots = Self.slots
    // The drawn candidates in one buffer kept between steps: no allocation per step, and no
    // generic deinitialization of a temporary buffer (which cost a twentieth of fuzzing time).
    // Fixed candidates are read from their slots: nothing is copied into the buffer for them.
    var candidates: [SystemEvent?] = []
    swap(&candidates, &Self.scratch)
    defer { swap(&candidates, &Self.scratch) }
    if candidates.count != slots.count { candidates = Array(repeating: nil, count: slots.count) }
    // Every class draws its arguments, whatever the weights: generated traces depend on the draws.
    // Each candidate is weighed and checked right after its draw (validity reads the device and
    // draws nothing, so the draws keep their order); only a valid one is kept in the buffer.
    // Two passes instead of arrays: draw, weigh and check, then pick.
    var valid: EventClass.Mask = 0
    var total = 0
    for i in slots.indices {
      let c = slots[i].eventClass
      let w = weight(c)
      if let draw = slots[i].draw {
        let drawn = draw(self, device, &rng)
        guard w > 0, let event = drawn else { continue }
        if let outside = slots[i].isOutsideGeneratedStates, outside(device) { continue }
        guard device.isValid(event, in: validity) else { continue }
        candidates[i] = event
      } else {
        guard w > 0 else { continue }
        if let outside = slots[i].isOutsideGeneratedStates, outside(device) { continue }
        // A fixed candidate answered by the step's validity is not copied out of its slot.
        let bit = slots[i].validityBit
        if bit != 0 {
          let allowed = validity.mask & bit != 0
          assert(allowed == device.isValid(slots[i].fixed!), "validity key disagrees with the rules")
          guard allowed else { continue }
        } else {
          guard let event = slots[i].fixed, device.isValid(event) else { continue }
        }
      }
      valid |= c.bit
      total += w
    }
    guard valid != 0 else { return nil }
    // The same draw and walk as `rng.pick(weights:)` over the valid candidates' weights.
    var r = rng.next(below: total)
    var last = 0
    for i in slots.indices where valid & slots[i].eventClass.bit != 0 {
      let w = weight(slots[i].eventClass)
      if r < w { return slots[i].fixed ?? candidates[i] }
      r -= w
      last = i
    }
    return slots[last].fixed ?? candidates[last]
  }

  /// The candidate buffer ``next(for:rng:enabled:favoured:)`` reuses (one per process: the
  /// generator runs on the main actor and never re-enters itself).
  @exclusivity(unchecked) private static var scratch: [SystemEvent?] = []

  /// Events the model accepts in states the generator leaves alone, so that generated traces
  /// (and the committed corpus they produced) stay as they were: rotating on the Home Screen,
  /// and Control Center or a system prompt before the app is launched. Trace files may use them.
  public static func isOutsideGeneratedStates(_ event: SystemEvent, on device: Device) -> Bool {
    EventDefinition.of(event).generated?.isOutsideGeneratedStates?(device) ?? false
  }

  /// A swarm: each event class is left out with probability 1/4 (launch and answerAlert never,
  /// ``EventDefinition/inEverySwarm``), so some traces hammer a few classes instead of spreading
  /// thin over all of them.
  public func swarm(rng: inout SplitMix64) -> Set<String> { EventClass.names(in: swarmMask(rng: &rng)) }

  /// ``swarm(rng:)`` as a mask of ``EventClass`` bits (the same draws).
  func swarmMask(rng: inout SplitMix64) -> EventClass.Mask {
    let always = EventClass.inEverySwarm
    var out = always
    for c in EventClass.allCases where always & c.bit == 0 && rng.next(below: 4) != 0 { out |= c.bit }
    return out
  }

  /// Every event class (the generated definitions' names), in catalog order.
  nonisolated public static let classes = EventDefinition.generatedClasses.map(\.name)

  /// The class name of `event` (`touch` for every touch): its definition's name.
  public static func eventClass(of event: SystemEvent) -> String { EventDefinition.of(event).name }
}
