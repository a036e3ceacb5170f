/// Everything the engine knows about one kind of event of a platform: its trace text and parser, its `list events`
/// row, whether and how the generator makes it, which later event undoes it, its simpler forms for the shrinker, and
/// its explorer menu.
///
/// A platform's catalog is its ``EventVocabulary``; the trace text, `list events`, the generator's classes,
/// weights and candidates, the shrinker's partners, simplifications and canonical order, and the explorer's menu all
/// derive from it. Whether an event can happen in a state is the platform's rule (``PlatformSession/refusal(for:)``),
/// not the engine's.
public nonisolated struct EventDefinition<Host: Platform>: Sendable {
  /// The name in trace notation (`touch`), which is also the generator's class name.
  public let name: String
  /// The argument shape for `list events` (`touch(x, y) / touch(scene, x, y)`).
  public let syntax: String
  /// The `list events` text; `nil` lists the event in the previous definition's row, its syntax after a slash.
  public let meaning: String?
  /// Where the platform documents the event, appended to ``meaning`` in `list events` unless it cites one.
  public var source: String?
  /// The event itself when it takes no arguments.
  public let event: Host.Event?
  /// The arguments of an event of this kind as trace text; empty for an event without any.
  public let arguments: @Sendable (Host.Event) -> [String]
  /// Reads an event of this kind from its arguments' text.
  public let parse: @Sendable (EventArguments) throws(EventSyntaxError) -> Host.Event
  /// Whether the generator makes it, and how.
  public let generation: Generation
  /// Whether `later` undoes `event` (open/close, start/stop), for the shrinker's pair removal.
  public let partner: (@Sendable (_ event: Host.Event, _ later: Host.Event) -> Bool)?
  /// The shrinker's hooks for this kind (simpler forms, scene names), if any.
  public var shrinking = Shrinking()
  /// Whether events of this kind can happen on a profile (`false`: the run report lists the class as "not on this
  /// profile" instead of "never generated"); `nil` for every profile.
  public var isPossible: (@Sendable (Host.Profile) -> Bool)?

  /// Whether the generator makes events of this kind, and how.
  public enum Generation: Sendable {
    /// Generated: ``Generated`` says with which weight, arguments and explorer menu.
    case generated(Generated)
    /// In the trace vocabulary only; `reason` says why the generator leaves it out.
    case notGenerated(reason: String)
  }

  /// How the generator makes one kind of event.
  public struct Generated: Sendable {
    /// The default weight; 0 for a class drawn only when `--weight` gives it one (it takes no swarm draw and no run
    /// report names it as never generated).
    public let weight: Int
    /// Position in the generator's candidate order: candidates draw their arguments and are weighed and picked in
    /// this order (not catalog order; changing it changes every trace).
    public let rank: Int
    /// The step's candidate.
    public let candidate: Candidate
    /// States where the platform accepts the event but the generator leaves it out, so that generated traces stay
    /// as they were; `nil` means none.
    public let isOutsideGeneratedStates: (@MainActor @Sendable (Host.Session) -> Bool)?
    /// The explorer's canonical events of this kind.
    public let menu: Menu
    /// `n` > 0: as soon as this (fixed) event is valid, the generator takes it before weighing the others with
    /// probability 1/n (one draw, only in those states), for an answer the user gives at once (a Face ID match)
    /// that a weight alone rarely reaches before a trace ends.
    public var followsAtOnceOneIn = 0

    /// Generation parameters.
    public init(
      weight: Int, rank: Int, candidate: Candidate,
      isOutsideGeneratedStates: (@MainActor @Sendable (Host.Session) -> Bool)?, menu: Menu, followsAtOnceOneIn: Int = 0
    ) {
      self.weight = weight
      self.rank = rank
      self.candidate = candidate
      self.isOutsideGeneratedStates = isOutsideGeneratedStates
      self.menu = menu
      self.followsAtOnceOneIn = followsAtOnceOneIn
    }
  }

  /// A kind whose argument is one of what the session offers: the candidate draws one uniformly (none while the
  /// session offers nothing) and the explorer's menu is the first.
  public static func oneOf<Option>(
    weight: Int, rank: Int, _ options: @escaping @MainActor @Sendable (Host.Session) -> [Option],
    _ event: @escaping @Sendable (Option) -> Host.Event
  ) -> Generation {
    .generated(
      Generated(
        weight: weight, rank: rank,
        candidate: .drawn { session, rng in
          let offered = options(session)
          return offered.isEmpty ? nil : event(offered[rng.next(below: offered.count)])
        },
        isOutsideGeneratedStates: nil,
        menu: .fromSession { session in options(session).first.map(event) }))
  }

  /// One step's candidate of a generated kind.
  public enum Candidate: Sendable {
    /// Always this event (a kind without arguments).
    case fixed(Host.Event)
    /// Drawn from the stream every step, whatever the weights; `nil` means no candidate this step (no scene to
    /// connect or to close).
    case drawn(@MainActor @Sendable (Host.Session, inout SplitMix64) -> Host.Event?)
    /// Made from the session and a copy of the stream (its next value read, not taken): the stream goes on the same
    /// whether or not it is made, so the generator makes it only when its class can be picked. `nil` as for
    /// ``drawn(_:)``.
    case peeked(@MainActor @Sendable (Host.Session, SplitMix64) -> Host.Event?)
  }

  /// The explorer's canonical events of one kind.
  public enum Menu: Sendable {
    /// These events, in this order.
    case fixed([Host.Event])
    /// At most one event that depends on the state; listed after every fixed menu.
    case fromSession(@MainActor @Sendable (Host.Session) -> Host.Event?)
    /// Events that depend on the session (the strategy's own app calls), listed where a fixed menu is (in catalog
    /// order), so the kinds after it keep their places.
    case inPlace(@MainActor @Sendable (Host.Session) -> [Host.Event])
  }

  /// What the shrinker may do with events of one kind beyond removing them.
  public struct Shrinking: Sendable {
    /// The most canonical form of an event (a touch in the middle, the smallest time step); `nil`: itself.
    public var canonical: (@Sendable (Host.Event) -> Host.Event)?
    /// Simpler forms of an event, most canonical first, tried in place of it.
    public var simplifications: (@Sendable (Host.Event) -> [Host.Event])?
    /// The scene (or other named entity) an event names, for dropping a scene with every event naming it.
    public var scene: (@Sendable (Host.Event) -> String?)?
    /// Whether events of this kind bring a new scene in (the shrinker tries dropping each such scene).
    public var connectsScene = false
    /// The event with its scene renamed by `rename`, for canonical scene names.
    public var renamingScene: (@Sendable (Host.Event, (String) -> String) -> Host.Event)?

    /// No hooks.
    public init(
      canonical: (@Sendable (Host.Event) -> Host.Event)? = nil,
      simplifications: (@Sendable (Host.Event) -> [Host.Event])? = nil,
      scene: (@Sendable (Host.Event) -> String?)? = nil,
      connectsScene: Bool = false, renamingScene: (@Sendable (Host.Event, (String) -> String) -> Host.Event)? = nil
    ) {
      self.canonical = canonical
      self.simplifications = simplifications
      self.scene = scene
      self.connectsScene = connectsScene
      self.renamingScene = renamingScene
    }
  }

  /// A definition.
  ///
  /// - Parameters:
  ///   - name: the name in trace notation, also the generator's class name.
  ///   - syntax: the argument shape for `list events` (the name for a kind without arguments).
  ///   - meaning: the `list events` text, `nil` to share the previous definition's row.
  ///   - event: the event itself when the kind takes no arguments.
  ///   - arguments: an event's arguments as trace text.
  ///   - parse: reads an event from its arguments' text.
  ///   - generation: the generation class, or why there is none.
  ///   - partner: whether a later event undoes an event of this kind.
  public init(
    name: String, syntax: String, meaning: String?, event: Host.Event? = nil,
    arguments: @escaping @Sendable (Host.Event) -> [String],
    parse: @escaping @Sendable (EventArguments) throws(EventSyntaxError) -> Host.Event, generation: Generation,
    partner: (@Sendable (Host.Event, Host.Event) -> Bool)? = nil
  ) {
    self.name = name
    self.syntax = syntax
    self.meaning = meaning
    self.event = event
    self.arguments = arguments
    self.parse = parse
    self.generation = generation
    self.partner = partner
  }

  /// A definition of a kind that takes no arguments.
  ///
  /// - Parameters:
  ///   - name: the name in trace notation.
  ///   - event: the event.
  ///   - meaning: the `list events` text, `nil` to share the previous definition's row.
  ///   - generation: the generation class, or why there is none.
  ///   - partner: the events that undo it, if any.
  public static func plain(
    _ name: String, _ event: Host.Event, _ meaning: String?, _ generation: PlainGeneration,
    partner: (@Sendable (Host.Event, Host.Event) -> Bool)? = nil
  ) -> EventDefinition {
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
      name: name, syntax: name, meaning: meaning, event: event, arguments: { _ in [] },
      parse: { args throws(EventSyntaxError) in
        try args.none()
        return event
      },
      generation: resolved, partner: partner)
  }

  /// ``Generation`` for a kind without arguments: its candidate and menu are the event itself.
  public enum PlainGeneration {
    /// Generated with this weight and candidate rank, outside the given states, taken at once with probability
    /// 1/`follows` when valid (``Generated/followsAtOnceOneIn``; 0: never).
    case generated(
      weight: Int, rank: Int, outside: (@MainActor @Sendable (Host.Session) -> Bool)? = nil, follows: Int = 0)
    /// In the trace vocabulary only, for `reason`.
    case notGenerated(reason: String)
  }

  /// A partner rule: `later` is one of `events`.
  public static func undone(by events: Host.Event...) -> @Sendable (Host.Event, Host.Event) -> Bool {
    { _, later in events.contains(later) }
  }

  /// The generation parameters, or `nil` for an event that is not generated.
  public var generated: Generated? {
    if case .generated(let g) = generation { return g }
    return nil
  }

  /// The event in trace notation: the name, and its arguments in parentheses.
  public func text(of event: Host.Event) -> String {
    let arguments = arguments(event)
    return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

/// The arguments of one event in trace notation, with the readers its parser uses; errors name the event.
public nonisolated struct EventArguments {
  /// The event's name.
  public let name: String
  /// The arguments' text, trimmed; empty for `name` or `name()`.
  public let values: [String]

  /// Arguments as read.
  public init(name: String, values: [String]) {
    self.name = name
    self.values = values
  }

  /// Checks there are none.
  ///
  /// - Throws: ``EventSyntaxError`` if there are any.
  public func none() throws(EventSyntaxError) {
    guard values.isEmpty else { throw EventSyntaxError("\(name) takes no arguments") }
  }

  /// The only argument.
  ///
  /// - Throws: ``EventSyntaxError`` unless there is exactly one and it is not empty.
  public func one() throws(EventSyntaxError) -> String {
    guard values.count == 1, !values[0].isEmpty else { throw EventSyntaxError("\(name) takes one argument") }
    return values[0]
  }

  /// `s` as a fraction in 0...1, written in decimal (``DecimalText/number(_:)``).
  ///
  /// - Throws: ``EventSyntaxError`` if it is not one.
  public func fraction(_ s: String) throws(EventSyntaxError) -> Double {
    guard let v = DecimalText.number(s), v.isFinite, (0...1).contains(v) else {
      throw EventSyntaxError("'\(s)' is not a fraction between 0 and 1")
    }
    return v
  }

  /// `s` as a name (a scene, an app call): letters, digits, `-` and `_`.
  ///
  /// - Throws: ``EventSyntaxError`` if it is not one.
  public func identifier(_ s: String) throws(EventSyntaxError) -> String {
    guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw EventSyntaxError("'\(s)' is not a name (letters, digits, - and _)")
    }
    return s
  }

  /// The only argument, as a name.
  ///
  /// - Throws: ``EventSyntaxError`` as ``one()`` and ``identifier(_:)``.
  public func oneIdentifier() throws(EventSyntaxError) -> String { try identifier(try one()) }

  /// The only argument, one of `choices` (by its text).
  ///
  /// - Throws: ``EventSyntaxError`` naming the choices otherwise.
  public func oneOf<Choice>(_ choices: [(String, Choice)], noun: String) throws(EventSyntaxError) -> Choice {
    let a = try one()
    guard let choice = choices.first(where: { $0.0 == a }) else {
      throw EventSyntaxError("unknown \(noun) '\(a)' (expected \(choices.map(\.0).joined(separator: ", ")))")
    }
    return choice.1
  }
}

/// Why an event line could not be read.
public nonisolated struct EventSyntaxError: Error, Equatable, Sendable {
  /// What is wrong.
  public let message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
