import ShieldModel

/// A generated event class: the index of a generated ``EventDefinition`` in catalog order (the
/// order of ``EventGenerator/classes``), so that per-step work uses integers and bit masks
/// instead of class-name text.
nonisolated struct EventClass: Hashable, Sendable {
  /// The index in ``EventDefinition/generatedClasses``.
  let rawValue: Int

  /// A set of classes, one bit per raw value.
  typealias Mask = UInt64

  /// Every class, in catalog order.
  static let allCases: [EventClass] = EventDefinition.generatedClasses.indices.map { EventClass(rawValue: $0) }

  /// Every class.
  static let all: Mask = (1 << Mask(allCases.count)) - 1

  /// The launch class (the generator starts most traces with it).
  static let launch = EventClass(of: SystemEvent.launch)!

  /// The classes no swarm leaves out (``EventDefinition/inEverySwarm``).
  static let inEverySwarm: Mask = EventDefinition.inEverySwarm.reduce(0) { mask, kind in
    EventClass(of: kind).map { mask | $0.bit } ?? mask
  }

  /// This class's bit in a ``Mask``.
  var bit: Mask { 1 << Mask(rawValue) }

  /// The class's definition.
  var definition: EventDefinition { EventDefinition.generatedClasses[rawValue] }

  /// The class name, as in ``EventGenerator/classes``.
  var name: String { definition.name }

  private init(rawValue: Int) { self.rawValue = rawValue }

  /// The class of `event`, or `nil` for events the generator never makes (trace files only);
  /// agrees with ``EventGenerator/eventClass(of:)`` without building the event's text.
  init?(of event: SystemEvent) { self.init(of: event.kind) }

  /// The class of events of `kind`, or `nil` for a kind the generator never makes.
  init?(of kind: SystemEvent.Kind) {
    let index = EventDefinition.classIndexByKind[kind.rawValue]
    guard index >= 0 else { return nil }
    rawValue = index
  }

  /// The classes in `mask`, by name.
  static func names(in mask: Mask) -> Set<String> {
    Set(allCases.lazy.filter { mask & $0.bit != 0 }.map(\.name))
  }

  /// The mask of the classes named in `names`; unknown names are ignored.
  static func mask(of names: Set<String>) -> Mask {
    allCases.reduce(0) { names.contains($1.name) ? $0 | $1.bit : $0 }
  }
}
