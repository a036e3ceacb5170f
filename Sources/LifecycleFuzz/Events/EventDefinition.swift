import ShieldModel

/// Everything the engine knows about one kind of event: its trace text, its `list events` row,
/// whether and how the generator makes it, and which later event undoes it.
///
/// The catalog is ``all`` (in `EventDefinition+Catalog.swift`); the trace text, the generator's
/// classes, weights and candidates, the shrinker's partners and the explorer's menu derive from
/// it. Whether an event can happen in a state is the model's rule (``Device/validationError(for:)``),
/// not the engine's.
nonisolated struct EventDefinition: Sendable {
  /// The case this definition describes.
  let kind: SystemEvent.Kind
  /// The name in trace notation (`touch`), which is also the generator's class name.
  let name: String
  /// The argument shape for `list events` (`touch(x, y) / touch(scene, x, y)`).
  let syntax: String
  /// The `list events` text; `nil` lists the event in the previous definition's row, its syntax
  /// after a slash.
  let meaning: String?
  /// The event itself when it takes no arguments.
  let event: SystemEvent?
  /// The arguments of an event of this kind as trace text; empty for an event without any.
  let arguments: @Sendable (SystemEvent) -> [String]
  /// Reads an event of this kind from its arguments' text.
  let parse: @Sendable (EventArguments) throws(EventSyntaxError) -> SystemEvent
  /// Whether the generator makes it, and how.
  let generation: Generation
  /// Whether `later` undoes `event` (open/close, start/stop), for the shrinker's pair removal.
  let partner: (@Sendable (_ event: SystemEvent, _ later: SystemEvent) -> Bool)?

  /// Whether the generator makes events of this kind, and how.
  enum Generation: Sendable {
    /// Generated: ``Generated`` says with which weight, arguments and explorer menu.
    case generated(Generated)
    /// In the trace vocabulary only; `reason` says why the generator leaves it out.
    case notGenerated(reason: String)
  }

  /// How the generator makes one kind of event.
  struct Generated: Sendable {
    /// The default weight, greater than zero.
    let weight: Int
    /// Position in the generator's candidate order: candidates draw their arguments and are
    /// weighed and picked in this order (not catalog order; changing it changes every trace).
    let rank: Int
    /// The step's candidate.
    let candidate: Candidate
    /// States where the model accepts the event but the generator leaves it out, so that
    /// generated traces stay as they were; `nil` means none.
    let isOutsideGeneratedStates: (@MainActor @Sendable (Device) -> Bool)?
    /// The explorer's canonical events of this kind.
    let menu: Menu
    /// `n` > 0: as soon as this (fixed) event is valid, the generator takes it before weighing
    /// the others with probability 1/n (one draw, only in those states), for an answer the user
    /// gives at once (a Face ID match) that a weight alone rarely reaches before a trace ends.
    var followsAtOnceOneIn = 0
  }

  /// One step's candidate of a generated kind.
  enum Candidate: Sendable {
    /// Always this event (a kind without arguments).
    case fixed(SystemEvent)
    /// Drawn from `rng` every step, whatever the weights; `nil` means no candidate this step
    /// (no scene to connect or to close).
    case drawn(@MainActor @Sendable (EventGenerator, Device, inout SplitMix64) -> SystemEvent?)
  }

  /// The explorer's canonical events of one kind.
  enum Menu: Sendable {
    /// These events, in this order.
    case fixed([SystemEvent])
    /// At most one event that depends on the state; listed after every fixed menu.
    case fromDevice(@MainActor @Sendable (Device) -> SystemEvent?)
  }

  /// A definition of a kind that takes no arguments.
  ///
  /// - Parameters:
  ///   - event: the event.
  ///   - meaning: the `list events` text, `nil` to share the previous definition's row.
  ///   - generation: the generation class, or why there is none.
  ///   - partner: the events that undo it, if any.
  static func plain(
    _ event: SystemEvent, _ meaning: String?, _ generation: PlainGeneration,
    partner: (@Sendable (SystemEvent, SystemEvent) -> Bool)? = nil
  ) -> EventDefinition {
    let name = "\(event.kind)"
    let resolved: Generation
    switch generation {
    case .generated(let weight, let rank, let outside, let follows):
      resolved = .generated(
        Generated(
          weight: weight, rank: rank, candidate: .fixed(event), isOutsideGeneratedStates: outside,
          menu: .fixed([event]), followsAtOnceOneIn: follows))
    case .notGenerated(let reason):
      resolved = .notGenerated(reason: reason)
    }
    return EventDefinition(
      kind: event.kind, name: name, syntax: name, meaning: meaning, event: event, arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return event
      },
      generation: resolved, partner: partner)
  }

  /// ``Generation`` for a kind without arguments: its candidate and menu are the event itself.
  enum PlainGeneration {
    /// Generated with this weight and candidate rank, outside the given states, taken at once
    /// with probability 1/`follows` when valid (``Generated/followsAtOnceOneIn``; 0: never).
    case generated(
      weight: Int, rank: Int, outside: (@MainActor @Sendable (Device) -> Bool)? = nil, follows: Int = 0)
    /// In the trace vocabulary only, for `reason`.
    case notGenerated(reason: String)
  }

  /// A partner rule: `later` is one of `events`.
  static func undone(by events: SystemEvent...) -> @Sendable (SystemEvent, SystemEvent) -> Bool {
    { _, later in events.contains(later) }
  }
}

