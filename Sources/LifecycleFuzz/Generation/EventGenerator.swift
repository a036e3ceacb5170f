/// Generates the next event from a session's state: only events the platform can produce now, chosen by weight,
/// with arguments from small fixed menus so that failures found from different seeds look alike.
///
/// Per step: the vocabulary's opening event (launch) while the app has not started (7 times in 8); an answer the
/// user gives at once, with its probability; else every generated class draws its candidate's arguments in rank
/// order (whatever the weights: generated traces depend on the draws; a peeked candidate, which takes nothing from
/// the stream, only where its class can be picked), and one valid candidate is picked by weight, with the swarm's
/// classes only and the favoured classes (steering) weighed four times.
public struct EventGenerator<Host: Platform> {
  /// A set of event classes (``EventVocabulary/Mask``).
  typealias Mask = EventVocabulary<Host>.Mask

  /// The vocabulary's tables.
  let vocabulary: EventVocabulary<Host>

  /// Relative weights of event classes; zero turns a class off.
  public var weights: [String: Int] {
    didSet {
      classWeights = Self.classWeights(from: weights, vocabulary)
      weightedClasses = Self.positive(classWeights)
    }
  }

  /// ``weights`` by class index, so that a step looks up no text.
  private var classWeights: [Int]
  /// The classes of positive weight.
  private var weightedClasses: Mask
  /// Each slot's fixed candidate's bit in the step's ``EventValidityMask`` (0: checked by the rules) and its
  /// ``Platform/ruleKey(of:)`` (-1: none), found once and read together: the rules answer a fixed candidate without a
  /// bit every step, and finding its kind again cost up to 60 instructions.
  private let fixedAnswers: [(bit: UInt64, ruleKey: Int)]
  /// Whether each slot has an `isOutsideGeneratedStates` rule: read by the step loop without copying the slot.
  private let slotHasOutside: [Bool]
  /// Each slot's class index, read by the weighed pick without copying the slot (whose closures a copy retains).
  private let slotClasses: [Int]
  /// Whether each slot's candidate is drawn (has a ``EventVocabulary/Slot/draw``), peeked (has a
  /// ``EventVocabulary/Slot/peek``) or fixed: the step loop reads it instead of copying a slot's optional closures
  /// out to test them (a retain and a release each).
  private let slotForms: [SlotForm]

  /// How a slot's candidate is made (``slotForms``).
  private enum SlotForm: UInt8 {
    case drawn, peeked, fixed
  }
  /// The slots a step visits one by one, in rank order: every slot that draws (whatever its weight), and those the
  /// step's validity cannot answer alone (a peeked candidate; a fixed one with an `isOutsideGeneratedStates` rule or
  /// without a validity bit). The other slots, fixed ones with a bit, are answered together by ``slotsAnsweredBy``.
  private let visitedSlots: [Int]
  /// By bit position of the step's ``EventValidityMask``: the slots not visited whose fixed candidate that bit
  /// answers, one bit per slot (`1 << slot`, rank order).
  private let slotsAnsweredBy: [Mask]

  /// Creates a generator with the vocabulary's default weights.
  public init() {
    self.init(weights: Host.vocabulary.defaultWeights)
  }

  /// Creates a generator with `weights` (a class not named has weight 0).
  public init(weights: [String: Int]) {
    let vocabulary = Host.vocabulary
    self.vocabulary = vocabulary
    self.weights = weights
    classWeights = Self.classWeights(from: weights, vocabulary)
    fixedAnswers = vocabulary.slots.map { slot in
      guard let fixed = slot.fixed else { return (0, -1) }
      return (Host.validityBit(of: fixed), Host.ruleKey(of: fixed))
    }
    slotHasOutside = vocabulary.slots.map { $0.isOutsideGeneratedStates != nil }
    slotClasses = vocabulary.slots.map(\.classIndex)
    slotForms = vocabulary.slots.map { $0.draw != nil ? .drawn : $0.peek != nil ? .peeked : .fixed }
    weightedClasses = Self.positive(classWeights)
    var visited: [Int] = []
    var answeredBy = [Mask](repeating: 0, count: UInt64.bitWidth)
    for (i, slot) in vocabulary.slots.enumerated() {
      let fixedBit = fixedAnswers[i].bit
      guard slot.fixed != nil, slot.isOutsideGeneratedStates == nil, fixedBit != 0 else {
        visited.append(i)
        continue
      }
      for b in 0..<UInt64.bitWidth where fixedBit & (1 << UInt64(b)) != 0 { answeredBy[b] |= 1 << Mask(i) }
    }
    visitedSlots = visited
    slotsAnsweredBy = answeredBy
  }

