/// A platform's events: its ``EventDefinition``s in catalog order, and the tables derived from them once, so that a
/// generator step, a trace's text and the coverage map use integers and bit masks instead of names.
///
/// Catalog order is `list events`, the generator's class order (its swarm draws) and the shrinker's canonical
/// order; the generator's candidate order is each generated definition's `rank`. A class is the index of a
/// generated definition in catalog order; a platform has at most 128 (one bit each in a ``Mask``).
public final nonisolated class EventVocabulary<Host: Platform>: Sendable {
  /// A set of classes, one bit per class index (128 bits: iOS outgrew 64).
  public typealias Mask = UInt128

  /// Every definition, in catalog order.
  public let definitions: [EventDefinition<Host>]
  /// The generated definitions in catalog order: the generator's classes (index = class).
  public let generatedClasses: [EventDefinition<Host>]
  /// The class names (the generated definitions' names), in catalog order.
  public let classNames: [String]
  /// Every class.
  public let allClasses: Mask
  /// The classes no swarm leaves out.
  public let inEverySwarm: Mask
  /// The class positions of a coverage transition key (``CoverageMap``): a power of two, at least 64, above every
  /// class index, so that the last position is free for a class name no longer in the catalog. 64 while a platform
  /// has at most 63 classes, so results files keep their keys.
  let classStride: Int
  /// The event most traces start with (`launch`) when the session has not started, and its class.
  public let opening: (event: Host.Event, classIndex: Int)?
  /// Each definition's class, by definition index; -1 for a definition never generated.
  let classIndexByDefinition: [Int]
  /// Definition indices by name, for the parser.
  private let definitionIndexByName: [String: Int]
  /// The generated classes in candidate order (their definitions' `rank`), flattened for the step loop.
  let slots: [Slot]
  /// The generated fixed events taken at once when valid: (slot, class, event, 1-in-n), in rank order.
  let followUps: [(slot: Int, classIndex: Int, event: Host.Event, oneIn: Int)]

  /// One generated class's step data.
  struct Slot: Sendable {
    let classIndex: Int
    /// The candidate of a kind without arguments, kept here so that a step copies nothing.
    let fixed: Host.Event?
    /// The draw of a kind with arguments; `nil` for a fixed or peeked candidate.
    let draw: (@MainActor @Sendable (Host.Session, inout SplitMix64) -> Host.Event?)?
    /// The candidate made from a copy of the stream (``EventDefinition/Candidate/peeked(_:)``); `nil` otherwise.
    let peek: (@MainActor @Sendable (Host.Session, SplitMix64) -> Host.Event?)?
    let isOutsideGeneratedStates: (@MainActor @Sendable (Host.Session) -> Bool)?
  }

  /// The vocabulary of `definitions`.
  ///
  /// - Parameters:
  ///   - definitions: every event kind, in catalog order.
  ///   - opening: the event most generated traces start with while the session has not started (`launch`).
  ///   - inEverySwarm: the names of classes no swarm leaves out.
  public init(_ definitions: [EventDefinition<Host>], opening: Host.Event? = nil, inEverySwarm: [String] = []) {
    self.definitions = definitions
    let generated = definitions.filter { $0.generated != nil }
    precondition(
      generated.count <= Mask.bitWidth, "\(Host.name) has more than \(Mask.bitWidth) generated event classes")
    generatedClasses = generated
    classNames = generated.map(\.name)
    allClasses = generated.count == Mask.bitWidth ? ~0 : (1 << Mask(generated.count)) - 1
    var stride = 64
    while stride <= generated.count { stride *= 2 }
    classStride = stride
    var byDefinition: [Int] = []
    var byName: [String: Int] = [:]
    for (i, d) in definitions.enumerated() {
      byDefinition.append(generated.firstIndex { $0.name == d.name } ?? -1)
      if byName[d.name] == nil { byName[d.name] = i }
    }
    classIndexByDefinition = byDefinition
    definitionIndexByName = byName
    var always: Mask = 0
    for name in inEverySwarm {
      if let c = generated.firstIndex(where: { $0.name == name }) { always |= 1 << Mask(c) }
    }
    // A class of default weight 0 (drawn only under `--weight`) takes no swarm draw, so adding one moves no trace.
    for (c, d) in generated.enumerated() where d.generated!.weight == 0 { always |= 1 << Mask(c) }
    self.inEverySwarm = always
    if let opening, let c = generated.firstIndex(where: { $0.event == opening }) {
      self.opening = (opening, c)
    } else {
      self.opening = nil
    }
    let slots = generated.indices.map { c -> (Int, Slot) in
      let g = generated[c].generated!
      let slot: Slot
      switch g.candidate {
      case .fixed(let event):
        slot = Slot(
          classIndex: c, fixed: event, draw: nil, peek: nil, isOutsideGeneratedStates: g.isOutsideGeneratedStates)
      case .drawn(let draw):
        slot = Slot(
          classIndex: c, fixed: nil, draw: draw, peek: nil, isOutsideGeneratedStates: g.isOutsideGeneratedStates)
      case .peeked(let peek):
        slot = Slot(
          classIndex: c, fixed: nil, draw: nil, peek: peek, isOutsideGeneratedStates: g.isOutsideGeneratedStates)
      }
      return (g.rank, slot)
    }.sorted { $0.0 < $1.0 }.map(\.1)
    self.slots = slots
    followUps = slots.indices.compactMap { i in
      let slot = slots[i]
      let oneIn = generated[slot.classIndex].generated!.followsAtOnceOneIn
      guard oneIn > 0, let event = slot.fixed else { return nil }
      return (i, slot.classIndex, event, oneIn)
    }
  }

  /// The definition of `event`'s kind.
  public func definition(of event: Host.Event) -> EventDefinition<Host> {
    definitions[Host.definitionIndex(of: event)]
  }

  /// The class of `event`, or `nil` for an event the generator never makes (trace files only).
  public func classIndex(of event: Host.Event) -> Int? {
    let c = classIndexByDefinition[Host.definitionIndex(of: event)]
    return c >= 0 ? c : nil
  }

  /// The class name of `event` (its definition's name).
  public func className(of event: Host.Event) -> String { definition(of: event).name }

  /// The default weight of each class, by name.
  public var defaultWeights: [String: Int] {
    Dictionary(uniqueKeysWithValues: generatedClasses.map { ($0.name, $0.generated!.weight) })
  }

  /// The classes in `mask`, by name.
  public func names(in mask: Mask) -> Set<String> {
    Set(classNames.indices.filter { mask & (1 << Mask($0)) != 0 }.map { classNames[$0] })
  }

  /// The mask of the classes named in `names`; unknown names are ignored.
  public func mask(of names: Set<String>) -> Mask {
    classNames.indices.reduce(0) { names.contains(classNames[$1]) ? $0 | (1 << Mask($1)) : $0 }
  }

  /// The event in trace notation (its definition's name and arguments).
  public func text(of event: Host.Event) -> String { definition(of: event).text(of: event) }

  /// Parses one event in trace notation: `name` or `name(arg, ...)`.
  ///
  /// - Throws: ``EventSyntaxError`` naming what is wrong (unknown event, bad argument).
  public func event(parsing raw: Substring) throws(EventSyntaxError) -> Host.Event {
    let line = raw.trimmingWhitespace()
    let name: String
    var args: [String] = []
    if let open = line.firstIndex(of: "(") {
      guard line.hasSuffix(")") else { throw EventSyntaxError("missing ')' in '\(line)'") }
      name = String(line[..<open])
      let inner = line[line.index(after: open)..<line.index(before: line.endIndex)]
      args = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
      if args == [""] { args = [] }
    } else {
      name = line
    }
    guard let index = definitionIndexByName[name] else {
      // A script's callback written as an event: what the user does that sets it off.
      if let event = Host.userEvent(forScriptCallback: name) {
        throw EventSyntaxError(
          "unknown event '\(name)': it is an app-logic script's callback, not the user's event; a trace writes "
            + event)
      }
      throw EventSyntaxError("unknown event '\(name)' (see 'lifecycle-fuzz list events')")
    }
    return try definitions[index].parse(EventArguments(name: name, values: args))
  }

  /// The `list events` rows, in catalog order: the syntaxes of a row's definitions joined by ` / `, and its meaning
  /// with its source (unless the meaning cites one), marked "not generated" when no event of the row is generated.
  public var catalogRows: [(syntax: String, meaning: String)] {
    var rows: [(syntax: String, meaning: String, generated: Bool)] = []
    for d in definitions {
      if let meaning = d.meaning {
        let cites = ["http", "Apple", "WWDC", "#"].contains { meaning.contains($0) }
        let text = cites || d.source == nil ? meaning : meaning + " (" + d.source! + ")"
        rows.append((d.syntax, text, d.generated != nil))
      } else if !rows.isEmpty {
        rows[rows.count - 1].syntax += " / " + d.syntax
        rows[rows.count - 1].generated = rows[rows.count - 1].generated || d.generated != nil
      }
    }
    return rows.map { row in
      guard !row.generated else { return (row.syntax, row.meaning) }
      // Inside the meaning's closing parenthetical if it has one: "(iOS 15+; not generated)".
      if row.meaning.hasSuffix(")") { return (row.syntax, row.meaning.dropLast() + "; not generated)") }
      return (row.syntax, row.meaning + " (not generated)")
    }
  }
}