/// The arguments of one event in trace notation, with the readers its parser uses; errors name
/// the event.
nonisolated struct EventArguments {
  /// The event's name.
  let name: String
  /// The arguments' text, trimmed; empty for `name` or `name()`.
  let values: [String]

  /// Checks there are none.
  ///
  /// - Throws: ``EventSyntaxError`` if there are any.
  func none() throws(EventSyntaxError) {
    guard values.isEmpty else { throw EventSyntaxError("\(name) takes no arguments") }
  }

  /// The only argument.
  ///
  /// - Throws: ``EventSyntaxError`` unless there is exactly one and it is not empty.
  func one() throws(EventSyntaxError) -> String {
    guard values.count == 1, !values[0].isEmpty else { throw EventSyntaxError("\(name) takes one argument") }
    return values[0]
  }

  /// `s` as a fraction in 0...1.
  ///
  /// - Throws: ``EventSyntaxError`` if it is not one.
  func fraction(_ s: String) throws(EventSyntaxError) -> Double {
    guard let v = Double(s), v.isFinite, (0...1).contains(v) else {
      throw EventSyntaxError("'\(s)' is not a fraction between 0 and 1")
    }
    return v
  }

  /// `s` as a name (a scene, an app call): letters, digits, `-` and `_`.
  ///
  /// - Throws: ``EventSyntaxError`` if it is not one.
  func identifier(_ s: String) throws(EventSyntaxError) -> String {
    guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw EventSyntaxError("'\(s)' is not a name (letters, digits, - and _)")
    }
    return s
  }

  /// The only argument, as a name.
  ///
  /// - Throws: ``EventSyntaxError`` as ``one()`` and ``identifier(_:)``.
  func oneIdentifier() throws(EventSyntaxError) -> String { try identifier(try one()) }
}

nonisolated extension EventDefinition {
  /// A definition of a kind that takes arguments; its name is the kind's.
  ///
  /// - Parameters:
  ///   - kind: the case.
  ///   - syntax: the argument shape for `list events`.
  ///   - meaning: the `list events` text, `nil` to share the previous definition's row.
  ///   - arguments: an event's arguments as trace text.
  ///   - parse: reads an event from its arguments' text.
  ///   - generation: the generation class, or why there is none.
  ///   - partner: whether a later event undoes an event of this kind.
  init(
    _ kind: SystemEvent.Kind, syntax: String, meaning: String?,
    arguments: @escaping @Sendable (SystemEvent) -> [String],
    parse: @escaping @Sendable (EventArguments) throws(EventSyntaxError) -> SystemEvent,
    generation: Generation, partner: (@Sendable (SystemEvent, SystemEvent) -> Bool)? = nil
  ) {
    self.init(
      kind: kind, name: "\(kind)", syntax: syntax, meaning: meaning, event: nil, arguments: arguments,
      parse: parse, generation: generation, partner: partner)
  }

  /// The generation parameters, or `nil` for an event that is not generated.
  var generated: Generated? {
    if case .generated(let g) = generation { return g }
    return nil
  }

  /// The definitions indexed by ``SystemEvent/Kind`` raw value.
  static let byKind: [EventDefinition] = SystemEvent.Kind.allCases.map { kind in
    guard let d = all.first(where: { $0.kind == kind }) else {
      preconditionFailure("SystemEvent.Kind.\(kind) has no entry in EventDefinition.all")
    }
    return d
  }

  /// The definition of `event`'s kind.
  static func of(_ event: SystemEvent) -> EventDefinition { byKind[event.kind.rawValue] }

  /// The generated definitions in catalog order: the generator's classes (index = class raw value).
  static let generatedClasses: [EventDefinition] = all.filter { $0.generated != nil }

  /// The class index of each kind, by ``SystemEvent/Kind`` raw value; -1 for a kind never generated.
  static let classIndexByKind: [Int] = SystemEvent.Kind.allCases.map { kind in
    generatedClasses.firstIndex { $0.kind == kind } ?? -1
  }

  /// The `list events` rows, in catalog order: the syntaxes of a row's definitions joined by
  /// ` / `, and its meaning with its source (``withSource(_:of:)``), marked "not generated" when
  /// no event of the row is generated.
  static let catalogRows: [(syntax: String, meaning: String)] = {
    var rows: [(syntax: String, meaning: String, generated: Bool)] = []
    for d in all {
      if let meaning = d.meaning {
        rows.append((d.syntax, withSource(meaning, of: d.kind), d.generated != nil))
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
  }()
}