  /// The classes whose weight in `classWeights` is positive.
  private static func positive(_ classWeights: [Int]) -> Mask {
    var mask: Mask = 0
    for c in classWeights.indices where classWeights[c] > 0 { mask |= 1 << Mask(c) }
    return mask
  }

  private static func classWeights(from weights: [String: Int], _ vocabulary: EventVocabulary<Host>) -> [Int] {
    vocabulary.classNames.map { weights[$0] ?? 0 }
  }

  /// The default weights (each generated definition's).
  public static var defaultWeights: [String: Int] { Host.vocabulary.defaultWeights }

  /// Every event class (the generated definitions' names), in catalog order.
  public static var classes: [String] { Host.vocabulary.classNames }

  /// The class name of `event` (its definition's name).
  public static func eventClass(of event: Host.Event) -> String { Host.vocabulary.className(of: event) }

  /// The next event, or `nil` when nothing is possible.
  ///
  /// - Parameters:
  ///   - enabled: the event classes this trace may use (swarm testing); `nil` means all.
  ///   - favoured: classes whose weight is multiplied by 4 (steering toward transitions not yet taken from the
  ///     current abstract state).
  // Specialized here for the built-in platforms: a caller in another module (the benchmarks' long traces, a
  // user's harness) gets the generic entry, which otherwise copies each slot out of the vocabulary per access
  // (about 85,000 instructions a step against 17,000 specialized).
  @_specialize(where Host == IOSPlatform)
  @_specialize(where Host == AndroidPlatform)
  public func next(
    for session: Host.Session, rng: inout SplitMix64, enabled: Set<String>? = nil,
    favoured: (String) -> Bool = { _ in false }
  ) -> Host.Event? {
    let enabledMask = enabled.map(vocabulary.mask(of:)) ?? vocabulary.allClasses
    var favouredMask: Mask = 0
    // Asked only of classes that can be picked: `favoured` is a predicate.
    for c in vocabulary.classNames.indices where enabledMask & (1 << Mask(c)) != 0 && classWeights[c] > 0 {
      if favoured(vocabulary.classNames[c]) { favouredMask |= 1 << Mask(c) }
    }
    return next(for: session, rng: &rng, enabled: enabledMask, favoured: favouredMask)
  }

  /// Whether `event` can happen now: answered by the step's validity key where the event has a bit in it (debug
  /// builds check the answer against the rules), else by the rules.
  private func isValid(
    _ event: Host.Event, bit: UInt64, ruleKey: Int = -1, _ validity: EventValidityMask, _ session: Host.Session
  ) -> Bool {
    guard bit != 0 else { return ruleKey < 0 ? session.isValid(event) : session.isValid(event, ruleKey: ruleKey) }
    let answer = validity.mask & bit != 0
    assert(answer == session.isValid(event), "validity key disagrees with the rules on \(event)")
    return answer
  }

  /// The next event, with the swarm and the favoured classes as masks of class bits.
  func next(
    for session: Host.Session, rng: inout SplitMix64, enabled: Mask,
    favoured: Mask
  ) -> Host.Event? {
    // The candidates' validity from the few flags their rules read, found once for the step (nothing below
    // changes the device).
    let validity = session.eventValidity()
    // Most traces start by opening the app; a few first start a capture or let time pass.
    if let opening = vocabulary.opening, !session.isStarted, classWeights[opening.classIndex] > 0,
      rng.next(below: 8) != 0, isValid(opening.event, bit: Host.validityBit(of: opening.event), validity, session)
    {
      return opening.event
    }
    // An answer the user gives at once follows what it answers with its probability; the draw is made only where
    // the answer is valid, so other states keep their draws.
    // By index: a follow-up (with its event) is read only where its class can be picked, not copied for each.
    let followUps = vocabulary.followUps
    for k in followUps.indices {
      let c = followUps[k].classIndex
      guard enabled & (1 &<< Mask(c)) != 0, classWeights[c] > 0 else { continue }
      let answer = fixedAnswers[followUps[k].slot]
      if isValid(followUps[k].event, bit: answer.bit, ruleKey: answer.ruleKey, validity, session),
        rng.next(below: followUps[k].oneIn) == 0
      {
        return followUps[k].event
      }
    }
    let slots = vocabulary.slots
    // The drawn candidates in one buffer kept between steps: no allocation per step.
    // Moved out and back, never copied: a second reference would copy the buffer on the first write.
    var candidates: [Host.Event?] = []
    swap(&candidates, &scratch.events)
    defer { swap(&candidates, &scratch.events) }
    if candidates.count != slots.count { candidates = Array(repeating: nil, count: slots.count) }
    // The slots whose class can be picked (enabled, positive weight), one bit per slot; a function of the class
    // mask alone, kept for the last mask seen (a trace's swarm).
    let pickable = scratch.slots(ofClasses: enabled & weightedClasses, slotClasses)
    // Every class draws its arguments, whatever the weights: generated traces depend on the draws. Each candidate
    // is weighed and checked right after its draw (validity reads the device and draws nothing, so the draws keep
    // their order); only a valid one is kept in the buffer. Two passes instead of arrays: draw, weigh and check,
    // then pick. The slots that neither draw nor need more than the step's validity take no place in the draws'
    // order: their bits answer them together below.
    var valid: Mask = 0
    for i in visitedSlots {
      // A masking shift: a slot index is below `Mask.bitWidth` (one slot per class), where `&<<` and `<<` agree, and
      // the smart shift's checks on a 128-bit mask cost more than the rest of a fixed slot's turn.
      let slotBit: Mask = 1 &<< Mask(i)
      // `if let` on the optional closures: a call through `unsafelyUnwrapped` makes a reabstraction thunk (an
      // allocation) per call.
      let form = slotForms[i]
      if form == .drawn, let draw = slots[i].draw {
        let drawn = draw(session, &rng)
        guard pickable & slotBit != 0, let event = drawn else { continue }
        if slotHasOutside[i], let outside = slots[i].isOutsideGeneratedStates, outside(session) { continue }
        guard isValid(event, bit: Host.validityBit(of: event), validity, session) else { continue }
        candidates[i] = event
      } else {
        guard pickable & slotBit != 0 else { continue }
        if slotHasOutside[i], let outside = slots[i].isOutsideGeneratedStates, outside(session) { continue }
        if form == .peeked, let peek = slots[i].peek {
          // A peeked candidate takes nothing from the stream (it gets a copy), so it is made only here, where its
          // class can be picked: the draws of the slots after it are the same either way.
          guard let event = peek(session, rng), isValid(event, bit: Host.validityBit(of: event), validity, session)
          else { continue }
          candidates[i] = event
        } else {
          // A fixed candidate answered by the step's validity is not copied out of its slot.
          let (fixedBit, ruleKey) = fixedAnswers[i]
          if fixedBit != 0 {
            guard validity.mask & fixedBit != 0 else { continue }
            assert(session.isValid(slots[i].fixed!), "validity key disagrees with the rules on \(slots[i].fixed!)")
          } else {
            // A platform without rule keys (Android) is asked as before: its default answer is one call more.
            let fixed = slots[i].fixed!
            guard ruleKey < 0 ? session.isValid(fixed) : session.isValid(fixed, ruleKey: ruleKey) else { continue }
          }
        }
      }
      valid |= slotBit
    }
    // The fixed candidates with a validity bit and no other rule: valid where their bit is set.
    var answered: Mask = 0
    var bits = validity.mask
    while bits != 0 {
      answered |= slotsAnsweredBy[bits.trailingZeroBitCount]
      bits &= bits &- 1
    }
    answered &= pickable
    #if DEBUG
      // Every eighth time: the rules asked for every answered slot cost a debug run (the tests) a fifth of its time,
      // and a stale key shows over a test's thousands of steps all the same.
      scratch.checkedSteps &+= 1
      if scratch.checkedSteps & 7 == 0 {
        let answerable = slotsAnsweredBy.reduce(0, |)
        for i in slots.indices where answerable & pickable & (1 << Mask(i)) != 0 {
          precondition(
            (answered & (1 << Mask(i)) != 0) == session.isValid(slots[i].fixed!),
            "validity key disagrees with the rules on \(slots[i].fixed!)")
        }
      }
    #endif
    valid |= answered
    guard valid != 0 else { return nil }
    // The same draw and walk as a weighted pick over the valid candidates' weights, in rank order (slot order).
    @inline(__always) func weight(ofSlot i: Int) -> Int {
      let c = slotClasses[i]
      let w = classWeights[c]
      return favoured & (1 &<< Mask(c)) != 0 ? w * 4 : w
    }
    var total = 0
    var remaining = valid
    while remaining != 0 {
      total += weight(ofSlot: remaining.trailingZeroBitCount)
      remaining &= remaining &- 1
    }
    var r = rng.next(below: total)
    var last = 0
    remaining = valid
    while remaining != 0 {
      let i = remaining.trailingZeroBitCount
      let w = weight(ofSlot: i)
      if r < w { return slots[i].fixed ?? candidates[i] }
      r -= w
      last = i
      remaining &= remaining &- 1
    }
    return slots[last].fixed ?? candidates[last]
  }

  /// The candidate buffer ``next(for:rng:enabled:favoured:)`` reuses (the generator runs on the main actor and never
  /// re-enters itself).
  private let scratch = Scratch()

  /// A buffer of drawn candidates, one per slot, and the slots of the last class mask asked for.
  private final class Scratch {
    // Unchecked: swapped out and back once a step, and nothing else touches it meanwhile.
    @exclusivity(unchecked) var events: [Host.Event?] = []
    #if DEBUG
      /// Steps generated, to cross-check the kept masks against a full computation on every eighth.
      var checkedSteps = 0
    #endif
    /// The last class mask ``slots(ofClasses:_:)`` was asked for, and its answer.
    @exclusivity(unchecked) private var classes: Mask = 0
    @exclusivity(unchecked) private var slotsOfClasses: Mask = 0

    /// The slots of the classes in `classes`, one bit per slot. Kept for the last mask asked for: the answer
    /// depends on the mask and the vocabulary's slot order alone (debug builds compute it again on every eighth hit).
    func slots(ofClasses classes: Mask, _ slotClasses: [Int]) -> Mask {
      if classes == self.classes {
        #if DEBUG
          assert(
            checkedSteps & 7 != 0 || slotsOfClasses == Self.slots(ofClasses: classes, slotClasses),
            "the kept slot mask is stale")
        #endif
        return slotsOfClasses
      }
      self.classes = classes
      slotsOfClasses = Self.slots(ofClasses: classes, slotClasses)
      return slotsOfClasses
    }

    /// `slotClasses` holds each slot's class index (one slot per class: every index is below `Mask.bitWidth`).
    private static func slots(ofClasses classes: Mask, _ slotClasses: [Int]) -> Mask {
      var mask: Mask = 0
      for i in slotClasses.indices where classes & (1 &<< Mask(slotClasses[i])) != 0 { mask |= 1 &<< Mask(i) }
      return mask
    }
  }

  /// Whether `event`, a step given rather than drawn (a strategy's probe, ``PlatformStrategy/probeTraces``), may run
  /// now under the rules generated events follow: its class weighed above 0, the platform able to make it
  /// (``PlatformSession/isValid(_:)``), and the state not one the generator leaves alone.
  func admits(_ event: Host.Event, in session: Host.Session) -> Bool {
    (weights[Self.eventClass(of: event)] ?? 0) > 0 && !Self.isOutsideGeneratedStates(event, in: session)
      && session.isValid(event)
  }

  /// Events the platform accepts in states the generator leaves alone, so that generated traces (and the committed
  /// corpus they produced) stay as they were. Trace files may use them.
  public static func isOutsideGeneratedStates(_ event: Host.Event, in session: Host.Session) -> Bool {
    Host.vocabulary.definition(of: event).generated?.isOutsideGeneratedStates?(session) ?? false
  }

  /// A swarm: each event class is left out with probability 1/4 (the vocabulary's ``EventVocabulary/inEverySwarm``
  /// never), so some traces hammer a few classes instead of spreading thin over all of them.
  public func swarm(rng: inout SplitMix64) -> Set<String> { vocabulary.names(in: swarmMask(rng: &rng)) }

  /// ``swarm(rng:)`` as a mask of class bits (the same draws).
  func swarmMask(rng: inout SplitMix64) -> Mask {
    let always = vocabulary.inEverySwarm
    var out = always
    // Masking shifts: a class index is below `Mask.bitWidth` (``EventVocabulary`` checks it).
    for c in vocabulary.classNames.indices where always & (1 &<< Mask(c)) == 0 && rng.next(below: 4) != 0 {
      out |= 1 &<< Mask(c)
    }
    return out
  }
}
